// Cases for the 6-2 decimal division templates, read back from the printed stem: every quotient times its divisor
// gives the dividend, a slip undone, and the whole numbers between two quotients.
import { describe, expect, it } from 'vitest';
import { mathRuns, numberOf } from '../kit/index.js';
import { templates } from '../units/kr-e6-2-3.js';
import { numbersIn, templateById } from './support.js';
import type { GeneratedProblem } from '../lib/types.js';

const key = (p: GeneratedProblem) =>
  p.type === 'multiple' ? numberOf(mathRuns(p.choices![Number(p.answer)]!)[0]!) : Number(p.answer);
/** Whole ten-thousandths of a decimal, free of floating-point dust. */
const units = (x: number) => Math.round(x * 10_000);

describe('kr-e6-2-3 depth', () => {
  it('gives quotients that multiply back to the dividend', () => {
    for (const id of ['same-places', 'different-places', 'whole-by-decimal']) {
      const t = templateById(templates, `kr-e6-2-3.${id}`);
      for (let seed = 1; seed <= 200; seed++) {
        const p = t.generate(seed);
        const [dividend, divisor] = numbersIn(p.stem.en) as [number, number];
        expect(units(key(p) * divisor)).toBe(units(dividend));
      }
    }
  });

  it('divides twice the product that the slip gave', () => {
    const t = templateById(templates, 'kr-e6-2-3.wrong-operation');
    for (let seed = 1; seed <= 200; seed++) {
      const p = t.generate(seed);
      const [k, , wrong] = numbersIn(p.stem.en) as [number, number, number];
      expect(units(key(p) * k * k)).toBe(units(wrong));
    }
  });

  it('counts the whole numbers strictly between the two quotients', () => {
    const t = templateById(templates, 'kr-e6-2-3.box-between-quotients');
    for (let seed = 1; seed <= 200; seed++) {
      const p = t.generate(seed);
      const [a, b, c, d] = numbersIn(p.stem.en) as [number, number, number, number];
      const [lo, hi] = [Math.round(a / b), Math.round(c / d)];
      expect(key(p)).toBe(hi - lo - 1);
    }
  });
});
