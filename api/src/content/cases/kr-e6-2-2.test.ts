// Cases for the 6-2 stacked-cube templates, read back from the printed top view: cubes left over, one layer, the
// gaps below a prism, the most cubes two views allow, and the small cubes of a painted cube.
import { describe, expect, it } from 'vitest';
import { mathRuns } from '../kit/index.js';
import { templates } from '../units/kr-e6-2-2.js';
import { numbersIn, templateById } from './support.js';

/** The stack heights printed in the top view (the last math run of the stem). */
const heights = (text: string): number[] =>
  mathRuns(text)
    .at(-1)!
    .match(/\d+(?= &| \\\\)/g)!
    .map(Number);

describe('kr-e6-2-2 depth', () => {
  it('leaves what the stacks do not use', () => {
    const t = templateById(templates, 'kr-e6-2-2.cubes-left-over');
    for (let seed = 1; seed <= 200; seed++) {
      const p = t.generate(seed);
      const [total] = numbersIn(p.stem.en) as [number];
      expect(Number(p.answer)).toBe(total - heights(p.stem.en).reduce((a, b) => a + b, 0));
    }
  });

  it('counts the stacks that reach the asked layer', () => {
    const t = templateById(templates, 'kr-e6-2-2.cubes-on-a-floor');
    for (let seed = 1; seed <= 200; seed++) {
      const p = t.generate(seed);
      const [floor] = numbersIn(p.stem.en) as [number];
      expect(Number(p.answer)).toBe(heights(p.stem.en).filter((h) => h >= floor).length);
    }
  });

  it('fills every stack up to the tallest one', () => {
    const t = templateById(templates, 'kr-e6-2-2.fill-to-cuboid');
    for (let seed = 1; seed <= 200; seed++) {
      const p = t.generate(seed);
      const hs = heights(p.stem.en);
      const tall = Math.max(...hs);
      expect(Number(p.answer)).toBe(hs.reduce((gaps, h) => gaps + tall - h, 0));
      expect(Number(p.answer)).toBeGreaterThan(0);
    }
  });

  it('stacks each square to the lower of its two views', () => {
    const t = templateById(templates, 'kr-e6-2-2.most-cubes-from-views');
    for (let seed = 1; seed <= 200; seed++) {
      const p = t.generate(seed);
      const n = numbersIn(p.stem.en);
      const [front, side] = [n.slice(3, 6), n.slice(6, 8)];
      const most = side.reduce((s, r) => s + front.reduce((t2, c) => t2 + Math.min(r, c), 0), 0);
      expect(Number(p.answer)).toBe(most);
    }
  });

  it('adds up to the whole cube over the four kinds of small cube', () => {
    const t = templateById(templates, 'kr-e6-2-2.painted-cube');
    for (let seed = 1; seed <= 200; seed++) {
      const p = t.generate(seed);
      const [n] = numbersIn(p.stem.en) as [number];
      const inner = n - 2;
      const byFaces: Record<string, number> = {
        'no faces': inner ** 3,
        'exactly one face': 6 * inner ** 2,
        'exactly two faces': 12 * inner,
      };
      expect(8 + 12 * inner + 6 * inner ** 2 + inner ** 3).toBe(n ** 3);
      const asked = Object.keys(byFaces).find((k) => p.stem.en.includes(k))!;
      expect(Number(p.answer)).toBe(byFaces[asked]);
    }
  });
});
