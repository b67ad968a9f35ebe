// Cases for the 4-1 moving-figures templates, read back from the printed stem: a turn matched the other way round,
// and a slide right and back.
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
});
