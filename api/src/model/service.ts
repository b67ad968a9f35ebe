// What the rest of the api calls: apply an answer to the model inside the request that records it, read predictions
// and mastery. The same predict/update run here and in the offline evaluation.
import type { Db } from '../db/client.js';
import { answerLog } from '../modules/practice/repository.js';
import { DEFAULT_CONFIG, difficultyPrior, mastery, predict, update, type Mastery } from './model.js';
import { refitItems, type ItemParams } from './fit.js';
import {
  loadAllSkillStates,
  loadItemParams,
  loadStudentState,
  saveItemParams,
  saveStudentState,
  stepItemParams,
} from './repository.js';
import type { ItemState, ModelConfig } from './types.js';

/** An item as the practice code knows it. */
export interface ModelItem {
  /** The problem id. */
  id: string;
  /** The units (skills) the problem practises; at least one. */
  skillIds: readonly string[];
  /** The content's 1-5 difficulty, used until the item has fitted parameters. */
  level?: number | null;
}

/** The item as the model sees it: its fitted difficulty, or the prior from its level until it has one. */
function itemState(item: ModelItem, params: ItemParams | undefined): ItemState {
  const difficulty = params ? params.difficulty : difficultyPrior(item.level);
  return { id: item.id, skillIds: item.skillIds, difficulty, n: params?.n ?? 0 };
}

/** P(correct) for the student on the item now. */
export async function predictForStudent(
  db: Db,
  userId: string,
  item: ModelItem,
  at: Date = new Date(),
  config: ModelConfig = DEFAULT_CONFIG,
): Promise<number> {
  return (await predictItemsForStudent(db, userId, [item], at, config)).get(item.id) ?? 0.5;
}

/** P(correct) for the student on each item now, keyed by item id; one read of the student and one of the items. */
export async function predictItemsForStudent(
  db: Db,
  userId: string,
  items: readonly ModelItem[],
  at: Date = new Date(),
  config: ModelConfig = DEFAULT_CONFIG,
): Promise<Map<string, number>> {
  if (items.length === 0) return new Map();
  const [student, params] = await Promise.all([
    loadStudentState(
      db,
      userId,
      items.flatMap((item) => item.skillIds),
    ),
    loadItemParams(
      db,
      items.map((item) => item.id),
    ),
  ]);
  const seconds = at.getTime() / 1000;
  return new Map(
    items.map((item) => [item.id, predict(student, itemState(item, params.get(item.id)), seconds, config)]),
  );
}

export interface AppliedAnswer {
  /** The probability the model gave the answer being right, before it saw it. */
  predicted: number;
  /** Mastery of each of the item's skills after the answer. */
  mastery: Mastery[];
}

/**
 * Updates the student's skill rows and the item's difficulty after an answer: one read and one write of the
 * global row and the item's skill rows, and one atomic step of the item. Call it with the transaction that records
 * the attempt so both land together.
 */
export async function applyAnswerToModel(
  db: Db,
  userId: string,
  item: ModelItem,
  correct: boolean,
  answeredAt: Date = new Date(),
  config: ModelConfig = DEFAULT_CONFIG,
): Promise<AppliedAnswer> {
  return db.transaction(async (tx) => {
    const student = await loadStudentState(tx, userId, item.skillIds, { lock: true });
    const state = itemState(item, (await loadItemParams(tx, [item.id])).get(item.id));
    const at = answeredAt.getTime() / 1000;
    const predicted = predict(student, state, at, config);
    const next = update(student, state, correct, at, config);
    await saveStudentState(tx, userId, next.student, item.skillIds);
    await stepItemParams(tx, item.id, state.difficulty, next.item.difficulty - state.difficulty);
    return {
      predicted,
      mastery: [...new Set(item.skillIds)].map((skillId) => mastery(next.student, skillId, at, config)),
    };
  });
}

/** Mastery of the given skills (or of every skill the student has practised), with uncertainty. */
export async function masteryForStudent(
  db: Db,
  userId: string,
  skillIds?: readonly string[],
  at: Date = new Date(),
  config: ModelConfig = DEFAULT_CONFIG,
): Promise<Mastery[]> {
  const student = skillIds ? await loadStudentState(db, userId, skillIds) : await loadAllSkillStates(db, userId);
  const ids = skillIds ?? Object.keys(student.skills).sort();
  return ids.map((skillId) => mastery(student, skillId, at.getTime() / 1000, config));
}

export interface RefitSummary {
  attempts: number;
  students: number;
  items: number;
}

/** Refits every answered item's difficulty from all attempts in the database and writes item_params. */
export async function refitItemParams(db: Db, config: ModelConfig = DEFAULT_CONFIG): Promise<RefitSummary> {
  const log = await answerLog(db);
  if (log.length === 0) return { attempts: 0, students: 0, items: 0 };
  const fitted = refitItems(log, config);
  await saveItemParams(db, fitted.items);
  return { attempts: log.length, students: new Set(log.map((r) => r.userId)).size, items: fitted.items.size };
}
