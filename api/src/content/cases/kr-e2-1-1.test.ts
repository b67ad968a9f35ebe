// Cases for the deeper kr-e2-1-1 templates, read back from the stem: three of four digit cards tried every way, the
// tens digit that keeps a three-digit comparison true, coins regrouped, and a number built from its digit clues.
import { describe, expect, it } from 'vitest';
import { mathRuns } from '../kit/index.js';
import { templates } from '../units/kr-e2-1-1.js';
import { numbersIn, templateById } from './support.js';

describe('kr-e2-1-1 depth', () => {
  it('takes the greatest or least three-digit number over every choice of cards', () => {
    const t = templateById(templates, 'kr-e2-1-1.digit-cards');
    for (let seed = 1; seed <= 200; seed++) {
      const p = t.generate(seed);
      const cards = numbersIn(p.stem.en).slice(2);
      const made: number[] = [];
      cards.forEach((a, i) =>
        cards.forEach((b, j) =>
          cards.forEach((c, k) => {
            if (new Set([i, j, k]).size === 3 && a > 0) made.push(100 * a + 10 * b + c);
          }),
        ),
      );
      expect(Number(p.answer)).toBe(p.stem.en.includes('greatest') ? Math.max(...made) : Math.min(...made));
    }
  });

  it('answers from the tens digits that keep the comparison true', () => {
    const t = templateById(templates, 'kr-e2-1-1.box-tens-digit');
    for (let seed = 1; seed <= 200; seed++) {
      const p = t.generate(seed);
      const [, h, c, right] = /^(\d)\\square(\d)>(\d+)$/.exec(mathRuns(p.stem.en).at(-1)!)!;
      const fits = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].filter((d) => 100 * Number(h) + 10 * d + Number(c) > Number(right));
      expect(Number(p.answer)).toBe(p.stem.en.includes('how many') ? fits.length : Math.min(...fits));
    }
  });

  it('adds the coins by their value', () => {
    const t = templateById(templates, 'kr-e2-1-1.coins-regrouped');
    for (let seed = 1; seed <= 200; seed++) {
      const p = t.generate(seed);
      const [, hundreds, , tens, , ones] = numbersIn(p.stem.ko) as number[];
      expect(Number(p.answer)).toBe(100 * hundreds! + 10 * tens! + ones!);
      expect(tens).toBeGreaterThan(10);
    }
  });

  it('builds the number digit by digit from the clues', () => {
    const t = templateById(templates, 'kr-e2-1-1.number-from-clues');
    for (let seed = 1; seed <= 200; seed++) {
      const p = t.generate(seed);
      const [h, up, down] = numbersIn(p.stem.en) as [number, number, number];
      expect(Number(p.answer)).toBe(100 * h + 10 * (h + up) + (h + up - down));
    }
  });
});
