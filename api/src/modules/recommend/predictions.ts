// The learning model's chance of a right answer for a student on problems, and on a typical problem of units, read in
// a few queries (the student's skill rows, the items' fitted difficulties).
import type { Db } from '../../db/client.js';
import { difficultyPrior, predict } from '../../model/model.js';
import { loadAllSkillStates, loadStudentState } from '../../model/repository.js';
import { itemDifficulties } from '../practice/repository.js';
import type { ProblemRow } from '../problems/repository.js';
import type { UnitFacts } from './policy.js';
import { typicalDifficulties, unitAnswersSince } from './repository.js';

const WEEK_MS = 7 * 86_400_000;

/** P(correct) for the student on each problem now. */
export async function predictProblems(
  db: Db,
  userId: string,
  rows: readonly Pick<ProblemRow, 'id' | 'unitId' | 'difficulty'>[],
  now: Date = new Date(),
): Promise<Map<string, number>> {
  if (rows.length === 0) return new Map();
  const [student, params] = await Promise.all([
    loadStudentState(db, userId, [...new Set(rows.map((row) => row.unitId))]),
    itemDifficulties(
      db,
      rows.map((row) => row.id),
    ),
  ]);
  const at = now.getTime() / 1000;
  return new Map(
    rows.map((row) => {
      const fitted = params.get(row.id);
      const item = {
        id: row.id,
        skillIds: [row.unitId],
        difficulty: fitted ? fitted.difficulty : difficultyPrior(row.difficulty),
        n: fitted?.n ?? 0,
      };
      return [row.id, predict(student, item, at)];
    }),
  );
}

/**
 * What the policy knows of each unit the student has answered in: the model's chance on a typical problem of it,
 * the answers there, and the wrong answers and answers of the last seven days.
 */
export async function unitFacts(db: Db, userId: string, now: Date = new Date()): Promise<Map<string, UnitFacts>> {
  const student = await loadAllSkillStates(db, userId);
  const unitIds = Object.keys(student.skills);
  const [typical, lastWeek] = await Promise.all([
    typicalDifficulties(db, unitIds),
    unitAnswersSince(db, userId, new Date(now.getTime() - WEEK_MS)),
  ]);
  const at = now.getTime() / 1000;
  return new Map(
    unitIds.map((unitId) => {
      const item = { id: '', skillIds: [unitId], difficulty: typical.get(unitId) ?? 0, n: 0 };
      const week = lastWeek.get(unitId) ?? { missed: 0, of: 0 };
      const facts: UnitFacts = {
        mastery: predict(student, item, at),
        attempts: student.skills[unitId]?.attempts ?? 0,
        ...week,
      };
      return [unitId, facts];
    }),
  );
}
