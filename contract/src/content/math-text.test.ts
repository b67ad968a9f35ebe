import { describe, expect, it } from 'vitest';
import { mathTextIssues, splitMathText } from './math-text.js';

describe('splitMathText', () => {
  it('splits text and inline math', () => {
    expect(splitMathText('Solve \\(2x + 1 = 5\\) for \\(x\\).')).toEqual([
      { kind: 'text', value: 'Solve ' },
      { kind: 'math', value: '2x + 1 = 5' },
      { kind: 'text', value: ' for ' },
      { kind: 'math', value: 'x' },
      { kind: 'text', value: '.' },
    ]);
    expect(splitMathText('\\(\\frac{1}{2}\\)')).toEqual([{ kind: 'math', value: '\\frac{1}{2}' }]);
    expect(splitMathText('사과 3개')).toEqual([{ kind: 'text', value: '사과 3개' }]);
  });

  it('leaves an unclosed delimiter as text', () => {
    expect(splitMathText('a \\(x')).toEqual([{ kind: 'text', value: 'a \\(x' }]);
  });
});

describe('mathTextIssues', () => {
  it('accepts text with balanced math', () => {
    expect(mathTextIssues('\\(3 \\times 4\\)는 얼마입니까?')).toEqual([]);
    expect(mathTextIssues('5 cm')).toEqual([]);
  });

  it('names LaTeX outside the delimiters, unbalanced and empty math', () => {
    expect(mathTextIssues('\\frac{1}{2}')[0]).toMatch(/LaTeX outside/);
    expect(mathTextIssues('x^2')[0]).toMatch(/LaTeX outside/);
    expect(mathTextIssues('$5')[0]).toMatch(/LaTeX outside/);
    expect(mathTextIssues('a \\(x')[0]).toMatch(/without a closing/);
    expect(mathTextIssues('x\\) b')[0]).toMatch(/without an opening/);
    expect(mathTextIssues('\\( \\)')[0]).toMatch(/empty math/);
  });
});
