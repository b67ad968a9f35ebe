// Cases for the 5-1 perimeter and area templates, read back from the stem and the figure's text alternative: equal
// perimeters of regular polygons, area units, a height from the area, a cut corner, and a parallelogram's two heights.
import { describe, expect, it } from 'vitest';
import { mathRuns, numberOf, regularPolygon } from '../kit/index.js';
import { templates } from '../units/kr-e5-1-6.js';
import { numbersIn, templateById } from './support.js';
import type { GeneratedProblem } from '../lib/types.js';

const key = (p: GeneratedProblem) =>
  p.type === 'multiple' ? numberOf(mathRuns(p.choices![Number(p.answer)]!)[0]!) : Number(p.answer);
/** The lengths the figure marks, in the order its text alternative lists them. */
const marked = (p: GeneratedProblem) => [...(p.figure?.alt.en ?? '').matchAll(/(\d+) cm/g)].map((x) => Number(x[1]));
/** The regular polygons with 3 to 10 sides, by the name the English stem uses. */
const SIDES = Object.fromEntries([3, 4, 5, 6, 7, 8, 9, 10].map((n) => [regularPolygon(n), n]));
const sidesIn = (text: string) =>
  Object.entries(SIDES)
    .map(([name, n]) => [text.indexOf(name), n] as const)
    .filter(([at]) => at >= 0)
    .sort((x, y) => x[0] - y[0])
    .map(([, n]) => n);

describe('kr-e5-1-6 depth', () => {
  it('gives the new polygon the perimeter of the old one', () => {
    const t = templateById(templates, 'kr-e5-1-6.regular-polygons-same-perimeter');
    for (let seed = 1; seed <= 200; seed++) {
      const p = t.generate(seed);
      // The English stem names the asked polygon first.
      const [asked, given] = sidesIn(p.stem.en.split(' with sides')[0]!) as [number, number];
      const [side] = numbersIn(p.stem.en) as [number];
      expect(key(p) * asked).toBe(side * given);
    }
  });

  it('changes square metres to square centimetres (and square kilometres to square metres)', () => {
    const t = templateById(templates, 'kr-e5-1-6.area-units');
    for (let seed = 1; seed <= 200; seed++) {
      const p = t.generate(seed);
      const [a, b] = numbersIn(p.stem.en) as [number, number];
      expect(key(p)).toBe(a * b * (p.stem.en.includes('km') ? 1_000_000 : 10_000));
    }
  });

  it('finds the height that gives the printed area', () => {
    const t = templateById(templates, 'kr-e5-1-6.triangle-height-from-area');
    for (let seed = 1; seed <= 200; seed++) {
      const p = t.generate(seed);
      const [s, , base] = numbersIn(p.stem.en) as [number, number, number];
      expect((base * key(p)) / 2).toBe(s);
    }
  });

  it('takes the cut corner, found from the marked lengths, off the whole rectangle', () => {
    const t = templateById(templates, 'kr-e5-1-6.l-shape-area');
    for (let seed = 1; seed <= 200; seed++) {
      const p = t.generate(seed);
      const [W, right, top, H] = marked(p) as [number, number, number, number];
      expect(key(p)).toBe(W * H - (W - top) * (H - right));
    }
  });

  it('keeps the area the same on either base, with the figure marking the stem lengths', () => {
    const t = templateById(templates, 'kr-e5-1-6.parallelogram-other-height');
    for (let seed = 1; seed <= 200; seed++) {
      const p = t.generate(seed);
      const [a, b, ha] = numbersIn(p.stem.en) as [number, number, number];
      expect(marked(p)).toEqual([a, b, ha]);
      expect(b * key(p)).toBe(a * ha);
    }
  });
});
