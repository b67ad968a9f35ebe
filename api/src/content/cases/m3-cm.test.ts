// Cases from the teacher's review of the middle-school grade 3 units (kr-m3-*) and the common math course (kr-cm*):
// each test fails on the template as it was and passes on the template as it is now.
import { describe, expect, it } from 'vitest';
import type { GeneratedProblem, ProblemTemplate } from '../lib/types.js';
import { mathRuns } from '../kit/index.js';
import { templates as m31 } from '../units/kr-m3-1.js';
import { templates as m32 } from '../units/kr-m3-2.js';
import { templates as m33 } from '../units/kr-m3-3.js';
import { templates as m35 } from '../units/kr-m3-5.js';
import { templates as m36 } from '../units/kr-m3-6.js';
import { templates as cm22 } from '../units/kr-cm2-2.js';

const SEEDS = Array.from({ length: 500 }, (_, i) => i + 1);

function template(list: ProblemTemplate[], id: string): ProblemTemplate {
  const found = list.find((t) => t.id === id);
  if (!found) throw new Error(`no template ${id}`);
  return found;
}

const problems = (t: ProblemTemplate): GeneratedProblem[] => SEEDS.map((seed) => t.generate(seed));

const key = (p: GeneratedProblem) => (p.type === 'multiple' ? (p.choices?.[Number(p.answer)] ?? '') : p.answer);

/** Math runs of a step that say only X = X (the same text on both sides of one equals sign). */
function restatements(p: GeneratedProblem): string[] {
  return p.explanation
    .flatMap((step) => [...mathRuns(step.ko), ...mathRuns(step.en)])
    .filter((run) => {
      const sides = run.split('=');
      return sides.length >= 2 && sides.some((side, i) => i > 0 && side.trim() === sides[i - 1]?.trim());
    });
}

describe('kr-m3-1 rationalising a denominator', () => {
  const rationalize = template(m31, 'kr-m3-1.rationalize');

  it('asks for the rationalised form, so 3/(3√5) typed back is not the answer', () => {
    for (const p of problems(rationalize)) {
      expect(p.answerSpec?.form).toBe('radical');
      expect(p.answer).not.toMatch(/\\frac\{[^}]*\}\{[^}]*\\sqrt/);
    }
  });

  it('never asks about an unreduced fraction such as 3/(3√5)', () => {
    for (const p of problems(rationalize)) {
      const [, top, coef] = /\\frac\{(\d+)\}\{(\d*)\\sqrt/.exec(p.stem.en) ?? [];
      const a = Number(top);
      const k = coef === '' || coef === undefined ? 1 : Number(coef);
      const gcd = (x: number, y: number): number => (y ? gcd(y, x % y) : x);
      expect(gcd(a, k), p.stem.en).toBe(1);
    }
  });

  it('explains by multiplying numerator and denominator, not by restating the answer', () => {
    for (const p of problems(rationalize)) {
      expect(restatements(p), p.explanation.map((s) => s.ko).join(' / ')).toEqual([]);
      expect(
        p.explanation.some((s) => /곱하면/.test(s.ko) && /Multiply the numerator and the denominator/.test(s.en)),
      ).toBe(true);
    }
  });
});

describe('kr-m3-1 simplifying radicals', () => {
  it('offers no choice with a zero coefficient such as 0√123', () => {
    for (const p of problems(template(m31, 'kr-m3-1.simplify-radicals'))) {
      for (const choice of p.choices ?? []) expect(choice).not.toMatch(/(^|[^\d.])0\\sqrt/);
    }
  });
});

describe('kr-m3-6 inscribed angles', () => {
  const inscribed = template(m36, 'kr-m3-6.inscribed-angle');

  it('says which arc P is on, and the key is the one right answer by the usual convention', () => {
    for (const p of problems(inscribed)) {
      const en = p.stem.en;
      const longer = /on the longer of the two arcs/.test(en);
      const shorter = /on the shorter of the two arcs/.test(en);
      expect(longer !== shorter, en).toBe(true);
      const given = /\\angle \\mathrm\{(AOB|APB)\}=(\d+)\^\{\\circ\}/.exec(en);
      expect(given, en).not.toBeNull();
      const [, which, degrees] = given as RegExpExecArray;
      const g = Number(degrees);
      // ∠AOB is an angle below 180°; P on the longer arc sees AB at half of it, on the shorter at 180° minus that.
      const expected = which === 'AOB' ? (longer ? g / 2 : 180 - g / 2) : longer ? 2 * g : 360 - 2 * g;
      const central = which === 'AOB' ? g : expected;
      expect(central, en).toBeLessThan(180);
      expect(Number(/(\d+)\^\{\\circ\}/.exec(key(p))?.[1]), en).toBe(expected);
    }
  });

  it('never takes a reflex central angle (268° for an inscribed 134°) as the key', () => {
    for (const p of problems(inscribed)) {
      if (!/What is \\\(\\angle \\mathrm\{AOB\}/.test(p.stem.en)) continue;
      expect(Number(/(\d+)\^\{\\circ\}/.exec(key(p))?.[1])).toBeLessThan(180);
    }
  });

  it('names the arc in the tangent-chord problems too', () => {
    for (const p of problems(template(m36, 'kr-m3-6.cyclic-and-tangent'))) {
      if (!/tangent/.test(p.stem.en)) continue;
      expect(p.stem.en).toMatch(/arc \\\(\\mathrm\{AB\}\\\) that is not inside/);
      expect(p.stem.ko).toMatch(/내부에 있지 않은 호/);
    }
  });
});

describe('kr-m3-5 heights', () => {
  it('writes the English stem as a sentence: no "From a point … sees the top"', () => {
    for (const p of problems(template(m35, 'kr-m3-5.height'))) {
      expect(p.stem.en).not.toMatch(/sees the top/);
      expect(p.stem.en).toMatch(/angle of elevation/);
      expect(p.stem.en).toMatch(/^(From a point on the ground|A student whose eyes)/);
    }
  });
});

describe('kr-cm2-2 subsets', () => {
  it('explains only with conditions the problem states (no "fixed elements" when there are none)', () => {
    for (const p of problems(template(cm22, 'kr-cm2-2.subsets-with-conditions'))) {
      const conditioned = /contain/.test(p.stem.en);
      const en = p.explanation.map((s) => s.en).join(' ');
      const ko = p.explanation.map((s) => s.ko).join(' ');
      if (!conditioned) {
        expect(en).not.toMatch(/fixed|must/);
        expect(ko).not.toMatch(/조건/);
      } else {
        // Every element the explanation says must be in or out is one the stem names.
        for (const run of mathRuns(en.split(';')[0] ?? '')) expect(p.stem.en).toContain(`\\(${run}\\)`);
      }
    }
  });
});

describe('kr-m3-3 quadratic equations', () => {
  it('asks the larger root by the formula in simplest radical form, never a whole number', () => {
    for (const p of problems(template(m33, 'kr-m3-3.quadratic-formula'))) {
      expect(p.answerSpec?.form).toBe('radical');
      expect(p.answer).toMatch(/\\sqrt\{\d+\}$/);
    }
  });

  it('gives both readings of the misread equation in the stem and names the idea in the working', () => {
    for (const p of problems(template(m33, 'kr-m3-3.misread-coefficients'))) {
      expect(p.difficulty).toBe(5);
      expect(p.explanation[0]?.ko).toContain('핵심');
      // Four roots are given, two from each misreading.
      expect(mathRuns(p.stem.en).filter((run) => /^-?\d+$/.test(run))).toHaveLength(4);
    }
  });

  it('keeps the root that makes sense in the word problems (a path narrower than the garden, the first time)', () => {
    for (const p of problems(template(m33, 'kr-m3-3.garden-paths'))) {
      const [length, width] = mathRuns(p.stem.en).map(Number);
      expect(Number(p.answer)).toBeLessThan(Math.min(length!, width!));
    }
    for (const p of problems(template(m33, 'kr-m3-3.first-time-height'))) {
      expect(p.explanation.at(-1)?.en).toMatch(/smaller/);
    }
  });
});

describe('kr-m3-2 factoring typed by the student', () => {
  it('takes a factorisation with the common factor out, and never the expanded stem back', () => {
    for (const id of ['kr-m3-2.factor-typed', 'kr-m3-2.factor-by-substitution']) {
      for (const p of problems(template(m32, id))) {
        expect(p.answerSpec?.form).toBe('factored');
        expect(p.answer).toMatch(/^-?\d*\\left\(x[+-]\d+\\right\)\\left\(x[+-]\d+\\right\)$/);
        expect(mathRuns(p.stem.en)).not.toContain(p.answer);
      }
    }
  });
});
