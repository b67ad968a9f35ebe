// The grade 1-3 template kit: LaTeX number parsing, choice assembly, column arithmetic, and the property that every
// grade 1-3 check rejects a tampered key. Its particles are tested beside the other kits' in shared/particles.test.ts.
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { UNITS_FOLDER, unitFiles } from '../../registry.js';
import { createRng } from '../random.js';
import type { GeneratedProblem, ProblemTemplate } from '../types.js';
import { assembleChoices, columnAdd, columnSub, keyMatches, parseTex } from './kit.js';

describe('parseTex', () => {
  it('reads integers, decimals, fractions and mixed numbers with or without delimiters', () => {
    expect(parseTex('12')).toBe(12);
    expect(parseTex('\\(3.5\\)')).toBe(3.5);
    expect(parseTex('\\(\\frac{3}{4}\\)')).toBe(0.75);
    expect(parseTex('2\\frac{1}{4}')).toBe(2.25);
    expect(parseTex('\\(\\triangle\\)')).toBe('\\triangle');
  });
});

describe('assembleChoices', () => {
  it('gives five distinct values with exactly one correct, for many seeds', () => {
    for (let seed = 1; seed <= 200; seed++) {
      const rng = createRng(seed);
      const correct = rng.int(0, 20);
      const { choices, answer } = assembleChoices(rng, {
        stem: { ko: 'x', en: 'x' },
        steps: [],
        difficulty: 1,
        correct,
        wrong: [correct, correct + 1, correct - 1, -3, 2.5],
      });
      expect(choices).toHaveLength(5);
      expect(new Set(choices).size).toBe(5);
      expect(choices[Number(answer)]).toBe(String(correct));
      expect(choices.filter((c) => Number(c) === correct)).toHaveLength(1);
      expect(choices.every((c) => Number.isInteger(Number(c)) && Number(c) >= 0)).toBe(true);
    }
  });

  it('keyMatches rejects a key that points at the wrong choice', () => {
    const problem: GeneratedProblem = {
      type: 'multiple',
      stem: { ko: 'x', en: 'x' },
      choices: ['1', '2', '3', '4', '5'],
      answer: '2',
      explanation: [],
      difficulty: 1,
    };
    expect(keyMatches(problem, 3)).toBe(true);
    expect(keyMatches({ ...problem, answer: '1' }, 3)).toBe(false);
    expect(keyMatches({ ...problem, choices: ['1', '3', '3', '4', '5'], answer: '2' }, 3)).toBe(false);
  });
});

describe('column arithmetic', () => {
  it('adds and subtracts with carrying and borrowing', () => {
    for (let a = 0; a < 1200; a += 37) {
      for (let b = 0; b <= a; b += 29) {
        expect(columnAdd(a, b)).toBe(a + b);
        expect(columnSub(a, b)).toBe(a - b);
      }
    }
  });
});

describe('grade 1-3 checks', () => {
  it('reject a tampered answer key on every template', async () => {
    // Only this kit's units are imported, so other grades' work in progress cannot affect this test.
    const units = await Promise.all(
      unitFiles()
        .filter(({ unitId }) => /^kr-e[123]-/.test(unitId))
        .map(async ({ unitId, file }) => {
          const module = (await import(pathToFileURL(join(UNITS_FOLDER, file)).href)) as {
            templates: ProblemTemplate[];
          };
          return { unitId, templates: module.templates };
        }),
    );
    expect(units.length).toBe(35);
    const accepted: string[] = [];
    for (const unit of units) {
      expect(unit.templates.length, unit.unitId).toBeGreaterThanOrEqual(3);
      for (const template of unit.templates) {
        for (let seed = 1; seed <= 60; seed++) {
          const problem = template.generate(seed);
          const tampered =
            problem.type === 'multiple'
              ? { ...problem, answer: String((Number(problem.answer) + 1) % 5) }
              : { ...problem, answer: String(Number(parseTex(problem.answer)) + 1) };
          if (template.check(tampered, seed)) accepted.push(`${template.id} seed ${seed}`);
        }
      }
    }
    expect(accepted).toEqual([]);
  });
});
