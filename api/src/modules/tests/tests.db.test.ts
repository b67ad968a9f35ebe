import {
  PRACTICE_PATHS,
  SampleDiagnoseSchema,
  SampleSatSchema,
  SampleSatScoreSchema,
  TEST_PATHS,
  TestListSchema,
  TestMessage,
  TestReportSchema,
  TestSchema,
  WorkbookResultsSchema,
  buildPath,
  type Test,
} from '@mathbridge/contract';
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadUnits } from '../../content/registry.js';
import { rowsOf } from '../../db/client.js';
import { attempts, problems } from '../../db/schema/index.js';
import { useTestApp } from '../../test/app.js';
import { BANK_TABLES, seedUnits, student } from '../../test/factories.js';
import { gradeUnitIds } from './diagnose/course.js';

/** The keys of the bank, by problem id. */
const keys = new Map<string, string>();
const t = useTestApp({
  seed: async () => {
    // Every unit, four problems a template: enough for all three engines, small enough to keep the file fast.
    for (const row of await seedUnits(t.database.db, await loadUnits(), 4)) keys.set(row.id, row.answer);
  },
  keep: BANK_TABLES,
});

// ---- helpers ----

const postTest = (headers: Record<string, string>, body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: TEST_PATHS.tests, headers, payload: body });

async function start(headers: Record<string, string>, body: Record<string, unknown>): Promise<Test> {
  const res = await postTest(headers, body);
  expect(res.statusCode, res.body).toBe(201);
  return TestSchema.parse(res.json());
}

function send(headers: Record<string, string>, testId: string, body: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: buildPath(TEST_PATHS.answers, { id: testId }),
    headers,
    payload: { clientAttemptId: randomUUID(), timeMs: 30_000, ...body },
  });
}

const keyOf = (problemId: string) => {
  const key = keys.get(problemId);
  if (key === undefined) throw new Error(`no key for ${problemId}`);
  return key;
};

/** Answers until the test ends: `right(problemId, index)` says whether to give the key or skip. */
async function finish(
  headers: Record<string, string>,
  test: Test,
  right: (problemId: string, index: number) => boolean,
): Promise<Test> {
  let current = test;
  for (let index = 0; current.item && index < 60; index++) {
    const problemId = current.item.id;
    const res = await send(headers, test.id, { problemId, answer: right(problemId, index) ? keyOf(problemId) : '' });
    expect(res.statusCode, res.body).toBe(200);
    current = TestSchema.parse(res.json());
  }
  return current;
}

async function report(headers: Record<string, string>, testId: string) {
  const res = await t.app.inject({ method: 'GET', url: buildPath(TEST_PATHS.report, { id: testId }), headers });
  expect(res.statusCode, res.body).toBe(200);
  return TestReportSchema.parse(res.json());
}

const countAttempts = async (workbookId: string) =>
  rowsOf<{ n: number }>(
    await t.database.db.execute(sql`select count(*)::int as n from attempts where workbook_id = ${workbookId}`),
  )[0]?.n;

// ---- tests ----

describe('the level test', () => {
  it('opens with a problem around the signup grade, answer-free, and ends with a placement and a band', async () => {
    const { headers } = await student(t, { gradeClass: 'ELEMENTARY', gradeSub: 5 });
    const test = await start(headers, { type: 'LEVEL' });
    expect(test).toMatchObject({ type: 'LEVEL', status: 'IN_PROGRESS', answered: 0, maxItems: 20, gradeId: 'kr-e5' });
    expect(test.item).not.toBeNull();
    expect(JSON.stringify(test.item)).not.toContain('explanation');

    const early = await t.app.inject({ method: 'GET', url: buildPath(TEST_PATHS.report, { id: test.id }), headers });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ code: 'E_NOT_FINISHED', message: TestMessage.notFinished });

    const done = await finish(headers, test, () => true);
    expect(done).toMatchObject({ status: 'FINISHED', item: null });
    expect(done.answered).toBeGreaterThanOrEqual(5);
    expect(done.answered).toBeLessThanOrEqual(20);
    expect(await countAttempts(test.id)).toBe(done.answered);

    const result = await report(headers, test.id);
    if (result.type !== 'LEVEL') throw new Error('not a level report');
    // Every answer right from grade 5: placed at grade 5 or above, with a band of at most three grades.
    expect(['kr-e5', 'kr-e6', 'kr-m1', 'kr-m2', 'kr-m3', 'kr-h1']).toContain(result.placement.gradeId);
    expect(result.itemCount).toBe(done.answered);
    expect(result.correct).toBe(done.answered);
    expect(result.seconds).toBe(done.answered * 30);
    expect(result.strands.map((strand) => strand.strand).sort()).toEqual(['algebra', 'data', 'geometry', 'number']);
    expect(result.strands.reduce((sum, strand) => sum + strand.answered, 0)).toBe(done.answered);
    expect(result.nextUnits.length).toBeLessThanOrEqual(3);

    const again = await send(headers, test.id, { problemId: randomUUID(), answer: '1' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('E_FINISHED');
  });

  it('resumes at the same problem, and a retried answer is counted once', async () => {
    const { headers } = await student(t);
    const test = await start(headers, { type: 'LEVEL', gradeId: 'kr-m1' });
    const resumed = TestSchema.parse(
      (await t.app.inject({ method: 'GET', url: buildPath(TEST_PATHS.test, { id: test.id }), headers })).json(),
    );
    expect(resumed.item?.id).toBe(test.item?.id);

    const body = { clientAttemptId: randomUUID(), problemId: test.item?.id, answer: '', timeMs: 1000 };
    const first = await send(headers, test.id, body);
    const retry = await send(headers, test.id, body);
    expect(first.statusCode).toBe(200);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
    expect(await countAttempts(test.id)).toBe(1);
    expect(TestSchema.parse(first.json()).answered).toBe(1);
  });

  it('refuses an answer to a problem that is not the current one, and an answer it cannot read', async () => {
    const { headers } = await student(t);
    const test = await start(headers, { type: 'LEVEL' });
    const stale = await send(headers, test.id, { problemId: randomUUID(), answer: '1' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ code: 'E_NOT_CURRENT', message: TestMessage.notCurrent });

    // Find an essay problem by walking the test with skips; a letter answer is unreadable for a number key.
    let current = test;
    while (current.item && current.item.type !== 'essay') {
      current = TestSchema.parse((await send(headers, test.id, { problemId: current.item.id, answer: '' })).json());
    }
    if (!current.item) return;
    const before = await countAttempts(test.id);
    const unreadable = await send(headers, test.id, { problemId: current.item.id, answer: '??' });
    expect(unreadable.statusCode).toBe(422);
    expect(unreadable.json()).toMatchObject({ code: 'E_UNPARSEABLE', message: TestMessage.unparseable });
    expect(unreadable.json().hint.ko).toBeTruthy();
    expect(await countAttempts(test.id)).toBe(before);
  });

  it("keeps another student's test out of reach", async () => {
    const owner = await student(t);
    const other = await student(t);
    const test = await start(owner.headers, { type: 'LEVEL' });
    for (const url of [buildPath(TEST_PATHS.test, { id: test.id }), buildPath(TEST_PATHS.report, { id: test.id })]) {
      const res = await t.app.inject({ method: 'GET', url, headers: other.headers });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(TestMessage.notFound);
    }
    const answer = await send(other.headers, test.id, { problemId: test.item?.id, answer: '' });
    expect(answer.statusCode).toBe(404);
    // The same clientAttemptId reused by someone else is refused.
    const body = { clientAttemptId: randomUUID(), problemId: test.item?.id, answer: '', timeMs: 1 };
    expect((await send(owner.headers, test.id, body)).statusCode).toBe(200);
    expect((await send(other.headers, test.id, body)).statusCode).toBe(409);
  });
});

describe('the diagnostic test', () => {
  it('asks for a grade, and refuses units outside it', async () => {
    const { headers } = await student(t);
    const missing = await postTest(headers, { type: 'DIAGNOSE' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain(TestMessage.gradeRequired);
    const outside = await postTest(headers, { type: 'DIAGNOSE', gradeId: 'kr-e1', unitIds: ['kr-m1-1-1'] });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().message).toContain('unitIds');
  });

  it('reports per unit exactly what the answers give, with a plan', async () => {
    const { headers } = await student(t);
    const units = (gradeUnitIds('kr-e3') ?? []).slice(0, 3);
    const test = await start(headers, { type: 'DIAGNOSE', gradeId: 'kr-e3', unitIds: units });
    expect(test).toMatchObject({ type: 'DIAGNOSE', gradeId: 'kr-e3', unitIds: units, maxItems: 21 });
    // Knows the first unit, not the others.
    const problemUnit = new Map(
      (await t.database.db.select({ id: problems.id, unitId: problems.unitId }).from(problems)).map((row) => [
        row.id,
        row.unitId,
      ]),
    );
    const done = await finish(headers, test, (problemId) => problemUnit.get(problemId) === units[0]);
    expect(done.status).toBe('FINISHED');

    const result = await report(headers, test.id);
    if (result.type !== 'DIAGNOSE') throw new Error('not a diagnostic report');
    const given = await t.database.db.select().from(attempts).where(eq(attempts.workbookId, test.id));
    expect(result.answered).toBe(given.length);
    expect(result.correct).toBe(given.filter((attempt) => attempt.correct).length);
    for (const unit of result.units) {
      const own = given.filter((attempt) => attempt.unitId === unit.unitId);
      expect(unit.answered).toBe(own.length);
      expect(unit.correct).toBe(own.filter((attempt) => attempt.correct).length);
      expect(unit.evidence.map((entry) => entry.problemId).sort()).toEqual(own.map((a) => a.problemId).sort());
    }
    const known = result.units.find((unit) => unit.unitId === units[0]);
    const unknown = result.units.filter((unit) => unit.chosen && unit.unitId !== units[0]);
    expect(known?.status).toBe('MASTERED');
    for (const unit of unknown) expect(unit.mastery).toBeLessThan(known?.mastery ?? 0);
    expect(result.plan.length).toBeGreaterThan(0);
    expect(result.plan.some((step) => step.unitId === units[0])).toBe(false);
  });
});

describe('the SAT test', () => {
  it('routes to the harder module after a strong module 1, and scores all right at least 700', async () => {
    const { headers } = await student(t);
    const test = await start(headers, { type: 'SAT' });
    expect(test.module).toMatchObject({ index: 1, level: 'standard', minutes: 35 });
    expect(test.module?.items).toHaveLength(22);
    expect(test.item?.id).toBe(test.module?.items[0]?.id);
    // Answers go in module order.
    const skipAhead = await send(headers, test.id, { problemId: test.module?.items[1]?.id, answer: '' });
    expect(skipAhead.statusCode).toBe(409);

    let current = test;
    for (let i = 0; i < 22; i++) {
      const problemId = current.item?.id as string;
      current = TestSchema.parse((await send(headers, test.id, { problemId, answer: keyOf(problemId) })).json());
    }
    expect(current.module).toMatchObject({ index: 2, level: 'harder', answeredIds: [] });
    expect(current.module?.items).toHaveLength(22);
    const firstIds = new Set(test.module?.items.map((item) => item.id));
    expect(current.module?.items.some((item) => firstIds.has(item.id))).toBe(false);

    const done = await finish(headers, current, () => true);
    expect(done).toMatchObject({ status: 'FINISHED', answered: 44, module: null });
    const result = await report(headers, test.id);
    if (result.type !== 'SAT') throw new Error('not a SAT report');
    expect(result.score).toBeGreaterThanOrEqual(700);
    expect(result.low).toBeLessThanOrEqual(result.score);
    expect(result.high).toBeGreaterThanOrEqual(result.score);
    expect(result.modules).toEqual([
      { level: 'standard', correct: 22, total: 22 },
      { level: 'harder', correct: 22, total: 22 },
    ]);
    expect(result.domains.reduce((sum, domain) => sum + domain.total, 0)).toBe(44);

    // The finished test is a workbook whose results show every key and explanation.
    const results = await t.app.inject({
      method: 'GET',
      url: buildPath(PRACTICE_PATHS.workbookResults, { id: test.id }),
      headers,
    });
    expect(results.statusCode).toBe(200);
    const parsed = WorkbookResultsSchema.parse(results.json());
    expect(parsed.items).toHaveLength(44);
    expect(parsed.items.every((item) => item.correctAnswer !== null && item.explanation !== null)).toBe(true);
  });

  it('routes to the easier module after a weak module 1, and scores all wrong at most 300', async () => {
    const { headers } = await student(t);
    const test = await start(headers, { type: 'SAT' });
    let current = test;
    for (let i = 0; i < 22; i++) {
      current = TestSchema.parse((await send(headers, test.id, { problemId: current.item?.id, answer: '' })).json());
    }
    expect(current.module?.level).toBe('easier');
    await finish(headers, current, () => false);
    const result = await report(headers, test.id);
    if (result.type !== 'SAT') throw new Error('not a SAT report');
    expect(result.score).toBeLessThanOrEqual(300);
  });
});

describe("the student's tests", () => {
  it('lists them newest first, by type, paged, and keeps them out of the workbook calls', async () => {
    const { headers } = await student(t);
    const level = await start(headers, { type: 'LEVEL' });
    const sat = await start(headers, { type: 'SAT' });
    const diagnose = await start(headers, { type: 'DIAGNOSE', gradeId: 'kr-e2' });
    const all = TestListSchema.parse(
      (await t.app.inject({ method: 'GET', url: `${TEST_PATHS.tests}?page=1&size=2`, headers })).json(),
    );
    expect(all.total).toBe(3);
    expect(all.items.map((item) => item.id)).toEqual([diagnose.id, sat.id]);
    const levels = TestListSchema.parse(
      (await t.app.inject({ method: 'GET', url: `${TEST_PATHS.tests}?type=LEVEL`, headers })).json(),
    );
    expect(levels.items.map((item) => item.id)).toEqual([level.id]);
    expect(levels.items[0]).toMatchObject({ status: 'IN_PROGRESS', placementGradeId: null, score: null });

    // Tests show in the records as workbooks of mode DIAGNOSE, but take answers only through their own call.
    const workbooks = (
      await t.app.inject({ method: 'GET', url: `${PRACTICE_PATHS.workbooks}?kind=test`, headers })
    ).json();
    expect(workbooks.items.map((item: { mode: string }) => item.mode)).toEqual(['DIAGNOSE', 'DIAGNOSE', 'DIAGNOSE']);
    const attempt = await t.app.inject({
      method: 'POST',
      url: PRACTICE_PATHS.attempts,
      headers,
      payload: {
        clientAttemptId: randomUUID(),
        problemId: level.item?.id,
        workbookId: level.id,
        answer: '1',
        timeMs: 1,
      },
    });
    expect(attempt.statusCode).toBe(409);
    expect(attempt.json().message).toBe(TestMessage.notForTests);
    const handIn = await t.app.inject({
      method: 'POST',
      url: buildPath(PRACTICE_PATHS.workbookFinish, { id: level.id }),
      headers,
    });
    expect(handIn.statusCode).toBe(409);
    // Nor may a problem of an open test be answered as free practice, which would show its key.
    const free = await t.app.inject({
      method: 'POST',
      url: PRACTICE_PATHS.attempts,
      headers,
      payload: { clientAttemptId: randomUUID(), problemId: sat.item?.id, answer: '1', timeMs: 1 },
    });
    expect(free.statusCode).toBe(409);
    expect(free.json().message).toBe(TestMessage.inOpenTest);
    expect(workbooks.items.map((item: { testType: string }) => item.testType)).toEqual(['DIAGNOSE', 'SAT', 'LEVEL']);
  });
});

describe('where a new student starts', () => {
  const quickUnits = async (headers: Record<string, string>) => {
    const res = await t.app.inject({ method: 'GET', url: buildPath(PRACTICE_PATHS.study, { mode: 'FAST' }), headers });
    expect(res.statusCode, res.body).toBe(200);
    return [
      ...new Set((res.json() as { items: { problem: { unitId: string } }[] }).items.map((i) => i.problem.unitId)),
    ];
  };

  it('draws the quick set from the signup grade, then from the units the level test said to study first', async () => {
    const { headers } = await student(t, { gradeClass: 'MIDDLE', gradeSub: 2 });
    const grade = new Set(gradeUnitIds('kr-m2'));
    const first = await quickUnits(headers);
    expect(first.length).toBeGreaterThan(0);
    expect(first.every((unitId) => grade.has(unitId))).toBe(true);

    // A level test's answers are not practice: the set follows what its result said to study first.
    const test = await start(headers, { type: 'LEVEL' });
    await finish(headers, test, () => false);
    const result = await report(headers, test.id);
    if (result.type !== 'LEVEL') throw new Error('not a level report');
    const studyFirst = new Set(result.nextUnits.map((unit) => unit.unitId));
    expect(studyFirst.size).toBeGreaterThan(0);
    const after = await quickUnits(headers);
    expect(after.length).toBeGreaterThan(0);
    expect(after.every((unitId) => studyFirst.has(unitId))).toBe(true);
  });
});

describe("the visitors' samples", () => {
  it('runs a short diagnostic from the answers sent, and reports at the end', async () => {
    const seed = 4242;
    let answers: { problemId: string; answer: string }[] = [];
    let step = SampleDiagnoseSchema.parse(
      (
        await t.app.inject({
          method: 'POST',
          url: TEST_PATHS.sampleDiagnose,
          payload: { gradeId: 'kr-e4', seed, answers },
        })
      ).json(),
    );
    expect(step.maxItems).toBe(8);
    while (step.item) {
      answers = [...answers, { problemId: step.item.id, answer: keyOf(step.item.id) }];
      const res = await t.app.inject({
        method: 'POST',
        url: TEST_PATHS.sampleDiagnose,
        payload: { gradeId: 'kr-e4', seed, answers },
      });
      expect(res.statusCode, res.body).toBe(200);
      step = SampleDiagnoseSchema.parse(res.json());
    }
    expect(step.answered).toBe(answers.length);
    expect(answers.length).toBeLessThanOrEqual(8);
    expect(step.report?.correct).toBe(answers.length);
    expect(step.report?.units.every((unit) => unit.status !== 'GAP')).toBe(true);

    const wrongOrder = await t.app.inject({
      method: 'POST',
      url: TEST_PATHS.sampleDiagnose,
      payload: { gradeId: 'kr-e4', seed, answers: [...answers.slice(1, 2)] },
    });
    expect(wrongOrder.statusCode).toBe(409);
  });

  it('serves one short SAT module by seed and scores it without saving anything', async () => {
    const first = SampleSatSchema.parse(
      (await t.app.inject({ method: 'GET', url: `${TEST_PATHS.sampleSat}?seed=7` })).json(),
    );
    expect(first).toMatchObject({ seed: 7, minutes: 19 });
    expect(first.items).toHaveLength(12);
    const again = SampleSatSchema.parse(
      (await t.app.inject({ method: 'GET', url: `${TEST_PATHS.sampleSat}?seed=7` })).json(),
    );
    expect(again.items.map((item) => item.id)).toEqual(first.items.map((item) => item.id));

    const before = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(attempts);
    const res = await t.app.inject({
      method: 'POST',
      url: TEST_PATHS.sampleSatScore,
      payload: {
        seed: 7,
        seconds: 600,
        answers: first.items.map((item, index) => ({ problemId: item.id, answer: index < 6 ? keyOf(item.id) : '' })),
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const scored = SampleSatScoreSchema.parse(res.json());
    expect(scored.report).toMatchObject({ correct: 6, total: 12, seconds: 600 });
    expect(scored.items.filter((item) => item.correct)).toHaveLength(6);
    expect(scored.items.every((item) => item.correctAnswer.length > 0)).toBe(true);
    expect(await t.database.db.select({ n: sql<number>`count(*)::int` }).from(attempts)).toEqual(before);

    const outside = await t.app.inject({
      method: 'POST',
      url: TEST_PATHS.sampleSatScore,
      payload: { seed: 7, answers: [{ problemId: randomUUID(), answer: '1' }] },
    });
    expect(outside.statusCode).toBe(400);
  });
});
