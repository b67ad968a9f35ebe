// Cases for the deeper kr-e1-2-6 templates, read back from the stem: the mix-up with no regrouping, the box digit of
// a two-digit sum, the greatest sum of two numbers made from four cards, and a two-step story.
import { describe, expect, it } from 'vitest';
import { mathRuns } from '../kit/index.js';
import { templates } from '../units/kr-e1-2-6.js';
import { numbersIn, templateById } from './support.js';

const noCarry = (x: number, y: number) => (x % 10) + (y % 10) < 10 && x + y < 100;

describe('kr-e1-2-6 depth', () => {
  it('keeps the mistaken and the intended calculation free of regrouping', () => {
    const t = templateById(templates, 'kr-e1-2-6.mixed-up');
    for (let seed = 1; seed <= 200; seed++) {
      const p = t.generate(seed);
      const numbers = numbersIn(p.stem.en);
      const [k, wrong] = [numbers[0]!, numbers.at(-1)!];
      const add = p.stem.en.includes('supposed to add');
      const x = add ? wrong + k : wrong - k;
      expect(Number(p.answer)).toBe(add ? x + k : x - k);
      expect(noCarry(x, k)).toBe(true);
      expect(x % 10 >= k % 10 && x > k).toBe(true);
    }
  });

  it('counts the digits that keep the sum below the bound', () => {
    const t = templateById(templates, 'kr-e1-2-6.box-digit-sum');
    for (let seed = 1; seed <= 200; seed++) {
      const p = t.generate(seed);
      const [, tens, b, limit] = /^(\d)\\square\+(\d+)<(\d+)$/.exec(mathRuns(p.stem.en).at(-1)!)!;
      const fits = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].filter((d) => 10 * Number(tens) + d + Number(b) < Number(limit));
      expect(Number(p.answer)).toBe(fits.length);
    }
  });

  it('takes the greatest or least sum over every way to make two numbers from the cards', () => {
    const t = templateById(templates, 'kr-e1-2-6.card-sum-extreme');
    for (let seed = 1; seed <= 200; seed++) {
      const p = t.generate(seed);
      const cards = numbersIn(p.stem.en).slice(1);
      const sums: number[] = [];
      for (const w of cards)
        for (const x of cards)
          for (const y of cards)
            for (const z of cards)
              if (new Set([w, x, y, z]).size === 4 && w > 0 && y > 0) sums.push(10 * w + x + 10 * y + z);
      expect(Number(p.answer)).toBe(p.stem.en.includes('greatest') ? Math.max(...sums) : Math.min(...sums));
    }
  });

  it('adds the second child’s share to the first', () => {
    const t = templateById(templates, 'kr-e1-2-6.more-then-both');
    for (let seed = 1; seed <= 200; seed++) {
      const p = t.generate(seed);
      const [a, more] = numbersIn(p.stem.en) as [number, number];
      expect(Number(mathRuns(p.choices![Number(p.answer)]!)[0])).toBe(2 * a + more);
      expect(noCarry(a, a + more)).toBe(true);
    }
  });
});
