// The bank test (bank-harness.ts) for the units outside the Korean elementary and middle-school tracks, and the
// harness's own checks: that it catches a lax check and unrenderable math, and that template ids are unique.
import { describe, expect, it } from 'vitest';
import { bankParts, describeBankPart, mutationIssues, renderIssue, units } from './bank-harness.js';
import type { GeneratedProblem } from './lib/types.js';

describe('problem bank', () => {
  it('catches a check that accepts a wrong key', () => {
    const problem: GeneratedProblem = {
      type: 'multiple',
      stem: { ko: '\\(1 + 1\\)의 값은?', en: 'What is \\(1 + 1\\)?' },
      choices: ['1', '2', '3', '4', '5'],
      answer: '1',
      explanation: [{ ko: '\\(1 + 1 = 2\\)', en: '\\(1 + 1 = 2\\)' }],
      difficulty: 1,
    };
    const lax = { id: 'kr-e1-1-3.lax', unitId: 'kr-e1-1-3', version: 1, generate: () => problem, check: () => true };
    expect(mutationIssues(lax, problem, 1).join()).toMatch(/also accepts choice 0, 2, 3, 4/);
    const strict = { ...lax, check: (p: GeneratedProblem) => p.choices?.[Number(p.answer)] === '2' };
    expect(mutationIssues(strict, problem, 1)).toEqual([]);
    const essay: GeneratedProblem = {
      ...problem,
      type: 'essay',
      choices: undefined,
      answer: '2',
      answerSpec: { kind: 'number', hint: { ko: '수', en: 'A number' } },
    };
    expect(mutationIssues({ ...lax, generate: () => essay }, essay, 1).join()).toMatch(/wrong key "3"/);
  });

  it('catches math that KaTeX cannot render', () => {
    expect(renderIssue('\\frac{1}{')).toMatch(/KaTeX cannot render/);
    expect(renderIssue('3개')).toMatch(/KaTeX cannot render/);
    expect(renderIssue('\\text{3개} + \\frac{1}{2}')).toBeUndefined();
  });

  it('has unit files that export templates with unique ids', () => {
    const ids = units.flatMap((unit) => unit.templates.map((template) => template.id));
    const duplicates = ids.filter((id, index) => ids.indexOf(id) !== index);
    expect(duplicates, 'template ids must be unique across the bank').toEqual([]);
    for (const unit of units) {
      for (const template of unit.templates) {
        expect(template.id.startsWith(`${unit.unitId}.`), `${template.id} should start with "${unit.unitId}."`).toBe(
          true,
        );
        expect(Number.isInteger(template.version) && template.version >= 1, `${template.id} version`).toBe(true);
      }
    }
  });

  describeBankPart(bankParts.rest);
});
