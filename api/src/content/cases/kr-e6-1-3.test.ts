// Cases for the 6-1 decimal division templates, read back from the printed stem: the quotient times the divisor is
// the dividend, a zero in the tenths, a whole number shared as a decimal, a slip undone, and a bound in the box.
import { describe, expect, it } from 'vitest';
import { templates } from '../units/kr-e6-1-3.js';
import { numbersIn, templateById } from './support.js';

/** Whole thousandths of a decimal, free of floating-point dust. */
const milli = (x: number) => Math.round(x * 1000);

describe('kr-e6-1-3 depth', () => {
  it('gives a quotient below one that multiplies back to the dividend', () => {
    const t = templateById(templates, 'kr-e6-1-3.quotient-below-one');
    for (let seed = 1; seed <= 200; seed++) {
      const p = t.generate(seed);
      const [dividend, k] = numbersIn(p.stem.en) as [number, number];
      expect(Number(p.answer)).toBeLessThan(1);
      expect(milli(Number(p.answer)) * k).toBe(milli(dividend));
    }
  });

  it('has a zero in the tenths place of the quotient', () => {
    const t = templateById(templates, 'kr-e6-1-3.zero-in-tenths');
    for (let seed = 1; seed <= 200; seed++) {
      const p = t.generate(seed);
      const [dividend, k] = numbersIn(p.stem.en) as [number, number];
      expect(p.answer).toMatch(/^\d\.0\d$/);
      expect(milli(Number(p.answer)) * k).toBe(milli(dividend));
    }
  });

  it('shares the whole amount equally as a decimal', () => {
    const t = templateById(templates, 'kr-e6-1-3.share-whole-as-decimal');
    for (let seed = 1; seed <= 200; seed++) {
      const p = t.generate(seed);
      const [total, k] = numbersIn(p.stem.en) as [number, number];
      expect(milli(Number(p.answer)) * k).toBe(total * 1000);
    }
  });

  it('divides the number that the mistaken product gives back', () => {
    const t = templateById(templates, 'kr-e6-1-3.wrong-operation');
    for (let seed = 1; seed <= 200; seed++) {
      const p = t.generate(seed);
      const [k, , wrong] = numbersIn(p.stem.en) as [number, number, number];
      expect(milli(Number(p.answer)) * k * k).toBe(milli(wrong));
    }
  });

  it('is the greatest whole number whose quotient stays below the bound', () => {
    const t = templateById(templates, 'kr-e6-1-3.box-greatest-dividend');
    for (let seed = 1; seed <= 200; seed++) {
      const p = t.generate(seed);
      const [k, bound] = numbersIn(p.stem.en) as [number, number];
      const x = Number(p.answer);
      expect(x * 100 < (milli(bound) * k) / 10).toBe(true);
      expect((x + 1) * 100 < (milli(bound) * k) / 10).toBe(false);
    }
  });
});
