import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { attempts } from '../db/schema/attempts.js';
import { itemParams } from '../db/schema/item-params.js';
import { skillStates } from '../db/schema/skill-states.js';
import { users } from '../db/schema/users.js';
import { insertUser } from '../modules/users/repository.js';
import { useTestApp } from '../test/app.js';
import { difficultyPrior, newStudentState, predict, update } from './model.js';
import { answerLog } from '../modules/practice/repository.js';
import { deleteStudentState, GLOBAL_SKILL_ID, loadStudentState } from './repository.js';
import { applyAnswerToModel, masteryForStudent, predictForStudent, refitItemParams } from './service.js';
import { simulate } from './simulate.js';
import type { ItemState } from './types.js';

const t = useTestApp();

async function createUser(name = 'Student'): Promise<string> {
  const row = await insertUser(t.database.db, { email: `${randomUUID()}@example.com`, name });
  return row!.id;
}

const at = (minute: number) => new Date(Date.UTC(2026, 2, 2, 9, minute, 0));

describe('applyAnswerToModel', () => {
  it('stores the same state as the pure update, answer after answer', async () => {
    const userId = await createUser();
    const problem = { id: randomUUID(), skillIds: ['kr-m1-1', 'kr-m1-2'], level: 4 };
    let student = newStudentState();
    let item: ItemState = { id: problem.id, skillIds: problem.skillIds, difficulty: difficultyPrior(4), n: 0 };
    for (const [i, correct] of [true, false, true, true].entries()) {
      const time = at(i).getTime() / 1000;
      const expected = predict(student, item, time);
      const applied = await applyAnswerToModel(t.database.db, userId, problem, correct, at(i));
      expect(applied.predicted).toBeCloseTo(expected, 12);
      ({ student, item } = update(student, item, correct, time));
      expect(applied.mastery.map((m) => m.skillId)).toEqual(['kr-m1-1', 'kr-m1-2']);
    }
    const stored = await loadStudentState(t.database.db, userId, problem.skillIds);
    expect(stored.global.theta).toBeCloseTo(student.global.theta, 12);
    expect(stored.global.attempts).toBe(4);
    for (const id of problem.skillIds) {
      expect(stored.skills[id]).toMatchObject({
        attempts: 4,
        successes: 3,
        failures: 1,
        lastAt: at(3).getTime() / 1000,
      });
      expect(stored.skills[id]?.theta).toBeCloseTo(student.skills[id]?.theta as number, 12);
      expect(stored.skills[id]?.recent).toBeCloseTo(student.skills[id]?.recent as number, 12);
    }
    const [params] = await t.database.db.select().from(itemParams).where(eq(itemParams.itemId, problem.id));
    expect(params?.n).toBe(4);
    expect(params?.difficulty).toBeCloseTo(item.difficulty, 12);
    expect(await predictForStudent(t.database.db, userId, problem, at(5))).toBeCloseTo(
      predict(student, item, at(5).getTime() / 1000),
      12,
    );
  });

  it('writes only the global row and the rows of the item skills', async () => {
    const userId = await createUser();
    await applyAnswerToModel(t.database.db, userId, { id: randomUUID(), skillIds: ['a'] }, true, at(0));
    const [before] = await t.database.db.select().from(skillStates).where(eq(skillStates.skillId, 'a'));
    await applyAnswerToModel(t.database.db, userId, { id: randomUUID(), skillIds: ['b'] }, false, at(1));
    const rows = await t.database.db.select().from(skillStates).where(eq(skillStates.userId, userId));
    expect(rows.map((r) => r.skillId).sort()).toEqual([GLOBAL_SKILL_ID, 'a', 'b']);
    expect(rows.find((r) => r.skillId === 'a')).toEqual(before);
    expect(rows.find((r) => r.skillId === GLOBAL_SKILL_ID)?.attempts).toBe(2);
  });

  it('adds up concurrent steps of one item from different students', async () => {
    const problem = { id: randomUUID(), skillIds: ['a'], level: 3 };
    const students = await Promise.all([createUser('A'), createUser('B'), createUser('C')]);
    const results = await Promise.all(
      students.map((userId) => applyAnswerToModel(t.database.db, userId, problem, true, at(0))),
    );
    expect(results).toHaveLength(3);
    const [params] = await t.database.db.select().from(itemParams).where(eq(itemParams.itemId, problem.id));
    expect(params?.n).toBe(3);
    expect(params?.difficulty).toBeLessThan(0);
  });

  it('reports mastery of every practised skill, and forgets the state with the account', async () => {
    const userId = await createUser();
    for (let i = 0; i < 6; i++) {
      await applyAnswerToModel(t.database.db, userId, { id: randomUUID(), skillIds: ['kr-m1-1'] }, true, at(i));
    }
    await applyAnswerToModel(t.database.db, userId, { id: randomUUID(), skillIds: ['kr-m1-2'] }, false, at(7));
    const mastery = await masteryForStudent(t.database.db, userId, undefined, at(8));
    expect(mastery.map((m) => m.skillId)).toEqual(['kr-m1-1', 'kr-m1-2']);
    const [strong, weak] = mastery as [(typeof mastery)[0], (typeof mastery)[0]];
    expect(strong.mastery).toBeGreaterThan(weak.mastery);
    expect(strong.uncertainty).toBeLessThan(weak.uncertainty);

    await t.database.db.delete(users).where(eq(users.id, userId));
    expect(await t.database.db.select().from(skillStates)).toEqual([]);
  });
});

describe('deleteStudentState', () => {
  it("removes one student's rows and leaves the others", async () => {
    const [gone, kept] = await Promise.all([createUser('A'), createUser('B')]);
    for (const userId of [gone, kept]) {
      await applyAnswerToModel(t.database.db, userId, { id: randomUUID(), skillIds: ['a', 'b'] }, true, at(0));
    }
    expect(await deleteStudentState(t.database.db, gone)).toBe(3);
    const rows = await t.database.db.select().from(skillStates);
    expect(rows.map((r) => r.userId)).toEqual([kept, kept, kept]);
  });
});

describe('attempts table', () => {
  it('records a client attempt id once and anonymises attempts when the student is deleted', async () => {
    const userId = await createUser();
    const row = { userId, problemId: randomUUID(), unitId: 'kr-m1-1', correct: true, clientAttemptId: 'c-1' };
    await t.database.db.insert(attempts).values(row);
    await expect(t.database.db.insert(attempts).values(row)).rejects.toThrow();
    await t.database.db.delete(users).where(eq(users.id, userId));
    const [stored] = await t.database.db.select().from(attempts);
    expect(stored?.userId).toBeNull();
    expect(stored?.skillIds).toEqual([]);
  });
});

describe('refitItemParams', () => {
  it('refits item difficulties from the stored attempts, harder items higher', async () => {
    const log = simulate({ students: 25, seed: 5 });
    const names = [...new Set(log.map((r) => r.userId))];
    const created = await t.database.db
      .insert(users)
      .values(names.map((name) => ({ email: `${name}@example.com`, name })))
      .returning({ id: users.id });
    const userIds = new Map(names.map((name, i) => [name, (created[i] as { id: string }).id]));
    const itemIds = new Map<string, string>();
    for (const id of new Set(log.map((r) => r.itemId))) itemIds.set(id, randomUUID());
    const rows = log.map((r) => ({
      userId: userIds.get(r.userId) as string,
      problemId: itemIds.get(r.itemId) as string,
      unitId: r.skillIds[0] ?? null,
      skillIds: [...r.skillIds],
      correct: r.correct === 1,
      createdAt: new Date((r.at as number) * 1000),
    }));
    for (let i = 0; i < rows.length; i += 2000) await t.database.db.insert(attempts).values(rows.slice(i, i + 2000));
    // An anonymised attempt has lost its student and its place in a sequence: it is left out.
    await t.database.db.insert(attempts).values({ userId: null, problemId: randomUUID(), unitId: 'x', correct: true });

    const exported = await answerLog(t.database.db);
    expect(exported).toHaveLength(log.length);
    const summary = await refitItemParams(t.database.db);
    expect(summary).toEqual({ attempts: log.length, students: userIds.size, items: itemIds.size });

    const stored = new Map((await t.database.db.select().from(itemParams)).map((p) => [p.itemId, p]));
    expect(stored.size).toBe(itemIds.size);
    // Items answered wrongly more often come out harder.
    const share = new Map<string, { n: number; s: number }>();
    for (const r of rows) {
      const c = share.get(r.problemId) ?? { n: 0, s: 0 };
      share.set(r.problemId, { n: c.n + 1, s: c.s + (r.correct ? 1 : 0) });
    }
    const frequent = [...share].filter(([, c]) => c.n >= 10);
    const hardest = frequent.reduce((a, b) => (a[1].s / a[1].n < b[1].s / b[1].n ? a : b));
    const easiest = frequent.reduce((a, b) => (a[1].s / a[1].n > b[1].s / b[1].n ? a : b));
    expect(stored.get(hardest[0])?.difficulty).toBeGreaterThan(stored.get(easiest[0])?.difficulty as number);
    expect(stored.get(hardest[0])?.n).toBe(hardest[1].n);
  });

  it('leaves item parameters alone when there are no attempts', async () => {
    await t.database.db.insert(itemParams).values({ itemId: 'p', difficulty: 0.4, n: 9 });
    expect(await refitItemParams(t.database.db)).toEqual({ attempts: 0, students: 0, items: 0 });
    expect((await t.database.db.select().from(itemParams))[0]?.difficulty).toBe(0.4);
  });
});
