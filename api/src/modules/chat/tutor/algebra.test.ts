import { describe, expect, it } from 'vitest';
import { readTree } from '../../../content/grading/math-tree.js';
import { collect, expand, solutionSet, solveQuadratic, termsLatex, frac } from './algebra.js';

const terms = (text: string) => {
  const found = expand(readTree(text));
  if (!found) throw new Error(`${text} is not a polynomial`);
  return found;
};

describe('exact algebra', () => {
  it('expands term by term, then collects like terms', () => {
    expect(termsLatex(terms('2(x+3)-4x'))).toBe('2x + 6 - 4x');
    expect(termsLatex(collect(terms('2(x+3)-4x')))).toBe('-2x + 6');
    expect(termsLatex(collect(terms('(x+1)^2')))).toBe('x^{2} + 2x + 1');
    expect(termsLatex(collect(terms('x/3 + 1/2')))).toBe('\\frac{1}{3}x + \\frac{1}{2}');
  });

  it('leaves what is not a polynomial', () => {
    expect(expand(readTree('1/x'))).toBeUndefined();
    expect(expand(readTree('\\sqrt{x}'))).toBeUndefined();
  });

  it('solves linear equations with exact fractions', () => {
    const set = solutionSet(terms('3x'), terms('2'), 'x');
    expect(set).toEqual({ kind: 'roots', roots: [{ latex: '\\frac{2}{3}', value: 2 / 3 }] });
    expect(solutionSet(terms('x+1'), terms('x+2'), 'x')).toBe('none');
    expect(solutionSet(terms('2(x+1)'), terms('2x+2'), 'x')).toEqual({ kind: 'all' });
  });

  it('factors a quadratic with rational roots and simplifies radicals otherwise', () => {
    expect(solveQuadratic([frac(6), frac(-5), frac(1)], 'x').factored).toBe('(x - 2)(x - 3)');
    expect(solveQuadratic([frac(-3), frac(-5), frac(2)], 'x').factored).toBe('(2x + 1)(x - 3)');
    const irrational = solveQuadratic([frac(-1), frac(-2), frac(1)], 'x');
    expect(irrational.roots[0]?.latex).toBe('1 \\pm \\sqrt{2}');
    expect(solveQuadratic([frac(1), frac(0), frac(1)], 'x').roots).toEqual([]);
  });
});
