// Cases for the 5-1 equal-fraction templates, read back from the printed stem: the fraction with the given sum, the
// numerators between two fractions, proper fractions from cards, and the common denominator nearest a number.
import { describe, expect, it } from 'vitest';
import { q } from '../kit/index.js';
import { templates } from '../units/kr-e5-1-4.js';
import { numbersIn, templateById } from './support.js';

const divides = (d: number, n: number) => n % d === 0;

describe('kr-e5-1-4 depth', () => {
  it('gives a numerator whose fraction equals the printed one and adds up to the printed sum', () => {
    const t = templateById(templates, 'kr-e5-1-4.equal-fraction-by-sum');
    for (let seed = 1; seed <= 200; seed++) {
      const p = t.generate(seed);
      const [a, b, sum] = numbersIn(p.stem.en) as [number, number, number];
      const top = Number(p.answer);
      expect(q(top, sum - top).eq(q(a, b))).toBe(true);
    }
  });

  it('counts the numerators strictly between the two printed fractions', () => {
    const t = templateById(templates, 'kr-e5-1-4.between-fractions-box');
    for (let seed = 1; seed <= 200; seed++) {
      const p = t.generate(seed);
      const [n1, d1, den, n2, d2] = numbersIn(p.stem.en) as [number, number, number, number, number];
      const fits = Array.from({ length: den }, (_, i) => i + 1).filter((x) => x * d1 > n1 * den && x * d2 < n2 * den);
      expect(Number(p.answer)).toBe(fits.length);
      expect(fits.length).toBeGreaterThanOrEqual(2);
    }
  });

  it('counts the proper fractions from the cards that cannot be reduced', () => {
    const t = templateById(templates, 'kr-e5-1-4.digit-cards-lowest-terms');
    for (let seed = 1; seed <= 200; seed++) {
      const p = t.generate(seed);
      const cards = numbersIn(p.stem.en).slice(1);
      expect(cards).toHaveLength(4);
      let lowest = 0;
      for (const a of cards) {
        for (const b of cards) if (a < b && ![2, 3, 5, 7].some((d) => divides(d, a) && divides(d, b))) lowest++;
      }
      expect(Number(p.answer)).toBe(lowest);
    }
  });

  it('is a common multiple of both denominators, nearer the target than any other', () => {
    const t = templateById(templates, 'kr-e5-1-4.common-denominator-nearest');
    for (let seed = 1; seed <= 200; seed++) {
      const p = t.generate(seed);
      const [, b1, , b2, near] = numbersIn(p.stem.en) as [number, number, number, number, number];
      const key = Number(p.answer);
      expect(divides(b1, key) && divides(b2, key)).toBe(true);
      for (let x = 1; x <= 2 * near; x++) {
        if (x !== key && divides(b1, x) && divides(b2, x))
          expect(Math.abs(x - near)).toBeGreaterThan(Math.abs(key - near));
      }
    }
  });
});
