// Cases for the common math course's depth templates: the quotient by synthetic division, the remainder on division
// by a quadratic, an identity's coefficient sum, a quartic factored by substitution, and a³+b³ from a sum and a product;
// the discriminant's range, absolute-value and simultaneous inequalities, a cubic's imaginary roots, and a quadratic
// system; shortest routes on a grid, payable amounts, numbers from digit cards, triangles from points on two lines,
// and dice sums that are multiples of one number or another; matrix powers by their pattern, a price table, AB − BA
// and a system written as a matrix equation; the chord a line cuts from a circle.
import { describe, expect, it } from 'vitest';
import { evalLatex, mathRuns } from '../kit/index.js';
import { templates as cm11 } from '../units/kr-cm1-1.js';
import { templates as cm12 } from '../units/kr-cm1-2.js';
import { templates as cm13 } from '../units/kr-cm1-3.js';
import { templates as cm14 } from '../units/kr-cm1-4.js';
import { templates as cm21 } from '../units/kr-cm2-1.js';
import { problemsOf, templateById } from './support.js';

const at = (tex: string, x: number) => evalLatex(tex, { x })[0] as number;

describe('kr-cm1-1 depth', () => {
  it('synthetic division: the divisor times the key plus the remainder gives back the polynomial', () => {
    for (const [, seed, p] of problemsOf([templateById(cm11, 'kr-cm1-1.synthetic-division')], 300)) {
      const [P, divisor] = mathRuns(p.stem.en) as [string, string];
      const remainder = Number(mathRuns(p.explanation[2]?.en ?? '')[0]);
      for (const x of [-2, 0, 3]) {
        expect(at(divisor, x) * at(p.answer, x) + remainder, `seed ${seed}`).toBeCloseTo(at(P, x), 9);
      }
      expect(p.answer, `seed ${seed}`).toMatch(/x\^\{2\}/);
    }
  });

  it('the remainder by a quadratic is linear and agrees with both stated remainders', () => {
    for (const [, seed, p] of problemsOf([templateById(cm11, 'kr-cm1-1.remainder-two-divisors')], 300)) {
      const runs = mathRuns(p.stem.en);
      const [d1, r1, d2, r2] = [runs[1], runs[2], runs[3], runs[4]] as [string, string, string, string];
      const rootOf = (d: string) => (d === 'x' ? 0 : -Number(d.replace('x', '')));
      expect(at(p.answer, rootOf(d1)), `seed ${seed}`).toBeCloseTo(Number(r1), 9);
      expect(at(p.answer, rootOf(d2)), `seed ${seed}`).toBeCloseTo(Number(r2), 9);
      expect(p.answer, `seed ${seed}`).not.toMatch(/\^/);
    }
  });

  it('an identity: a + b + c is the right side at the x that makes the bracket 1', () => {
    for (const [, seed, p] of problemsOf([templateById(cm11, 'kr-cm1-1.identity-coefficient-sum')], 300)) {
      const [, rhs] = (mathRuns(p.stem.en)[0] ?? '').split('=') as [string, string];
      const x = Number(/x=(-?\d+)/.exec(p.explanation[0]?.en ?? '')?.[1]);
      expect(Number(p.answer), `seed ${seed}`).toBeCloseTo(at(rhs, x), 9);
    }
  });

  it('a quartic by substitution: four linear factors whose product is the polynomial', () => {
    for (const [, seed, p] of problemsOf([templateById(cm11, 'kr-cm1-1.factor-biquadratic')], 300)) {
      const P = mathRuns(p.stem.en)[0] ?? '';
      expect(p.answer.match(/\(x[+-]\d+\)/g), `seed ${seed}`).toHaveLength(4);
      for (const x of [-3, 0.5, 2, 7]) expect(at(p.answer, x), `seed ${seed}`).toBeCloseTo(at(P, x), 6);
    }
  });

  it('a power sum from a sum and a product: the key matches the two numbers those come from', () => {
    for (const [, seed, p] of problemsOf([templateById(cm11, 'kr-cm1-1.sum-product-powers')], 300)) {
      const [s, q] = mathRuns(p.stem.en).map((run) => Number(run.split('=')[1])) as [number, number];
      const root = Math.sqrt(s * s - 4 * q);
      const [a, b] = [(s + root) / 2, (s - root) / 2];
      const cubes = p.stem.en.includes('a^{3}');
      expect(Number(p.answer), `seed ${seed}`).toBeCloseTo(cubes ? a ** 3 + b ** 3 : a * a + b * b, 9);
    }
  });
});

describe('kr-cm1-2 depth', () => {
  it('the discriminant: the boundary of k makes the equation a perfect square', () => {
    for (const [, seed, p] of problemsOf([templateById(cm12, 'kr-cm1-2.discriminant-range')], 300)) {
      const bound = Number(/[<>](-?\d+)$/.exec(p.answer)?.[1]);
      const eq = (mathRuns(p.stem.ko)[0] ?? '').replace('=0', '');
      const [b, c] = [
        at(eq.replace(/k/g, `(${bound})`), 1) - at(eq.replace(/k/g, `(${bound})`), 0) - 1,
        at(eq.replace(/k/g, `(${bound})`), 0),
      ];
      expect(b * b - 4 * c, `seed ${seed}`).toBeCloseTo(0, 9);
      expect(p.answer, `seed ${seed}`).toMatch(p.stem.en.includes('imaginary') ? /^k>/ : /^k</);
    }
  });

  it('an absolute-value inequality: the interval is centred where the inside is 0', () => {
    for (const [, seed, p] of problemsOf([templateById(cm12, 'kr-cm1-2.absolute-value-inequality')], 300)) {
      const inside = /\\left\|(.*)\\right\|/.exec(p.stem.en)?.[1] ?? '';
      const [lo, hi] = p.answer
        .split(/<|\\le /)
        .filter((part) => part.trim() !== 'x')
        .map((tex) => evalLatex(tex)[0] as number) as [number, number];
      expect(at(inside, (lo + hi) / 2), `seed ${seed}`).toBeCloseTo(0, 9);
    }
  });

  it('simultaneous inequalities: both ends of the key come from the two inequalities, the left one open', () => {
    for (const [, seed, p] of problemsOf([templateById(cm12, 'kr-cm1-2.simultaneous-inequalities')], 300)) {
      expect(p.answer, `seed ${seed}`).toMatch(/^-?\d+<x\\le -?\d+$/);
    }
  });

  it("a cubic's imaginary roots: the stated cubic has exactly one real root, and the key is a whole number", () => {
    for (const [, seed, p] of problemsOf([templateById(cm12, 'kr-cm1-2.cubic-imaginary-roots')], 300)) {
      const cubic = (mathRuns(p.stem.en)[0] ?? '').replace('=0', '');
      let signChanges = 0;
      for (let x = -20.1; x < 20; x += 0.25)
        if (Math.sign(at(cubic, x)) !== Math.sign(at(cubic, x + 0.25))) signChanges++;
      expect(signChanges, `seed ${seed}`).toBe(1);
      expect(Number.isInteger(Number(p.answer)), `seed ${seed}`).toBe(true);
    }
  });

  it('a quadratic system: the key is the product of a solution found by substitution', () => {
    for (const [, seed, p] of problemsOf([templateById(cm12, 'kr-cm1-2.simultaneous-quadratic')], 300)) {
      const [d, total] = [...(mathRuns(p.stem.en)[0] ?? '').matchAll(/=(\d+)/g)].map((match) => Number(match[1])) as [
        number,
        number,
      ];
      const y = (-2 * d + Math.sqrt(4 * d * d - 8 * (d * d - total))) / 4;
      expect(Number(p.answer), `seed ${seed}`).toBeCloseTo(y * (y + d), 9);
    }
  });
});

describe('kr-cm1-3 depth', () => {
  const numbers = (en: string) =>
    mathRuns(en)
      .filter((run) => /^\d+$/.test(run))
      .map(Number);
  const choose = (n: number, k: number): number => (k === 0 ? 1 : (choose(n, k - 1) * (n - k + 1)) / k);

  it('shortest routes: all routes, or the routes through P, by the binomial count', () => {
    for (const [, seed, p] of problemsOf([templateById(cm13, 'kr-cm1-3.grid-shortest-paths')], 300)) {
      const [w, h, px, py] = numbers(p.stem.en) as [number, number, number?, number?];
      const expected = px === undefined ? choose(w + h, w) : choose(px + py!, px) * choose(w - px + h - py!, w - px);
      expect(Number(p.answer), `seed ${seed}`).toBe(expected);
    }
  });

  it('payable amounts: fewer than the coin combinations would give if 100 won could be made from 10-won coins', () => {
    for (const [, seed, p] of problemsOf([templateById(cm13, 'kr-cm1-3.payable-amounts')], 300)) {
      const counts = numbers(p.stem.en).filter((v) => v < 10);
      expect(counts[2], `seed ${seed}`).toBeLessThan(10);
      expect(Number(p.answer), `seed ${seed}`).toBe(counts.reduce((a, c) => a * (c + 1), 1) - 1);
    }
  });

  it('three-digit numbers from cards: never more than all three-digit numbers the cards make', () => {
    for (const [, seed, p] of problemsOf([templateById(cm13, 'kr-cm1-3.even-three-digit-numbers')], 300)) {
      const n = numbers(p.stem.en)[0] ?? 0;
      expect(Number(p.answer), `seed ${seed}`).toBeLessThan((n - 1) * (n - 1) * (n - 2));
      expect(Number(p.answer), `seed ${seed}`).toBeGreaterThan(0);
    }
  });

  it('triangles from points: all triples less the triples on one line', () => {
    for (const [, seed, p] of problemsOf([templateById(cm13, 'kr-cm1-3.triangles-from-points')], 300)) {
      const [top, bottom] = numbers(p.stem.en) as [number, number];
      const total = numbers(p.stem.en).at(-1) ?? 0;
      expect(Number(p.answer), `seed ${seed}`).toBe(choose(total, 3) - choose(top, 3) - choose(bottom, 3));
    }
  });

  it('dice sums: the count is between the larger single count and 36', () => {
    for (const [, seed, p] of problemsOf([templateById(cm13, 'kr-cm1-3.dice-sum-multiples')], 300)) {
      const [k1, k2] = numbers(p.stem.en) as [number, number];
      let found = 0;
      for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) if ((a + b) % k1 === 0 || (a + b) % k2 === 0) found++;
      expect(Number(p.answer), `seed ${seed}`).toBe(found);
    }
  });
});

describe('kr-cm1-4 depth', () => {
  const matrix = (tex: string) => evalLatex(tex);
  const power = (A: number[], n: number) => {
    let P = [1, 0, 0, 1];
    for (let i = 0; i < n; i++)
      P = [
        P[0]! * A[0]! + P[1]! * A[2]!,
        P[0]! * A[1]! + P[1]! * A[3]!,
        P[2]! * A[0]! + P[3]! * A[2]!,
        P[2]! * A[1]! + P[3]! * A[3]!,
      ];
    return P;
  };

  it('matrix powers: the key is the entry sum of A multiplied out n times', () => {
    const ids = ['kr-cm1-4.power-pattern', 'kr-cm1-4.square-is-scalar'];
    for (const [, seed, p] of problemsOf(
      ids.map((id) => templateById(cm14, id)),
      200,
    )) {
      const runs = mathRuns(p.stem.en);
      const A = matrix((runs[0] ?? '').replace('A=', ''));
      const n = Number(/A\^\{(\d+)\}/.exec(runs[1] ?? '')?.[1]);
      expect(Number(p.answer), `seed ${seed}`).toBe(power(A, n).reduce((a, b) => a + b, 0));
    }
  });

  it('a price table and AB − BA: keys are whole numbers, and the price total is positive', () => {
    for (const [, seed, p] of problemsOf([templateById(cm14, 'kr-cm1-4.price-table-product')], 200)) {
      expect(Number(p.answer), `seed ${seed}`).toBeGreaterThan(0);
    }
    for (const [, seed, p] of problemsOf([templateById(cm14, 'kr-cm1-4.commutator-entry')], 200)) {
      expect(Number.isInteger(Number(p.answer)), `seed ${seed}`).toBe(true);
    }
  });

  it('a system as a matrix equation: the matrix has an inverse, so the key is the only x + y', () => {
    for (const [, seed, p] of problemsOf([templateById(cm14, 'kr-cm1-4.matrix-system')], 200)) {
      const first = `${(mathRuns(p.stem.ko)[0] ?? '').split('\\end{pmatrix}')[0]}\\end{pmatrix}`;
      const [a, b, c, d] = matrix(first) as [number, number, number, number];
      expect(a * d - b * c, `seed ${seed}`).not.toBe(0);
    }
  });
});

describe('kr-cm2-1 depth', () => {
  it('a chord: the line really cuts the circle, and the chord is shorter than the diameter', () => {
    for (const [, seed, p] of problemsOf([templateById(cm21, 'kr-cm2-1.circle-line-chord')], 300)) {
      const r2 = Number(/=(\d+)/.exec(mathRuns(p.stem.en)[0] ?? '')?.[1]);
      const chord = Number(p.answer);
      expect(chord > 0 && chord < 2 * Math.sqrt(r2), `seed ${seed}`).toBe(true);
      expect(Number.isInteger(chord), `seed ${seed}`).toBe(true);
    }
  });
});
