import { describe, expect, it } from 'vitest';
import { grade } from '../src/content/grading/grade.js';
import { planUnit } from '../src/content/plan.js';
import { loadUnits } from '../src/content/registry.js';
import { answerKeys } from './answer-keys.js';

describe('answer-keys', () => {
  it('regenerates the key of planned problems and a wrong answer the grader marks incorrect', async () => {
    const units = await loadUnits();
    const planned = ['kr-e1-1-1', 'kr-e3-1-6', 'kr-m1-1-1']
      .map((id) => units.find((unit) => unit.unitId === id))
      .flatMap((unit) => (unit ? planUnit(unit).filter((_, index) => index % 17 === 0) : []));
    expect(planned.length).toBeGreaterThan(10);
    expect(new Set(planned.map((p) => p.problem.type))).toEqual(new Set(['multiple', 'essay']));

    const keys = await answerKeys([...planned.map((p) => p.id), '00000000-0000-4000-8000-000000000000']);

    expect(keys['00000000-0000-4000-8000-000000000000']).toBeNull();
    for (const { id, unitId, problem } of planned) {
      const key = keys[id];
      expect(key, id).toMatchObject({ unitId, type: problem.type, answer: problem.answer });
      const asInput = (answer: string) => (problem.type === 'multiple' ? Number(answer) : answer);
      expect(grade(problem, asInput(key?.answer ?? '')).result, id).toBe('correct');
      expect(grade(problem, asInput(key?.wrong ?? '')).result, id).toBe('incorrect');
    }
  });
});
