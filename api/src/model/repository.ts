// Loads and saves the learning model's state: per-student skill rows and item parameters (the answers it refits from
// are practice's: `answerLog`).
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { itemParams } from '../db/schema/item-params.js';
import { skillStates, type SkillStateRow } from '../db/schema/skill-states.js';
import type { ItemParams } from './fit.js';
import { newSkillState } from './model.js';
import type { SkillState, StudentState } from './types.js';

/** The skill id of the row that holds a student's overall ability. */
export const GLOBAL_SKILL_ID = '*';

function toState(row: SkillStateRow): SkillState {
  return {
    theta: row.theta,
    attempts: row.attempts,
    successes: row.successes,
    failures: row.failures,
    recent: row.recent,
    decayedSuccesses: row.decayedSuccesses,
    decayedFailures: row.decayedFailures,
    info: row.info,
    lastAt: row.lastAt ? row.lastAt.getTime() / 1000 : null,
  };
}

/** A student's rows as the model's state: the global row (fresh when missing) and one state per skill. */
function toStudentState(rows: readonly SkillStateRow[]): StudentState {
  const skills: Record<string, SkillState> = {};
  let global = newSkillState();
  for (const row of rows) {
    if (row.skillId === GLOBAL_SKILL_ID) global = toState(row);
    else skills[row.skillId] = toState(row);
  }
  return { global, skills };
}

/** The global row and the rows of the given skills; missing rows are fresh states. */
export async function loadStudentState(
  db: Db,
  userId: string,
  skillIds: readonly string[],
  options: { lock?: boolean } = {},
): Promise<StudentState> {
  const wanted = [GLOBAL_SKILL_ID, ...new Set(skillIds)];
  const query = db
    .select()
    .from(skillStates)
    .where(and(eq(skillStates.userId, userId), inArray(skillStates.skillId, wanted)));
  return toStudentState(options.lock ? await query.for('update') : await query);
}

/** Every skill row of a student (without the global row), for mastery views. */
export async function loadAllSkillStates(db: Db, userId: string): Promise<StudentState> {
  return toStudentState(await db.select().from(skillStates).where(eq(skillStates.userId, userId)));
}

/** Writes the global row and the rows of the given skills. */
export async function saveStudentState(
  db: Db,
  userId: string,
  state: StudentState,
  skillIds: readonly string[],
): Promise<void> {
  const now = new Date();
  const values = [
    [GLOBAL_SKILL_ID, state.global] as const,
    ...[...new Set(skillIds)].flatMap((id) => {
      const s = state.skills[id];
      return s ? [[id, s] as const] : [];
    }),
  ].map(([skillId, s]) => ({
    userId,
    skillId,
    theta: s.theta,
    attempts: s.attempts,
    successes: s.successes,
    failures: s.failures,
    recent: s.recent,
    decayedSuccesses: s.decayedSuccesses,
    decayedFailures: s.decayedFailures,
    info: s.info,
    lastAt: s.lastAt === null ? null : new Date(s.lastAt * 1000),
    updatedAt: now,
  }));
  await db
    .insert(skillStates)
    .values(values)
    .onConflictDoUpdate({
      target: [skillStates.userId, skillStates.skillId],
      set: {
        theta: sql`excluded.theta`,
        attempts: sql`excluded.attempts`,
        successes: sql`excluded.successes`,
        failures: sql`excluded.failures`,
        recent: sql`excluded.recent`,
        decayedSuccesses: sql`excluded.decayed_successes`,
        decayedFailures: sql`excluded.decayed_failures`,
        info: sql`excluded.info`,
        lastAt: sql`excluded.last_at`,
        updatedAt: sql`excluded.updated_at`,
      },
    });
}

/** Deletes every model row of a student and says how many there were. */
export async function deleteStudentState(db: Db, userId: string): Promise<number> {
  const deleted = await db
    .delete(skillStates)
    .where(eq(skillStates.userId, userId))
    .returning({ skillId: skillStates.skillId });
  return deleted.length;
}

/** Withdrawal: the model's estimates of the student go (their answers are anonymised by practice). */
export async function erase(db: Db, userId: string): Promise<void> {
  await deleteStudentState(db, userId);
}

/** The fitted parameters of the given items; items never answered have none. */
export async function loadItemParams(db: Db, itemIds: readonly string[]): Promise<Map<string, ItemParams>> {
  if (itemIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(itemParams)
    .where(inArray(itemParams.itemId, [...new Set(itemIds)]));
  return new Map(rows.map((row) => [row.itemId, { difficulty: row.difficulty, n: row.n }]));
}

/**
 * Applies one online step to an item: adds `delta` to its difficulty and 1 to n. Concurrent answers add up
 * instead of overwriting each other. A new item starts at `initial` + delta.
 */
export async function stepItemParams(db: Db, itemId: string, initial: number, delta: number): Promise<void> {
  await db
    .insert(itemParams)
    .values({ itemId, difficulty: initial + delta, n: 1, updatedAt: new Date() })
    .onConflictDoUpdate({
      target: itemParams.itemId,
      set: {
        difficulty: sql`${itemParams.difficulty} + ${delta}`,
        n: sql`${itemParams.n} + 1`,
        updatedAt: sql`excluded.updated_at`,
      },
    });
}

/** Writes refitted parameters for the given items (others keep theirs). */
export async function saveItemParams(db: Db, items: ReadonlyMap<string, ItemParams>): Promise<void> {
  const now = new Date();
  const all = [...items].map(([itemId, p]) => ({ itemId, difficulty: p.difficulty, n: p.n, updatedAt: now }));
  for (let i = 0; i < all.length; i += 1000) {
    await db
      .insert(itemParams)
      .values(all.slice(i, i + 1000))
      .onConflictDoUpdate({
        target: itemParams.itemId,
        set: { difficulty: sql`excluded.difficulty`, n: sql`excluded.n`, updatedAt: sql`excluded.updated_at` },
      });
  }
}
