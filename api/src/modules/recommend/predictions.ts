// The learning model's chance of a right answer for a student on a typical problem of each unit they have answered in,
// read in a few queries (the student's skill rows, the units' typical difficulties).
import type { Db } from '../../db/client.js';
import { predict } from '../../model/model.js';
import { loadAllSkillStates } from '../../model/repository.js';
import { unitAnswersSince } from '../practice/repository.js';
import type { UnitFacts } from './policy.js';
import { typicalDifficulties } from './repository.js';

const WEEK_MS = 7 * 86_400_000;

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
