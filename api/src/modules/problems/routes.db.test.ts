import {
  CheckAnswerResponseSchema,
  ErrorResponseSchema,
  PROBLEMS_PATH,
  PROBLEM_PATH,
  ProblemListSchema,
  ProblemViewSchema,
  buildPath,
} from '@mathbridge/contract';
import { describe, expect, it } from 'vitest';
import type { GeneratedProblem } from '../../content/lib/types.js';
import { problemId, type PlannedProblem } from '../../content/plan.js';
import { findProblem, insertProblems, problemCountsByUnit } from './repository.js';
import { ProblemsService } from './service.js';
import { useTestApp } from '../../test/app.js';
import { valueQuestion } from '../../test/problems.js';

const t = useTestApp();

function planned(problem: GeneratedProblem, templateId = 'kr-m1-3.test-item', seed = 1, version = 1): PlannedProblem {
  return {
    id: problemId(templateId, version, seed),
    templateId,
    templateVersion: version,
    seed,
    unitId: 'kr-m1-3',
    problem,
    checked: true,
  };
}

const multipleProblem = (): GeneratedProblem => valueQuestion('2 + 3', 5, [4, 5, 6, 1, 23], { subUnit: 'kr-m1-3.s1' });

const essayProblem = (): GeneratedProblem => ({
  type: 'essay',
  stem: { ko: '\\(2(a + c)\\)를 전개하세요.', en: 'Expand \\(2(a + c)\\).' },
  answer: '2a+2c',
  answerSpec: {
    kind: 'expression',
    variables: ['a', 'c'],
    hint: { ko: '\\(a\\), \\(c\\)를 사용한 식으로 입력하세요.', en: 'Enter an expression in \\(a\\) and \\(c\\).' },
  },
  explanation: [{ ko: '분배법칙을 씁니다.', en: 'Use the distributive property.' }],
  difficulty: 2,
  subUnit: 'kr-m1-3.s1',
});

async function seed(problem: GeneratedProblem): Promise<string> {
  const row = planned(problem);
  await insertProblems(t.database.db, [row]);
  return row.id;
}

describe('GET /v1/api/problems/:id', () => {
  it('returns the answer-free projection of a multiple-choice problem', async () => {
    const id = await seed(multipleProblem());
    const res = await t.app.inject({ method: 'GET', url: buildPath(PROBLEM_PATH, { id }) });
    expect(res.statusCode).toBe(200);
    const body = ProblemViewSchema.parse(res.json());
    expect(body).toMatchObject({ id, type: 'multiple', unitId: 'kr-m1-3', difficulty: 1, answerForm: null });
    expect(body.choices).toHaveLength(5);
    expect(res.json()).not.toHaveProperty('answer');
    expect(res.json()).not.toHaveProperty('explanation');
    expect(res.body).not.toContain('2 + 3 = 5');
  });

  it('gives an essay the expected form but not the key', async () => {
    const id = await seed(essayProblem());
    const res = await t.app.inject({ method: 'GET', url: buildPath(PROBLEM_PATH, { id }) });
    expect(res.statusCode).toBe(200);
    const body = ProblemViewSchema.parse(res.json());
    expect(body.choices).toBeNull();
    expect(body.answerForm).toEqual({
      kind: 'expression',
      variables: ['a', 'c'],
      hint: essayProblem().answerSpec?.hint,
    });
    expect(res.body).not.toContain('2a+2c');
    expect(res.body).not.toContain('distributive');
  });

  it('answers 404 for an unknown problem and 400 for an id that is not a UUID', async () => {
    const missing = await t.app.inject({
      method: 'GET',
      url: buildPath(PROBLEM_PATH, { id: problemId('nope', 1, 1) }),
    });
    expect(missing.statusCode).toBe(404);
    expect(ErrorResponseSchema.parse(missing.json()).code).toBe('E_NOT_FOUND');
    const bad = await t.app.inject({ method: 'GET', url: buildPath(PROBLEM_PATH, { id: '42' }) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/id/);
  });
});

describe('GET /v1/api/problems', () => {
  it("lists a unit's problems answer-free, filtered by type, in pages", async () => {
    await insertProblems(t.database.db, [
      planned(multipleProblem(), 'kr-m1-3.test-item', 1),
      planned(multipleProblem(), 'kr-m1-3.test-item', 2),
      planned(essayProblem(), 'kr-m1-3.test-essay', 1),
    ]);
    const all = await t.app.inject({ method: 'GET', url: `${PROBLEMS_PATH}?unitId=kr-m1-3` });
    expect(all.statusCode).toBe(200);
    const list = ProblemListSchema.parse(all.json());
    expect(list.total).toBe(3);
    expect(list.items.map((item) => item.type)).toEqual(['essay', 'multiple', 'multiple']);
    expect(all.body).not.toContain('explanation');
    expect(all.body).not.toContain('2a+2c');

    const essays = ProblemListSchema.parse(
      (await t.app.inject({ method: 'GET', url: `${PROBLEMS_PATH}?unitId=kr-m1-3&type=essay` })).json(),
    );
    expect(essays.items.map((item) => item.id)).toEqual([problemId('kr-m1-3.test-essay', 1, 1)]);

    const page = ProblemListSchema.parse(
      (await t.app.inject({ method: 'GET', url: `${PROBLEMS_PATH}?unitId=kr-m1-3&limit=1&offset=1` })).json(),
    );
    expect(page).toMatchObject({ total: 3, items: [{ id: problemId('kr-m1-3.test-item', 1, 1) }] });
  });

  it("lists and counts only each template's latest version once a version is bumped", async () => {
    await insertProblems(t.database.db, [
      planned(multipleProblem(), 'kr-m1-3.test-item', 1, 1),
      planned(multipleProblem(), 'kr-m1-3.test-item', 2, 1),
      planned(essayProblem(), 'kr-m1-3.test-essay', 1, 1),
      planned(multipleProblem(), 'kr-m1-3.test-item', 1, 2),
    ]);
    const list = ProblemListSchema.parse(
      (await t.app.inject({ method: 'GET', url: `${PROBLEMS_PATH}?unitId=kr-m1-3` })).json(),
    );
    expect(list.total).toBe(2);
    expect(list.items.map((item) => item.id).sort()).toEqual(
      [problemId('kr-m1-3.test-essay', 1, 1), problemId('kr-m1-3.test-item', 2, 1)].sort(),
    );
    expect((await problemCountsByUnit(t.database.db)).get('kr-m1-3')).toBe(2);
    // The superseded version stays for the answers already given to it.
    expect(await findProblem(t.database.db, problemId('kr-m1-3.test-item', 1, 1))).toBeDefined();
  });

  it('answers 400 without a unit or with a bad limit, and 404 for a unit not in the course map', async () => {
    const missing = await t.app.inject({ method: 'GET', url: PROBLEMS_PATH });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/unitId/);
    const limit = await t.app.inject({ method: 'GET', url: `${PROBLEMS_PATH}?unitId=kr-m1-3&limit=500` });
    expect(limit.statusCode).toBe(400);
    expect(limit.json().message).toMatch(/limit/);
    const unknown = await t.app.inject({ method: 'GET', url: `${PROBLEMS_PATH}?unitId=kr-x-9` });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('checkAnswer (the grading behind attempts and the sample check)', () => {
  const check = (id: string, answer: string | number) => new ProblemsService(t.database.db).checkAnswer(id, answer);

  it('is not a public route: no caller can read the key of an arbitrary problem', async () => {
    const id = await seed(multipleProblem());
    const response = await t.app.inject({
      method: 'POST',
      url: `${buildPath(PROBLEM_PATH, { id })}/check`,
      payload: { answer: 1 },
    });
    expect(response.statusCode).toBe(404);
    expect(JSON.stringify(response.json())).not.toContain('explanation');
  });

  it('grades a choice and then reveals the key and the explanation', async () => {
    const id = await seed(multipleProblem());
    const right = await check(id, '1');
    expect(CheckAnswerResponseSchema.parse(right)).toEqual({
      result: 'correct',
      answer: '1',
      explanation: multipleProblem().explanation,
    });
    const wrong = await check(id, 3);
    expect(wrong).toMatchObject({ result: 'incorrect', answer: '1' });
  });

  it('accepts equivalent expressions and keeps the key hidden for unreadable input', async () => {
    const id = await seed(essayProblem());
    for (const answer of ['2(a+c)', '2c + 2a', '2 × (c + a)']) {
      expect(await check(id, answer), answer).toMatchObject({ result: 'correct', answer: '2a+2c' });
    }
    expect(await check(id, '2a+c')).toMatchObject({ result: 'incorrect' });
    const unreadable = await check(id, '2(a+');
    expect(unreadable).toEqual({ result: 'unparseable', hint: essayProblem().answerSpec?.hint });
  });

  it('answers 404 for a problem that does not exist', async () => {
    await expect(check(problemId('nope', 1, 1), '1')).rejects.toMatchObject({ statusCode: 404 });
  });
});

describe('problem rows', () => {
  it('are never rewritten: the same seed again is ignored, a new version adds a row', async () => {
    const first = planned(multipleProblem());
    expect(await insertProblems(t.database.db, [first])).toBe(1);
    const changed = planned({ ...multipleProblem(), stem: { ko: '바뀐 문제', en: 'Changed' } });
    expect(await insertProblems(t.database.db, [changed])).toBe(0);
    expect((await findProblem(t.database.db, first.id))?.stem).toEqual(multipleProblem().stem);

    const next = planned({ ...multipleProblem(), stem: { ko: '새 판', en: 'New version' } }, first.templateId, 1, 2);
    expect(await insertProblems(t.database.db, [next])).toBe(1);
    expect((await findProblem(t.database.db, next.id))?.stem.en).toBe('New version');
    expect((await findProblem(t.database.db, first.id))?.stem.en).toBe(multipleProblem().stem.en);
  });
});
