// Cases for the new kr-e2-1-3 templates, read back from the stem: the mix-up undone, the greatest minus the least
// number from digit cards, and the hidden digit of a sum that carries.
import { describe, expect, it } from 'vitest';
import { mathRuns } from '../kit/index.js';
import { templates } from '../units/kr-e2-1-3.js';
import { numbersIn, templateById } from './support.js';

describe('kr-e2-1-3 depth', () => {
  it('undoes the mistaken operation, then does the intended one', () => {
    const t = templateById(templates, 'kr-e2-1-3.mixed-up');
    for (let seed = 1; seed <= 200; seed++) {
      const p = t.generate(seed);
      const numbers = numbersIn(p.stem.en);
      const [k, wrong] = [numbers[0]!, numbers.at(-1)!];
      expect(Number(p.answer)).toBe(p.stem.en.includes('supposed to add') ? wrong + 2 * k : wrong - 2 * k);
      expect(Number(p.answer)).toBeGreaterThan(0);
    }
  });

  it('subtracts the least two-digit number from the greatest', () => {
    const t = templateById(templates, 'kr-e2-1-3.card-difference');
    for (let seed = 1; seed <= 200; seed++) {
      const p = t.generate(seed);
      const cards = numbersIn(p.stem.en).slice(1);
      const made = cards.flatMap((x, i) => cards.filter((_, j) => j !== i && x > 0).map((y) => 10 * x + y));
      expect(Number(p.answer)).toBe(Math.max(...made) - Math.min(...made));
    }
  });

  it('hides a digit of a sum whose ones carry', () => {
    const t = templateById(templates, 'kr-e2-1-3.column-digit');
    for (let seed = 1; seed <= 200; seed++) {
      const p = t.generate(seed);
      const tex = mathRuns(p.stem.en).at(-1)!;
      const a = Number(tex.split('+')[0]!.replace('\\square', p.answer));
      const [b, sum] = tex.split('+')[1]!.split('=').map(Number) as [number, number];
      expect(a + b).toBe(sum);
      expect((a % 10) + (b % 10)).toBeGreaterThanOrEqual(10);
    }
  });

  it('finds the greater of two numbers from their sum and difference', () => {
    const t = templateById(templates, 'kr-e2-1-3.sum-and-difference');
    for (let seed = 1; seed <= 200; seed++) {
      const p = t.generate(seed);
      const [total, gap] = numbersIn(p.stem.en) as [number, number];
      const big = Number(p.answer);
      expect(big - (total - big)).toBe(gap);
    }
  });

  it('answers from the numbers 10 to 19 that leave more than the bound', () => {
    const t = templateById(templates, 'kr-e2-1-3.box-fit-subtract');
    for (let seed = 1; seed <= 200; seed++) {
      const p = t.generate(seed);
      const [a, b] = mathRuns(p.stem.en).at(-1)!.match(/\d+/g)!.map(Number) as [number, number];
      const fits = [10, 11, 12, 13, 14, 15, 16, 17, 18, 19].filter((n) => a - n > b);
      expect(Number(p.answer)).toBe(p.stem.en.includes('how many') ? fits.length : Math.max(...fits));
    }
  });
});
