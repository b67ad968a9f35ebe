// Cases for the 4-1 angle templates, read back from the printed stem: clock hands, acute and obtuse angles, a
// quadrilateral with an equal pair, an exterior angle, and a straight line split in three.
import { describe, expect, it } from 'vitest';
import { templates } from '../units/kr-e4-1-2.js';
import { numbersIn, templateById } from './support.js';

/** The degrees printed in the stem (the exponent of ° left out). */
const degrees = (text: string) => numbersIn(text.replace(/\^\{\\circ\}/g, ''));

describe('kr-e4-1-2 depth', () => {
  it('measures the hands 30 degrees an hour, the short or the long way round', () => {
    const t = templateById(templates, 'kr-e4-1-2.clock-hands');
    for (let seed = 1; seed <= 200; seed++) {
      const p = t.generate(seed);
      const [h] = numbersIn(p.stem.en) as [number];
      const small = Math.min(30 * h, 360 - 30 * h);
      expect(Number(p.answer)).toBe(p.stem.en.includes('larger') ? 360 - small : small);
      expect(p.figure?.alt.en).toContain(`points at ${h},`);
    }
  });

  it('counts the angles on the asked side of a right angle', () => {
    const t = templateById(templates, 'kr-e4-1-2.count-obtuse');
    for (let seed = 1; seed <= 200; seed++) {
      const p = t.generate(seed);
      const angles = degrees(p.stem.en);
      const obtuse = p.stem.en.includes('obtuse');
      expect(Number(p.answer)).toBe(angles.filter((a) => (obtuse ? a > 90 : a < 90)).length);
    }
  });

  it('makes the four angles of the quadrilateral a full turn', () => {
    const t = templateById(templates, 'kr-e4-1-2.quadrilateral-equal-pair');
    for (let seed = 1; seed <= 200; seed++) {
      const p = t.generate(seed);
      const [a, b] = degrees(p.stem.en) as [number, number];
      expect(a + b + 2 * Number(p.answer)).toBe(360);
    }
  });

  it('gives the exterior angle as the sum of the two far angles', () => {
    const t = templateById(templates, 'kr-e4-1-2.exterior-angle');
    for (let seed = 1; seed <= 200; seed++) {
      const p = t.generate(seed);
      const [a, b] = degrees(p.stem.en) as [number, number];
      expect(Number(p.answer)).toBe(a + b);
    }
  });

  it('fills the straight line with the three angles', () => {
    const t = templateById(templates, 'kr-e4-1-2.straight-line-split');
    for (let seed = 1; seed <= 200; seed++) {
      const p = t.generate(seed);
      const [c, k] = degrees(p.stem.en) as [number, number];
      expect(c + (k + 1) * Number(p.answer)).toBe(180);
    }
  });
});
