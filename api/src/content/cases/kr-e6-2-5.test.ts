// Cases for the 6-2 circle templates, read back from the printed stem with π = 3.14: pi from a measurement, the area from the
// circumference, a ring, the corners of a square around a circle, and a semicircle's perimeter with its diameter.
import { describe, expect, it } from 'vitest';
import { templates } from '../units/kr-e6-2-5.js';
import { numbersIn, templateById } from './support.js';

/** The stem's numbers without the exponent of cm² or the 3.14 of the note. */
const given = (text: string) => numbersIn(text.replace(/\^2|\^\{2\}/g, '')).filter((x) => x !== 3.14);
/** Whole hundredths, free of floating-point dust. */
const cents = (x: number) => Math.round(x * 100);

describe('kr-e6-2-5 depth', () => {
  it('rounds the measured circumference over the diameter to 3.14', () => {
    const t = templateById(templates, 'kr-e6-2-5.measured-pi');
    for (let seed = 1; seed <= 200; seed++) {
      const p = t.generate(seed);
      const [d, c] = given(p.stem.en) as [number, number];
      expect(Number(p.answer)).toBe(Math.round((c / d) * 100) / 100);
    }
  });

  it('finds the radius from the circumference before the area', () => {
    const t = templateById(templates, 'kr-e6-2-5.area-from-circumference');
    for (let seed = 1; seed <= 200; seed++) {
      const p = t.generate(seed);
      const [c] = given(p.stem.en) as [number];
      const r = Math.round(c / 3.14 / 2);
      expect(cents(Number(p.answer))).toBe(r * r * 314);
    }
  });

  it('takes the small circle from the big one', () => {
    const t = templateById(templates, 'kr-e6-2-5.ring-area');
    for (let seed = 1; seed <= 200; seed++) {
      const p = t.generate(seed);
      const [big, small] = given(p.stem.en) as [number, number];
      expect(cents(Number(p.answer))).toBe((big * big - small * small) * 314);
    }
  });

  it('leaves the four corners of the square outside the circle', () => {
    const t = templateById(templates, 'kr-e6-2-5.square-around-circle');
    for (let seed = 1; seed <= 200; seed++) {
      const p = t.generate(seed);
      const [side] = given(p.stem.en) as [number];
      expect(cents(Number(p.answer))).toBe(side * side * 100 - (side / 2) ** 2 * 314);
    }
  });

  it('adds the diameter to half the circumference', () => {
    const t = templateById(templates, 'kr-e6-2-5.semicircle-perimeter');
    for (let seed = 1; seed <= 200; seed++) {
      const p = t.generate(seed);
      const [d] = given(p.stem.en) as [number];
      expect(cents(Number(p.answer))).toBe((d * 314) / 2 + d * 100);
    }
  });
});
