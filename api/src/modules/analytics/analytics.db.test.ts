import {
  ANALYTICS_PATHS,
  ActivitySchema,
  LawnSchema,
  MasterySchema,
  PRACTICE_PATHS,
  ProgressSchema,
  RecentProblemsSchema,
  RecordListSchema,
  StudySetSchema,
  buildPath,
  type Activity,
} from '@mathbridge/contract';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { attempts, workbooks } from '../../db/schema/index.js';
import {
  BANK_UNITS,
  answer as answerOnce,
  diagnoseReport,
  insertAnswers,
  insertWorkbook,
  levelReport,
  localNoon,
  student,
  type Student,
  useBankTestApp,
} from '../../test/factories.js';
import type { ProblemRow } from '../problems/repository.js';
import { strandOf } from '../tests/level/strands.js';
import { addDays, addMonths, monthStart, weekStart } from './calendar.js';
import { CheckpointCache } from './checkpoints.js';
import { AnalyticsService } from './service.js';

const t = useBankTestApp();

const DAY_MS = 86_400_000;
const SEOUL = 'Asia/Seoul';
const NEW_YORK = 'America/New_York';

function get(who: Student, url: string, zone?: string) {
  return t.app.inject({ method: 'GET', url, headers: { ...who.headers, ...(zone && { timezone: zone }) } });
}

async function getOk(who: Student, url: string, zone?: string): Promise<unknown> {
  const res = await get(who, url, zone);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** The calendar day of an instant in a zone, read with the runtime's own formatter (not the code under test). */
const dayOf = (zone: string, at: Date) => at.toLocaleDateString('en-CA', { timeZone: zone });

function problem(index: number): ProblemRow {
  const row = t.bank[index];
  if (!row) throw new Error(`the bank has no problem ${index}`);
  return row;
}

function problemOf(unitId: string, type?: 'multiple'): ProblemRow {
  const row = t.bank.find((p) => p.unitId === unitId && (!type || p.type === type));
  if (!row) throw new Error(`no problem in ${unitId}`);
  return row;
}

describe('recent problems', () => {
  it('answers the last 10 answers of the student, newest first, with what each was, tests once finished', async () => {
    const me = await student(t);
    const other = await student(t, { name: 'Other' });
    const base = Date.now() - 60 * 60_000;
    await insertAnswers(
      t.database.db,
      me.id,
      Array.from({ length: 12 }, (_, i) => ({
        at: new Date(base + i * 60_000),
        correct: i % 3 !== 0,
        timeMs: 1_000 + i,
        problem: problem(i),
      })),
    );
    await insertAnswers(t.database.db, other.id, [{ at: new Date(), problem: problem(20) }]);
    // An answer in a test still under way keeps its result to itself until the test is handed in.
    const test = await insertWorkbook(t.database.db, me.id, { kind: 'test' });
    await insertAnswers(t.database.db, me.id, [{ at: new Date(), problem: problem(21), workbookId: test.id }]);

    const { items } = RecentProblemsSchema.parse(await getOk(me, ANALYTICS_PATHS.recent));
    expect(items).toHaveLength(10);
    expect(items.map((item) => item.timeMs)).toEqual([1011, 1010, 1009, 1008, 1007, 1006, 1005, 1004, 1003, 1002]);
    expect(items[0]).toMatchObject({
      problemId: problem(11).id,
      unitId: problem(11).unitId,
      correct: true,
      answeredAt: new Date(base + 11 * 60_000).toISOString(),
      workbookId: null,
    });
    expect(items[2]?.correct).toBe(false);
    expect(items.some((item) => [problem(20).id, problem(21).id].includes(item.problemId))).toBe(false);
    await t.database.db.update(workbooks).set({ finishedAt: new Date() }).where(eq(workbooks.id, test.id));
    const after = RecentProblemsSchema.parse(await getOk(me, ANALYTICS_PATHS.recent));
    expect(after.items[0]).toMatchObject({ problemId: problem(21).id, workbookId: test.id });
  });
});

describe("the student's own days", () => {
  it('puts the same answers on different days in Asia/Seoul and America/New_York', async () => {
    const me = await student(t);
    const day = new Date(Date.now() - 3 * DAY_MS).toISOString().slice(0, 10);
    const next = addDays(day, 1);
    // 10:00 UTC is the evening in Seoul and the early morning in New York; 16:30 UTC is past midnight in Seoul.
    await insertAnswers(t.database.db, me.id, [
      { at: new Date(`${day}T10:00:00Z`), problem: problem(0) },
      { at: new Date(`${day}T16:30:00Z`), problem: problem(1) },
      { at: new Date(`${day}T16:40:00Z`), problem: problem(2) },
    ]);

    const count = (lawn: { days: { date: string; count: number }[] }, date: string) =>
      lawn.days.find((d) => d.date === date)?.count;
    const seoul = LawnSchema.parse(await getOk(me, ANALYTICS_PATHS.lawn, SEOUL));
    const newYork = LawnSchema.parse(await getOk(me, ANALYTICS_PATHS.lawn, NEW_YORK));
    expect(seoul.timezone).toBe(SEOUL);
    expect([count(seoul, day), count(seoul, next)]).toEqual([1, 2]);
    expect([count(newYork, day), count(newYork, next)]).toEqual([3, 0]);
    expect(seoul.total).toBe(3);
    expect(newYork.total).toBe(3);

    // The lawn square opens that day's problems, newest first.
    const lawnDay = async (zone: string, q: string) =>
      StudySetSchema.parse(
        await getOk(me, `${buildPath(PRACTICE_PATHS.study, { mode: 'LAWN' })}?q=${q}`, zone),
      ).items.map((i) => i.problem.id);
    expect(await lawnDay(SEOUL, next)).toEqual([problem(2).id, problem(1).id]);
    expect(await lawnDay(SEOUL, day)).toEqual([problem(0).id]);
    expect(await lawnDay(NEW_YORK, next)).toEqual([]);
    expect(await lawnDay(NEW_YORK, day)).toEqual([problem(2).id, problem(1).id, problem(0).id]);
  });

  it('uses UTC when no timezone is sent and refuses one that is not a zone, naming the header', async () => {
    const me = await student(t);
    expect(LawnSchema.parse(await getOk(me, ANALYTICS_PATHS.lawn)).timezone).toBe('UTC');
    expect(ActivitySchema.parse(await getOk(me, ANALYTICS_PATHS.activity)).timezone).toBe('UTC');
    for (const path of [ANALYTICS_PATHS.activity, ANALYTICS_PATHS.lawn, ANALYTICS_PATHS.records]) {
      const res = await get(me, path, 'Mars/Olympus_Mons');
      expect(res.statusCode, path).toBe(400);
      expect(res.json()).toEqual({
        code: 'E_VALIDATION',
        message: 'timezone: "Mars/Olympus_Mons" is not a time zone; send an IANA name such as Asia/Seoul',
      });
    }
    const lawn = await get(me, buildPath(PRACTICE_PATHS.study, { mode: 'LAWN' }), '+09:00');
    expect(lawn.statusCode).toBe(400);
    expect(lawn.json().message).toMatch(/^timezone: /);
  });

  it('needs a login for every call', async () => {
    for (const path of Object.values(ANALYTICS_PATHS)) {
      const res = await t.app.inject({ method: 'GET', url: path });
      expect(res.statusCode, path).toBe(401);
    }
  });
});

describe('the last six months', () => {
  it('sums the answers of each week (from Monday) and month, every period present, oldest first', async () => {
    const me = await student(t);
    const now = Date.now();
    const answers = Array.from({ length: 60 }, (_, i) => ({
      at: new Date(now - ((i * 37) % 220) * DAY_MS - ((i * 5) % 24) * 3_600_000 - 60_000),
      correct: i % 4 !== 0,
      timeMs: i % 10 === 0 ? null : 20_000 + i * 1_000,
      problem: problem(i % t.bank.length),
    }));
    await insertAnswers(t.database.db, me.id, answers);
    await insertAnswers(t.database.db, (await student(t, { name: 'Other' })).id, [{ at: new Date(now - 60_000) }]);

    for (const zone of [SEOUL, NEW_YORK]) {
      const activity: Activity = ActivitySchema.parse(await getOk(me, ANALYTICS_PATHS.activity, zone));
      const today = dayOf(zone, new Date());
      expect(activity.to).toBe(today);
      expect(activity.from).toBe(weekStart(addMonths(today, -6)));
      expect(activity.weeks.map((w) => w.start)).toEqual(activity.weeks.map((_, i) => addDays(activity.from, 7 * i)));
      expect(activity.weeks.at(-1)?.start).toBe(weekStart(today));
      expect(activity.months.map((m) => m.start)).toEqual(
        [-5, -4, -3, -2, -1, 0].map((n) => monthStart(addMonths(monthStart(today), n))),
      );

      const inWindow = answers
        .map((a) => ({ ...a, day: dayOf(zone, a.at) }))
        .filter((a) => a.day >= activity.from && a.day <= activity.to);
      const expected = (keep: (day: string) => boolean) => {
        const picked = inWindow.filter((a) => keep(a.day));
        const correct = picked.filter((a) => a.correct).length;
        return {
          solved: picked.length,
          correct,
          accuracy: picked.length > 0 ? correct / picked.length : null,
          minutes: Math.round(picked.reduce((sum, a) => sum + (a.timeMs ?? 0), 0) / 60_000),
        };
      };
      for (const week of activity.weeks) {
        expect(week, `${zone} week ${week.start}`).toEqual({
          start: week.start,
          ...expected((day) => weekStart(day) === week.start),
        });
      }
      for (const month of activity.months) {
        expect(month, `${zone} month ${month.start}`).toEqual({
          start: month.start,
          ...expected((day) => monthStart(day) === month.start),
        });
      }
      const solved = activity.weeks.reduce((sum, w) => sum + w.solved, 0);
      expect(solved).toBe(inWindow.length);
      // Answers older than the window are left out, and weeks without answers are there with zeros.
      expect(solved).toBeLessThan(answers.length);
      expect(activity.weeks.some((w) => w.solved === 0 && w.accuracy === null && w.minutes === 0)).toBe(true);
    }
  });
});

describe('the lawn', () => {
  it('counts a year of days ending today, with the current and the longest streak', async () => {
    const me = await student(t);
    const today = dayOf(SEOUL, new Date());
    const at = (back: number) => ({ at: localNoon(addDays(today, -back), SEOUL) });
    await insertAnswers(t.database.db, me.id, [
      at(1),
      at(2),
      at(3),
      at(50),
      at(50),
      ...[96, 97, 98, 99, 100].map(at),
      at(400), // before the lawn: no square, but its day is real
    ]);

    const lawn = LawnSchema.parse(await getOk(me, ANALYTICS_PATHS.lawn, SEOUL));
    expect(lawn.days).toHaveLength(365);
    expect(lawn.days[0]?.date).toBe(addDays(today, -364));
    expect(lawn.days.at(-1)).toEqual({ date: today, count: 0 });
    expect(lawn.days.map((d) => d.date)).toEqual(lawn.days.map((_, i) => addDays(lawn.from, i)));
    expect(lawn.to).toBe(today);
    const counts = Object.fromEntries(lawn.days.filter((d) => d.count > 0).map((d) => [d.date, d.count]));
    expect(counts).toEqual({
      [addDays(today, -1)]: 1,
      [addDays(today, -2)]: 1,
      [addDays(today, -3)]: 1,
      [addDays(today, -50)]: 2,
      ...Object.fromEntries([96, 97, 98, 99, 100].map((back) => [addDays(today, -back), 1])),
    });
    expect(lawn.total).toBe(10);
    // Today has no answer yet, so the streak still runs to yesterday.
    expect(lawn.currentStreak).toBe(3);
    expect(lawn.longestStreak).toBe(5);

    await insertAnswers(t.database.db, me.id, [{ at: new Date(Date.now() - 60_000) }]);
    const after = LawnSchema.parse(await getOk(me, ANALYTICS_PATHS.lawn, SEOUL));
    expect(after.days.at(-1)).toEqual({ date: today, count: 1 });
    expect(after.currentStreak).toBe(4);
    expect(after.total).toBe(11);
  });

  it('opens the problems of a day through the LAWN study mode, today by default', async () => {
    const me = await student(t);
    const other = await student(t, { name: 'Other' });
    const today = dayOf(SEOUL, new Date());
    await insertAnswers(t.database.db, me.id, [
      { at: new Date(Date.now() - 120_000), problem: problem(1) },
      { at: new Date(Date.now() - 60_000), problem: problem(0) },
      { at: new Date(Date.now() - 30_000), problem: problem(1) },
      { at: localNoon(addDays(today, -1), SEOUL), problem: problem(2) },
    ]);
    await insertAnswers(t.database.db, other.id, [{ at: new Date(Date.now() - 10_000), problem: problem(3) }]);

    const set = StudySetSchema.parse(await getOk(me, buildPath(PRACTICE_PATHS.study, { mode: 'LAWN' }), SEOUL));
    expect(set.items.map((item) => item.problem.id)).toEqual([problem(1).id, problem(0).id]);
    expect(set.items.every((item) => item.reason === 'lawn')).toBe(true);
    // Answer-free, as every study set.
    expect(JSON.stringify(set)).not.toContain('"answer"');
    const yesterday = StudySetSchema.parse(
      await getOk(me, `${buildPath(PRACTICE_PATHS.study, { mode: 'LAWN' })}?q=${addDays(today, -1)}`, SEOUL),
    );
    expect(yesterday.items.map((item) => item.problem.id)).toEqual([problem(2).id]);
    expect(
      StudySetSchema.parse(await getOk(other, buildPath(PRACTICE_PATHS.study, { mode: 'LAWN' }), SEOUL)).items,
    ).toHaveLength(1);

    for (const q of ['2025-02-30', 'yesterday']) {
      const res = await get(me, `${buildPath(PRACTICE_PATHS.study, { mode: 'LAWN' })}?q=${q}`, SEOUL);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().message).toBe('q: LAWN needs a day written YYYY-MM-DD');
    }
    // A workbook of the day's problems, for solving them again.
    const workbook = await t.app.inject({
      method: 'POST',
      url: PRACTICE_PATHS.workbooks,
      headers: { ...me.headers, timezone: SEOUL },
      payload: { kind: 'practice', questionCount: 10, source: { type: 'study', studyMode: 'LAWN' } },
    });
    expect(workbook.statusCode, workbook.body).toBe(201);
    expect(workbook.json().items.map((item: { problem: { id: string } }) => item.problem.id)).toEqual([
      problem(1).id,
      problem(0).id,
    ]);
  });
});

describe('mastery per unit', () => {
  async function answer(who: Student, row: ProblemRow, correct: boolean, times: number): Promise<void> {
    for (let i = 0; i < times; i++) await answerOnce(t, who, row, correct, { timeMs: 9000 });
  }

  /** Moves the student's answers in a unit so far back. */
  async function age(who: Student, unitId: string, days: number): Promise<void> {
    await t.database.db
      .update(attempts)
      .set({ createdAt: sql`${attempts.createdAt} - make_interval(days => ${days})` })
      .where(and(eq(attempts.userId, who.id), eq(attempts.unitId, unitId)));
  }

  it("gives the model's mastery with its band, the course's names, and how each unit moved in 30 days", async () => {
    const me = await student(t);
    const [a, b, c] = BANK_UNITS.map((unitId) => problemOf(unitId, 'multiple'));
    if (!a || !b || !c) throw new Error('the bank needs a multiple-choice problem in each unit');
    // Unit a: wrong 40 days ago, right since. Unit b: right 40 days ago, wrong since. Unit c: only recent answers.
    await answer(me, a, false, 3);
    await answer(me, b, true, 4);
    await age(me, a.unitId, 40);
    await age(me, b.unitId, 40);
    await answer(me, a, true, 6);
    await answer(me, b, false, 4);
    await answer(me, c, true, 2);

    const { units } = MasterySchema.parse(await getOk(me, ANALYTICS_PATHS.mastery));
    const progress = ProgressSchema.parse(await getOk(me, PRACTICE_PATHS.progress));
    expect(units.map((u) => u.unitId)).toEqual([...BANK_UNITS]);
    expect(units.map((u) => [u.answered, u.correct])).toEqual([
      [9, 6],
      [8, 4],
      [2, 2],
    ]);
    for (const unit of units) {
      expect(unit).toMatchObject({ trackId: 'KR', gradeId: 'kr-e1', strand: strandOf(unit.unitId) ?? null });
      expect(unit.name.ko.length).toBeGreaterThan(0);
      const same = progress.units.find((p) => p.unitId === unit.unitId);
      expect(unit.mastery).toBeCloseTo(same?.mastery ?? -1, 6);
      expect(unit.low).toBeLessThan(unit.mastery);
      expect(unit.high).toBeGreaterThan(unit.mastery);
    }
    const [ua, ub, uc] = units;
    expect(ua?.trend).toBe('improved');
    expect(ua?.before).toBeLessThan(ua?.mastery ?? 0);
    expect(ub?.trend).toBe('slipped');
    expect(ub?.before).toBeGreaterThan(ub?.mastery ?? 1);
    expect(uc).toMatchObject({ before: null, trend: 'new' });
  });

  it('carries the replay on from its last checkpoint to the same figures as a replay from the start', async () => {
    const me = await student(t);
    const start = Date.now();
    await insertAnswers(
      t.database.db,
      me.id,
      Array.from({ length: 30 }, (_, i) => ({
        at: new Date(start - (60 - i * 2) * DAY_MS),
        correct: i % 3 !== 1,
        problem: problem(i % 3 === 0 ? 0 : t.bank.length - 1 - i),
      })),
    );
    let now = start;
    const checkpoints = new CheckpointCache();
    const service = new AnalyticsService(t.database.db, () => new Date(now), checkpoints);
    const first = await service.mastery(me.id);
    expect(checkpoints.size).toBe(1);
    expect(first).toEqual(await new AnalyticsService(t.database.db, () => new Date(now)).mastery(me.id));
    // Ten days on, the 30-day mark has passed five more answers.
    now = start + 10 * DAY_MS;
    const carried = await service.mastery(me.id);
    expect(carried).toEqual(await new AnalyticsService(t.database.db, () => new Date(now)).mastery(me.id));
    expect(carried).not.toEqual(first);
  });

  it('is empty for a student with no answers', async () => {
    const me = await student(t);
    expect(MasterySchema.parse(await getOk(me, ANALYTICS_PATHS.mastery))).toEqual({ units: [] });
  });
});

describe('records', () => {
  it('lists every workbook and test of the student with its result, newest first, 5 to a page', async () => {
    const me = await student(t);
    const other = await student(t, { name: 'Other' });
    const day = new Date(Date.now() - 12 * DAY_MS).toISOString().slice(0, 10);
    const at = (back: number, time = '03:00') => new Date(`${addDays(day, -back)}T${time}:00Z`);
    const practice = await insertWorkbook(t.database.db, me.id, { createdAt: at(10), finishedAt: at(10) });
    const quest = await insertWorkbook(t.database.db, me.id, { kind: 'quest', createdAt: at(5) });
    const testState = { seed: 1, gradeId: null, unitIds: [] };
    const level = await insertWorkbook(t.database.db, me.id, {
      mode: 'DIAGNOSE',
      kind: 'test',
      testType: 'LEVEL',
      testState,
      questionCount: 20,
      source: { unitIds: [], studyMode: null, problemId: null, query: null },
      report: levelReport(),
      createdAt: at(3),
      finishedAt: at(3, '03:20'),
    });
    const sat = await insertWorkbook(t.database.db, me.id, {
      mode: 'DIAGNOSE',
      kind: 'test',
      testType: 'SAT',
      testState,
      questionCount: 44,
      createdAt: at(2),
    });
    const diagnose = await insertWorkbook(t.database.db, me.id, {
      mode: 'DIAGNOSE',
      kind: 'test',
      testType: 'DIAGNOSE',
      testState: { seed: 2, gradeId: 'kr-e1', unitIds: [BANK_UNITS[0]] },
      report: diagnoseReport(problem(0).id),
      createdAt: at(1),
      finishedAt: at(1, '03:10'),
    });
    // A test workbook handed in late: 16:30 UTC is already the next day in Seoul.
    const late = await insertWorkbook(t.database.db, me.id, { kind: 'test', createdAt: at(0, '16:30') });
    await insertWorkbook(t.database.db, other.id, { createdAt: at(0) });
    const answersIn = (workbookId: string, results: boolean[]) =>
      results.map((correct, i) => ({ at: new Date(Date.now() - i * 1000), correct, workbookId, problem: problem(i) }));
    await insertAnswers(t.database.db, me.id, [
      ...answersIn(practice.id, [true, false, true]),
      ...answersIn(level.id, [true, true, false, true]),
      ...answersIn(sat.id, [true, false]),
      ...answersIn(late.id, [true]),
    ]);

    const first = RecordListSchema.parse(await getOk(me, ANALYTICS_PATHS.records, SEOUL));
    expect(first).toMatchObject({ page: 1, size: 5, total: 6 });
    expect(first.items.map((r) => r.id)).toEqual([late.id, diagnose.id, sat.id, level.id, quest.id]);
    const second = RecordListSchema.parse(await getOk(me, `${ANALYTICS_PATHS.records}?page=2`, SEOUL));
    expect(second.items.map((r) => r.id)).toEqual([practice.id]);

    const byId = new Map([...first.items, ...second.items].map((r) => [r.id, r]));
    expect(byId.get(practice.id)).toEqual({
      id: practice.id,
      kind: 'practice',
      testType: null,
      createdAt: at(10).toISOString(),
      finishedAt: at(10).toISOString(),
      questionCount: 5,
      answered: 3,
      correct: 2,
      placementGradeId: null,
      score: null,
      gaps: null,
      unitIds: [BANK_UNITS[0]],
    });
    expect(byId.get(level.id)).toMatchObject({ testType: 'LEVEL', answered: 4, correct: 3, placementGradeId: 'kr-e3' });
    // Unfinished tests keep their score to themselves.
    expect(byId.get(sat.id)).toMatchObject({ testType: 'SAT', answered: 2, correct: null, score: null });
    expect(byId.get(late.id)).toMatchObject({ kind: 'test', testType: null, answered: 1, correct: null });
    expect(byId.get(diagnose.id)).toMatchObject({ testType: 'DIAGNOSE', gaps: 1, unitIds: [BANK_UNITS[0]] });
    expect(byId.get(quest.id)).toMatchObject({ kind: 'quest', answered: 0, correct: 0 });

    const tests = RecordListSchema.parse(await getOk(me, `${ANALYTICS_PATHS.records}?kind=test&size=10`, SEOUL));
    expect(tests.items.map((r) => r.id)).toEqual([late.id, diagnose.id, sat.id, level.id]);
    expect(tests.total).toBe(4);

    // From and to are the student's days, both included.
    const lateDaySeoul = addDays(day, 1);
    const onDay = async (zone: string, from: string, to = from) =>
      RecordListSchema.parse(await getOk(me, `${ANALYTICS_PATHS.records}?from=${from}&to=${to}`, zone)).items.map(
        (r) => r.id,
      );
    expect(await onDay(SEOUL, lateDaySeoul)).toEqual([late.id]);
    expect(await onDay(NEW_YORK, lateDaySeoul)).toEqual([]);
    expect(await onDay(NEW_YORK, day)).toEqual([late.id]);
    expect(await onDay(SEOUL, addDays(day, -3), addDays(day, -1))).toEqual([diagnose.id, sat.id, level.id]);

    // Someone else's records are not in the list, and their workbook is not found.
    const theirs = RecordListSchema.parse(await getOk(other, ANALYTICS_PATHS.records, SEOUL));
    expect(theirs.total).toBe(1);
    const results = await get(other, buildPath(PRACTICE_PATHS.workbookResults, { id: practice.id }));
    expect(results.statusCode).toBe(404);
    expect(results.json().message).toBe("We couldn't find your record.");
  });

  it('refuses bad paging and filters, naming the field', async () => {
    const me = await student(t);
    const cases: [string, RegExp][] = [
      ['page=0', /page/],
      ['size=51', /size/],
      ['kind=exam', /kind/],
      ['from=2025-2-1', /from/],
      ['from=2025-02-30', /^from: /],
      ['to=2025-13-01', /^to: /],
    ];
    for (const [query, field] of cases) {
      const res = await get(me, `${ANALYTICS_PATHS.records}?${query}`, SEOUL);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().code).toBe('E_VALIDATION');
      expect(res.json().message, query).toMatch(field);
    }
  });
});
