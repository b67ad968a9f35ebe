// A problem's figure is stored with it and reaches the learner in the answer-free view; problems without one say null.
import { ProblemListSchema, ProblemViewSchema } from '@mathbridge/contract';
import { describe, expect, it } from 'vitest';
import { clock, defineTemplate, essay, withFigure } from '../../content/kit/index.js';
import { planTemplate } from '../../content/plan.js';
import { templates } from '../../content/units/kr-e1-1-1.js';
import { useTestApp } from '../../test/app.js';
import { upsertCurriculum } from '../curriculum/repository.js';
import { curriculumRows } from '../curriculum/service.js';
import { insertProblems } from './repository.js';

const t = useTestApp();
const UNIT = 'kr-e1-1-1';

// The same stem over different clocks: each clock is its own problem.
const clockTemplate = defineTemplate(UNIT, 'figure-test-clock', {
  version: 1,
  params: (rng) => ({ hour: rng.int(1, 12) }),
  generate: ({ hour }) =>
    withFigure(
      essay({
        stem: ['시계가 나타내는 시각은 몇 시입니까?', 'What hour does the clock show?'],
        answer: String(hour),
        form: 'number',
        steps: [['짧은바늘이 가리키는 숫자를 읽습니다.', 'Read the number the short hand points at.']],
        difficulty: 1,
      }),
      clock({ hour, minute: 0 }),
    ),
  check: ({ hour }, problem) => Number(problem.answer) === hour,
});

describe('figures', () => {
  it('stores each problem with its own figure and shows it in the view', async () => {
    await upsertCurriculum(t.database.db, curriculumRows());
    const planned = planTemplate(clockTemplate, 5, UNIT);
    expect(new Set(planned.map((p) => JSON.stringify(p.problem.figure))).size).toBe(5);
    const plain = planTemplate(templates[0]!, 1, UNIT);
    await insertProblems(t.database.db, [...planned, ...plain]);

    for (const p of planned) {
      const res = await t.app.inject({ method: 'GET', url: `/v1/api/problems/${p.id}` });
      expect(res.statusCode, res.body).toBe(200);
      const view = ProblemViewSchema.parse(res.json());
      expect(view.figure).toEqual(p.problem.figure);
      expect(view.figure?.alt.ko).toContain('짧은바늘');
    }
    const res = await t.app.inject({ method: 'GET', url: `/v1/api/problems/${plain[0]!.id}` });
    expect(ProblemViewSchema.parse(res.json()).figure).toBeNull();

    const list = await t.app.inject({ method: 'GET', url: `/v1/api/problems?unitId=${UNIT}&limit=50` });
    const items = ProblemListSchema.parse(list.json()).items;
    expect(items.filter((item) => item.figure !== null)).toHaveLength(5);
  });
});
