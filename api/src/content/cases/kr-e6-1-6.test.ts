// Cases for the 6-1 volume templates, read back from the printed stem: the height from the volume, a cube from its
// edges, two boxes compared, a stone in a tank, and a block cut into the largest equal cubes.
import { describe, expect, it } from 'vitest';
import { templates } from '../units/kr-e6-1-6.js';
import { numbersIn, templateById } from './support.js';

/** The stem's numbers without the exponent of cm³. */
const given = (text: string) => numbersIn(text.replace(/\^3|\^\{3\}/g, ''));

describe('kr-e6-1-6 depth', () => {
  it('gives the height that makes the printed volume', () => {
    const t = templateById(templates, 'kr-e6-1-6.height-from-volume');
    for (let seed = 1; seed <= 200; seed++) {
      const p = t.generate(seed);
      const [v, a, b] = given(p.stem.en) as [number, number, number];
      expect(a * b * Number(p.answer)).toBe(v);
    }
  });

  it('cubes the edge found from the edge total', () => {
    const t = templateById(templates, 'kr-e6-1-6.cube-volume-from-edges');
    for (let seed = 1; seed <= 200; seed++) {
      const p = t.generate(seed);
      const [total] = given(p.stem.en) as [number];
      expect(Number(p.answer)).toBe((total / 12) ** 3);
    }
  });

  it('takes the smaller box from the larger', () => {
    const t = templateById(templates, 'kr-e6-1-6.compare-boxes');
    for (let seed = 1; seed <= 200; seed++) {
      const p = t.generate(seed);
      const [a, b, c, d, e, f] = given(p.stem.en) as number[];
      expect(Number(p.answer)).toBe(Math.abs(a! * b! * c! - d! * e! * f!));
    }
  });

  it('measures the stone by the water it lifts, not by the tank height', () => {
    const t = templateById(templates, 'kr-e6-1-6.stone-in-tank');
    for (let seed = 1; seed <= 200; seed++) {
      const p = t.generate(seed);
      const [a, b, , rise] = given(p.stem.en) as [number, number, number, number];
      expect(Number(p.answer)).toBe(a * b * rise);
    }
  });

  it('cuts the block into cubes of the greatest edge that divides all three sides', () => {
    const t = templateById(templates, 'kr-e6-1-6.cut-into-cubes');
    for (let seed = 1; seed <= 200; seed++) {
      const p = t.generate(seed);
      const [a, b, c] = given(p.stem.en) as [number, number, number];
      const edge = [...Array(Math.min(a, b, c)).keys()]
        .map((i) => i + 1)
        .filter((e) => a % e === 0 && b % e === 0 && c % e === 0)
        .at(-1)!;
      expect(edge).toBeGreaterThan(1);
      expect(Number(p.answer) * edge ** 3).toBe(a * b * c);
    }
  });
});
