// Cases for the 5-2 congruence and symmetry templates, read back from the printed stem: sides carried through the
// vertex match, a kite's fourth angle, lines of symmetry, a point-symmetric quadrilateral's angles, and a completed
// figure whose axis side is inside it.
import { describe, expect, it } from 'vitest';
import { mathRuns, numberOf, regularPolygon } from '../kit/index.js';
import { templates } from '../units/kr-e5-2-3.js';
import { numbersIn, templateById } from './support.js';
import type { GeneratedProblem } from '../lib/types.js';

const key = (p: GeneratedProblem) =>
  p.type === 'multiple'
    ? numberOf(mathRuns(p.choices![Number(p.answer)]!)[0]!.replace('^{\\circ}', ''))
    : Number(p.answer);
/** The regular polygons with 3 to 10 sides, by the name the English stem uses. */
const SIDES = Object.fromEntries([3, 4, 5, 6, 7, 8, 9, 10].map((n) => [regularPolygon(n), n]));

describe('kr-e5-2-3 depth', () => {
  it('adds the three sides of the first triangle', () => {
    const t = templateById(templates, 'kr-e5-2-3.congruent-perimeter');
    for (let seed = 1; seed <= 200; seed++) {
      const p = t.generate(seed);
      expect(key(p)).toBe(numbersIn(p.stem.en).reduce((s, x) => s + x, 0));
    }
  });

  it('gives the kite angles that add up to 360 degrees with the mirrored angle counted twice', () => {
    const t = templateById(templates, 'kr-e5-2-3.kite-angle');
    for (let seed = 1; seed <= 200; seed++) {
      const p = t.generate(seed);
      const [top, side] = numbersIn(p.stem.en) as [number, number];
      expect(top + 2 * side + key(p)).toBe(360);
      expect(key(p)).toBeLessThan(180);
    }
  });

  it('counts one line of symmetry per side of each regular polygon', () => {
    const t = templateById(templates, 'kr-e5-2-3.axes-of-regular-polygons');
    for (let seed = 1; seed <= 200; seed++) {
      const p = t.generate(seed);
      const named = Object.entries(SIDES).filter(([name]) => p.stem.en.includes(name));
      expect(named).toHaveLength(2);
      expect(key(p)).toBe(named.reduce((s, [, n]) => s + n, 0));
    }
  });

  it('keeps the opposite angle and makes neighbouring angles add up to 180 degrees', () => {
    const t = templateById(templates, 'kr-e5-2-3.point-symmetric-angle');
    for (let seed = 1; seed <= 200; seed++) {
      const p = t.generate(seed);
      const [a] = numbersIn(p.stem.en) as [number];
      expect(key(p)).toBe(p.stem.en.endsWith('angle BCD?') ? 180 - a : a);
    }
  });

  it('leaves the side on the axis out of the completed triangle', () => {
    const t = templateById(templates, 'kr-e5-2-3.complete-symmetric-perimeter');
    for (let seed = 1; seed <= 200; seed++) {
      const p = t.generate(seed);
      const [ab, bc, ac] = numbersIn(p.stem.en) as [number, number, number];
      expect(ab * ab + bc * bc).toBe(ac * ac);
      expect(key(p)).toBe(2 * bc + 2 * ac);
    }
  });
});
