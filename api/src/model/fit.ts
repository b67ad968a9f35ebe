// Fits the learning model on a training log: item difficulties first, then the weights of the logistic combination.
import { fitBestLr } from './baselines.js';
import { fitDense } from './logistic.js';
import {
  DEFAULT_CONFIG,
  DEFAULT_HYPER,
  eloConfig,
  FEATURE_COUNT,
  features,
  newStudentState,
  predict,
  sigmoid,
  update,
} from './model.js';
import type { ModelKind, OnlinePredictor } from './predictor.js';
import type { ItemState, LogRow, ModelConfig, ModelHyper, SkillState, StudentState } from './types.js';

export interface ItemParams {
  difficulty: number;
  n: number;
}

export interface FittedItems {
  items: Map<string, ItemParams>;
  /** Difficulty of an item not in the map, from its skills (or the average item). */
  prior(skillIds: readonly string[]): number;
}

/**
 * Item difficulties from all answers: the item and skill terms of a Best-LR fit, which accounts for what each
 * student had practised before answering (a plain share of correct answers would not).
 */
export function fitItemDifficulties(log: readonly LogRow[]): FittedItems {
  const fit = fitBestLr(log);
  const counts = new Map<string, { skillIds: readonly string[]; n: number }>();
  for (const row of log) {
    const c = counts.get(row.itemId);
    counts.set(row.itemId, { skillIds: row.skillIds, n: (c?.n ?? 0) + 1 });
  }
  const skillEase = (skillIds: readonly string[]): number | undefined => {
    let sum = 0;
    let known = 0;
    for (const id of skillIds) {
      const w = fit.skillWeight(id);
      if (w !== undefined) {
        sum += w;
        known += 1;
      }
    }
    return known > 0 ? sum / known : undefined;
  };
  const raw = new Map<string, ItemParams>();
  let mean = 0;
  for (const [id, { skillIds, n }] of counts) {
    const difficulty = -((fit.itemWeight(id) ?? 0) + (skillEase(skillIds) ?? 0));
    raw.set(id, { difficulty, n });
    mean += difficulty;
  }
  mean = raw.size > 0 ? mean / raw.size : 0;
  // Centre on the average item so that 0 means "a typical item", as the content prior assumes.
  const items = new Map<string, ItemParams>();
  for (const [id, p] of raw) items.set(id, { difficulty: p.difficulty - mean, n: p.n });
  return {
    items,
    prior: (skillIds) => {
      const ease = skillEase(skillIds);
      return ease === undefined ? 0 : -ease - mean;
    },
  };
}

/** Replays logs through predict/update with a shared item table: the one loop used in fitting and evaluation. */
export class HybridPredictor implements OnlinePredictor {
  private readonly students = new Map<string, { global: SkillState; skills: Map<string, SkillState> }>();
  private readonly items = new Map<string, ItemState>();

  constructor(
    private readonly fitted: FittedItems,
    public config: ModelConfig,
  ) {}

  item(itemId: string, skillIds: readonly string[]): ItemState {
    const found = this.items.get(itemId);
    if (found) {
      if (found.skillIds === skillIds) return found;
      return { id: found.id, skillIds, difficulty: found.difficulty, n: found.n };
    }
    const p = this.fitted.items.get(itemId);
    const item: ItemState = {
      id: itemId,
      skillIds,
      difficulty: p ? p.difficulty : this.fitted.prior(skillIds),
      n: p ? p.n : 0,
    };
    this.items.set(itemId, item);
    return item;
  }

  /** The student's global row and the rows of these skills: what predict/update read, as the repository loads it. */
  student(userId: string, skillIds: readonly string[]): StudentState {
    const stored = this.students.get(userId);
    if (!stored) return newStudentState();
    const skills: Record<string, SkillState> = {};
    for (const id of skillIds) {
      const s = stored.skills.get(id);
      if (s) skills[id] = s;
    }
    return { global: stored.global, skills };
  }

  predict(row: Omit<LogRow, 'correct'>): number {
    return predict(this.student(row.userId, row.skillIds), this.item(row.itemId, row.skillIds), row.at, this.config);
  }

  update(row: LogRow): void {
    const before = this.student(row.userId, row.skillIds);
    const next = update(before, this.item(row.itemId, row.skillIds), row.correct === 1, row.at, this.config);
    const stored = this.students.get(row.userId) ?? { global: next.student.global, skills: new Map() };
    stored.global = next.student.global;
    for (const id of row.skillIds) {
      const s = next.student.skills[id];
      if (s) stored.skills.set(id, s);
    }
    this.students.set(row.userId, stored);
    // A log may tag an item with other skills than it was first seen with; the stored item keeps its first tags.
    const kept = this.items.get(row.itemId);
    this.items.set(row.itemId, {
      id: row.itemId,
      skillIds: kept ? kept.skillIds : row.skillIds,
      difficulty: next.item.difficulty,
      n: next.item.n,
    });
  }
}

export interface FittedModel {
  config: ModelConfig;
  items: FittedItems;
}

/** Fits item difficulties, then the combination weights on features replayed over the same log. */
export function fitModel(train: readonly LogRow[], hyper: ModelHyper = DEFAULT_HYPER, passes = 3): FittedModel {
  let items = fitItemDifficulties(train);
  // The first pass replays plain Elo (the model with only the ability and difficulty terms); each later pass replays
  // the weights of the one before, so the replayed states match the updates the fitted model makes.
  let { weights } = eloConfig(hyper);
  for (let pass = 0; pass < passes; pass++) {
    const replayed = replay(train, items, { hyper, weights });
    weights = fitDense(replayed.x, replayed.y, FEATURE_COUNT, { l2: 1, start: weights });
    // Once the weights are past plain Elo, the difficulties also take a step on what the model still gets wrong.
    if (pass > 0 && pass < passes - 1) items = replayed.adjusted;
  }
  return { config: { hyper, weights }, items };
}

/**
 * Item difficulties for production, where the weights stay fixed: the Best-LR fit, then one step on what the model
 * with those weights still gets wrong on the log.
 */
export function refitItems(log: readonly LogRow[], config: ModelConfig = DEFAULT_CONFIG): FittedItems {
  return replay(log, fitItemDifficulties(log), config).adjusted;
}

/** Replays a log under `config`: the features before each answer, the labels, and adjusted item difficulties. */
function replay(
  log: readonly LogRow[],
  items: FittedItems,
  config: ModelConfig,
): { x: Float64Array; y: Uint8Array; adjusted: FittedItems } {
  const predictor = new HybridPredictor(items, config);
  const x = new Float64Array(log.length * FEATURE_COUNT);
  const y = new Uint8Array(log.length);
  const residual = new Map<string, { g: number; h: number }>();
  log.forEach((row, r) => {
    const o = r * FEATURE_COUNT;
    features(
      predictor.student(row.userId, row.skillIds),
      predictor.item(row.itemId, row.skillIds),
      row.at,
      config.hyper,
      x.subarray(o, o + FEATURE_COUNT),
    );
    let z = 0;
    for (let j = 0; j < FEATURE_COUNT; j++) z += (config.weights[j] ?? 0) * (x[o + j] as number);
    const p = sigmoid(z);
    const acc = residual.get(row.itemId) ?? { g: 0, h: 0 };
    acc.g += row.correct - p;
    acc.h += p * (1 - p);
    residual.set(row.itemId, acc);
    y[r] = row.correct;
    predictor.update(row);
  });
  // A Newton step on each difficulty, in units of the item-ease weight, with a prior worth 5 answers.
  const ease = Math.abs(config.weights[1] ?? 0) > 0.1 ? (config.weights[1] as number) : 1;
  const adjusted = new Map<string, ItemParams>();
  for (const [id, p] of items.items) {
    const acc = residual.get(id);
    adjusted.set(id, { difficulty: p.difficulty - (acc ? acc.g / (acc.h + 5) / ease : 0), n: p.n });
  }
  return { x, y, adjusted: { items: adjusted, prior: items.prior } };
}

export function hybridModel(hyper: ModelHyper = DEFAULT_HYPER, passes = 3): ModelKind {
  return {
    name: 'MathBridge model',
    fit(train) {
      const fitted = fitModel(train, hyper, passes);
      return new HybridPredictor(fitted.items, fitted.config);
    },
  };
}
