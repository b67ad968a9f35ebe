// The grade 4-6 kit: number formatting, reading LaTeX back, and that every grade 4-6 check rejects a wrong key.
// Its particles are tested beside the other kits' in shared/particles.test.ts.
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { GeneratedProblem, ProblemTemplate } from '../types.js';
import { an, clean, evalTex, n, ord, tf, fr, tmixOf } from './kit.js';

const unitsDir = join(dirname(fileURLToPath(import.meta.url)), '../../units');

describe('formatting', () => {
  it('groups thousands and removes floating-point noise', () => {
    expect(n(12345678)).toBe('12{,}345{,}678');
    expect(n(0.1 + 0.2)).toBe('0.3');
    expect(n(8.2 * 1000000)).toBe('8{,}200{,}000');
    expect(clean(7380769019)).toBe(7380769019);
  });

  it('writes fractions reduced or as grade 4 writes them', () => {
    expect(tf(fr(14, 10))).toBe('1\\frac{2}{5}');
    expect(tf(fr(6, 3))).toBe('2');
    expect(tmixOf(10, 4)).toBe('2\\frac{2}{4}');
    expect(tmixOf(3, 4)).toBe('\\frac{3}{4}');
  });

  it('picks English articles and ordinals by sound', () => {
    expect(an('octagon')).toBe('an octagon');
    expect(an('8-sided')).toBe('an 8-sided');
    expect(an('hexagon')).toBe('a hexagon');
    expect(ord(1)).toBe('1st');
    expect(ord(12)).toBe('12th');
    expect(ord(23)).toBe('23rd');
  });
});

describe('evalTex', () => {
  it('evaluates what a problem states, respecting the order of operations', () => {
    expect(evalTex('87+4\\times9-14\\div7')).toBe(121);
    expect(evalTex('7\\times(13+1)\\div7-12')).toBe(2);
    expect(evalTex('\\(2\\frac{1}{3}\\)')).toBeCloseTo(7 / 3);
    expect(evalTex('\\(12{,}345\\)')).toBe(12345);
    expect(evalTex('\\(35^\\circ\\)')).toBe(35);
    expect(evalTex('\\(46\\text{ cm}^2\\)')).toBe(46);
    expect(evalTex('\\bigcirc\\times4', { '\\bigcirc': 7 })).toBe(28);
  });

  it('answers NaN for what it cannot read', () => {
    expect(evalTex('\\sqrt{2}')).toBeNaN();
    expect(evalTex('3+')).toBeNaN();
  });
});

describe('grade 4-6 checks', () => {
  const files = readdirSync(unitsDir).filter((f) => /^kr-e[456]-\d-\d\.ts$/.test(f));

  it('covers every grade 4-6 unit with at least three templates', async () => {
    expect(files).toHaveLength(36);
    for (const file of files) {
      const { templates } = (await import(join(unitsDir, file))) as { templates: ProblemTemplate[] };
      expect(templates.length, file).toBeGreaterThanOrEqual(3);
    }
  });

  it('reject a key that is moved to another choice or changed', async () => {
    for (const file of files) {
      const { templates } = (await import(join(unitsDir, file))) as { templates: ProblemTemplate[] };
      for (const template of templates) {
        for (let seed = 0; seed < 40; seed++) {
          const problem = template.generate(seed);
          expect(template.check(problem, seed), `${template.id} seed ${seed}`).toBe(true);
          const tampered: GeneratedProblem =
            problem.type === 'multiple'
              ? { ...problem, answer: String((Number(problem.answer) + 1) % 5) }
              : { ...problem, answer: `${problem.answer}+1` };
          expect(template.check(tampered, seed), `${template.id} seed ${seed} tampered`).toBe(false);
        }
      }
    }
  });
});
