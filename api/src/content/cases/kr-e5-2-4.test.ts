// Cases for the 5-2 decimal multiplication templates, read back from the printed stem: the number behind a slip,
// card placements, the power of ten in the box, whole numbers between two products, and a walk in hours and minutes.
import { describe, expect, it } from 'vitest';
import { mathRuns, numberOf } from '../kit/index.js';
import { templates } from '../units/kr-e5-2-4.js';
import { numbersIn, templateById } from './support.js';
import type { GeneratedProblem } from '../lib/types.js';

const key = (p: GeneratedProblem) =>
  p.type === 'multiple' ? numberOf(mathRuns(p.choices![Number(p.answer)]!)[0]!) : Number(p.answer);
/** Whole hundredths (or thousandths) of a decimal, free of floating-point dust. */
const units = (x: number, per = 100) => Math.round(x * per);

describe('kr-e5-2-4 depth', () => {
  it('multiplies the number that the mistaken sum gives back', () => {
    const t = templateById(templates, 'kr-e5-2-4.wrong-operation');
    for (let seed = 1; seed <= 200; seed++) {
      const p = t.generate(seed);
      const [x, , wrong] = numbersIn(p.stem.en) as [number, number, number];
      const n = units(wrong, 10) - units(x, 10);
      expect(units(key(p))).toBe(n * units(x, 10));
    }
  });

  it('is the greatest of the six ways to place the cards', () => {
    const t = templateById(templates, 'kr-e5-2-4.digit-cards-product');
    for (let seed = 1; seed <= 200; seed++) {
      const p = t.generate(seed);
      const cards = numbersIn(p.stem.en).slice(0, 3);
      const tries = cards.flatMap((a, i) =>
        cards.flatMap((b, j) => cards.filter((_, k) => k !== i && k !== j && i !== j).map((c) => (10 * a + b) * c)),
      );
      expect(units(key(p), 10)).toBe(Math.max(...tries));
    }
  });

  it('puts in the box the factor that turns the number into the product', () => {
    const t = templateById(templates, 'kr-e5-2-4.times-power-of-ten');
    for (let seed = 1; seed <= 200; seed++) {
      const p = t.generate(seed);
      const [x, r] = numbersIn(p.stem.en) as [number, number];
      expect(units(x * key(p), 10_000)).toBe(units(r, 10_000));
    }
  });

  it('counts the whole numbers strictly between the two products', () => {
    const t = templateById(templates, 'kr-e5-2-4.box-between-products');
    for (let seed = 1; seed <= 200; seed++) {
      const p = t.generate(seed);
      const [a, b, c, d] = numbersIn(p.stem.en).map((x) => units(x, 10)) as [number, number, number, number];
      let count = 0;
      for (let n = 1; n * 100 < c * d; n++) if (n * 100 > a * b) count++;
      expect(key(p)).toBe(count);
    }
  });

  it('walks the distance of the hours and quarter hours printed', () => {
    const t = templateById(templates, 'kr-e5-2-4.walking-distance');
    for (let seed = 1; seed <= 200; seed++) {
      const p = t.generate(seed);
      const [speed, hours, minutes] = numbersIn(p.stem.en) as [number, number, number];
      expect(units(key(p), 1000)).toBe((units(speed, 10) * (hours * 60 + minutes) * 100) / 60);
    }
  });
});
