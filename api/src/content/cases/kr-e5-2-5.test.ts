// Cases for the 5-2 rectangular prism templates, read back from the printed stem: a die's hidden faces, ribbon around
// a box, the height from the edge sum, wire bent again into a cube, and the perimeter of a cube's net.
import { describe, expect, it } from 'vitest';
import { mathRuns, numberOf } from '../kit/index.js';
import { templates } from '../units/kr-e5-2-5.js';
import { numbersIn, templateById } from './support.js';
import type { GeneratedProblem } from '../lib/types.js';

const key = (p: GeneratedProblem) =>
  p.type === 'multiple' ? numberOf(mathRuns(p.choices![Number(p.answer)]!)[0]!) : Number(p.answer);

describe('kr-e5-2-5 depth', () => {
  it('shows one face of each opposite pair and hides the others', () => {
    const t = templateById(templates, 'kr-e5-2-5.dice-hidden-faces');
    for (let seed = 1; seed <= 200; seed++) {
      const p = t.generate(seed);
      const seen = numbersIn(p.stem.en).slice(1);
      expect(new Set(seen.map((f) => Math.min(f, 7 - f)))).toEqual(new Set([1, 2, 3]));
      expect(key(p)).toBe(21 - seen.reduce((s, x) => s + x, 0));
    }
  });

  it('runs the ribbon twice along the length and width and four times along the height', () => {
    const t = templateById(templates, 'kr-e5-2-5.ribbon-around-box');
    for (let seed = 1; seed <= 200; seed++) {
      const p = t.generate(seed);
      const [a, b, c, knot] = numbersIn(p.stem.en) as [number, number, number, number];
      expect(key(p)).toBe(2 * a + 2 * b + 4 * c + knot);
      expect(p.figure?.alt.en).toContain(`${c} cm`);
    }
  });

  it('gives the height whose twelve edges add up to the sum', () => {
    const t = templateById(templates, 'kr-e5-2-5.cuboid-height-from-edges');
    for (let seed = 1; seed <= 200; seed++) {
      const p = t.generate(seed);
      const [s, a, b] = numbersIn(p.stem.en) as [number, number, number];
      expect(4 * (a + b + key(p))).toBe(s);
    }
  });

  it('uses all of the wire again for the cube', () => {
    const t = templateById(templates, 'kr-e5-2-5.wire-cuboid-to-cube');
    for (let seed = 1; seed <= 200; seed++) {
      const p = t.generate(seed);
      const [a, b, c] = numbersIn(p.stem.en) as [number, number, number];
      expect(12 * key(p)).toBe(4 * (a + b + c));
    }
  });

  it('counts fourteen edges around every net of the cube', () => {
    const t = templateById(templates, 'kr-e5-2-5.cube-net-perimeter');
    for (let seed = 1; seed <= 50; seed++) {
      const p = t.generate(seed);
      const [e] = numbersIn(p.stem.en) as [number];
      // Six faces have 24 sides; the 5 folds inside a net each take up two of them.
      expect(key(p)).toBe((6 * 4 - 5 * 2) * e);
    }
  });
});
