import { describe, expect, it } from 'vitest';
import { evalLatex, fingerprint, sameValues } from './latex-eval.js';
import { frac, poly, sqrt } from './latex.js';

describe('evalLatex', () => {
  it('evaluates the forms the templates write', () => {
    expect(evalLatex('\\frac{3}{4}')).toEqual([0.75]);
    expect(evalLatex('-2^{3}+\\left(-3\\right)\\times 2')).toEqual([-14]);
    expect(evalLatex('3\\sqrt{2}')[0]).toBeCloseTo(4.242640687, 8);
    expect(evalLatex('12\\pi')[0]).toBeCloseTo(37.69911184, 7);
    expect(evalLatex('60^{\\circ}')).toEqual([60]);
    expect(evalLatex('\\left|-7\\right|+1')).toEqual([8]);
    expect(evalLatex('(2, -3)')).toEqual([2, -3]);
    expect(evalLatex('\\begin{pmatrix} 1 & -2 \\\\ 3 & 4 \\end{pmatrix}')).toEqual([1, -2, 3, 4]);
    expect(evalLatex('2x^{2}-3x+1', { x: 2 })).toEqual([3]);
    expect(evalLatex('x>3', { x: 5 })).toEqual([2, 2]);
  });

  it('tells different expressions apart and equal ones together', () => {
    expect(sameValues(fingerprint('2(x+3)'), fingerprint('2x+6'))).toBe(true);
    expect(sameValues(fingerprint('x^{2}+1'), fingerprint('x^{2}-1'))).toBe(false);
  });

  it('rejects what it cannot read', () => {
    expect(() => evalLatex('x^{2}+')).toThrow();
    expect(() => evalLatex('\\sqrt{-4}')).toThrow();
  });
});

describe('format', () => {
  it('writes fractions, polynomials and radicals in simplest form', () => {
    expect(frac(6, -8)).toBe('-\\frac{3}{4}');
    expect(frac(10, 5)).toBe('2');
    expect(
      poly([
        [1, 'x^{2}'],
        [-1, 'x'],
        [0, 'y'],
        [5, ''],
      ]),
    ).toBe('x^{2}-x+5');
    expect(sqrt(12, 2)).toBe('4\\sqrt{3}');
  });
});
