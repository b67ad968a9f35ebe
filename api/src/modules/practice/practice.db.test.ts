import {
  AUTH_PATHS,
  MEMBERSHIP_PATHS,
  PRACTICE_PATHS,
  PracticeMessage,
  StudySetSchema,
  SubmitAnswerResponseSchema,
  WorkbookListSchema,
  WorkbookResultsSchema,
  WorkbookSchema,
  buildPath,
} from '@mathbridge/contract';
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.js';
import { afterHelp, attempts, bookmarks, dailySets, interests, problems, workbooks } from '../../db/schema/index.js';
import { useTestApp } from '../../test/app.js';
import { BANK_TABLES, FIRST_UNITS, attempt, seedBank, student, workbook, wrongChoice } from '../../test/factories.js';
import { type ProblemRow } from '../problems/repository.js';

/** Units given six problems per template from their real templates (a small bank keeps the file fast). */
const unitIds: readonly string[] = FIRST_UNITS;
const t = useTestApp({
  seed: () => seedBank(t.database.db, { units: FIRST_UNITS, perTemplate: 6 }).then(() => undefined),
  keep: BANK_TABLES,
});

// ---- factories ----

function unit(index = 0): string {
  const id = unitIds[index];
  if (!id) throw new Error('the test bank has too few units');
  return id;
}

async function problemRow(id: string): Promise<ProblemRow> {
  const [row] = await t.database.db.select().from(problems).where(eq(problems.id, id));
  if (!row) throw new Error(`no problem ${id}`);
  return row;
}

async function multipleChoice(unitId = unit()): Promise<ProblemRow> {
  const [row] = await t.database.db
    .select()
    .from(problems)
    .where(sql`${problems.unitId} = ${unitId} and ${problems.type} = 'multiple'`)
    .limit(1);
  if (!row) throw new Error(`no multiple-choice problem in ${unitId}`);
  return row;
}

const createWorkbook = (headers: Record<string, string>, body: Record<string, unknown> = {}) =>
  workbook(t, { headers }, body);
/** The request alone, for a workbook the api refuses. */
const postWorkbook = (headers: Record<string, string>, body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: PRACTICE_PATHS.workbooks, headers, payload: body });

const submit = (headers: Record<string, string>, body: Record<string, unknown>) => attempt(t, { headers }, body);

async function studyIds(headers: Record<string, string>, mode: string, query = ''): Promise<string[]> {
  const res = await t.app.inject({
    method: 'GET',
    url: `${buildPath(PRACTICE_PATHS.study, { mode })}${query}`,
    headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return StudySetSchema.parse(res.json()).items.map((item) => item.problem.id);
}

const countAttempts = async () =>
  rowsOf<{ n: number }>(await t.database.db.execute(sql`select count(*)::int as n from attempts`))[0]?.n;

// ---- tests ----

describe('workbooks', () => {
  it('builds a workbook from a unit with answer-free problems, and only its owner can read it', async () => {
    const owner = await student(t, { name: 'owner' });
    const other = await student(t, { name: 'other' });
    const workbook = await createWorkbook(owner.headers);
    expect(workbook.items).toHaveLength(5);
    expect(workbook.mode).toBe('ONE');
    expect(new Set(workbook.items.map((item) => item.problem.id)).size).toBe(5);
    expect(workbook.items.every((item) => item.problem.unitId === unit())).toBe(true);
    const raw = JSON.stringify(workbook);
    expect(raw).not.toContain('"explanation"');
    expect(raw).not.toContain('"answer"');

    const notFound = { code: 'E_NOT_FOUND', message: PracticeMessage.notFound };
    for (const url of [
      buildPath(PRACTICE_PATHS.workbook, { id: workbook.id }),
      buildPath(PRACTICE_PATHS.workbookResults, { id: workbook.id }),
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers: other.headers });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual(notFound);
    }
    const finish = await t.app.inject({
      method: 'POST',
      url: buildPath(PRACTICE_PATHS.workbookFinish, { id: workbook.id }),
      headers: other.headers,
    });
    expect(finish.statusCode).toBe(404);
    const unreadable = await submit(other.headers, {
      problemId: workbook.items[0]?.problem.id,
      workbookId: workbook.id,
      answer: '',
    });
    expect(unreadable.statusCode).toBe(404);
    const answer = await submit(other.headers, {
      problemId: workbook.items[0]?.problem.id,
      workbookId: workbook.id,
      answer: '1',
    });
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toEqual(notFound);
    const list = WorkbookListSchema.parse(
      (await t.app.inject({ method: 'GET', url: PRACTICE_PATHS.workbooks, headers: other.headers })).json(),
    );
    expect(list.total).toBe(0);
    expect(
      (await t.app.inject({ method: 'GET', url: buildPath(PRACTICE_PATHS.workbook, { id: workbook.id }) })).statusCode,
    ).toBe(401);
  });

  it('builds from several units and names bad input', async () => {
    const { headers } = await student(t);
    const mixed = await createWorkbook(headers, {
      questionCount: 6,
      source: { type: 'units', unitIds: [unit(0), unit(1)] },
    });
    expect(new Set(mixed.items.map((item) => item.problem.unitId))).toEqual(new Set([unit(0), unit(1)]));

    const zero = await postWorkbook(headers, { questionCount: 0, source: { type: 'units', unitIds: [unit()] } });
    expect(zero.statusCode).toBe(400);
    expect(zero.json().message).toContain(PracticeMessage.questionsMin);
    const unknown = await postWorkbook(headers, {
      questionCount: 3,
      source: { type: 'units', unitIds: ['no-such-unit'] },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain('no-such-unit');
    const badAttempt = await submit(headers, {
      clientAttemptId: 'not-a-uuid',
      problemId: mixed.items[0]?.problem.id,
      answer: '1',
    });
    expect(badAttempt.statusCode).toBe(400);
    expect(badAttempt.json().message).toContain('clientAttemptId must be a UUID');
    const empty = await postWorkbook(headers, { questionCount: 3, source: { type: 'study', studyMode: 'INCORRECT' } });
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toEqual({ code: 'E_NO_PROBLEMS', message: PracticeMessage.noProblems });
  });

  it('lists workbooks and tests newest first, five to a page', async () => {
    const { headers } = await student(t);
    for (let i = 0; i < 4; i++) await createWorkbook(headers, { questionCount: 1 });
    await createWorkbook(headers, { kind: 'test', questionCount: 1 });
    await createWorkbook(headers, { kind: 'test', questionCount: 1 });
    const first = WorkbookListSchema.parse(
      (await t.app.inject({ method: 'GET', url: PRACTICE_PATHS.workbooks, headers })).json(),
    );
    expect(first).toMatchObject({ page: 1, size: 5, total: 6 });
    expect(first.items).toHaveLength(5);
    expect(first.items[0]?.kind).toBe('test');
    const second = WorkbookListSchema.parse(
      (await t.app.inject({ method: 'GET', url: `${PRACTICE_PATHS.workbooks}?page=2`, headers })).json(),
    );
    expect(second.items).toHaveLength(1);
    const tests = WorkbookListSchema.parse(
      (await t.app.inject({ method: 'GET', url: `${PRACTICE_PATHS.workbooks}?kind=test`, headers })).json(),
    );
    expect(tests.total).toBe(2);
    expect(tests.items.every((item) => item.correct === null)).toBe(true);
  });

  it("counts each listed workbook's own answers, right and wrong", async () => {
    const { headers } = await student(t);
    const answeredOne = await createWorkbook(headers, { questionCount: 2 });
    const untouched = await createWorkbook(headers, { questionCount: 1 });
    const [right, wrong] = await Promise.all(answeredOne.items.map((item) => problemRow(item.problem.id)));
    if (!right || !wrong) throw new Error('the workbook has two problems');
    const wrongAnswer = wrong.type === 'multiple' ? wrongChoice(wrong) : '987654';
    for (const [row, answer] of [
      [right, right.answer],
      [wrong, wrongAnswer],
    ] as const) {
      const res = await submit(headers, { problemId: row.id, workbookId: answeredOne.id, answer });
      expect(res.statusCode, res.body).toBe(200);
    }
    const list = WorkbookListSchema.parse(
      (await t.app.inject({ method: 'GET', url: PRACTICE_PATHS.workbooks, headers })).json(),
    );
    const byId = new Map(list.items.map((item) => [item.id, item]));
    expect(byId.get(answeredOne.id)).toMatchObject({ answered: 2, correct: 1 });
    expect(byId.get(untouched.id)).toMatchObject({ answered: 0, correct: 0 });
  });

  it('takes up an open quick set again instead of building another, until every problem of it is answered', async () => {
    const { headers } = await student(t);
    const quick = { questionCount: 2, source: { type: 'study', studyMode: 'FAST' } };
    const first = await createWorkbook(headers, quick);
    const again = await createWorkbook(headers, quick);
    expect(again.id).toBe(first.id);
    // Another size, or another kind, is another set.
    expect((await createWorkbook(headers, { ...quick, questionCount: 3 })).id).not.toBe(first.id);
    expect((await createWorkbook(headers, { ...quick, kind: 'quest' })).id).not.toBe(first.id);
    for (const item of first.items) {
      const row = await problemRow(item.problem.id);
      const res = await submit(headers, { problemId: row.id, workbookId: first.id, answer: row.answer });
      expect(res.statusCode, res.body).toBe(200);
    }
    expect((await createWorkbook(headers, quick)).id).not.toBe(first.id);
  });
});

describe('submitting answers', () => {
  it('gives practice feedback with the key and explanation, and updates the model', async () => {
    const me = await student(t);
    const workbook = await createWorkbook(me.headers, { questionCount: 2 });
    const first = workbook.items[0]?.problem.id ?? '';
    const row = await problemRow(first);
    const res = await submit(me.headers, { problemId: first, workbookId: workbook.id, answer: row.answer });
    expect(res.statusCode, res.body).toBe(200);
    expect(SubmitAnswerResponseSchema.parse(res.json())).toMatchObject({
      result: 'correct',
      answer: row.answer,
      explanation: row.explanation,
      streak: null,
    });
    const skills = rowsOf<{ skill_id: string; attempts: number }>(
      await t.database.db.execute(sql`select skill_id, attempts from skill_states where user_id = ${me.id}`),
    );
    expect(skills).toContainEqual({ skill_id: row.unitId, attempts: 1 });

    const again = await submit(me.headers, { problemId: first, workbookId: workbook.id, answer: row.answer });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(PracticeMessage.alreadyAnswered);

    const results = WorkbookResultsSchema.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: buildPath(PRACTICE_PATHS.workbookResults, { id: workbook.id }),
          headers: me.headers,
        })
      ).json(),
    );
    expect(results).toMatchObject({ score: 1, total: 2, answered: 1, totalTimeMs: 4000 });
    expect(results.items[0]).toMatchObject({ studentAnswer: row.answer, correct: true, correctAnswer: row.answer });
    // The unanswered problem's key stays hidden until the workbook is handed in.
    expect(results.items[1]).toMatchObject({ studentAnswer: null, correctAnswer: null, explanation: null });
  });

  it('records test answers without feedback and grades them when the test is finished', async () => {
    const me = await student(t);
    const workbook = await createWorkbook(me.headers, { kind: 'test', questionCount: 3 });
    const ids = workbook.items.map((item) => item.problem.id);
    const rows = await Promise.all(ids.map(problemRow));
    const right = await submit(me.headers, {
      problemId: ids[0],
      workbookId: workbook.id,
      answer: rows[0]?.answer,
      timeMs: 1000,
    });
    expect(right.json()).toEqual({ result: 'recorded', attemptId: expect.any(String) });
    expect(right.body).not.toContain('explanation');
    const wrongRow = rows[1];
    const wrong = wrongRow?.type === 'multiple' ? wrongChoice(wrongRow) : '987654321';
    await submit(me.headers, { problemId: ids[1], workbookId: workbook.id, answer: wrong, timeMs: 2000 });

    const read = WorkbookSchema.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: buildPath(PRACTICE_PATHS.workbook, { id: workbook.id }),
          headers: me.headers,
        })
      ).json(),
    );
    expect(read.items.map((item) => [item.answered, item.correct])).toEqual([
      [true, null],
      [true, null],
      [false, null],
    ]);
    const early = await t.app.inject({
      method: 'GET',
      url: buildPath(PRACTICE_PATHS.workbookResults, { id: workbook.id }),
      headers: me.headers,
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(PracticeMessage.testNotFinished);

    const finished = await t.app.inject({
      method: 'POST',
      url: buildPath(PRACTICE_PATHS.workbookFinish, { id: workbook.id }),
      headers: me.headers,
    });
    expect(finished.statusCode).toBe(200);
    const results = WorkbookResultsSchema.parse(finished.json());
    expect(results).toMatchObject({ score: 1, total: 3, answered: 2, totalTimeMs: 3000 });
    expect(results.finishedAt).not.toBeNull();
    expect(results.items.map((item) => item.correct)).toEqual([true, false, null]);
    expect(results.items.every((item) => item.correctAnswer !== null && item.explanation !== null)).toBe(true);
    const late = await submit(me.headers, { problemId: ids[2], workbookId: workbook.id, answer: rows[2]?.answer });
    expect(late.statusCode).toBe(409);
  });

  it('counts a quest streak, and gives the current one with the workbook (a reload keeps the flame)', async () => {
    const me = await student(t);
    const workbook = await createWorkbook(me.headers, { kind: 'quest', questionCount: 3 });
    expect(workbook.streak).toBe(0);
    const read = async () =>
      WorkbookSchema.parse(
        (
          await t.app.inject({
            method: 'GET',
            url: buildPath(PRACTICE_PATHS.workbook, { id: workbook.id }),
            headers: me.headers,
          })
        ).json(),
      ).streak;
    const streaks: (number | null)[] = [];
    const afterReload: (number | null)[] = [];
    for (const item of workbook.items) {
      const row = await problemRow(item.problem.id);
      const res = SubmitAnswerResponseSchema.parse(
        (await submit(me.headers, { problemId: row.id, workbookId: workbook.id, answer: row.answer })).json(),
      );
      streaks.push(res.result === 'correct' ? res.streak : -1);
      afterReload.push(await read());
    }
    expect(streaks).toEqual([1, 2, 3]);
    expect(afterReload).toEqual([1, 2, 3]);

    const practice = await createWorkbook(me.headers, { kind: 'practice', questionCount: 1 });
    expect(practice.streak).toBeNull();
  });

  it('answers an unreadable answer with the hint and records nothing', async () => {
    const me = await student(t);
    const row = await multipleChoice();
    const res = await submit(me.headers, { problemId: row.id, answer: '9' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ result: 'unparseable', message: 'Please enter the correct answer' });
    expect(res.json().hint.en).toBeTruthy();
    expect(await countAttempts()).toBe(0);
  });

  it('counts a retried submission once and answers the first result', async () => {
    const me = await student(t);
    const row = await multipleChoice();
    const clientAttemptId = randomUUID();
    const first = await submit(me.headers, { clientAttemptId, problemId: row.id, answer: wrongChoice(row) });
    // The retry even carries another answer: the first one stands.
    const retry = await submit(me.headers, { clientAttemptId, problemId: row.id, answer: row.answer });
    expect(first.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
    expect(first.json().result).toBe('incorrect');
    expect(await countAttempts()).toBe(1);
    const [skill] = rowsOf<{ attempts: number }>(
      await t.database.db.execute(
        sql`select attempts from skill_states where user_id = ${me.id} and skill_id = ${row.unitId}`,
      ),
    );
    expect(skill?.attempts).toBe(1);

    const someoneElse = await student(t, { name: 'else' });
    const stolen = await submit(someoneElse.headers, { clientAttemptId, problemId: row.id, answer: row.answer });
    expect(stolen.statusCode).toBe(409);
  });

  it.each([true, false])(
    'counts concurrent submissions with the same id once (in a workbook: %s)',
    async (inWorkbook) => {
      const me = await student(t);
      const workbook = await createWorkbook(me.headers, { questionCount: 1 });
      const problemId = workbook.items[0]?.problem.id ?? '';
      const row = await problemRow(problemId);
      const clientAttemptId = randomUUID();
      const body = { clientAttemptId, problemId, answer: row.answer, ...(inWorkbook && { workbookId: workbook.id }) };
      const [a, b, c] = await Promise.all([
        submit(me.headers, body),
        submit(me.headers, body),
        submit(me.headers, body),
      ]);
      expect([a?.statusCode, b?.statusCode, c?.statusCode]).toEqual([200, 200, 200]);
      expect(b?.json()).toEqual(a?.json());
      expect(c?.json()).toEqual(a?.json());
      expect(await countAttempts()).toBe(1);
      const [skill] = await t.database.db
        .execute(sql`select attempts from skill_states where user_id = ${me.id} and skill_id = ${row.unitId}`)
        .then((r) => rowsOf<{ attempts: number }>(r));
      expect(skill?.attempts).toBe(1);
    },
  );
});

describe('study modes', () => {
  it('keeps a wrong answer in INCORRECT until it is answered right', async () => {
    const me = await student(t);
    const row = await multipleChoice();
    await submit(me.headers, { problemId: row.id, answer: wrongChoice(row) });
    expect(await studyIds(me.headers, 'INCORRECT')).toEqual([row.id]);
    await submit(me.headers, { problemId: row.id, answer: row.answer });
    expect(await studyIds(me.headers, 'INCORRECT')).toEqual([]);
    expect(await studyIds(me.headers, 'RECENT')).toEqual([row.id]);

    // A workbook built from INCORRECT holds the mistakes.
    await submit(me.headers, { problemId: row.id, answer: wrongChoice(row) });
    const review = await createWorkbook(me.headers, {
      questionCount: 5,
      source: { type: 'study', studyMode: 'INCORRECT' },
    });
    expect(review.items.map((item) => item.problem.id)).toEqual([row.id]);
    expect(review.source).toMatchObject({ studyMode: 'INCORRECT' });
  });

  it('draws SAME from the same template, SAME_UNIT and STUDY from the unit, NEXT from a later unit', async () => {
    const me = await student(t);
    const row = await multipleChoice();
    const same = await studyIds(me.headers, 'SAME', `?problemId=${row.id}&count=3`);
    expect(same.length).toBeGreaterThan(0);
    expect(same).not.toContain(row.id);
    for (const id of same) expect((await problemRow(id)).templateId).toBe(row.templateId);

    const sameUnit = await studyIds(me.headers, 'SAME_UNIT', `?unitId=${unit()}&count=4`);
    expect(sameUnit).toHaveLength(4);
    for (const id of sameUnit) expect((await problemRow(id)).unitId).toBe(unit());
    expect(await studyIds(me.headers, 'STUDY', `?unitId=${unit()}&count=2`)).toHaveLength(2);

    const next = await t.app.inject({
      method: 'GET',
      url: `${buildPath(PRACTICE_PATHS.study, { mode: 'NEXT' })}?unitId=${unit()}`,
      headers: me.headers,
    });
    const nextSet = StudySetSchema.parse(next.json());
    expect(nextSet.unitId).not.toBe(unit());
    expect(unitIds).toContain(nextSet.unitId);
    expect(nextSet.items.length).toBeGreaterThan(0);
    expect(nextSet.items.every((item) => item.problem.unitId === nextSet.unitId && item.reason === 'next-unit')).toBe(
      true,
    );

    expect(await studyIds(me.headers, 'FAST')).toHaveLength(5);
    const missing = await t.app.inject({
      method: 'GET',
      url: buildPath(PRACTICE_PATHS.study, { mode: 'SAME' }),
      headers: me.headers,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain('problemId');
  });

  it('ranks new problems by the model: the one nearest a 70% chance comes first', async () => {
    const me = await student(t);
    const source = await multipleChoice();
    const siblings = await t.database.db
      .select({ id: problems.id })
      .from(problems)
      .where(sql`${problems.templateId} = ${source.templateId} and ${problems.id} <> ${source.id}`);
    const [chosen, ...rest] = siblings.map((row) => row.id);
    expect(rest.length).toBeGreaterThan(0);
    await t.database.db.execute(sql`insert into item_params (item_id, difficulty, n)
      select id::text, case when id = ${chosen} then 0 else 8 end, 50 from problems
      where template_id = ${source.templateId}`);
    for (let i = 0; i < 3; i++) {
      const res = await t.app.inject({
        method: 'GET',
        url: `${buildPath(PRACTICE_PATHS.study, { mode: 'SAME' })}?problemId=${source.id}&count=2`,
        headers: me.headers,
      });
      const set = StudySetSchema.parse(res.json());
      expect(set.items[0]?.problem.id).toBe(chosen);
      expect(set.items[0]?.reason).toBe('same-template');
      expect(set.items[0]?.predicted).toBeGreaterThan(set.items[1]?.predicted ?? 1);
    }
  });

  it('puts a mistake due for review first in TODAY, with its reason', async () => {
    const me = await student(t);
    const row = await multipleChoice(unit(1));
    await submit(me.headers, { problemId: row.id, answer: wrongChoice(row) });
    await t.database.db.execute(sql`update attempts set created_at = now() - interval '2 days'`);
    const res = await t.app.inject({
      method: 'GET',
      url: `${buildPath(PRACTICE_PATHS.study, { mode: 'TODAY' })}?count=4`,
      headers: me.headers,
    });
    const set = StudySetSchema.parse(res.json());
    expect(set.items).toHaveLength(4);
    expect(set.items[0]?.problem.id).toBe(row.id);
    expect(set.items[0]?.reason).toBe('incorrect');
    expect(set.items[0]?.why).toMatchObject({ key: 'review', unitId: unit(1), daysAgo: 2 });
    expect(set.items.every((item) => item.why !== null)).toBe(true);
  });

  it('answers CHAT (the problems talked over with the tutor; none yet) and rejects an unknown mode', async () => {
    const { headers } = await student(t);
    const res = await t.app.inject({ method: 'GET', url: buildPath(PRACTICE_PATHS.study, { mode: 'CHAT' }), headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ items: [] });
    const bad = await t.app.inject({ method: 'GET', url: buildPath(PRACTICE_PATHS.study, { mode: 'NOPE' }), headers });
    expect(bad.statusCode).toBe(400);
  });

  it('reports per-unit progress with the mastery of the model', async () => {
    const me = await student(t);
    const row = await multipleChoice();
    await submit(me.headers, { problemId: row.id, answer: row.answer });
    await submit(me.headers, { problemId: row.id, answer: wrongChoice(row) });
    const res = await t.app.inject({ method: 'GET', url: PRACTICE_PATHS.progress, headers: me.headers });
    const [progress] = res.json().units;
    expect(progress).toMatchObject({ unitId: row.unitId, answered: 2, correct: 1 });
    expect(progress.mastery).toBeGreaterThan(0);
    expect(progress.mastery).toBeLessThan(1);
  });
});

describe('bookmarks, interests and search', () => {
  it('saves bookmarked units', async () => {
    const { headers } = await student(t);
    await t.app.inject({ method: 'PUT', url: buildPath(PRACTICE_PATHS.bookmark, { unitId: unit(0) }), headers });
    await t.app.inject({ method: 'PUT', url: buildPath(PRACTICE_PATHS.bookmark, { unitId: unit(1) }), headers });
    await t.app.inject({ method: 'PUT', url: buildPath(PRACTICE_PATHS.bookmark, { unitId: unit(1) }), headers });
    const del = await t.app.inject({
      method: 'DELETE',
      url: buildPath(PRACTICE_PATHS.bookmark, { unitId: unit(0) }),
      headers,
    });
    expect(del.json()).toEqual({ unitIds: [unit(1)] });
    const bad = await t.app.inject({
      method: 'PUT',
      url: buildPath(PRACTICE_PATHS.bookmark, { unitId: 'nowhere' }),
      headers,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('keeps at most 5 courses of interest', async () => {
    const { headers } = await student(t);
    const six = ['KR', 'SAT', unit(0), unit(1), unit(2), unit(3)];
    const tooMany = await t.app.inject({
      method: 'PUT',
      url: PRACTICE_PATHS.interests,
      headers,
      payload: { courseIds: six },
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toContain('At most 5 courses of interest');
    const five = six.slice(0, 5);
    const saved = await t.app.inject({
      method: 'PUT',
      url: PRACTICE_PATHS.interests,
      headers,
      payload: { courseIds: five },
    });
    expect(saved.json()).toEqual({ courseIds: five });
    const unknown = await t.app.inject({
      method: 'PUT',
      url: PRACTICE_PATHS.interests,
      headers,
      payload: { courseIds: ['mars-101'] },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain('mars-101');
    expect((await t.app.inject({ method: 'GET', url: PRACTICE_PATHS.interests, headers })).json()).toEqual({
      courseIds: five,
    });
  });

  it('finds units and problems by Korean or English words, and answers empty lists otherwise', async () => {
    const { headers } = await student(t);
    const [curr] = rowsOf<{ ko: string; en: string }>(
      await t.database.db.execute(
        sql`select name->>'ko' as ko, name->>'en' as en from curriculum where id = ${unit()}`,
      ),
    );
    const en = curr?.en.split(' ')[0] ?? '';
    const ko = curr?.ko ?? '';
    for (const q of [en.toUpperCase(), ko]) {
      const res = await t.app.inject({
        method: 'GET',
        url: `${PRACTICE_PATHS.search}?q=${encodeURIComponent(q)}`,
        headers,
      });
      expect(res.statusCode).toBe(200);
      expect(
        res.json().units.map((u: { id: string }) => u.id),
        q,
      ).toContain(unit());
    }
    const row = await multipleChoice();
    const word = row.stem.en.split(/\s+/).find((w) => /^[a-z]{5,}$/i.test(w)) ?? 'the';
    const found = await t.app.inject({ method: 'GET', url: `${PRACTICE_PATHS.search}?q=${word}&limit=50`, headers });
    expect(found.json().problems.length).toBeGreaterThan(0);
    expect(JSON.stringify(found.json())).not.toContain('"explanation"');
    const none = await t.app.inject({ method: 'GET', url: `${PRACTICE_PATHS.search}?q=zzqxv%25`, headers });
    expect(none.json()).toEqual({ units: [], problems: [] });
    expect((await t.app.inject({ method: 'GET', url: `${PRACTICE_PATHS.search}?q=`, headers })).statusCode).toBe(400);
  });
});

describe('samples and withdrawal', () => {
  it('lets a visitor solve sample problems without saving anything', async () => {
    const res = await t.app.inject({ method: 'GET', url: PRACTICE_PATHS.samples });
    expect(res.statusCode).toBe(200);
    const sample = res.json().problems[0];
    expect(sample).toBeDefined();
    expect(JSON.stringify(res.json())).not.toContain('"explanation"');
    const row = await problemRow(sample.id);
    const check = await t.app.inject({
      method: 'POST',
      url: buildPath(PRACTICE_PATHS.sampleCheck, { id: row.id }),
      payload: { answer: row.type === 'multiple' ? Number(row.answer) : row.answer },
    });
    expect(check.json()).toMatchObject({ result: 'correct', answer: row.answer });
    expect(await countAttempts()).toBe(0);
    const other = await multipleChoice(unit(1));
    const outside = await t.app.inject({
      method: 'POST',
      url: buildPath(PRACTICE_PATHS.sampleCheck, { id: randomUUID() }),
      payload: { answer: 1 },
    });
    expect(outside.statusCode).toBe(404);
    expect(other.id).toBeTruthy();
  });

  it("removes workbooks, bookmarks, interests, today's set, after-help problems, the model's estimates and the membership when the student withdraws", async () => {
    const me = await student(t);
    await createWorkbook(me.headers, { questionCount: 2 });
    await t.app.inject({
      method: 'PUT',
      url: buildPath(PRACTICE_PATHS.bookmark, { unitId: unit() }),
      headers: me.headers,
    });
    await t.app.inject({
      method: 'PUT',
      url: PRACTICE_PATHS.interests,
      headers: me.headers,
      payload: { courseIds: ['KR'] },
    });
    const row = await multipleChoice();
    await submit(me.headers, { problemId: row.id, answer: row.answer });
    await studyIds(me.headers, 'TODAY');
    await t.app.inject({
      method: 'POST',
      url: PRACTICE_PATHS.afterHelp,
      headers: me.headers,
      payload: { problemId: row.id, kind: 'explanation' },
    });
    const subscribed = await t.app.inject({
      method: 'POST',
      url: MEMBERSHIP_PATHS.subscribe,
      headers: me.headers,
      payload: {},
    });
    expect(subscribed.statusCode, subscribed.body).toBe(200);
    expect(await t.database.db.select().from(dailySets)).toHaveLength(1);
    expect(await t.database.db.select().from(afterHelp)).toHaveLength(1);
    expect(await ownedRows(me.id)).toEqual(
      expect.arrayContaining(['skill_states', 'memberships', 'payment_orders', 'attempts']),
    );
    const res = await t.app.inject({ method: 'POST', url: AUTH_PATHS.withdraw, headers: me.headers, payload: {} });
    expect(res.statusCode, res.body).toBe(204);
    expect(await t.database.db.select().from(dailySets)).toEqual([]);
    expect(await t.database.db.select().from(afterHelp)).toEqual([]);
    expect(await t.database.db.select().from(workbooks)).toEqual([]);
    expect(await t.database.db.select().from(bookmarks)).toEqual([]);
    expect(await t.database.db.select().from(interests)).toEqual([]);
    const [attempt] = await t.database.db.select().from(attempts);
    expect(attempt?.userId).toBeNull();
    // Every table with a student column, present and future: only payment records, kept by law, still name the
    // (now anonymous) account.
    expect(await ownedRows(me.id)).toEqual(['payment_orders']);
  });
});

/** The tables that hold a row whose user_id is this student's. */
async function ownedRows(userId: string): Promise<string[]> {
  const tables = rowsOf<{ table_name: string }>(
    await t.database.db.execute(
      sql`select table_name from information_schema.columns
          where table_schema = 'public' and column_name = 'user_id' order by table_name`,
    ),
  );
  const owned: string[] = [];
  for (const { table_name: table } of tables) {
    const [row] = rowsOf<{ n: number }>(
      await t.database.db.execute(
        sql`select count(*)::int as n from ${sql.identifier(table)} where user_id = ${userId}`,
      ),
    );
    if ((row?.n ?? 0) > 0) owned.push(table);
  }
  return owned;
}
