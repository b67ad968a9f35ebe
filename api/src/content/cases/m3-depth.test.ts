// Cases for the grade 9 depth templates: the decimal part of a root times its conjugate-like partner is a whole
// number, √(A²) between two bounds sums to the width of the range whatever x is, a rational product cancels
// the root, and a translated parabola through a point.
import { describe, expect, it } from 'vitest';
import { evalLatex, mathRuns } from '../kit/index.js';
import { templates as m31 } from '../units/kr-m3-1.js';
import { templates as m34 } from '../units/kr-m3-4.js';
import { templateById } from './support.js';

describe('kr-m3-1 depth', () => {
  it('asks b(b+2a) of a root that is not a whole number, and its key is a whole number', () => {
    const t = templateById(m31, 'kr-m3-1.decimal-part');
    for (let seed = 1; seed <= 100; seed++) {
      const p = t.generate(seed);
      const n = Number(/\\sqrt\{(\d+)\}/.exec(mathRuns(p.stem.ko)[0]!)![1]);
      expect(Number.isInteger(Math.sqrt(n))).toBe(false);
      expect(p.answer).toMatch(/^\d+$/);
    }
  });

  it('writes √(A²) with a binomial inside and keys the width of the range', () => {
    const t = templateById(m31, 'kr-m3-1.root-of-square-range');
    for (let seed = 1; seed <= 100; seed++) {
      const p = t.generate(seed);
      const [range, expr] = mathRuns(p.stem.en);
      expect(expr).not.toContain('(x)');
      const [, low, high] = /^(-?\d+)<x<(-?\d+)$/.exec(range!)!;
      expect(Number(p.answer)).toBe(Number(high) - Number(low));
    }
  });

  it('keys a simplified radical for a product and quotient of roots', () => {
    const t = templateById(m31, 'kr-m3-1.multiply-divide-roots');
    for (let seed = 1; seed <= 100; seed++) {
      const p = t.generate(seed);
      for (const [, r] of p.answer.matchAll(/\\sqrt\{(\d+)\}/g)) {
        for (let f = 2; f * f <= Number(r); f++) expect(Number(r) % (f * f)).not.toBe(0);
      }
    }
  });

  it('keys the a that cancels the coefficient of the root, and the product is then a whole number', () => {
    const t = templateById(m31, 'kr-m3-1.rational-condition');
    for (let seed = 1; seed <= 100; seed++) {
      const p = t.generate(seed);
      const match = /^\((-?\d+)\+a\\sqrt\{(\d+)\}\)\((\d+)-(\d*)\\sqrt\{\2\}\)$/.exec(mathRuns(p.stem.en)[1]!)!;
      const [c, s, q] = [1, 2, 3].map((i) => Number(match[i])) as [number, number, number];
      const r = match[4] === '' ? 1 : Number(match[4]);
      const a = Number(p.answer);
      // (c + a√s)(q − r√s) = (cq − ars) + (aq − cr)√s.
      expect(a * q - c * r).toBe(0);
      expect(c * q - a * r * s).toBe(Math.round((c + a * Math.sqrt(s)) * (q - r * Math.sqrt(s))));
    }
  });
});

describe('kr-m3-4 depth', () => {
  it('keys the q that puts the stated point on y = a(x - p)^2 + q', () => {
    const t = templateById(m34, 'kr-m3-4.translate-through-point');
    for (let seed = 1; seed <= 100; seed++) {
      const p = t.generate(seed);
      const [original, shiftX, , , , point] = mathRuns(p.stem.en);
      const a = evalLatex(original!.slice(2), { x: 1 })[0] as number;
      const [x, y] = evalLatex(point!) as [number, number];
      expect(a * (x - Number(shiftX)) ** 2 + Number(p.answer)).toBe(y);
    }
  });
});
