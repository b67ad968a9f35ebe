// Cases for the 4-1 large-number templates, read back from the printed stem: six-digit numbers from cards, the digits
// that fit in a box, counting back to the start, and bills and coins added up.
import { describe, expect, it } from 'vitest';
import { mathRuns } from '../kit/index.js';
import { templates } from '../units/kr-e4-1-1.js';
import { numbersIn, templateById } from './support.js';

/** Every arrangement of the cards as a six-digit number without a leading 0, smallest first. */
const arrangements = (cards: number[]): number[] => {
  const out = new Set<number>();
  const go = (left: number[], value: string) => {
    if (!left.length) return void out.add(Number(value));
    left.forEach((c, i) => {
      if (value === '' && c === 0) return;
      go([...left.slice(0, i), ...left.slice(i + 1)], value + c);
    });
  };
  go(cards, '');
  return [...out].sort((a, b) => a - b);
};

describe('kr-e4-1-1 depth', () => {
  it('takes the greatest, least or second greatest arrangement of the cards', () => {
    const t = templateById(templates, 'kr-e4-1-1.digit-cards-six');
    for (let seed = 1; seed <= 100; seed++) {
      const p = t.generate(seed);
      const all = arrangements(numbersIn(p.stem.en).slice(0, 6));
      const want = p.stem.en.includes('second') ? all.at(-2) : p.stem.en.includes('greatest') ? all.at(-1) : all[0];
      expect(Number(p.answer)).toBe(want);
    }
  });

  it('counts the digits that make the comparison true', () => {
    const t = templateById(templates, 'kr-e4-1-1.box-digit-compare');
    for (let seed = 1; seed <= 200; seed++) {
      const p = t.generate(seed);
      const [left, right] = mathRuns(p.stem.en).at(-1)!.split(/[<>]/) as [string, string];
      const greater = mathRuns(p.stem.en).at(-1)!.includes('>');
      const fits = [...Array(10).keys()].filter((d) => {
        const n = Number(left.replace('\\square', String(d)));
        return greater ? n > Number(right) : n < Number(right);
      });
      expect(Number(p.answer)).toBe(fits.length);
    }
  });

  it('counts back to a number that counts on to the printed one', () => {
    const t = templateById(templates, 'kr-e4-1-1.count-back');
    for (let seed = 1; seed <= 200; seed++) {
      const p = t.generate(seed);
      const [step, times, end] = numbersIn(p.stem.en) as [number, number, number];
      expect(Number(p.answer) + step * times).toBe(end);
    }
  });

  it('adds the bills and coins', () => {
    const t = templateById(templates, 'kr-e4-1-1.count-money');
    for (let seed = 1; seed <= 200; seed++) {
      const p = t.generate(seed);
      const [big, mid, small] = numbersIn(p.stem.en) as [number, number, number];
      expect(Number(p.answer)).toBe(big * 10_000 + mid * 1000 + small * 100);
    }
  });
});
