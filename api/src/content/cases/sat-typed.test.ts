// Cases for the SAT items that give data, percentages and geometry their harder levels: typed, a box's surface from
// its volume, an isosceles triangle's vertex angle from an exterior angle, a ratio of B from a ratio of A and a price
// before two changes; four-choice, a speed in other units, a residual on a scatter plot, the sample for a margin of
// error and an exterior angle in x; each held to what a teacher would check by hand from the problem as shown.
import { describe, expect, it } from 'vitest';
import { valueOf } from '../kit/check.js';
import { problemsOf, templateById } from './support.js';
import { templates as qa } from '../units/sat-q-a.js';
import { templates as qb } from '../units/sat-q-b.js';
import { templates as qd } from '../units/sat-q-d.js';
import { templates as qf } from '../units/sat-q-f.js';
import { templates as sa } from '../units/sat-s-a.js';
import { templates as sb } from '../units/sat-s-b.js';
import { templates as sc } from '../units/sat-s-c.js';

const SEEDS = 200;
const numbers = (text: string) => (text.match(/\d+(?:\.\d+)?/g) ?? []).map(Number);

describe('typed geometry items (sat-s-a, sat-s-b, sat-s-c)', () => {
  it('a box whose height is a whole multiple of its square base: the key is the sum of its six faces', () => {
    for (const [, seed, p] of problemsOf([templateById(sa, 'sat-s-a.box-surface-from-volume')], SEEDS)) {
      const word = /is (twice|three times|four times|five times)/.exec(p.stem.en)?.[1] ?? '';
      const times = ({ twice: 2, 'three times': 3, 'four times': 4, 'five times': 5 } as Record<string, number>)[word]!;
      const volume = Number(/volume is \\\(([\d{},]+)\\\)/.exec(p.stem.en)?.[1]?.replace(/\{,\}/g, ''));
      const side = Math.round(Math.cbrt(volume / times));
      expect(side * side * times * side, `seed ${seed}`).toBe(volume);
      expect(Number(p.answer), `seed ${seed}`).toBe(2 * side * side + 4 * side * times * side);
    }
  });

  it('the vertex angle and the two equal base angles add up to 180 degrees', () => {
    for (const [, seed, p] of problemsOf([templateById(sb, 'sat-s-b.isosceles-exterior')], SEEDS)) {
      const exterior = Number(/ACD\\\) is \\\((\d+)\^/.exec(p.stem.en)?.[1]);
      expect(Number(p.answer) + 2 * (180 - exterior), `seed ${seed}`).toBe(180);
      expect(Number(p.answer), `seed ${seed}`).toBeGreaterThan(0);
    }
  });

  it('the asked ratio of B is the ratio of the triangle that the given ratio of A fixes, in lowest terms', () => {
    const ratio = { sin: Math.sin, cos: Math.cos, tan: Math.tan } as Record<string, (x: number) => number>;
    const inverse = { sin: Math.asin, cos: Math.acos, tan: Math.atan } as Record<string, (x: number) => number>;
    for (const [, seed, p] of problemsOf([templateById(sc, 'sat-s-c.ratio-of-other-angle')], SEEDS)) {
      const [, given, value] = /\\(sin|cos|tan) A=(.*?)\\\)/.exec(p.stem.en) ?? [];
      const asked = /value of \\\(\\(sin|cos|tan) B/.exec(p.stem.en)?.[1] ?? '';
      const angleA = inverse[given!]!(valueOf(value!)[0] as number);
      expect(valueOf(p.answer)[0], `seed ${seed}`).toBeCloseTo(ratio[asked]!(Math.PI / 2 - angleA), 9);
      const [n, d] = numbers(p.answer);
      if (d !== undefined)
        for (let f = 2; f <= Math.min(n!, d); f++) expect(n! % f || d % f, `seed ${seed}`).not.toBe(0);
    }
  });
});

describe('a price before two changes (sat-q-b)', () => {
  it('the key raised and then lowered by the stated percents gives the final price, in whole dollars', () => {
    for (const [, seed, p] of problemsOf([templateById(qb, 'sat-q-b.original-before-two-changes')], SEEDS)) {
      const [up, down] = [...p.stem.en.matchAll(/by \\\((\d+)\\%/g)].map(([, v]) => Number(v)) as [number, number];
      const final = Number(/\\\$\}([\d{},]+)/.exec(p.stem.en)?.[1]?.replace(/\{,\}/g, ''));
      expect(p.answer, `seed ${seed}`).toMatch(/^\d+$/);
      expect((Number(p.answer) * (100 + up) * (100 - down)) / 10_000, `seed ${seed}`).toBeCloseTo(final, 9);
    }
  });
});

describe('data and units at the harder level (sat-q-a, sat-q-d)', () => {
  it('a speed in kilometers per hour gives the keyed meters in the stated seconds', () => {
    for (const [, seed, p] of problemsOf([templateById(qa, 'sat-q-a.speed-in-other-units')], SEEDS)) {
      const [kmh, seconds] = numbers(p.stem.en) as [number, number];
      const key = valueOf(p.choices![Number(p.answer)]!)[0] as number;
      expect(key, `seed ${seed}`).toBeCloseTo(((kmh * 1000) / 3600) * seconds, 9);
    }
  });

  it('the residual is the point of the stem minus the line of the figure at its x, and the point is drawn', () => {
    for (const [, seed, p] of problemsOf([templateById(qd, 'sat-q-d.residual-from-plot')], SEEDS)) {
      const [x, y] = numbers(/data point \\\((\(.*?\))\\\)/.exec(p.stem.en)?.[1] ?? '') as [number, number];
      const [, slope, intercept] = /dashed line is y = ([\d.]+)x \+ (\d+)/.exec(p.figure?.alt.en ?? '') ?? [];
      expect(p.figure?.alt.en, `seed ${seed}`).toContain(`(${x}, ${y})`);
      // A line of best fit: points on both sides, the offsets balancing out.
      const offsets = [...(p.figure?.alt.en ?? '').matchAll(/\((\d+), (\d+)\)/g)].map(
        ([, px, py]) => Number(py) - (Number(slope) * Number(px) + Number(intercept)),
      );
      expect(offsets.filter((d) => d > 0).length, `seed ${seed}`).toBeGreaterThanOrEqual(2);
      expect(offsets.filter((d) => d < 0).length, `seed ${seed}`).toBeGreaterThanOrEqual(2);
      expect(
        offsets.reduce((sum, d) => sum + d, 0),
        `seed ${seed}`,
      ).toBeCloseTo(0, 9);
      const key = valueOf(p.choices![Number(p.answer)]!)[0] as number;
      expect(key, `seed ${seed}`).toBeCloseTo(y - (Number(slope) * x + Number(intercept)), 9);
    }
  });
});

describe('four-choice items at difficulty 4 in inference and angles (sat-q-f, sat-s-b)', () => {
  it('the keyed sample size scales the margin of error by the square root of the sizes', () => {
    for (const [, seed, p] of problemsOf([templateById(qf, 'sat-q-f.sample-for-margin')], SEEDS)) {
      const [n, margin, smaller] = [...p.stem.en.matchAll(/\\\(([\d.{},]+)\\\)/g)].map(([, v]) =>
        Number(v?.replace(/\{,\}/g, '')),
      ) as [number, number, number];
      const size = valueOf(p.choices![Number(p.answer)]!)[0] as number;
      expect(margin * Math.sqrt(n), `seed ${seed}`).toBeCloseTo(smaller * Math.sqrt(size), 6);
    }
  });

  it('with the keyed x, the three interior angles of the triangle are positive and add up to 180 degrees', () => {
    for (const [, seed, p] of problemsOf([templateById(sb, 'sat-s-b.exterior-angle-expressions')], SEEDS)) {
      const [a, b, ext] = [...p.stem.en.matchAll(/\\\(\((.*?)\)\^\{\\circ\}\\\)/g)].map(([, e]) => e as string);
      const x = valueOf(p.choices![Number(p.answer)]!)[0] as number;
      const [A, B, C] = [valueOf(a!, { x })[0]!, valueOf(b!, { x })[0]!, 180 - valueOf(ext!, { x })[0]!];
      for (const angle of [A, B, C]) expect(angle, `seed ${seed}`).toBeGreaterThan(0);
      expect(A + B + C, `seed ${seed}`).toBeCloseTo(180, 9);
    }
  });
});
