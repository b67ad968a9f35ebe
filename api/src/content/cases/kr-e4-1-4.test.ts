// Cases for the 4-1 moving-figures templates, read back from the printed stem: a turn matched the other way round, a
// slide right and back, square tiles slid into a rectangle, and number cards turned upside down.
import { describe, expect, it } from 'vitest';
import { templates } from '../units/kr-e4-1-4.js';
import { numbersIn, templateById } from './support.js';

describe('kr-e4-1-4 depth', () => {
  it('turns the other way by what is left of a full turn', () => {
    const t = templateById(templates, 'kr-e4-1-4.turn-equivalent');
    for (let seed = 1; seed <= 200; seed++) {
      const p = t.generate(seed);
      const k = numbersIn(p.stem.en.replace(/\^\{\\circ\}/g, ''))[1]!;
      expect((90 * k + Number(p.answer)) % 360).toBe(0);
      expect(Number(p.answer)).toBeLessThan(360);
    }
  });

  it('keeps only the sideways part of the slides', () => {
    const t = templateById(templates, 'kr-e4-1-4.slide-back-and-forth');
    for (let seed = 1; seed <= 200; seed++) {
      const p = t.generate(seed);
      const [right, , left] = numbersIn(p.stem.en) as [number, number, number];
      expect(Number(p.answer)).toBe(right - left);
    }
  });

  it('fills the rectangle with as many tiles as fit across times down', () => {
    const t = templateById(templates, 'kr-e4-1-4.tile-count');
    for (let seed = 1; seed <= 200; seed++) {
      const p = t.generate(seed);
      const [a, w, h] = numbersIn(p.stem.en) as [number, number, number];
      expect(Number(p.answer) * a * a).toBe(w * h);
    }
  });

  it('goes around the outside of the tiled rectangle only', () => {
    const t = templateById(templates, 'kr-e4-1-4.tile-perimeter');
    for (let seed = 1; seed <= 200; seed++) {
      const p = t.generate(seed);
      const [a, cols, rows] = numbersIn(p.stem.en) as [number, number, number];
      expect(Number(p.answer)).toBe(2 * a * (cols + rows));
    }
  });

  it('turns the row of cards around, with 6 and 9 swapped', () => {
    const t = templateById(templates, 'kr-e4-1-4.half-turn-difference');
    const turn: Record<string, string> = { '1': '1', '6': '9', '8': '8', '9': '6' };
    for (let seed = 1; seed <= 200; seed++) {
      const p = t.generate(seed);
      const cards = numbersIn(p.stem.en).slice(0, 3).map(String);
      const sorted = [...cards].sort();
      const start = (p.stem.en.includes('least') ? sorted : sorted.reverse()).join('');
      const turned = [...start]
        .reverse()
        .map((d) => turn[d])
        .join('');
      expect(Number(p.answer)).toBe(Math.abs(Number(turned) - Number(start)));
      expect(Number(p.answer)).toBeGreaterThan(0);
    }
  });
});
