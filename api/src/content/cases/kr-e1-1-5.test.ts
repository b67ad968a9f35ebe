// Cases for the deeper kr-e1-1-5 templates, read back from what the student sees: digit cards tried every way, the
// box digit that keeps the comparison true, loose ones regrouped, and the count up to fifty.
import { describe, expect, it } from 'vitest';
import { mathRuns } from '../kit/index.js';
import { templates } from '../units/kr-e1-1-5.js';
import { numbersIn, templateById } from './support.js';

describe('kr-e1-1-5 depth', () => {
  it('takes the greatest or least two-digit number over every pair of cards', () => {
    const t = templateById(templates, 'kr-e1-1-5.digit-cards');
    for (let seed = 1; seed <= 200; seed++) {
      const p = t.generate(seed);
      const cards = numbersIn(p.stem.en).slice(2);
      const made = cards.flatMap((x, i) => cards.filter((_, j) => j !== i && x > 0).map((y) => 10 * x + y));
      expect(Number(p.answer)).toBe(p.stem.en.includes('greatest') ? Math.max(...made) : Math.min(...made));
      expect(Number(p.answer)).toBeLessThanOrEqual(50);
    }
  });

  it('answers from the digits that make the printed comparison true', () => {
    const t = templateById(templates, 'kr-e1-1-5.box-digit');
    for (let seed = 1; seed <= 200; seed++) {
      const p = t.generate(seed);
      const [, tens, rel, right] = /^(\d)\\square([<>])(\d+)$/.exec(mathRuns(p.stem.en).at(-1)!)!;
      const fits = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].filter((d) =>
        rel === '>' ? 10 * Number(tens) + d > Number(right) : 10 * Number(tens) + d < Number(right),
      );
      const ask = p.stem.en.includes('how many')
        ? fits.length
        : p.stem.en.includes('greatest')
          ? Math.max(...fits)
          : Math.min(...fits);
      expect(Number(p.answer)).toBe(ask);
    }
  });

  it('regroups more than ten loose ones', () => {
    const t = templateById(templates, 'kr-e1-1-5.extra-ones');
    for (let seed = 1; seed <= 200; seed++) {
      const p = t.generate(seed);
      const [bundles, loose] = numbersIn(p.stem.en) as [number, number];
      expect(loose).toBeGreaterThan(10);
      expect(Number(p.answer)).toBe(10 * bundles + loose);
    }
  });

  it('needs exactly what is missing up to fifty', () => {
    const t = templateById(templates, 'kr-e1-1-5.up-to-fifty');
    for (let seed = 1; seed <= 200; seed++) {
      const p = t.generate(seed);
      const [tens, ones] = numbersIn(p.stem.en) as [number, number];
      expect(10 * tens + ones + Number(p.answer)).toBe(50);
    }
  });
});
