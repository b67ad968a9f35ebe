// Cases for the 6-1 prism and pyramid templates, read back from the printed stem: the base from a total or a
// difference of counts, the side faces of a net, the height from the edge total, and a triangular prism's edges.
import { describe, expect, it } from 'vitest';
import { templates } from '../units/kr-e6-1-2.js';
import { numbersIn, templateById } from './support.js';

/** [faces, edges, vertices] of a prism or pyramid on a base of k sides, counted part by part. */
const parts = (k: number, pyramid: boolean) => (pyramid ? [1 + k, k + k, 1 + k] : [2 + k, k + k + k, k + k]);

describe('kr-e6-1-2 depth', () => {
  it('finds the base whose faces, edges and vertices add up to the total', () => {
    const t = templateById(templates, 'kr-e6-1-2.solid-from-total-count');
    for (let seed = 1; seed <= 200; seed++) {
      const p = t.generate(seed);
      const [total] = numbersIn(p.stem.en) as [number];
      const sum = parts(Number(p.answer), p.stem.en.includes('pyramid')).reduce((s, x) => s + x, 0);
      expect(sum).toBe(total);
      expect(p.subUnit).toBe(p.stem.en.includes('pyramid') ? 'kr-e6-1-2.s3' : 'kr-e6-1-2.s1');
    }
  });

  it('finds the base with the printed gap between edges and faces or vertices', () => {
    const t = templateById(templates, 'kr-e6-1-2.solid-from-difference');
    for (let seed = 1; seed <= 200; seed++) {
      const p = t.generate(seed);
      const [gap] = numbersIn(p.stem.en) as [number];
      const [f, e, v] = parts(Number(p.answer), p.stem.en.includes('pyramid')) as [number, number, number];
      expect(e - (p.stem.en.includes('than faces') ? f : v)).toBe(gap);
    }
  });

  it('joins the side faces into a rectangle as long as the base perimeter', () => {
    const t = templateById(templates, 'kr-e6-1-2.lateral-area');
    for (let seed = 1; seed <= 200; seed++) {
      const p = t.generate(seed);
      const [side, h] = numbersIn(p.stem.en) as [number, number];
      // An equilateral triangle is none of these names: -1 + 4 = 3.
      const k = ['square', 'pentagon', 'hexagon', 'heptagon', 'octagon'].findIndex((n) => p.stem.en.includes(n)) + 4;
      expect(Number(p.answer)).toBe(k * side * h);
    }
  });

  it('gives the height that makes the edges add up to the total', () => {
    const t = templateById(templates, 'kr-e6-1-2.prism-height-from-total');
    for (let seed = 1; seed <= 200; seed++) {
      const p = t.generate(seed);
      const [side, total] = numbersIn(p.stem.en) as [number, number];
      const k = Number(p.explanation[0]!.en.match(/and \\\((\d+)\\\) edges along/)![1]);
      expect(2 * k * side + k * Number(p.answer)).toBe(total);
    }
  });

  it('adds two triangles and three heights, with the figure marking the same lengths', () => {
    const t = templateById(templates, 'kr-e6-1-2.triangular-prism-edges');
    for (let seed = 1; seed <= 200; seed++) {
      const p = t.generate(seed);
      const [a, b, c, h] = numbersIn(p.stem.en) as [number, number, number, number];
      expect(Number(p.answer)).toBe(2 * (a + b + c) + 3 * h);
      expect([...(p.figure?.alt.en ?? '').matchAll(/(\d+) cm/g)].map((x) => Number(x[1]))).toEqual([a, b, c, h]);
    }
  });
});
