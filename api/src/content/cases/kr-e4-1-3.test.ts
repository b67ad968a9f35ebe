// Cases for the 4-1 multiplication and division templates, read back from the printed stem: times tens, dividing by
// tens, a divisor mixed up, and the greatest dividend for a quotient.
import { describe, expect, it } from 'vitest';
import { templates } from '../units/kr-e4-1-3.js';
import { numbersIn, templateById } from './support.js';

describe('kr-e4-1-3 depth', () => {
  it('multiplies by the tens', () => {
    const t = templateById(templates, 'kr-e4-1-3.times-tens');
    for (let seed = 1; seed <= 200; seed++) {
      const p = t.generate(seed);
      const [a, b] = numbersIn(p.stem.en) as [number, number];
      expect(Number(p.answer)).toBe(a * b);
    }
  });

  it('gives the whole quotient of a three-digit number by tens', () => {
    const t = templateById(templates, 'kr-e4-1-3.divide-by-tens');
    for (let seed = 1; seed <= 200; seed++) {
      const p = t.generate(seed);
      const [n, d] = numbersIn(p.stem.en) as [number, number];
      expect(n).toBeGreaterThanOrEqual(100);
      expect(n).toBeLessThanOrEqual(999);
      expect(Number(p.answer)).toBe(Math.floor(n / d));
    }
  });

  it('rebuilds the number from the mistaken division and divides it correctly', () => {
    const t = templateById(templates, 'kr-e4-1-3.wrong-divisor');
    for (let seed = 1; seed <= 200; seed++) {
      const p = t.generate(seed);
      const [right, wrong, wq, wr] = numbersIn(p.stem.en) as [number, number, number, number];
      const n = wrong * wq + wr;
      expect(wr).toBeLessThan(wrong);
      expect(Number(p.answer)).toBe(Math.floor(n / right) + (n % right));
    }
  });

  it('takes the largest remainder the divisor allows', () => {
    const t = templateById(templates, 'kr-e4-1-3.greatest-dividend');
    for (let seed = 1; seed <= 200; seed++) {
      const p = t.generate(seed);
      const [d, q] = numbersIn(p.stem.en) as [number, number];
      const n = Number(p.answer);
      expect(Math.floor(n / d)).toBe(q);
      expect(Math.floor((n + 1) / d)).toBe(q + 1);
    }
  });
});
