import {
  AfterHelpSchema,
  PRACTICE_PATHS,
  StudySetSchema,
  WorkbookSchema,
  buildPath,
  type StudySet,
} from '@mathbridge/contract';
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.js';
import { problems, workbooks } from '../../db/schema/index.js';
import { useTestApp } from '../../test/app.js';
import {
  BANK_TABLES,
  FIRST_UNITS,
  answer as answerProblem,
  dateAnswer,
  seedBank,
  student,
  type Student,
} from '../../test/factories.js';
import type { ProblemRow } from '../problems/repository.js';
import { CHANCE_BAND } from './policy.js';
import { RecommendService } from './service.js';

// The test bank: the first four units of grade 1, six problems per template. kr-e1-1-3 builds on kr-e1-1-1.
const [FIRST, SECOND, BUILDS_ON_FIRST, FOURTH] = FIRST_UNITS;
const t = useTestApp({
  seed: () => seedBank(t.database.db, { units: FIRST_UNITS, perTemplate: 6 }).then(() => undefined),
  keep: BANK_TABLES,
});

// ---- factories ----

async function problemsOf(unitId: string, type?: 'multiple'): Promise<ProblemRow[]> {
  return t.database.db
    .select()
    .from(problems)
    .where(sql`${problems.unitId} = ${unitId} ${type ? sql`and ${problems.type} = ${type}` : sql``}`)
    .orderBy(problems.templateId, problems.seed);
}

async function problemRow(id: string): Promise<ProblemRow> {
  const [row] = await t.database.db.select().from(problems).where(eq(problems.id, id));
  if (!row) throw new Error(`no problem ${id}`);
  return row;
}

/** Answers a multiple-choice problem right or wrong; `at` moves the answer to that instant. */
async function answer(me: Student, row: ProblemRow, correct: boolean, at?: Date): Promise<void> {
  const clientAttemptId = randomUUID();
  await answerProblem(t, me, row, correct, { clientAttemptId, timeMs: 3000 });
  if (at) await dateAnswer(t.database.db, clientAttemptId, at);
}

async function studySet(me: Student, mode: string, query = '', headers: Record<string, string> = {}) {
  const res = await t.app.inject({
    method: 'GET',
    url: `${buildPath(PRACTICE_PATHS.study, { mode })}${query}`,
    headers: { ...me.headers, ...headers },
  });
  expect(res.statusCode, res.body).toBe(200);
  return StudySetSchema.parse(res.json());
}

const ids = (set: StudySet) => set.items.map((item) => item.problem.id);
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

// ---- tests ----

describe('the AI set', () => {
  it('answers a set of 10 with a reason for every problem (no longer 501), and builds a workbook from it', async () => {
    const me = await student(t);
    const set = await studySet(me, 'AI');
    expect(set.mode).toBe('AI');
    expect(set.items).toHaveLength(10);
    expect(set.items.every((item) => item.why !== null)).toBe(true);
    const workbook = await t.app.inject({
      method: 'POST',
      url: PRACTICE_PATHS.workbooks,
      headers: me.headers,
      payload: { kind: 'practice', questionCount: 10, source: { type: 'study', studyMode: 'AI' } },
    });
    expect(workbook.statusCode, workbook.body).toBe(201);
    expect(WorkbookSchema.parse(workbook.json()).items).toHaveLength(10);
  });

  it('starts a new student at the signup grade, or where the level test said', async () => {
    const first = await student(t, { gradeClass: 'ELEMENTARY', gradeSub: 1 });
    const fresh = (await studySet(first, 'AI')).items.filter((item) => item.why?.key === 'gradeStart');
    expect(fresh.length).toBeGreaterThan(0);
    for (const item of fresh) {
      expect([FIRST, SECOND, BUILDS_ON_FIRST]).toContain(item.why?.unitId);
      expect(item.problem.unitId).toBe(item.why?.unitId);
    }

    const placed = await student(t, { gradeClass: 'ELEMENTARY', gradeSub: 1 });
    await t.database.db.insert(workbooks).values({
      userId: placed.id,
      mode: 'DIAGNOSE',
      kind: 'test',
      testType: 'LEVEL',
      source: { unitIds: [], studyMode: null, problemId: null, query: null },
      questionCount: 0,
      finishedAt: new Date(),
      report: { nextUnits: [{ unitId: FOURTH }] },
    });
    const set = await studySet(placed, 'AI');
    const levelTest = set.items.filter((item) => item.why?.key === 'levelTest');
    expect(levelTest.length).toBeGreaterThan(0);
    expect(levelTest.every((item) => item.problem.unitId === FOURTH && item.why?.unitId === FOURTH)).toBe(true);
  });

  it('keeps fresh problems in the 60-85% band when the bank has them', async () => {
    const me = await student(t);
    // Per template, three problems the model puts near 70% for a new student and three it puts near 0%.
    const rows = (await Promise.all([FIRST, SECOND, BUILDS_ON_FIRST, FOURTH].map((id) => problemsOf(id)))).flat();
    const byTemplate = new Map<string, ProblemRow[]>();
    for (const row of rows) byTemplate.set(row.templateId, [...(byTemplate.get(row.templateId) ?? []), row]);
    for (const group of byTemplate.values()) {
      for (const [i, row] of group.entries()) {
        await t.database.db.execute(sql`insert into item_params (item_id, difficulty, n)
          values (${row.id}, ${i < 3 ? -1.1 : 4}, 50)`);
      }
    }
    const set = await studySet(me, 'AI');
    expect(set.items).toHaveLength(10);
    for (const item of set.items) {
      expect(item.predicted).toBeGreaterThanOrEqual(CHANCE_BAND.low);
      expect(item.predicted).toBeLessThanOrEqual(CHANCE_BAND.high);
      expect(item.why).toMatchObject({ key: 'rightLevel', unitId: item.problem.unitId });
      expect(item.why?.chance).toBeCloseTo(item.predicted, 2);
    }
  });

  it('never pushes a unit past a gap: it sends the student to the prerequisite, and NEXT says so', async () => {
    const me = await student(t);
    // Six wrong answers make the easy first unit a known gap.
    const [a, b] = await problemsOf(FIRST, 'multiple');
    for (const row of [a, b, a, b, a, b]) if (row) await answer(me, row, false);
    const [later] = await problemsOf(BUILDS_ON_FIRST, 'multiple');
    if (!later) throw new Error('no problem in the dependant unit');
    await answer(me, later, true);
    await t.app.inject({
      method: 'PUT',
      url: buildPath(PRACTICE_PATHS.bookmark, { unitId: BUILDS_ON_FIRST }),
      headers: me.headers,
    });

    const set = await studySet(me, 'AI');
    expect(set.items.some((item) => item.problem.unitId === BUILDS_ON_FIRST)).toBe(false);
    const sent = set.items.filter((item) => item.why?.key === 'prerequisiteFirst');
    expect(sent.length).toBeGreaterThan(0);
    for (const item of sent) {
      expect(item.problem.unitId).toBe(FIRST);
      expect(item.why).toMatchObject({ unitId: FIRST, targetUnitId: BUILDS_ON_FIRST });
    }

    const next = await studySet(me, 'NEXT', `?unitId=${BUILDS_ON_FIRST}`);
    expect(next.unitId).toBe(FIRST);
    expect(next.why).toMatchObject({ key: 'prerequisiteFirst', unitId: FIRST, targetUnitId: BUILDS_ON_FIRST });
    expect(next.items.every((item) => item.problem.unitId === FIRST && item.reason === 'next-unit')).toBe(true);
  });
});

describe('the reasons are the true ones', () => {
  it('missedRecently counts the wrong answers and answers of the last week in the unit', async () => {
    const me = await student(t);
    const rows = await problemsOf(SECOND, 'multiple');
    const [old, right, wrong1, wrong2] = rows;
    if (!old || !right || !wrong1 || !wrong2) throw new Error('too few problems');
    await answer(me, old, false, daysAgo(10));
    await answer(me, right, true, daysAgo(3));
    await answer(me, wrong1, false, daysAgo(3));
    await answer(me, wrong2, false, daysAgo(2));
    const set = await studySet(me, 'AI');
    const missed = set.items.filter((item) => item.why?.key === 'missedRecently');
    expect(missed.length).toBeGreaterThan(0);
    for (const item of missed) {
      expect(item.why).toMatchObject({ unitId: SECOND, missed: 2, of: 3 });
      expect(item.problem.unitId).toBe(SECOND);
    }
  });

  it('review names the days since the wrong answer, and ready follows a mastered unit', async () => {
    const me = await student(t);
    const rows = await problemsOf(FIRST, 'multiple');
    const [missed, ...rest] = rows;
    if (!missed || rest.length < 6) throw new Error('too few problems');
    await answer(me, missed, false, daysAgo(3));
    for (const row of rest.slice(0, 6)) await answer(me, row, true);
    const set = await studySet(me, 'AI');
    const review = set.items.find((item) => item.problem.id === missed.id);
    expect(review?.why).toMatchObject({ key: 'review', unitId: FIRST, daysAgo: 3 });
    expect(review?.reason).toBe('incorrect');

    const next = await studySet(me, 'NEXT', `?unitId=${FIRST}`);
    expect(next.unitId).toBe(BUILDS_ON_FIRST);
    expect(next.why).toMatchObject({ key: 'ready', unitId: BUILDS_ON_FIRST });
  });

  it('mixes in a bookmarked unit and a course of interest with their reasons', async () => {
    const me = await student(t);
    const [row] = await problemsOf(FIRST, 'multiple');
    if (!row) throw new Error('no problem');
    await answer(me, row, true);
    await t.app.inject({
      method: 'PUT',
      url: buildPath(PRACTICE_PATHS.bookmark, { unitId: FOURTH }),
      headers: me.headers,
    });
    await t.app.inject({
      method: 'PUT',
      url: PRACTICE_PATHS.interests,
      headers: me.headers,
      payload: { courseIds: [SECOND] },
    });
    const set = await studySet(me, 'AI');
    const bookmark = set.items.filter((item) => item.why?.key === 'bookmark');
    const interest = set.items.filter((item) => item.why?.key === 'interest');
    expect(bookmark.map((item) => item.problem.unitId)).toEqual([FOURTH]);
    expect(interest.map((item) => item.problem.unitId)).toEqual([SECOND]);
  });
});

describe('spaced review on the student calendar', () => {
  it('is due 1 and 3 days after the mistake in the student time zone, and ends after two right days', async () => {
    const me = await student(t);
    const service = new RecommendService(t.database.db);
    const [row] = await problemsOf(FOURTH, 'multiple');
    if (!row) throw new Error('no problem');
    // 16:00 UTC on 9 March is 01:00 on 10 March in Seoul.
    await answer(me, row, false, new Date('2026-03-09T16:00:00Z'));
    const reviewed = async (timezone: string, now: string) => {
      const set = await service.recommend(me.id, { count: 10, timezone, now: new Date(now) });
      return set.find((item) => item.id === row.id)?.why ?? null;
    };
    expect(await reviewed('Asia/Seoul', '2026-03-10T03:00:00Z')).toBeNull();
    expect(await reviewed('UTC', '2026-03-10T03:00:00Z')).toMatchObject({ key: 'review', daysAgo: 1 });
    expect(await reviewed('Asia/Seoul', '2026-03-10T15:30:00Z')).toMatchObject({ key: 'review', daysAgo: 1 });

    await answer(me, row, true, new Date('2026-03-10T16:00:00Z'));
    expect(await reviewed('Asia/Seoul', '2026-03-12T10:00:00Z')).toBeNull();
    expect(await reviewed('Asia/Seoul', '2026-03-12T15:10:00Z')).toMatchObject({ key: 'review', daysAgo: 3 });

    await answer(me, row, true, new Date('2026-03-12T15:20:00Z'));
    expect(await reviewed('Asia/Seoul', '2026-03-16T15:10:00Z')).toBeNull();
    expect(await reviewed('Asia/Seoul', '2026-03-23T15:10:00Z')).toBeNull();
  });
});

describe("today's set", () => {
  it('stays the same through the day and is made anew the next day', async () => {
    const me = await student(t, { gradeClass: 'ELEMENTARY', gradeSub: 1 });
    const zone = { timezone: 'Asia/Seoul' };
    const first = await studySet(me, 'TODAY', '', zone);
    expect(first.items).toHaveLength(10);
    expect(first.items.every((item) => item.why !== null)).toBe(true);
    for (const item of first.items.slice(0, 4)) await answer(me, await problemRow(item.problem.id), true);
    const again = await studySet(me, 'TODAY', '', zone);
    expect(ids(again)).toEqual(ids(first));
    expect(again.items.map((item) => item.why)).toEqual(first.items.map((item) => item.why));
    const workbook = await t.app.inject({
      method: 'POST',
      url: PRACTICE_PATHS.workbooks,
      headers: { ...me.headers, ...zone },
      payload: { kind: 'practice', questionCount: 10, source: { type: 'study', studyMode: 'TODAY' } },
    });
    expect(WorkbookSchema.parse(workbook.json()).items.map((item) => item.problem.id)).toEqual(ids(first));

    const service = new RecommendService(t.database.db);
    const tomorrow = await service.daily(me.id, {
      count: 10,
      timezone: 'Asia/Seoul',
      now: new Date(Date.now() + 86_400_000),
    });
    expect(tomorrow.map((item) => item.id)).not.toEqual(ids(first));
    const stored = rowsOf<{ n: number }>(
      await t.database.db.execute(sql`select count(*)::int as n from daily_sets where user_id = ${me.id}`),
    );
    expect(stored[0]?.n).toBe(1);
  });
});

describe('after help', () => {
  it('schedules a similar problem for the next day, brings it back, and answers the share solved alone', async () => {
    const me = await student(t);
    const [helped, other] = await problemsOf(SECOND, 'multiple');
    if (!helped || !other) throw new Error('too few problems');
    const post = (problemId: string) =>
      t.app.inject({
        method: 'POST',
        url: PRACTICE_PATHS.afterHelp,
        headers: me.headers,
        payload: { problemId, kind: 'explanation' },
      });
    expect((await post(helped.id)).statusCode).toBe(204);
    expect((await post(helped.id)).statusCode).toBe(204);
    const scheduled = rowsOf<{ problem_id: string; due_on: string }>(
      await t.database.db.execute(sql`select problem_id, due_on from after_help where user_id = ${me.id}`),
    );
    expect(scheduled).toHaveLength(1);
    const similar = await problemRow(scheduled[0]?.problem_id ?? '');
    expect(similar.templateId).toBe(helped.templateId);
    expect(similar.id).not.toBe(helped.id);

    const summary = async () =>
      AfterHelpSchema.parse(
        (await t.app.inject({ method: 'GET', url: PRACTICE_PATHS.afterHelp, headers: me.headers })).json(),
      );
    expect(await summary()).toEqual({ due: 0, tried: 0, solvedAlone: 0, share: null });
    expect(ids(await studySet(me, 'AI'))).not.toContain(similar.id);

    // The next day comes.
    await t.database.db.execute(sql`update after_help set due_on = '2000-01-01' where user_id = ${me.id}`);
    const set = await studySet(me, 'AI');
    expect(set.items[0]?.problem.id).toBe(similar.id);
    expect(set.items[0]?.why).toMatchObject({ key: 'afterHelp', unitId: SECOND });
    expect(await summary()).toEqual({ due: 1, tried: 0, solvedAlone: 0, share: null });
    await answer(me, similar, true);
    expect(await summary()).toEqual({ due: 1, tried: 1, solvedAlone: 1, share: 1 });

    expect((await post(other.id)).statusCode).toBe(204);
    await t.database.db.execute(sql`update after_help set due_on = '2000-01-01' where user_id = ${me.id}`);
    const [second] = rowsOf<{ problem_id: string }>(
      await t.database.db.execute(
        sql`select problem_id from after_help where user_id = ${me.id} and helped_problem_id = ${other.id}`,
      ),
    );
    await answer(me, await problemRow(second?.problem_id ?? ''), false);
    expect(await summary()).toEqual({ due: 2, tried: 2, solvedAlone: 1, share: 0.5 });
  });

  it('answers 404 for an unknown problem and 400 for an unknown kind of help', async () => {
    const me = await student(t);
    const unknown = await t.app.inject({
      method: 'POST',
      url: PRACTICE_PATHS.afterHelp,
      headers: me.headers,
      payload: { problemId: randomUUID(), kind: 'chat' },
    });
    expect(unknown.statusCode).toBe(404);
    const [row] = await problemsOf(FIRST);
    const bad = await t.app.inject({
      method: 'POST',
      url: PRACTICE_PATHS.afterHelp,
      headers: me.headers,
      payload: { problemId: row?.id, kind: 'video' },
    });
    expect(bad.statusCode).toBe(400);
  });
});
