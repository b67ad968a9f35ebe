// Cases for kr-e3-1-1 (three-digit addition and subtraction), read back from what the student sees: the box's key
// keeps the printed inequality, the cards' greatest and least numbers, and the library's books in order.
import { describe, expect, it } from 'vitest';
import { mathRuns } from '../kit/index.js';
import { templates } from '../units/kr-e3-1-1.js';
import { templateById } from './support.js';

describe('kr-e3-1-1 depth', () => {
  it('puts the greatest or least fitting digit in the box and the sum stays below the bound', () => {
    const t = templateById(templates, 'kr-e3-1-1.box-digit-sum');
    for (let seed = 1; seed <= 200; seed++) {
      const p = t.generate(seed);
      if (!/greatest|least/.test(p.stem.en)) continue;
      const [left, bound] = mathRuns(p.stem.en).at(-1)!.split('<') as [string, string];
      const [boxed, added] = left.split('+') as [string, string];
      const sum = (digit: number) => Number(boxed.replace('\\square', String(digit))) + Number(added);
      const key = Number(p.answer);
      expect(sum(key)).toBeLessThan(Number(bound));
      if (p.stem.en.includes('greatest') && key < 9) expect(sum(key + 1)).toBeGreaterThanOrEqual(Number(bound));
    }
  });

  it('adds or subtracts the greatest and least numbers the three cards make', () => {
    const t = templateById(templates, 'kr-e3-1-1.cards-sum-difference');
    for (let seed = 1; seed <= 100; seed++) {
      const p = t.generate(seed);
      const cards = mathRuns(p.stem.en).slice(0, 3).map(Number);
      const greatest = Number([...cards].sort((a, b) => b - a).join(''));
      const least = Number([...cards].sort((a, b) => a - b).join(''));
      expect(Number(p.answer)).toBe(p.stem.en.includes('sum') ? greatest + least : greatest - least);
    }
  });

  it('takes away the loans and adds the returns', () => {
    const t = templateById(templates, 'kr-e3-1-1.library-books');
    for (let seed = 1; seed <= 100; seed++) {
      const p = t.generate(seed);
      const [start, out, back] = mathRuns(p.stem.en).map(Number) as [number, number, number];
      expect(Number(p.answer)).toBe(start - out + back);
    }
  });
});
