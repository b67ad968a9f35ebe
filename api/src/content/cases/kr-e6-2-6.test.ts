// Cases for the 6-2 cylinder, cone and sphere templates, read back from the printed stem with π = 3.14: a paint
// roller, the side of a net, a cone's front view, a sphere's radius, and a cylinder made by turning a rectangle.
import { describe, expect, it } from 'vitest';
import { templates } from '../units/kr-e6-2-6.js';
import { numbersIn, templateById } from './support.js';

/** The stem's numbers without the exponent of cm² or the 3.14 of the note. */
const given = (text: string) => numbersIn(text.replace(/\^2|\^\{2\}/g, '')).filter((x) => x !== 3.14);
/** Whole hundredths, free of floating-point dust. */
const cents = (x: number) => Math.round(x * 100);

describe('kr-e6-2-6 depth', () => {
  it('paints the side of the roller once per turn', () => {
    const t = templateById(templates, 'kr-e6-2-6.roller-paint');
    for (let seed = 1; seed <= 200; seed++) {
      const p = t.generate(seed);
      const [d, len, turns] = given(p.stem.en) as [number, number, number];
      expect(cents(Number(p.answer))).toBe(d * 314 * len * turns);
    }
  });

  it('goes twice around the base and twice up the height', () => {
    const t = templateById(templates, 'kr-e6-2-6.net-side-perimeter');
    for (let seed = 1; seed <= 200; seed++) {
      const p = t.generate(seed);
      const [r, h] = given(p.stem.en) as [number, number];
      expect(cents(Number(p.answer))).toBe(2 * (2 * r * 314) + 2 * h * 100);
    }
  });

  it('sees two slant heights and a diameter from the front', () => {
    const t = templateById(templates, 'kr-e6-2-6.cone-front-view');
    for (let seed = 1; seed <= 200; seed++) {
      const p = t.generate(seed);
      const [r, slant] = given(p.stem.en) as [number, number];
      expect(Number(p.answer)).toBe(2 * slant + 2 * r);
    }
  });

  it('gives the radius whose circle has the printed circumference', () => {
    const t = templateById(templates, 'kr-e6-2-6.sphere-from-front-view');
    for (let seed = 1; seed <= 200; seed++) {
      const p = t.generate(seed);
      const [c] = given(p.stem.en) as [number];
      expect(Number(p.answer) * 2 * 314).toBe(cents(c));
    }
  });

  it('turns the width into the radius', () => {
    const t = templateById(templates, 'kr-e6-2-6.rotated-rectangle');
    for (let seed = 1; seed <= 200; seed++) {
      const p = t.generate(seed);
      const [a, b] = given(p.stem.en) as [number, number];
      expect(Number(p.answer)).toBe(p.stem.en.includes('front view') ? 2 * a * b : 2 * a);
    }
  });
});
