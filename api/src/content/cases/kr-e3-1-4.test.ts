// Cases for kr-e3-1-4 (two-digit times one-digit), read back from what the student sees: the greatest product of the
// cards tried every way, the box's key keeps the product below the bound, and the mistaken sum undone.
import { describe, expect, it } from 'vitest';
import { mathRuns } from '../kit/index.js';
import { templates } from '../units/kr-e3-1-4.js';
import { templateById } from './support.js';

describe('kr-e3-1-4 depth', () => {
  it('finds the greatest product of a two-digit and a one-digit number from the three cards', () => {
    const t = templateById(templates, 'kr-e3-1-4.cards-greatest-product');
    for (let seed = 1; seed <= 100; seed++) {
      const p = t.generate(seed);
      const [a, b, c] = mathRuns(p.stem.en).slice(0, 3).map(Number) as [number, number, number];
      const orders = [
        [a, b, c],
        [a, c, b],
        [b, a, c],
        [b, c, a],
        [c, a, b],
        [c, b, a],
      ] as const;
      expect(Number(p.answer)).toBe(Math.max(...orders.map(([x, y, z]) => (10 * x + y) * z)));
    }
  });

  it('puts the greatest fitting tens digit in the box, and the next one reaches the bound', () => {
    const t = templateById(templates, 'kr-e3-1-4.box-tens-digit');
    for (let seed = 1; seed <= 200; seed++) {
      const p = t.generate(seed);
      if (!p.stem.en.includes('greatest')) continue;
      const [left, bound] = mathRuns(p.stem.en).at(-1)!.split('<') as [string, string];
      const [boxed, factor] = left.split('\\times') as [string, string];
      const product = (d: number) => Number(boxed.replace('\\square', String(d))) * Number(factor);
      const key = Number(p.answer);
      expect(product(key)).toBeLessThan(Number(bound));
      if (key < 9) expect(product(key + 1)).toBeGreaterThanOrEqual(Number(bound));
    }
  });

  it('undoes the mistaken addition and multiplies as meant', () => {
    const t = templateById(templates, 'kr-e3-1-4.added-instead');
    for (let seed = 1; seed <= 100; seed++) {
      const p = t.generate(seed);
      const [a, , wrong] = mathRuns(p.stem.en).map(Number) as [number, number, number];
      expect(Number(p.answer)).toBe((wrong - a) * a);
    }
  });
});
