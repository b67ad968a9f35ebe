// Cases for the four-choice Advanced Math items that bring the SAT bank to its weights: factored and vertex forms,
// an absolute-value equation, a line that touches a parabola, a translated graph and an exponential table, each held
// to what a teacher would check by hand from the problem as the student sees it.
import { describe, expect, it } from 'vitest';
import { valueOf } from '../kit/check.js';
import type { GeneratedProblem } from '../lib/types.js';
import { problemsOf, templateById } from './support.js';
import { templates as pa } from '../units/sat-p-a.js';
import { templates as pb } from '../units/sat-p-b.js';
import { templates as pc } from '../units/sat-p-c.js';

const SEEDS = 200;
const key = (p: GeneratedProblem) => p.choices?.[Number(p.answer)] ?? '';
describe('equivalent expressions (sat-p-a)', () => {
  it('keys the only choice equal to the quadratic at every x, and it is a product of two brackets', () => {
    for (const [, seed, p] of problemsOf([templateById(pa, 'sat-p-a.factor-quadratic')], SEEDS)) {
      const quadratic = /equivalent to \\\((.*?)\\\)\?/.exec(p.stem.en)?.[1] ?? '';
      const equal = (p.choices ?? []).map((choice) =>
        [-3, 0.5, 2, 7].every(
          (x) => Math.abs((valueOf(choice, { x })[0] as number) - (valueOf(quadratic, { x })[0] as number)) < 1e-9,
        ),
      );
      expect(equal.filter(Boolean), `seed ${seed}`).toHaveLength(1);
      expect(equal[Number(p.answer)], `seed ${seed}`).toBe(true);
      expect(key(p), `seed ${seed}`).toMatch(/^\\\(\(x[+-]\d+\)\(x[+-]\d+\)\\\)$/);
    }
  });

  it('keys the square plus a constant equal to the quadratic, the constant being its least value', () => {
    for (const [, seed, p] of problemsOf([templateById(pa, 'sat-p-a.vertex-form')], SEEDS)) {
      const quadratic = /equivalent to \\\((.*?)\\\) and/.exec(p.stem.en)?.[1] ?? '';
      const [, h, k] = /\(x([+-]\d+)\)\^\{2\}([+-]\d+)/.exec(key(p)) ?? [];
      const at = (x: number) => valueOf(quadratic, { x })[0] as number;
      // The least value over a fine grid is the constant, reached at x = −h.
      expect(at(-Number(h)), `seed ${seed}`).toBe(Number(k));
      for (let x = -20; x <= 20; x += 0.25) expect(at(x), `seed ${seed}`).toBeGreaterThanOrEqual(Number(k));
    }
  });
});

describe('nonlinear equations and systems (sat-p-b)', () => {
  it('keys the sum of the whole solutions found by trying every x', () => {
    for (const [, seed, p] of problemsOf([templateById(pb, 'sat-p-b.absolute-value-sum')], SEEDS)) {
      const [, a, c, right] = /\|x([+-]\d+)\|([+-]\d+)?=(-?\d+)/.exec(p.stem.en) ?? [];
      const solutions = Array.from({ length: 121 }, (_, i) => i - 60).filter(
        (x) => Math.abs(x + Number(a)) + Number(c ?? 0) === Number(right),
      );
      expect(solutions, `seed ${seed}`).toHaveLength(2);
      expect(valueOf(key(p))[0], `seed ${seed}`).toBe(solutions[0]! + solutions[1]!);
    }
  });

  it('with the key, the line meets the parabola at one point and crosses it for a greater k', () => {
    for (const [, seed, p] of problemsOf([templateById(pb, 'sat-p-b.tangent-constant')], SEEDS)) {
      const parabola = /graph of \\\(y=(.*?)\\\)/.exec(p.stem.en)?.[1] ?? '';
      const slope = /line \\\(y=(-?\d*)x\+k/.exec(p.stem.en)?.[1];
      const m = slope === '' ? 1 : slope === '-' ? -1 : Number(slope);
      const k = valueOf(key(p))[0] as number;
      // Where the gap between the curve and the line is least, it is zero for the key and negative for k + 1.
      const gap = (x: number, kk: number) => (valueOf(parabola, { x })[0] as number) - (m * x + kk);
      const xs = Array.from({ length: 801 }, (_, i) => -20 + i * 0.05);
      const least = (kk: number) => Math.min(...xs.map((x) => gap(x, kk)));
      expect(least(k), `seed ${seed}`).toBeCloseTo(0, 6);
      expect(least(k + 1), `seed ${seed}`).toBeLessThan(0);
    }
  });
});

describe('nonlinear functions (sat-p-c)', () => {
  it('keys g(x) = f(x − h) + k for the shift the English stem states in words', () => {
    for (const [, seed, p] of problemsOf([templateById(pc, 'sat-p-c.shifted-function')], SEEDS)) {
      const f = /f\(x\)=(.*?)\\\)/.exec(p.stem.en)?.[1] ?? '';
      const [, across, side] = /\\\((\d+)\\\) units? to the (right|left)/.exec(p.stem.en) ?? [];
      const [, upDown, dir] = /\\\((\d+)\\\) units? (up|down)/.exec(p.stem.en) ?? [];
      const h = Number(across) * (side === 'right' ? 1 : -1);
      const k = Number(upDown) * (dir === 'up' ? 1 : -1);
      const g = key(p).replace(/^\\\(g\(x\)=/, '\\(');
      for (const x of [-2, 0, 1, 4]) {
        expect(valueOf(g, { x })[0], `seed ${seed}`).toBeCloseTo((valueOf(f, { x: x - h })[0] as number) + k, 9);
      }
    }
  });

  it('keys the value the table reaches by its constant ratio, never by its last difference', () => {
    for (const [, seed, p] of problemsOf([templateById(pc, 'sat-p-c.exponential-table')], SEEDS)) {
      const row = /f\(x\) & (.*?) \\end/
        .exec(p.stem.en)?.[1]
        ?.split(' & ')
        .map((y) => Number(y.replace(/\{,\}/g, '')));
      const [y0, y1, , y3] = row as [number, number, number, number];
      const later = Number(/value of \\\(f\((\d+)\)/.exec(p.stem.en)?.[1]);
      expect(valueOf(key(p))[0], `seed ${seed}`).toBe(y3 * (y1 / y0) ** (later - 3));
    }
  });
});

describe('the hardest items of Advanced Math (sat-p-a, sat-p-c)', () => {
  it('keys a c that some whole a and b with the stated product and sum give, and offers only one such c', () => {
    for (const [, seed, p] of problemsOf([templateById(pa, 'sat-p-a.unknown-factor-coefficients')], SEEDS)) {
      const [, m, n, product] = /\(ax\+(\d+)\)\(bx\+(\d+)\)=(\d+)x/.exec(p.stem.en) ?? [];
      const total = Number(/a\+b=(\d+)/.exec(p.stem.en)?.[1]);
      const possible = new Set<number>();
      for (let a = 1; a < total; a++)
        if (a * (total - a) === Number(product)) possible.add(Number(n) * a + Number(m) * (total - a));
      const hits = (p.choices ?? []).filter((choice) => possible.has(valueOf(choice)[0] as number));
      expect(hits, `seed ${seed}`).toEqual([key(p)]);
    }
  });

  it('keys the extreme value of the quadratic through the stated zeros and y-intercept', () => {
    for (const [, seed, p] of problemsOf([templateById(pc, 'sat-p-c.extreme-from-zeros')], SEEDS)) {
      const [r, s] = [...p.stem.en.matchAll(/x=(-?\d+)/g)].map(([, v]) => Number(v)) as [number, number];
      const c = Number(/f\(0\)=(-?\d+)/.exec(p.stem.en)?.[1]);
      const f = (x: number) => (c / (r * s)) * (x - r) * (x - s);
      expect(valueOf(key(p))[0], `seed ${seed}`).toBeCloseTo(f((r + s) / 2), 9);
      expect(p.stem.en.includes('minimum'), `seed ${seed}`).toBe(c / (r * s) > 0);
    }
  });
});
