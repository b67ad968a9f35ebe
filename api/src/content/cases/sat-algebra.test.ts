// Cases for the four-choice Algebra items that bring the SAT bank to its weights: graphs of lines, systems read
// without solving, a parameter with two candidate values, inequalities from a shaded region, fractions and savings,
// each held to what a teacher would check by hand from the problem as the student sees it.
import { describe, expect, it } from 'vitest';
import { valueOf } from '../kit/check.js';
import { figureSvg } from '../kit/figures.js';
import type { GeneratedProblem } from '../lib/types.js';
import { problemsOf, templateById } from './support.js';
import { templates as ha } from '../units/sat-h-a.js';
import { templates as hb } from '../units/sat-h-b.js';
import { templates as hc } from '../units/sat-h-c.js';
import { templates as hd } from '../units/sat-h-d.js';
import { templates as he } from '../units/sat-h-e.js';

const SEEDS = 200;
const key = (p: GeneratedProblem) => p.choices?.[Number(p.answer)] ?? '';
const numbers = (text: string) => (text.match(/-?\d+/g) ?? []).map(Number);

/** The lattice points each drawn line passes through, from the figure's English text alternative. */
function drawnLines(p: GeneratedProblem): [number, number][][] {
  return [...(p.figure?.alt.en ?? '').matchAll(/line through ([^.]*)\./g)].map(([, list]) =>
    [...(list ?? '').matchAll(/\((-?\d+), (-?\d+)\)/g)].map(([, x, y]) => [Number(x), Number(y)] as [number, number]),
  );
}

/** Slope and intercept of the line through the first two of its points. */
function lineOf(points: [number, number][]): { slope: number; intercept: number } {
  const [[x1, y1], [x2, y2]] = points as [[number, number], [number, number]];
  const slope = (y2 - y1) / (x2 - x1);
  return { slope, intercept: y1 - slope * x1 };
}

/** [a, b, c] of each row ax + by = c of a system in the English stem (coefficients written as the kit writes them). */
function rows(text: string): number[][] {
  const coef = (s: string | undefined) => (s === '' || s === '+' ? 1 : s === '-' ? -1 : Number(s));
  return [...text.matchAll(/(-?\d*)x([+-]\d*)y=(-?\d+)/g)].map((m) => [coef(m[1]), coef(m[2]), Number(m[3])]);
}

describe('lines read off a graph (sat-h-b, sat-h-d)', () => {
  it('keys the equation whose slope and intercept are those of the line drawn', () => {
    for (const [, seed, p] of problemsOf([templateById(hb, 'sat-h-b.line-from-graph')], SEEDS)) {
      const [line] = drawnLines(p);
      const { slope, intercept } = lineOf(line!);
      const right = key(p).replace(/^\\\(y=|\\\)$/g, '');
      for (const x of [0, 1, 5]) expect(valueOf(right, { x })[0], `seed ${seed}`).toBeCloseTo(slope * x + intercept, 9);
    }
  });

  it('asks a value of the function off the drawn plane, and keys the drawn line there', () => {
    for (const [, seed, p] of problemsOf([templateById(hb, 'sat-h-b.value-beyond-graph')], SEEDS)) {
      const t = Number(/f\((-?\d+)\)/.exec(p.stem.en)?.[1]);
      expect(Math.abs(t), `seed ${seed}`).toBeGreaterThan(6);
      const { slope, intercept } = lineOf(drawnLines(p)[0]!);
      expect(valueOf(key(p))[0], `seed ${seed}`).toBeCloseTo(slope * t + intercept, 9);
    }
  });

  it('keys the point where the two drawn lines cross, which is no y-intercept', () => {
    for (const [, seed, p] of problemsOf([templateById(hd, 'sat-h-d.graph-intersection')], SEEDS)) {
      const lines = drawnLines(p).map(lineOf);
      expect(lines, `seed ${seed}`).toHaveLength(2);
      const [x, y] = valueOf(key(p)) as [number, number];
      for (const { slope, intercept } of lines) expect(slope * x + intercept, `seed ${seed}`).toBeCloseTo(y, 9);
      expect(x, `seed ${seed}`).not.toBe(0);
    }
  });
});

describe('systems (sat-h-d)', () => {
  it('swaps the coefficients between the rows, and keys x + y or x − y of the one solution', () => {
    for (const [, seed, p] of problemsOf([templateById(hd, 'sat-h-d.combine-without-solving')], SEEDS)) {
      const [[a, b, e], [c, d, f]] = rows(p.stem.en) as [number[], number[]];
      expect([c, d], `seed ${seed}`).toEqual([b, a]);
      const det = (a as number) * (d as number) - (b as number) * (c as number);
      const x = ((e as number) * (d as number) - (b as number) * (f as number)) / det;
      const y = ((a as number) * (f as number) - (e as number) * (c as number)) / det;
      const asked = p.stem.en.includes('value of \\(x+y') ? x + y : x - y;
      expect(valueOf(key(p))[0], `seed ${seed}`).toBeCloseTo(asked, 9);
    }
  });

  it('offers the other root of k² too, and with it the equations are one line (infinitely many solutions)', () => {
    for (const [, seed, p] of problemsOf([templateById(hd, 'sat-h-d.parallel-sign')], SEEDS)) {
      const k = valueOf(key(p))[0] as number;
      const values = (p.choices ?? []).map((choice) => valueOf(choice)[0]);
      expect(values, `seed ${seed}`).toContain(-k);
      const first = /\\begin\{cases\} (\d*)x\+ky=(-?\d+) \\\\ kx\+(\d*)y=(-?\d+)/.exec(p.stem.en);
      const [a, c, d, e] = [Number(first?.[1] || 1), Number(first?.[2]), Number(first?.[3] || 1), Number(first?.[4])];
      // Rows (a, −k, c) and (−k, d, e) proportional: every 2×2 minor vanishes.
      expect(a * d - k * k, `seed ${seed}`).toBe(0);
      expect(a * e - -k * c, `seed ${seed}`).toBe(0);
    }
  });
});

describe('equations and inequalities (sat-h-a, sat-h-c, sat-h-e)', () => {
  it('keys the only choice that lies on the line of the stem', () => {
    for (const [, seed, p] of problemsOf([templateById(hc, 'sat-h-c.point-on-line')], SEEDS)) {
      const [[a, b, c]] = rows(p.stem.en) as [number[]];
      const on = (p.choices ?? []).map((choice) => {
        const [x, y] = valueOf(choice) as [number, number];
        return (a as number) * x + (b as number) * y === c;
      });
      expect(on.filter(Boolean), `seed ${seed}`).toHaveLength(1);
      expect(on[Number(p.answer)], `seed ${seed}`).toBe(true);
    }
  });

  it('keys the y-intercept of the line through the point with the slope of the given line', () => {
    for (const [, seed, p] of problemsOf([templateById(hc, 'sat-h-c.parallel-through-point')], SEEDS)) {
      const [[a, b]] = rows(p.stem.en) as [number[]];
      const [px, py] = numbers(/point \\\(\((-?\d+, -?\d+)\)/.exec(p.stem.en)?.[1] ?? '') as [number, number];
      expect(valueOf(key(p))[0], `seed ${seed}`).toBeCloseTo(py + ((a as number) / (b as number)) * px, 9);
    }
  });

  it('draws the boundary dashed exactly when the keyed inequality is strict', () => {
    for (const [, seed, p] of problemsOf([templateById(he, 'sat-h-e.region-from-graph')], SEEDS)) {
      const dashed = figureSvg(p.figure!, 'en').includes('stroke-dasharray');
      expect(/\\(ge|le)/.test(key(p)), `seed ${seed}`).toBe(!dashed);
    }
  });

  it('keys the first whole week at which the savings reach the goal', () => {
    for (const [, seed, p] of problemsOf([templateById(he, 'sat-h-e.least-weeks')], SEEDS)) {
      const [saved, weekly, goal] = [...p.stem.en.matchAll(/\\\$\}([\d{},]+)/g)].map(([, n]) =>
        Number(n?.replace(/\{,\}/g, '')),
      ) as [number, number, number];
      const weeks = valueOf(key(p))[0] as number;
      expect(saved + weekly * weeks, `seed ${seed}`).toBeGreaterThanOrEqual(goal);
      expect(saved + weekly * (weeks - 1), `seed ${seed}`).toBeLessThan(goal);
    }
  });

  it('keys the solution of the equation of two fractions', () => {
    for (const [, seed, p] of problemsOf([templateById(ha, 'sat-h-a.fraction-equation')], SEEDS)) {
      const [left, right] = /equation \\\((.*)\\\)\?/.exec(p.stem.en)?.[1]?.split('=') as [string, string];
      const x = valueOf(key(p))[0] as number;
      expect(valueOf(left, { x })[0], `seed ${seed}`).toBeCloseTo(valueOf(right, { x })[0] as number, 9);
    }
  });
});

describe('the hardest items of each Algebra skill (sat-h-a, sat-h-b, sat-h-c, sat-h-e)', () => {
  it('no solution: the keyed a cancels x on both sides and the keyed b is the one constant that would not', () => {
    for (const [, seed, p] of problemsOf([templateById(ha, 'sat-h-a.no-solution-conditions')], SEEDS)) {
      const right = /ax\+b=(.*?)\\\)/.exec(p.stem.en)?.[1] ?? '';
      const [slope, constant] = [
        (valueOf(right, { x: 1 })[0] as number) - (valueOf(right, { x: 0 })[0] as number),
        valueOf(right, { x: 0 })[0],
      ];
      expect(key(p), `seed ${seed}`).toBe(`\\(a=${slope},\\ b\\ne ${constant}\\)`);
    }
  });

  it('a linear function from a ratio of two values and a third value: the key meets all three facts', () => {
    for (const [, seed, p] of problemsOf([templateById(hb, 'sat-h-b.value-from-conditions')], SEEDS)) {
      const [p1, r1, s1, total, t1] = numbers(p.stem.en.replace(/\\\(f\\\)/g, ''));
      const times = p.stem.en.includes('twice') ? 2 : 3;
      // Every line through (s, total) is f(x) = total + m(x − s); the ratio fixes m.
      const solutions = [];
      for (let m = -40; m <= 40; m += 0.5) {
        const f = (x: number) => (total as number) + m * (x - (s1 as number));
        if (Math.abs(f(p1 as number) - times * f(r1 as number)) < 1e-9) solutions.push(f(t1 as number));
      }
      expect(solutions, `seed ${seed}`).toEqual([valueOf(key(p))[0]]);
    }
  });

  it('perpendicular lines in standard form: the keyed k makes the slopes multiply to −1', () => {
    for (const [, seed, p] of problemsOf([templateById(hc, 'sat-h-c.perpendicular-coefficient')], SEEDS)) {
      const [[a, b]] = rows(p.stem.en) as [number[]];
      const d = Number(/kx([+-]\d*)y/.exec(p.stem.en)?.[1]?.replace(/^([+-])$/, '$11'));
      const k = valueOf(key(p))[0] as number;
      expect((-(a as number) / (b as number)) * (-k / d), `seed ${seed}`).toBeCloseTo(-1, 9);
    }
  });

  it('the greatest x of the region is where its two boundary lines meet', () => {
    for (const [, seed, p] of problemsOf([templateById(he, 'sat-h-e.system-greatest-x')], SEEDS)) {
      const [upper, lower] = [...p.stem.en.matchAll(/y\\[lg]e (-?\d*x(?:[+-]\d+)?)/g)].map(
        ([, line]) => line as string,
      );
      const x = valueOf(key(p))[0] as number;
      expect(valueOf(upper!, { x })[0], `seed ${seed}`).toBeCloseTo(valueOf(lower!, { x })[0] as number, 9);
      expect(valueOf(upper!, { x: x + 0.1 })[0], `seed ${seed}`).toBeLessThan(
        valueOf(lower!, { x: x + 0.1 })[0] as number,
      );
    }
  });
});
