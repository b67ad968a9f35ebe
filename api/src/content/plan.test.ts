import { describe, expect, it } from 'vitest';
import { createRng } from './lib/random.js';
import type { ProblemTemplate } from './lib/types.js';
import { loadUnits } from './registry.js';
import {
  PROBLEMS_PER_UNIT,
  SAT_UNIT_PROBLEMS,
  planTemplate,
  planUnit,
  problemId,
  problemsOfUnit,
  problemsPerTemplate,
} from './plan.js';

/** A small template: n + m with n, m in 1..range; the check recomputes the sum from the stem. */
function sumTemplate(range: number, { wrongOnSeed }: { wrongOnSeed?: number } = {}): ProblemTemplate {
  return {
    id: `kr-e1-1-3.sum-${range}`,
    unitId: 'kr-e1-1-3',
    version: 1,
    generate(seed) {
      const rng = createRng(seed);
      const [n, m] = [rng.int(1, range), rng.int(1, range)];
      return {
        type: 'essay',
        stem: { ko: `\\(${n} + ${m}\\)`, en: `\\(${n} + ${m}\\)` },
        answer: String(seed === wrongOnSeed ? n + m + 1 : n + m),
        answerSpec: { kind: 'number', hint: { ko: '수', en: 'number' } },
        explanation: [{ ko: '더합니다.', en: 'Add.' }],
        difficulty: 1,
      };
    },
    check(problem) {
      const [n, m] = (problem.stem.en.match(/\d+/g) ?? []).map(Number);
      return Number(problem.answer) === (n ?? NaN) + (m ?? NaN);
    },
  };
}

describe('problem plan', () => {
  it('splits 100 problems over the templates of a unit', () => {
    expect(problemsPerTemplate(1)).toBe(100);
    expect(problemsPerTemplate(3)).toBe(34);
    expect(problemsPerTemplate(7)).toBe(15);
  });

  it('names a problem by template, version and seed, the same on every install', () => {
    const id = problemId('kr-e1-1-3.sum', 1, 7);
    expect(id).toBe(problemId('kr-e1-1-3.sum', 1, 7));
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(problemId('kr-e1-1-3.sum', 2, 7)).not.toBe(id);
    expect(problemId('kr-e1-1-3.sum', 1, 8)).not.toBe(id);
  });

  it('keeps distinct problems only and flags those whose check fails', () => {
    const plan = planTemplate(sumTemplate(9, { wrongOnSeed: 2 }), 20);
    expect(plan).toHaveLength(20);
    expect(new Set(plan.map((p) => p.problem.stem.en)).size).toBe(20);
    expect(plan.filter((p) => !p.checked).map((p) => p.seed)).toEqual([2]);
  });

  it('stops when a template has fewer distinct problems than wanted', () => {
    const plan = planTemplate(sumTemplate(2), 10);
    expect(plan).toHaveLength(4);
  });

  it('gives a unit of three templates at least 100 problems', () => {
    const templates = [sumTemplate(9), sumTemplate(12), sumTemplate(20)];
    const plan = planUnit({ unitId: 'kr-e1-1-3', file: 'kr-e1-1-3.ts', templates });
    expect(plan).toHaveLength(102);
    expect(plan.every((p) => p.unitId === 'kr-e1-1-3' && p.checked)).toBe(true);
  });

  it("gives a SAT unit its domain's budget, so the domains hold 35/35/15/15 of the SAT bank", () => {
    // 5/3/7/4 skills: Problem-Solving's seven at 100 each are its 15%; the others scale to their shares of that.
    expect(SAT_UNIT_PROBLEMS).toEqual({ 'sat-h': 327, 'sat-p': 545, 'sat-q': 100, 'sat-s': 175 });
    expect(Math.min(...Object.values(SAT_UNIT_PROBLEMS))).toBeGreaterThanOrEqual(PROBLEMS_PER_UNIT);
    expect(problemsOfUnit('sat-p-b')).toBe(545);
    expect(problemsOfUnit('kr-m3-2')).toBe(100);
    expect(problemsPerTemplate(9, 'sat-p-b')).toBe(61);
    expect(problemsPerTemplate(9, 'kr-m3-2')).toBe(12);
  });

  it("fills every SAT template's budget with distinct checked problems, so no version is planned again at start", async () => {
    const sat = (await loadUnits()).filter((unit) => unit.unitId.startsWith('sat-'));
    for (const unit of sat) {
      const plan = planUnit(unit);
      const wanted = problemsPerTemplate(unit.templates.length, unit.unitId);
      for (const template of unit.templates) {
        const mine = plan.filter((problem) => problem.templateId === template.id);
        expect(mine.length, template.id).toBe(wanted);
        expect(
          mine.filter((problem) => !problem.checked).map((problem) => problem.seed),
          template.id,
        ).toEqual([]);
      }
    }
  });
});
