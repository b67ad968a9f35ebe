// Cases for the deeper kr-e1-2-4 templates, read back from what the student sees: card pairs whose sum passes ten,
// the box that pushes a sum past a teen, the mix-up through ten, and a jump from the point drawn.
import { describe, expect, it } from 'vitest';
import { mathRuns } from '../kit/index.js';
import { templates } from '../units/kr-e1-2-4.js';
import { numbersIn, templateById } from './support.js';

const chosen = (p: { choices?: string[]; answer: string }) => Number(mathRuns(p.choices![Number(p.answer)]!)[0]);

describe('kr-e1-2-4 depth', () => {
  it('counts the card pairs whose sum is more than ten', () => {
    const t = templateById(templates, 'kr-e1-2-4.card-sums-past-ten');
    for (let seed = 1; seed <= 200; seed++) {
      const p = t.generate(seed);
      const cards = numbersIn(p.stem.en).slice(1);
      const over = cards.flatMap((x, i) => cards.slice(i + 1).filter((y) => x + y > 10));
      expect(Number(p.answer)).toBe(over.length);
      expect(over.length).toBeGreaterThan(0);
    }
  });

  it('answers from the numbers 1 to 9 that push the sum past the bound', () => {
    const t = templateById(templates, 'kr-e1-2-4.box-fit');
    for (let seed = 1; seed <= 200; seed++) {
      const p = t.generate(seed);
      const [a, b] = mathRuns(p.stem.en).at(-1)!.match(/\d+/g)!.map(Number) as [number, number];
      const fits = [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((n) => a + n > b);
      expect(Number(p.answer)).toBe(p.stem.en.includes('how many') ? fits.length : Math.min(...fits));
    }
  });

  it('crosses ten either in the intended sum or in the number itself', () => {
    const t = templateById(templates, 'kr-e1-2-4.mixed-up');
    for (let seed = 1; seed <= 200; seed++) {
      const p = t.generate(seed);
      const numbers = numbersIn(p.stem.en);
      const [k, wrong] = [numbers[0]!, numbers.at(-1)!];
      const add = p.stem.en.includes('supposed to add');
      expect(Number(p.answer)).toBe(add ? wrong + 2 * k : wrong - 2 * k);
      expect(add ? Number(p.answer) : wrong - k).toBeGreaterThan(10);
    }
  });

  it('lands the jump from the point drawn on the number line', () => {
    const t = templateById(templates, 'kr-e1-2-4.number-line-jump');
    for (let seed = 1; seed <= 200; seed++) {
      const p = t.generate(seed);
      const at = Number(/data-value="(\d+)"/.exec(String(p.figure!.svg))![1]);
      const k = numbersIn(p.stem.en)[0]!;
      expect(chosen(p)).toBe(p.stem.en.includes('left') ? at - k : at + k);
    }
  });
});
