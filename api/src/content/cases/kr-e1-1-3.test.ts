// Cases for the deeper kr-e1-1-3 templates, read back from the stem: the number behind a mix-up, the box that keeps
// an inequality true, two shares that differ as the story says, and a number sentence balanced by the box.
import { describe, expect, it } from 'vitest';
import { mathRuns } from '../kit/index.js';
import { templates } from '../units/kr-e1-1-3.js';
import { numbersIn, templateById } from './support.js';

describe('kr-e1-1-3 depth', () => {
  it('undoes the mistaken operation, then does the intended one, all within 9', () => {
    const t = templateById(templates, 'kr-e1-1-3.mixed-up');
    for (let seed = 1; seed <= 200; seed++) {
      const p = t.generate(seed);
      const numbers = numbersIn(p.stem.en);
      const [k, wrong] = [numbers[0]!, numbers.at(-1)!];
      const meantToAdd = p.stem.en.includes('supposed to add');
      const x = meantToAdd ? wrong + k : wrong - k;
      expect(Number(p.answer)).toBe(meantToAdd ? x + k : x - k);
      expect(Number(p.answer)).toBeGreaterThanOrEqual(0);
      expect(Math.max(x, Number(p.answer), wrong)).toBeLessThanOrEqual(9);
    }
  });

  it('counts or tops the numbers 1 to 9 that keep the printed inequality true', () => {
    const t = templateById(templates, 'kr-e1-1-3.box-fit');
    for (let seed = 1; seed <= 200; seed++) {
      const p = t.generate(seed);
      const tex = mathRuns(p.stem.en).at(-1)!;
      const [, a, op, b] = /^(\d)([+-])\\square[<>](\d)$/.exec(tex)!;
      const fits = [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((n) =>
        op === '+' ? Number(a) + n < Number(b) : Number(a) - n > Number(b),
      );
      expect(Number(p.answer)).toBe(p.stem.en.includes('how many') ? fits.length : Math.max(...fits));
    }
  });

  it('gives the first child a share that is the stated amount more than the other', () => {
    const t = templateById(templates, 'kr-e1-1-3.share-with-more');
    for (let seed = 1; seed <= 200; seed++) {
      const p = t.generate(seed);
      const [total, more] = numbersIn(p.stem.en) as [number, number];
      const mine = Number(p.answer);
      expect(mine - (total - mine)).toBe(more);
    }
  });

  it('balances the two sides with the box', () => {
    const t = templateById(templates, 'kr-e1-1-3.equal-sides');
    for (let seed = 1; seed <= 200; seed++) {
      const p = t.generate(seed);
      const [a, b, c] = numbersIn(p.stem.en).slice(-3) as [number, number, number];
      const box = Number(p.answer);
      expect(a + b).toBe(p.stem.en.includes('-\\square') ? c - box : c + box);
      expect(box).toBeGreaterThan(0);
    }
  });
});
