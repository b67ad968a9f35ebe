// Cases for the 1-2 numbers-to-100 templates, read back from what the student sees: the box filled with the key keeps
// the comparison true, the cards make the number asked for, the clues pick out the count, the loose ones regroup, and
// point A on the number line moves by ten.
import { describe, expect, it } from 'vitest';
import { mathRuns } from '../kit/check.js';
import { templates } from '../units/kr-e1-2-1.js';
import { numbersIn, templateById } from './support.js';

describe('kr-e1-2-1 depth', () => {
  it('lists exactly the digits that keep the comparison true', () => {
    const t = templateById(templates, 'kr-e1-2-1.box-compare');
    for (let seed = 1; seed <= 200; seed++) {
      const p = t.generate(seed);
      const tex = mathRuns(p.stem.en).at(-1)!;
      const [lo, hi] = numbersIn(p.stem.en) as [number, number];
      const fits = Array.from({ length: hi - lo + 1 }, (_, i) => lo + i).filter((d) => {
        const [left, right] = tex.replace('\\square', String(d)).split(/[<>]/).map(Number) as [number, number];
        return tex.includes('>') ? left > right : left < right;
      });
      const asked = p.stem.en.includes('how many')
        ? fits.length
        : p.stem.en.includes('greatest')
          ? Math.max(...fits)
          : Math.min(...fits);
      expect(Number(p.answer)).toBe(asked);
    }
  });

  it('makes the asked two-digit number from two different cards', () => {
    const t = templateById(templates, 'kr-e1-2-1.digit-cards');
    for (let seed = 1; seed <= 200; seed++) {
      const p = t.generate(seed);
      const cards = numbersIn(p.stem.en).slice(1);
      const made = cards
        .flatMap((a, i) => cards.filter((_, j) => j !== i && a !== 0).map((b) => a * 10 + b))
        .sort((x, y) => x - y);
      const greatest = p.stem.en.includes('greatest');
      const second = p.stem.en.includes('second');
      expect(Number(p.answer)).toBe(made.at(greatest ? (second ? -2 : -1) : second ? 1 : 0));
    }
  });

  it('counts the numbers between the bounds that keep every clue', () => {
    const t = templateById(templates, 'kr-e1-2-1.numbers-from-clues');
    for (let seed = 1; seed <= 200; seed++) {
      const p = t.generate(seed);
      const [lo, hi] = numbersIn(p.stem.en) as [number, number];
      const even = p.stem.en.includes('It is even');
      const bigger = p.stem.en.includes('ones digit is greater');
      let n = 0;
      for (let x = lo + 1; x < hi; x++) {
        const [tens, ones] = [Math.floor(x / 10), x % 10];
        if ((x % 2 === 0) === even && (bigger ? ones > tens : ones < tens)) n++;
      }
      expect(Number(p.answer)).toBe(n);
    }
  });

  it('regroups ten loose ones into a bundle', () => {
    const t = templateById(templates, 'kr-e1-2-1.bundles-and-loose');
    for (let seed = 1; seed <= 200; seed++) {
      const p = t.generate(seed);
      const [bundles, ten, loose] = numbersIn(p.stem.en) as [number, number, number];
      expect(ten).toBe(10);
      expect(loose).toBeGreaterThan(10);
      expect(Number(p.answer)).toBe(bundles * 10 + loose);
    }
  });

  it('moves ten from the point the number line shows', () => {
    const t = templateById(templates, 'kr-e1-2-1.number-line-ten-more');
    for (let seed = 1; seed <= 200; seed++) {
      const p = t.generate(seed);
      const at = Number(/Point A is at (\d+)/.exec(p.figure!.alt.en)![1]);
      expect(Number(p.answer)).toBe(p.stem.en.includes('more') ? at + 10 : at - 10);
    }
  });
});
