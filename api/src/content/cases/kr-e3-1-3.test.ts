// Cases for kr-e3-1-3 (division), read back from what the student sees: the number found from the mistaken sum,
// the number found from one quotient divided again, and the candies in the bags shared out.
import { describe, expect, it } from 'vitest';
import { mathRuns } from '../kit/index.js';
import { templates } from '../units/kr-e3-1-3.js';
import { templateById } from './support.js';

const numbersIn = (text: string): number[] => mathRuns(text).map(Number);

describe('kr-e3-1-3 depth', () => {
  it('undoes the mistaken addition and divides as meant, with no remainder', () => {
    const t = templateById(templates, 'kr-e3-1-3.added-instead');
    for (let seed = 1; seed <= 200; seed++) {
      const p = t.generate(seed);
      const [a, , wrong] = numbersIn(p.stem.en) as [number, number, number];
      expect(Number(p.answer) * a).toBe(wrong - a);
    }
  });

  it('finds the number from the first quotient and divides it again exactly', () => {
    const t = templateById(templates, 'kr-e3-1-3.same-number-other-divisor');
    for (let seed = 1; seed <= 200; seed++) {
      const p = t.generate(seed);
      const [a, b, c] = numbersIn(p.stem.en) as [number, number, number];
      expect(Number(p.answer) * c).toBe(a * b);
      expect(Number(p.answer)).toBeLessThanOrEqual(9);
    }
  });

  it('shares every candy in the bags with none left over', () => {
    const t = templateById(templates, 'kr-e3-1-3.bags-shared');
    for (let seed = 1; seed <= 200; seed++) {
      const p = t.generate(seed);
      const [bags, each, children] = numbersIn(p.stem.en) as [number, number, number];
      expect(Number(p.answer) * children).toBe(bags * each);
    }
  });
});
