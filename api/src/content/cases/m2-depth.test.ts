// Cases for the grade 8 depth templates: repeating decimals written with dots that read back to the stated fraction,
// the n-th digit taken from the cycle, a fraction copied wrong by two students, a draining tank read as y = A − bx,
// three points on one line, and the triangle two lines cut off with the y-axis; in triangles and quadrilaterals, the
// angle a bisector makes in an isosceles triangle, a point on a bisector, the inscribed circle, a bisector in a
// parallelogram and equal areas between parallel lines, each drawn from its own numbers; the altitude to the
// hypotenuse, a segment parallel to a side, the centroid's six equal triangles, the shortest path over a box; digit
// cards, two independent shots, students side by side in a line, a point moved by coin tosses.
import { describe, expect, it } from 'vitest';
import { evalLatex, mathRuns } from '../kit/index.js';
import { templates as m21 } from '../units/kr-m2-1.js';
import { templates as m25 } from '../units/kr-m2-5.js';
import { templates as m26 } from '../units/kr-m2-6.js';
import { templates as m27 } from '../units/kr-m2-7.js';
import { templates as m28 } from '../units/kr-m2-8.js';
import { problemsOf, problemTexts, templateById } from './support.js';

/** 0.1\dot{2}3\dot{4} as a value, by summing its digits over many cycles (not by the 9s rule the templates use). */
function approx(tex: string): number {
  const match = /^(\d+)\.(\d*)\\dot\{(\d)\}(?:(\d*)\\dot\{(\d)\})?$/.exec(tex);
  if (!match) throw new Error(`not a repeating decimal: ${tex}`);
  const cycle = `${match[3]}${match[4] ?? ''}${match[5] ?? ''}`;
  return Number(`${match[1]}.${match[2]}${cycle.repeat(Math.ceil(14 / cycle.length))}`);
}

const fraction = (tex: string): number => {
  const match = /\\frac\{(\d+)\}\{(\d+)\}/.exec(tex);
  return match ? Number(match[1]) / Number(match[2]) : Number(tex);
};

describe('kr-m2-1 depth', () => {
  it('writes a repeating decimal with dots over the first and last digit of the cycle only', () => {
    for (const [, , p] of problemsOf(m21, 60)) {
      for (const text of problemTexts(p)) {
        for (const run of mathRuns(text)) expect(run).not.toMatch(/\\dot\{\d\}\\dot\{\d\}\\dot/);
      }
    }
  });

  it('keeps the right choice of fraction-to-repeating equal to the fraction in the stem', () => {
    const t = templateById(m21, 'kr-m2-1.fraction-to-repeating');
    for (let seed = 1; seed <= 100; seed++) {
      const p = t.generate(seed);
      const key = mathRuns(p.choices![Number(p.answer)]!)[0]!;
      expect(approx(key)).toBeCloseTo(fraction(mathRuns(p.stem.en)[0]!), 10);
    }
  });

  it('takes the n-th digit from the position in the cycle', () => {
    const t = templateById(m21, 'kr-m2-1.nth-digit');
    for (let seed = 1; seed <= 100; seed++) {
      const p = t.generate(seed);
      const [f, place] = mathRuns(p.stem.en);
      const digits = fraction(f!).toFixed(14).split('.')[1]!;
      const cycle = Number(place) <= 14 ? digits[Number(place) - 1] : undefined;
      if (cycle !== undefined) expect(p.answer).toBe(cycle);
      expect(p.answer).toMatch(/^\d$/);
    }
  });

  it('adds repeating decimals to the value of their sum', () => {
    const t = templateById(m21, 'kr-m2-1.repeating-sum');
    for (let seed = 1; seed <= 100; seed++) {
      const p = t.generate(seed);
      const [l, r] = mathRuns(p.stem.en)[0]!.split('+');
      expect(fraction(p.answer)).toBeCloseTo(approx(l!) + approx(r!), 10);
    }
  });

  it('builds the misread fraction from the numerator of the first decimal and the denominator of the second', () => {
    const t = templateById(m21, 'kr-m2-1.misread-fraction');
    for (let seed = 1; seed <= 100; seed++) {
      const p = t.generate(seed);
      const [first, second] = mathRuns(p.stem.en).map((run) => approx(run));
      const [, top, bottom] = /\\frac\{(\d+)\}\{(\d+)\}/.exec(p.answer)!;
      // The first decimal times some denominator gives the key's numerator; the second's denominator is the key's.
      expect(Number.isInteger(Math.round(Number(top) / first!))).toBe(true);
      expect(Math.abs(second! * Number(bottom) - Math.round(second! * Number(bottom)))).toBeLessThan(1e-6);
      expect(Number(top)).toBeLessThan(Number(bottom));
    }
  });
});

describe('kr-m2-5 depth', () => {
  it('keys the minutes at which the tank holds the asked amount, a whole number of minutes', () => {
    const t = templateById(m25, 'kr-m2-5.drain-word-problem');
    for (let seed = 1; seed <= 100; seed++) {
      const p = t.generate(seed);
      const [full, rate, left] = mathRuns(p.stem.en)
        .filter((r) => /^\d+$/.test(r))
        .map(Number) as [number, number, number];
      expect(full - rate * Number(p.answer)).toBe(left);
      expect(Number(p.answer)).toBeGreaterThan(0);
    }
  });
  it('keys the k that puts the third point on the line through the first two', () => {
    const t = templateById(m25, 'kr-m2-5.collinear-points');
    for (let seed = 1; seed <= 100; seed++) {
      const p = t.generate(seed);
      const nums = p.stem.en.match(/-?\d+/g)!.map(Number) as [number, number, number, number, number];
      const [x1, y1, x2, y2, x3] = nums;
      const k = Number(p.answer);
      // Equal slopes, cross-multiplied: (y2 − y1)(x3 − x1) = (k − y1)(x2 − x1).
      expect((y2 - y1) * (x3 - x1)).toBe((k - y1) * (x2 - x1));
    }
  });
  it('keys half the gap between the y-intercepts times the distance of the meeting point from the y-axis', () => {
    const t = templateById(m25, 'kr-m2-5.triangle-two-lines-y-axis');
    for (let seed = 1; seed <= 100; seed++) {
      const p = t.generate(seed);
      const [l1, l2] = [...p.stem.en.matchAll(/\\\(y=(.*?)\\\)/g)].map((r) => r[1]!);
      const at = (l: string, x: number) => evalLatex(l, { x })[0] as number;
      const [b1, b2] = [at(l1!, 0), at(l2!, 0)];
      // Where the lines meet: the x at which their difference, a linear function, is zero.
      const d1 = at(l1!, 1) - at(l2!, 1);
      const x0 = (b2 - b1) / (d1 - (b1 - b2));
      expect(evalLatex(p.answer)[0]).toBeCloseTo((Math.abs(b1 - b2) * Math.abs(x0)) / 2, 9);
    }
  });
});

describe('kr-m2-6 depth', () => {
  const lengths = (en: string) => [...en.matchAll(/=(\d+)\\,\\text\{cm\}/g)].map((match) => Number(match[1]));

  it('the bisector in an isosceles triangle: angle BDC is what the three angles of DBC leave', () => {
    for (const [, seed, p] of problemsOf([templateById(m26, 'kr-m2-6.isosceles-bisector-angle')], 300)) {
      const a = Number(/=(\d+)\^\{\\circ\}/.exec(p.stem.en)?.[1]);
      const base = (180 - a) / 2;
      expect(Number(p.answer), `seed ${seed}`).toBe(180 - base - base / 2);
      expect(p.figure?.alt.en, `seed ${seed}`).toContain(`${a}°`);
    }
  });

  it('a point on a bisector: the area is half of AB times CD, and the figure marks both lengths', () => {
    for (const [, seed, p] of problemsOf([templateById(m26, 'kr-m2-6.bisector-distance-area')], 300)) {
      const [c, d] = lengths(p.stem.en) as [number, number];
      expect(Number(p.answer), `seed ${seed}`).toBe((c * d) / 2);
      expect(p.figure?.alt.en, `seed ${seed}`).toContain(`AB ${c} cm, CD ${d} cm`);
    }
  });

  it('the inscribed circle: twice the area equals the radius times the perimeter', () => {
    for (const [, seed, p] of problemsOf([templateById(m26, 'kr-m2-6.incircle-radius')], 300)) {
      const r = Number(p.answer);
      const sides = [...p.stem.en.matchAll(/\\\((\d+)\\,\\text\{cm\}\\\)/g)].map((match) => Number(match[1]));
      if (sides.length === 3) {
        const [a, b, c] = sides as [number, number, number];
        expect(a * b, `seed ${seed}`).toBe(r * (a + b + c));
      } else {
        const [perimeter, area] = [...p.stem.en.matchAll(/\\\((\d+)\\,/g)].map((match) => Number(match[1])) as [
          number,
          number,
        ];
        expect(2 * area, `seed ${seed}`).toBe(r * perimeter);
      }
    }
  });

  it('a bisector in a parallelogram: EC is AD less AB and never zero', () => {
    for (const [, seed, p] of problemsOf([templateById(m26, 'kr-m2-6.parallelogram-bisector')], 300)) {
      const [ab, ad] = lengths(p.stem.en) as [number, number];
      expect(Number(p.answer), `seed ${seed}`).toBe(ad - ab);
      expect(ad - ab, `seed ${seed}`).toBeGreaterThan(0);
    }
  });

  it('a trapezoid: triangle OCD is less than triangle OBC, which is less than ABC', () => {
    for (const [, seed, p] of problemsOf([templateById(m26, 'kr-m2-6.trapezoid-diagonal-areas')], 300)) {
      const [abc, obc] = [...p.stem.en.matchAll(/\\\((\d+)\\,/g)].map((match) => Number(match[1])) as [number, number];
      const ocd = Number(p.answer);
      expect(ocd + obc, `seed ${seed}`).toBe(abc);
      expect(ocd, `seed ${seed}`).toBeLessThan(obc);
    }
  });
});

describe('kr-m2-7 depth', () => {
  const value = (tex: string) => evalLatex(tex)[0] as number;

  it('the altitude to the hypotenuse: AB and AC meet at a right angle over H, and the figure marks BH and HC', () => {
    for (const [, seed, p] of problemsOf([templateById(m27, 'kr-m2-7.altitude-on-hypotenuse')], 300)) {
      const [bh, hc] = [...p.stem.en.matchAll(/\\mathrm\{(?:BH|HC)\}=(\d+)/g)].map((match) => Number(match[1])) as [
        number,
        number,
      ];
      const ah = Math.sqrt(bh * hc);
      const asked = p.stem.en.includes('\\overline{\\mathrm{AB}}\\).') ? Math.hypot(bh, ah) : ah;
      expect(value(p.answer), `seed ${seed}`).toBeCloseTo(asked, 9);
      expect(bh * bh + ah * ah + hc * hc + ah * ah, `seed ${seed}`).toBeCloseTo((bh + hc) ** 2, 9);
      expect(p.figure?.alt.en, `seed ${seed}`).toContain(`${bh}, `);
    }
  });

  it('a segment parallel to a side: DE over BC is AD over AB, a whole number, and shorter than BC', () => {
    for (const [, seed, p] of problemsOf([templateById(m27, 'kr-m2-7.parallel-segment-ratio')], 300)) {
      const [ad, db, bc] = [...p.stem.en.matchAll(/=(\d+)\\,\\text\{cm\}/g)].map((match) => Number(match[1])) as [
        number,
        number,
        number,
      ];
      expect(Number(p.answer) * (ad + db), `seed ${seed}`).toBe(ad * bc);
      expect(Number(p.answer), `seed ${seed}`).toBeLessThan(bc);
    }
  });

  it('the centroid: the asked triangle is one, two or three sixths of the whole', () => {
    for (const [, seed, p] of problemsOf([templateById(m27, 'kr-m2-7.centroid-areas')], 300)) {
      const total = Number(/area \\\((\d+)/.exec(p.stem.en)?.[1]);
      expect(
        [1, 2, 3].map((k) => (total * k) / 6),
        `seed ${seed}`,
      ).toContain(Number(p.answer));
    }
  });

  it('the shortest path over a box is shorter than any other unfolding and longer than the straight diagonal', () => {
    for (const [, seed, p] of problemsOf([templateById(m27, 'kr-m2-7.box-shortest-path')], 300)) {
      const [a, b, c] = [...p.stem.en.matchAll(/\\\((\d+)\\,/g)].map((match) => Number(match[1])) as [
        number,
        number,
        number,
      ];
      const unfoldings = [Math.hypot(a + b, c), Math.hypot(a + c, b), Math.hypot(b + c, a)];
      expect(value(p.answer), `seed ${seed}`).toBeCloseTo(Math.min(...unfoldings), 9);
      expect(value(p.answer), `seed ${seed}`).toBeGreaterThan(Math.hypot(a, b, c));
    }
  });
});

describe('kr-m2-8 depth', () => {
  const value = (tex: string) => evalLatex(tex)[0] as number;

  it('digit cards: the probability is strictly between 0 and 1, and the listed numbers have two digits', () => {
    for (const [, seed, p] of problemsOf([templateById(m28, 'kr-m2-8.digit-cards-probability')], 300)) {
      expect(value(p.answer) > 0 && value(p.answer) < 1, `seed ${seed}`).toBe(true);
      const listed =
        mathRuns(p.explanation[1]?.en ?? '')[0]
          ?.split(',\\ ')
          .map(Number) ?? [];
      for (const v of listed) expect(v >= 10 && v <= 99, `seed ${seed}: ${v}`).toBe(true);
    }
  });

  it('two shots: both, exactly one and at least one are consistent with the stated chances', () => {
    for (const [, seed, p] of problemsOf([templateById(m28, 'kr-m2-8.two-independent-events')], 300)) {
      const [a, b] = mathRuns(p.stem.en).slice(0, 2).map(value) as [number, number];
      const asked = p.stem.en.includes('both')
        ? a * b
        : p.stem.en.includes('exactly one')
          ? a + b - 2 * a * b
          : a + b - a * b;
      expect(value(p.answer), `seed ${seed}`).toBeCloseTo(asked, 12);
    }
  });

  it('a line: next to each other is 2/n for two and 6/(n(n-1)) for three, and apart is its complement', () => {
    for (const [, seed, p] of problemsOf([templateById(m28, 'kr-m2-8.line-up-together')], 300)) {
      const n = value(mathRuns(p.stem.en)[0] ?? '');
      const three = p.stem.en.includes('A, B, and C');
      const together = three ? 6 / (n * (n - 1)) : 2 / n;
      expect(value(p.answer), `seed ${seed}`).toBeCloseTo(p.stem.en.includes('not') ? 1 - together : together, 12);
    }
  });

  it('a coin walk: the end point is reachable and not the start', () => {
    for (const [, seed, p] of problemsOf([templateById(m28, 'kr-m2-8.coin-walk')], 300)) {
      const [, up, , n, end] = mathRuns(p.stem.en)
        .filter((run) => /^-?\d+$/.test(run))
        .map(Number);
      const heads = (end! + n!) / (up! + 1);
      expect(Number.isInteger(heads) && heads >= 0 && heads <= n!, `seed ${seed}`).toBe(true);
      expect(end, `seed ${seed}`).not.toBe(0);
    }
  });
});
