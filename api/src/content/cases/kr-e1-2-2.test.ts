// Cases for the deeper kr-e1-2-2 templates, read back from the stem: pairs of cards that make ten, the box that
// completes ten, the mix-up around ten, and three numbers that stay below ten.
import { describe, expect, it } from 'vitest';
import { mathRuns } from '../kit/index.js';
import { templates } from '../units/kr-e1-2-2.js';
import { numbersIn, templateById } from './support.js';

describe('kr-e1-2-2 depth', () => {
  it('counts the pairs of shown cards that add to ten', () => {
    const t = templateById(templates, 'kr-e1-2-2.pairs-to-ten');
    for (let seed = 1; seed <= 200; seed++) {
      const p = t.generate(seed);
      const cards = numbersIn(p.stem.en).slice(1);
      expect(cards).toHaveLength(6);
      const pairs = cards.flatMap((x, i) => cards.slice(i + 1).filter((y) => x + y === 10));
      expect(Number(p.answer)).toBe(pairs.length);
      expect(pairs.length).toBeGreaterThan(0);
    }
  });

  it('fills the box so the three numbers make ten', () => {
    const t = templateById(templates, 'kr-e1-2-2.box-to-ten');
    for (let seed = 1; seed <= 200; seed++) {
      const p = t.generate(seed);
      const known = numbersIn(p.stem.en).slice(0, 2);
      expect(known[0]! + known[1]! + Number(p.answer)).toBe(10);
      expect(Number(p.answer)).toBeGreaterThan(0);
    }
  });

  it('lands the mix-up on ten: the intended sum, or the number itself', () => {
    const t = templateById(templates, 'kr-e1-2-2.mixed-up-ten');
    for (let seed = 1; seed <= 200; seed++) {
      const p = t.generate(seed);
      const numbers = numbersIn(p.stem.en);
      const [k, wrong] = [numbers[0]!, numbers.at(-1)!];
      if (p.stem.en.includes('supposed to add')) expect(wrong + 2 * k).toBe(Number(p.answer));
      else expect(wrong - 2 * k).toBe(Number(p.answer));
      expect(p.stem.en.includes('supposed to add') ? Number(p.answer) : wrong - k).toBe(10);
    }
  });

  it('keeps a + box + b below ten', () => {
    const t = templateById(templates, 'kr-e1-2-2.three-box-fit');
    for (let seed = 1; seed <= 200; seed++) {
      const p = t.generate(seed);
      const [a, b] = mathRuns(p.stem.en).at(-1)!.match(/\d+/g)!.map(Number) as [number, number];
      const fits = [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((n) => a + n + b < 10);
      expect(Number(p.answer)).toBe(p.stem.en.includes('how many') ? fits.length : Math.max(...fits));
    }
  });
});
