// Cases for the grade 9 depth templates: the decimal part of a root times its conjugate-like partner is a whole
// number, √(A²) between two bounds sums to the width of the range whatever x is, a rational product cancels
// the root, and a translated parabola through a point; a parabola's equation from its vertex and a point or from a
// translation, and the triangle of its intercepts and vertex; the other trigonometric ratios from one, a triangle's
// area and third side from an angle, two angles of elevation, and a line's intercept from its angle; tangent lengths
// in a triangle and a quadrilateral, arcs in a ratio, and the angle in a semicircle (drawn); the spread of
// transformed data, two groups with one mean, and two unknowns from a mean and a variance.
import { describe, expect, it } from 'vitest';
import { evalLatex, mathRuns } from '../kit/index.js';
import { templates as m31 } from '../units/kr-m3-1.js';
import { templates as m34 } from '../units/kr-m3-4.js';
import { templates as m35 } from '../units/kr-m3-5.js';
import { templates as m36 } from '../units/kr-m3-6.js';
import { templates as m37 } from '../units/kr-m3-7.js';
import { problemsOf, templateById } from './support.js';

describe('kr-m3-1 depth', () => {
  it('asks b(b+2a) of a root that is not a whole number, and its key is a whole number', () => {
    const t = templateById(m31, 'kr-m3-1.decimal-part');
    for (let seed = 1; seed <= 100; seed++) {
      const p = t.generate(seed);
      const n = Number(/\\sqrt\{(\d+)\}/.exec(mathRuns(p.stem.ko)[0]!)![1]);
      expect(Number.isInteger(Math.sqrt(n))).toBe(false);
      expect(p.answer).toMatch(/^\d+$/);
    }
  });

  it('writes √(A²) with a binomial inside and keys the width of the range', () => {
    const t = templateById(m31, 'kr-m3-1.root-of-square-range');
    for (let seed = 1; seed <= 100; seed++) {
      const p = t.generate(seed);
      const [range, expr] = mathRuns(p.stem.en);
      expect(expr).not.toContain('(x)');
      const [, low, high] = /^(-?\d+)<x<(-?\d+)$/.exec(range!)!;
      expect(Number(p.answer)).toBe(Number(high) - Number(low));
    }
  });

  it('keys a simplified radical for a product and quotient of roots', () => {
    const t = templateById(m31, 'kr-m3-1.multiply-divide-roots');
    for (let seed = 1; seed <= 100; seed++) {
      const p = t.generate(seed);
      for (const [, r] of p.answer.matchAll(/\\sqrt\{(\d+)\}/g)) {
        for (let f = 2; f * f <= Number(r); f++) expect(Number(r) % (f * f)).not.toBe(0);
      }
    }
  });

  it('keys the a that cancels the coefficient of the root, and the product is then a whole number', () => {
    const t = templateById(m31, 'kr-m3-1.rational-condition');
    for (let seed = 1; seed <= 100; seed++) {
      const p = t.generate(seed);
      const match = /^\((-?\d+)\+a\\sqrt\{(\d+)\}\)\((\d+)-(\d*)\\sqrt\{\2\}\)$/.exec(mathRuns(p.stem.en)[1]!)!;
      const [c, s, q] = [1, 2, 3].map((i) => Number(match[i])) as [number, number, number];
      const r = match[4] === '' ? 1 : Number(match[4]);
      const a = Number(p.answer);
      // (c + a√s)(q − r√s) = (cq − ars) + (aq − cr)√s.
      expect(a * q - c * r).toBe(0);
      expect(c * q - a * r * s).toBe(Math.round((c + a * Math.sqrt(s)) * (q - r * Math.sqrt(s))));
    }
  });
});

describe('kr-m3-4 depth', () => {
  it('keys the q that puts the stated point on y = a(x - p)^2 + q', () => {
    const t = templateById(m34, 'kr-m3-4.translate-through-point');
    for (let seed = 1; seed <= 100; seed++) {
      const p = t.generate(seed);
      const [original, shiftX, , , , point] = mathRuns(p.stem.en);
      const a = evalLatex(original!.slice(2), { x: 1 })[0] as number;
      const [x, y] = evalLatex(point!) as [number, number];
      expect(a * (x - Number(shiftX)) ** 2 + Number(p.answer)).toBe(y);
    }
  });
});

describe('kr-m3-4 equations and the intercept triangle', () => {
  const rhs = (answer: string) => (x: number) => evalLatex(answer.replace(/^y=/, ''), { x })[0] as number;

  it('from the vertex and a point: the key is expanded, has its vertex where stated, and passes through the point', () => {
    for (const [, seed, p] of problemsOf([templateById(m34, 'kr-m3-4.equation-from-vertex-and-point')], 300)) {
      const [[vx, vy], [px, py]] = [...p.stem.en.matchAll(/\((-?\d+), (-?\d+)\)/g)].map((match) => [
        Number(match[1]),
        Number(match[2]),
      ]) as [[number, number], [number, number]];
      const f = rhs(p.answer);
      expect(p.answer, `seed ${seed}`).not.toMatch(/\(/);
      expect(f(vx), `seed ${seed}`).toBeCloseTo(vy, 9);
      expect(f(vx - 3), `seed ${seed}`).toBeCloseTo(f(vx + 3), 9);
      expect(f(px), `seed ${seed}`).toBeCloseTo(py, 9);
    }
  });

  it('a translated graph: the key is y = ax² moved by the stated amounts, and the figure draws both graphs', () => {
    for (const [, seed, p] of problemsOf([templateById(m34, 'kr-m3-4.shift-graph-equation')], 300)) {
      const [dx, dy] = mathRuns(p.stem.en)
        .filter((run) => /^-?\d+$/.test(run))
        .map(Number) as [number, number];
      const a = rhs(mathRuns(p.stem.en)[0] ?? '')(1);
      const f = rhs(p.answer);
      for (const x of [-1, 0, 2]) expect(f(x + dx), `seed ${seed}`).toBeCloseTo(a * x * x + dy, 9);
      expect(p.figure?.alt.en.match(/a parabola/g), `seed ${seed}`).toHaveLength(2);
    }
  });

  it('the intercept triangle: the figure marks A, B on the x-axis and C at the vertex, and the area is half base times height', () => {
    for (const [, seed, p] of problemsOf([templateById(m34, 'kr-m3-4.intercepts-vertex-triangle')], 300)) {
      const alt = p.figure?.alt.en ?? '';
      const at = (name: string) =>
        (new RegExp(`Point ${name} at \\((-?\\d+), (-?\\d+)\\)`).exec(alt) ?? []).slice(1).map(Number) as [
          number,
          number,
        ];
      const [A, B, C] = [at('A'), at('B'), at('C')];
      expect([A[1], B[1]], `seed ${seed}`).toEqual([0, 0]);
      expect(Number(p.answer), `seed ${seed}`).toBe((Math.abs(B[0] - A[0]) * Math.abs(C[1])) / 2);
    }
  });
});

describe('kr-m3-5 depth', () => {
  const value = (tex: string) => evalLatex(tex)[0] as number;
  const numbers = (en: string) => mathRuns(en).filter((run) => /^\\mathrm\{[A-C]{2}\}=\d+/.test(run));

  it('a triangle from two sides and the angle between them: area and third side agree with coordinates', () => {
    for (const [, seed, p] of problemsOf([templateById(m35, 'kr-m3-5.triangle-area-sine')], 200)) {
      const [a, b] = numbers(p.stem.en).map((run) => Number(/=(\d+)/.exec(run)?.[1])) as [number, number];
      const angle = Number(/=(\d+)\^\{\\circ\}/.exec(p.stem.en)?.[1]);
      expect(value(p.answer), `seed ${seed}`).toBeCloseTo((a * b * Math.sin((angle * Math.PI) / 180)) / 2, 9);
      expect(p.figure?.alt.en, `seed ${seed}`).toContain(`${angle}°`);
    }
    for (const [, seed, p] of problemsOf([templateById(m35, 'kr-m3-5.third-side-from-angle')], 200)) {
      const [a, b] = numbers(p.stem.en).map((run) => Number(/=(\d+)/.exec(run)?.[1])) as [number, number];
      const t = (Number(/=(\d+)\^\{\\circ\}/.exec(p.stem.en)?.[1]) * Math.PI) / 180;
      expect(value(p.answer), `seed ${seed}`).toBeCloseTo(Math.hypot(a * Math.cos(t) - b, a * Math.sin(t)), 9);
    }
  });

  it('two angles of elevation: the tower is taller than nothing and the distances differ by AB', () => {
    for (const [, seed, p] of problemsOf([templateById(m35, 'kr-m3-5.two-angles-of-elevation')], 200)) {
      const d = Number(/AB\}=(\d+)/.exec(p.stem.en)?.[1]);
      const near = p.stem.en.includes('\\(60^{\\circ}\\)') ? Math.PI / 3 : Math.PI / 4;
      const h = value(p.answer);
      expect(h / Math.tan(Math.PI / 6) - h / Math.tan(near), `seed ${seed}`).toBeCloseTo(d, 9);
    }
  });

  it('the other ratios and a line from its angle: the keys never write a fraction with a negative numerator', () => {
    const ids = ['kr-m3-5.other-ratios-from-one', 'kr-m3-5.line-angle-intercept'];
    for (const [, seed, p] of problemsOf(
      ids.map((id) => templateById(m35, id)),
      200,
    )) {
      expect(p.answer, `seed ${seed}`).not.toMatch(/\\frac\{-/);
      expect(Number.isFinite(value(p.answer)), `seed ${seed}`).toBe(true);
    }
  });
});

describe('kr-m3-6 depth', () => {
  const lengths = (en: string) => [...en.matchAll(/\}=(\d+)\\\)/g)].map((match) => Number(match[1]));

  it('tangent lengths: AD is half the perimeter less BC, and positive', () => {
    for (const [, seed, p] of problemsOf([templateById(m36, 'kr-m3-6.tangent-lengths-triangle')], 300)) {
      const [ab, bc, ca] = lengths(p.stem.en) as [number, number, number];
      expect(Number(p.answer), `seed ${seed}`).toBe((ab + bc + ca) / 2 - bc);
      expect(ab + bc > ca && bc + ca > ab && ca + ab > bc, `seed ${seed}`).toBe(true);
    }
  });

  it('a quadrilateral around a circle: opposite sides add up alike, and the fourth side is positive', () => {
    for (const [, seed, p] of problemsOf([templateById(m36, 'kr-m3-6.tangential-quadrilateral')], 300)) {
      const [ab, bc, cd] = lengths(p.stem.en) as [number, number, number];
      expect(ab + cd, `seed ${seed}`).toBe(bc + Number(p.answer));
      expect(Number(p.answer), `seed ${seed}`).toBeGreaterThan(0);
    }
  });

  it('arcs in a ratio: the asked angle is a whole number of degrees', () => {
    for (const [, seed, p] of problemsOf([templateById(m36, 'kr-m3-6.arc-ratio-angles')], 300)) {
      expect(Number.isInteger(Number(p.answer)) && Number(p.answer) > 0 && Number(p.answer) < 180, `seed ${seed}`).toBe(
        true,
      );
    }
  });

  it('the angle in a semicircle: ∠BAD and the marked ∠ACD add to 90°, and the figure marks the given angle', () => {
    for (const [, seed, p] of problemsOf([templateById(m36, 'kr-m3-6.diameter-inscribed-angle')], 300)) {
      const x = Number(/=(\d+)\^\{\\circ\}/.exec(p.stem.en)?.[1]);
      expect(Number(p.answer) + x, `seed ${seed}`).toBe(90);
      expect(p.figure?.alt.en, `seed ${seed}`).toContain(`${x}°`);
    }
  });
});

describe('kr-m3-7 depth', () => {
  it('transformed data: the variance scales by a squared and ignores the shift', () => {
    for (const [, seed, p] of problemsOf([templateById(m37, 'kr-m3-7.transformed-data-spread')], 300)) {
      const [mean, variance] = mathRuns(p.stem.en)
        .filter((run) => /^\d+$/.test(run))
        .map(Number) as [number, number];
      const [a, b] = (/\((-?\d+)x_\{1\}([+-]\d+)?/.exec(p.stem.en) ?? []).slice(1).map((v) => Number(v ?? 0)) as [
        number,
        number,
      ];
      const expected = p.stem.en.includes('the mean')
        ? a * mean + b
        : p.stem.en.includes('the variance')
          ? a * a * variance
          : Math.abs(a) * Math.sqrt(variance);
      expect(Number(p.answer), `seed ${seed}`).toBe(expected);
    }
  });

  it('two groups with one mean: the whole variance lies between the two and is a whole number', () => {
    for (const [, seed, p] of problemsOf([templateById(m37, 'kr-m3-7.two-groups-same-mean')], 300)) {
      const [, , , v1, v2] = mathRuns(p.stem.en).map(Number) as number[];
      const v = Number(p.answer);
      expect(Number.isInteger(v) && v >= Math.min(v1!, v2!) && v <= Math.max(v1!, v2!), `seed ${seed}`).toBe(true);
    }
  });

  it('two unknowns: the key is the product of the two values the mean and the variance allow', () => {
    for (const [, seed, p] of problemsOf([templateById(m37, 'kr-m3-7.mean-and-variance-unknowns')], 100)) {
      const [sum, squares] = [p.explanation[0]?.en, p.explanation[1]?.en].map((en) =>
        Number(/=(\d+)\\\)\.?$/.exec(en ?? '')?.[1]),
      ) as [number, number];
      expect(2 * Number(p.answer), `seed ${seed}`).toBe(sum * sum - squares);
    }
  });
});
