import { describe, expect, it } from 'vitest';
import { latexToSpeech, mathTextToSpeech } from './math-speech';

describe('math as text for accessible names', () => {
  it.each([
    ['7', '7'],
    ['-3', '-3'],
    ['1{,}870', '1,870'],
    ['\\frac{3}{4}', '3/4'],
    ['-\\frac{1}{2}', '-1/2'],
    ['2\\frac{1}{3}', '21/3'.replace('21/3', '2 1/3')],
    ['\\frac{x+1}{2}', '(x+1)/2'],
    ['\\sqrt{2}', '√2'],
    ['3\\sqrt{5}', '3√5'],
    ['\\frac{\\sqrt{5}}{5}', '√5/5'],
    ['x^{2}+5x+6', 'x²+5x+6'],
    ['2^{10}', '2¹⁰'],
    ['a^{n+1}', 'a^n+1'],
    ['30^{\\circ}', '30°'],
    ['12\\pi', '12π'],
    ['x\\ge 4', 'x≥4'],
    ['(3, -4)', '(3, -4)'],
    ['\\left(-\\frac{1}{2}\\right)', '(-1/2)'],
    ['12\\text{ cm}^{2}', '12 cm²'],
    ['\\triangle=\\bigcirc\\times27', '△=○×27'],
    ['\\text{\\$}140.80', '$140.80'],
    ['\\begin{cases} x+y=3 \\\\ x-y=1 \\end{cases}', 'x+y=3 , x-y=1'],
  ])('reads %s as %s', (tex, speech) => {
    expect(latexToSpeech(tex)).toBe(speech);
  });

  it('keeps the words around math runs', () => {
    expect(mathTextToSpeech('\\(3\\)시 \\(30\\)분')).toBe('3시 30분');
    expect(mathTextToSpeech('Seoyeon')).toBe('Seoyeon');
  });
});
