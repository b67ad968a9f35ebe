// Cases from the teacher's review in the grade 7 and grade 8 units (kr-m1-*, kr-m2-*): an essay that accepted the
// stem's own expression, a stem that gives the value it asks for, notation such as 1x or +0, particles after
// numbers and letters, nonsense choices for counts and angles, and a unit that borrowed another unit's templates.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { valueOf } from '../kit/index.js';
import type { GeneratedProblem, ProblemTemplate } from '../lib/types.js';
import { mathRuns, ruleViolations } from '../rules/rules.js';
import { templates as m11 } from '../units/kr-m1-1.js';
import { templates as m12 } from '../units/kr-m1-2.js';
import { templates as m13 } from '../units/kr-m1-3.js';
import { templates as m14 } from '../units/kr-m1-4.js';
import { templates as m15 } from '../units/kr-m1-5.js';
import { templates as m16 } from '../units/kr-m1-6.js';
import { templates as m17 } from '../units/kr-m1-7.js';
import { templates as m18 } from '../units/kr-m1-8.js';
import { templates as m21 } from '../units/kr-m2-1.js';
import { templates as m22 } from '../units/kr-m2-2.js';
import { templates as m23 } from '../units/kr-m2-3.js';
import { templates as m24 } from '../units/kr-m2-4.js';
import { templates as m25 } from '../units/kr-m2-5.js';
import { templates as m26 } from '../units/kr-m2-6.js';
import { templates as m27 } from '../units/kr-m2-7.js';
import { templates as m28 } from '../units/kr-m2-8.js';

const ALL: ProblemTemplate[] = [
  ...m11,
  ...m12,
  ...m13,
  ...m14,
  ...m15,
  ...m16,
  ...m17,
  ...m18,
  ...m21,
  ...m22,
  ...m23,
  ...m24,
  ...m25,
  ...m26,
  ...m27,
  ...m28,
];
const SEEDS = Array.from({ length: 500 }, (_, i) => i + 1);

const byId = (id: string): ProblemTemplate => {
  const template = ALL.find((t) => t.id === id);
  if (!template) throw new Error(`no template ${id}`);
  return template;
};

/** Problems of a template over the seeds, skipping seeds whose generate throws (the bank skips them too). */
function problems(id: string): Array<[number, GeneratedProblem]> {
  const template = byId(id);
  return SEEDS.flatMap((seed) => {
    try {
      return [[seed, template.generate(seed)] as [number, GeneratedProblem]];
    } catch {
      return [];
    }
  });
}

describe('kr-m1 / kr-m2 cases from the review', () => {
  it('kr-m1-2: an integer calculation takes one worked-out number, never the expression typed back', () => {
    for (const [seed, p] of problems('kr-m1-2.integer-expression')) {
      expect(p.answerSpec?.form, `seed ${seed}`).toBe('number');
      expect(p.answer, `seed ${seed}`).toMatch(/^-?\d+$/);
    }
  });

  it('kr-m1-3: a calculation done wrongly asks for the right result, typed as an expanded expression', () => {
    for (const [seed, p] of problems('kr-m1-3.wrong-operation')) {
      expect(p.answerSpec?.form, `seed ${seed}`).toBe('expanded');
      expect(p.difficulty, `seed ${seed}`).toBeGreaterThanOrEqual(4);
      // The mistaken result is given in the stem; the key is never that expression.
      expect(mathRuns(p.stem.en), `seed ${seed}`).not.toContain(p.answer);
      expect(p.explanation[0]?.ko, `seed ${seed}`).toContain('핵심');
    }
  });

  it('kr-m1-3: the number in the box makes the equation true at the given solution, and no side works out to 0', () => {
    for (const [seed, p] of problems('kr-m1-3.box-in-equation')) {
      const x = Number(/x=(-?\d+)/.exec(p.stem.en)?.[1]);
      const equation = mathRuns(p.stem.en)[0]!.replace('\\square', `(${p.answer})`);
      expect(valueOf(equation, { x }), `seed ${seed}`).toEqual([5, 0]);
      expect(p.explanation.map((step) => step.en).join(' '), `seed ${seed}`).not.toMatch(/\\square=0\\\)/);
    }
  });

  it('kr-m1-3: two equations with the same solution name the idea and solve the one without a first', () => {
    for (const [seed, p] of problems('kr-m1-3.same-solution')) {
      expect(p.difficulty, `seed ${seed}`).toBe(5);
      expect(p.stem.ko, `seed ${seed}`).toContain('풀이 과정을 쓰고');
      expect(p.explanation[0]?.en, `seed ${seed}`).toMatch(/the key is to solve the first equation/);
      expect(p.answer, `seed ${seed}`).toMatch(/^-?\d+$/);
    }
  });

  it('kr-m2-3: a solved inequality is typed as an interval in x, and the range of a constant as an interval in a', () => {
    for (const id of ['kr-m2-3.solve-with-brackets', 'kr-m2-3.fraction-coefficients']) {
      for (const [seed, p] of problems(id)) {
        expect(p.answerSpec?.form, `${id} seed ${seed}`).toBe('interval');
        expect(p.answer, `${id} seed ${seed}`).toMatch(/^x(<|>|\\le|\\ge)-?\d+$/);
      }
    }
    for (const [seed, p] of problems('kr-m2-3.natural-solutions-range')) {
      expect(p.answerSpec?.form, `seed ${seed}`).toBe('interval');
      expect(p.answer, `seed ${seed}`).toMatch(/^-?\d+(<|\\le )a(<|\\le )-?\d+$/);
      expect(p.difficulty).toBe(5);
    }
  });

  it('kr-m2-4: a system solved in full is typed as the pair (x, y), and a swapped-constants problem asks for the original', () => {
    for (const id of ['kr-m2-4.substitution', 'kr-m2-4.fractions-and-brackets', 'kr-m2-4.swapped-coefficients']) {
      for (const [seed, p] of problems(id)) {
        expect(p.answer, `${id} seed ${seed}`).toMatch(/^\(-?\d+, -?\d+\)$/);
        expect(p.answerSpec?.hint.en, `${id} seed ${seed}`).toContain('(x, y)');
      }
    }
    for (const [seed, p] of problems('kr-m2-4.swapped-coefficients')) {
      // The wrong solution given in the stem is never the answer.
      const [x, y] = valueOf(p.answer);
      expect(p.stem.en, `seed ${seed}`).not.toContain(`\\(x=${x}\\), \\(y=${y}\\)`);
    }
  });

  it('kr-m2-2: solving for y is typed as y = …, and the typed expressions are expanded', () => {
    for (const [seed, p] of problems('kr-m2-2.solve-for-y')) {
      expect(p.answerSpec?.form, `seed ${seed}`).toBe('solved');
      expect(p.answer, `seed ${seed}`).toMatch(/^y=/);
    }
    for (const id of ['kr-m2-2.wrong-multiply-divide', 'kr-m2-2.substitute-expressions']) {
      for (const [seed, p] of problems(id)) {
        expect(p.answerSpec?.form, `${id} seed ${seed}`).toBe('expanded');
        expect(p.answer, `${id} seed ${seed}`).not.toMatch(/\\left|\(|\\div|A|B/);
      }
    }
  });

  it('kr-m1-2: a subtraction done wrongly asks for the right answer in lowest terms, never the number itself', () => {
    for (const [seed, p] of problems('kr-m1-2.wrong-sign-calculation')) {
      expect(p.answerSpec?.form, `seed ${seed}`).toBe('fraction');
      expect(p.difficulty, `seed ${seed}`).toBe(4);
      expect(mathRuns(p.stem.en), `seed ${seed}`).not.toContain(p.answer);
    }
    for (const [seed, p] of problems('kr-m1-2.largest-product')) {
      expect(p.explanation[0]?.ko, `seed ${seed}`).toMatch(/음수를 (홀수|짝수) 개/);
    }
  });

  it('kr-m2-2: the quotient of a polynomial by a monomial must be expanded, and its key is', () => {
    for (const [seed, p] of problems('kr-m2-2.divide-by-monomial')) {
      expect(p.answerSpec?.form, `seed ${seed}`).toBe('expanded');
      expect(p.answer, `seed ${seed}`).not.toMatch(/\\div|\\frac|\(/);
    }
  });

  it('kr-m1-4: the inverse-proportion stem never asks for y at the x it gives', () => {
    for (const [seed, p] of problems('kr-m1-4.inverse-proportion')) {
      const xs = mathRuns(p.stem.en).flatMap((run) => /^x=(-?\d+)$/.exec(run)?.[1] ?? []);
      expect(xs, `seed ${seed}: ${p.stem.en}`).toHaveLength(2);
      expect(xs[0], `seed ${seed}: ${p.stem.en}`).not.toBe(xs[1]);
    }
  });

  it('kr-m2-5: f(t) is never asked for a t whose value the stem gives', () => {
    for (const [seed, p] of problems('kr-m2-5.function-from-values')) {
      const inputs = mathRuns(p.stem.en).flatMap((run) => /^f\((-?\d+)\)/.exec(run)?.[1] ?? []);
      expect(inputs, `seed ${seed}: ${p.stem.en}`).toHaveLength(3);
      const [p1, p2, asked] = inputs;
      expect([p1, p2], `seed ${seed}: ${p.stem.en}`).not.toContain(asked);
    }
  });

  it('no 1x, x^{1}, + -3, +0, -(-3) after a letter, "subtract −7" or wrong particle in any of these units', () => {
    const found: string[] = [];
    for (const template of ALL) {
      for (const seed of SEEDS.slice(0, 300)) {
        let problem: GeneratedProblem;
        try {
          problem = template.generate(seed);
        } catch {
          continue;
        }
        for (const v of ruleViolations(template, seed, problem)) {
          if (v.rule === 'notation' || v.rule === 'particle') found.push(`${template.id} seed ${seed}: ${v.message}`);
        }
      }
    }
    expect(found.slice(0, 10)).toEqual([]);
  });

  it('counts, angles and lengths offered as choices are positive, and angles less than a full turn', () => {
    const ids = [
      'kr-m1-6.regular-polygon-angle',
      'kr-m1-7.polyhedron-count',
      'kr-m1-7.cone-sphere',
      'kr-m1-8.median-mode',
      'kr-m2-6.center-angles',
      'kr-m2-7.similar-area-volume',
    ];
    for (const id of ids) {
      for (const [seed, p] of problems(id)) {
        for (const choice of p.choices ?? []) {
          const [value] = valueOf(choice);
          const where = `${id} seed ${seed}: ${choice}`;
          expect(value, where).toBeGreaterThanOrEqual(id === 'kr-m1-8.median-mode' ? 0 : 1e-9);
          if (choice.includes('\\circ')) expect(value, where).toBeLessThan(360);
        }
      }
    }
  });

  it('every unit file is self-contained on the authoring kit (kr-m2-7 shares no template bodies with kr-m3-5)', () => {
    const folder = join(dirname(fileURLToPath(import.meta.url)), '../units');
    const units = [1, 2].flatMap((grade) => [1, 2, 3, 4, 5, 6, 7, 8].map((n) => `kr-m${grade}-${n}`));
    for (const unit of units) {
      const source = readFileSync(join(folder, `${unit}.ts`), 'utf8');
      const imports = [...source.matchAll(/from '([^']+)'/g)].map((match) => match[1]);
      expect(
        imports.filter((from) => !/^\.\.\/kit\/[a-z-]+\.js$/.test(from ?? '') && from !== '../lib/types.js'),
        unit,
      ).toEqual([]);
    }
  });
});
