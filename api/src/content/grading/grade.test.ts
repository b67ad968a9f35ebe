import { describe, expect, it } from 'vitest';
import type { AnswerSpec, GeneratedProblem } from '../lib/types.js';
import { FORM_HINTS, grade, numericValues } from './grade.js';
import { valueQuestion } from '../../test/problems.js';

const hint = { ko: '수로 입력하세요.', en: 'Enter a number.' };

function essay(answer: string, spec: Partial<AnswerSpec> = {}): GeneratedProblem {
  return {
    type: 'essay',
    stem: { ko: '문제', en: 'Problem' },
    answer,
    answerSpec: { kind: 'number', hint, ...spec },
    explanation: [{ ko: '풀이', en: 'Solution' }],
    difficulty: 1,
  };
}

const multiple = valueQuestion('3 + 4', 7, [5, 6, 7, 8, 9]);

describe('grade: multiple choice', () => {
  it('compares the chosen index with the key', () => {
    expect(grade(multiple, '2').result).toBe('correct');
    expect(grade(multiple, 2).result).toBe('correct');
    expect(grade(multiple, ' 2 ').result).toBe('correct');
    expect(grade(multiple, '0').result).toBe('incorrect');
  });

  it('does not mark a choice that does not exist as wrong', () => {
    for (const input of ['5', '-1', 'b', '', '2.0']) {
      expect(grade(multiple, input).result, input).toBe('unparseable');
    }
    expect(grade(multiple, '9').hint?.en).toMatch(/choose/i);
  });
});

describe('grade: numbers', () => {
  it.each(['1/2', '0.5', '\\frac{1}{2}', '\\frac12', '\\dfrac{1}{2}', ' 0.50 ', '.5', '2/4', '\\(\\frac{1}{2}\\)'])(
    '%s equals one half',
    (input) => {
      expect(grade(essay('\\frac{1}{2}'), input).result).toBe('correct');
    },
  );

  it.each([
    ['-3', '−3'],
    ['-3', '- 3'],
    ['3', '+3'],
    ['1000', '1,000'],
    ['1000', '1{,}000'],
    ['12345678', '12,345,678'],
    ['3', 'x = 3'],
    ['\\frac{3}{2}', '1 1/2'],
    ['\\frac{3}{2}', '1\\frac{1}{2}'],
    ['\\frac{7}{3}', '2 1/3'],
    ['\\frac{7}{3}', '2⅓'],
    ['2\\sqrt{3}', '2\\sqrt{3}'],
    ['2\\sqrt{3}', '2√3'],
    ['\\sqrt{2}', 'sqrt(2)'],
    ['(2, 3)', '(2,3)'],
    ['(2, -3)', '( 2 , −3 )'],
  ])('key %s accepts %s', (answer, input) => {
    expect(grade(essay(answer), input).result).toBe('correct');
  });

  it.each([
    ['\\frac{1}{2}', '0.51'],
    ['1000', '100'],
    ['-3', '3'],
    ['\\frac{1}{3}', '0.333'],
    ['(2, 3)', '(3, 2)'],
    ['(2, 3)', '2'],
  ])('key %s rejects %s', (answer, input) => {
    expect(grade(essay(answer), input).result).toBe('incorrect');
  });

  // A number answer is the worked-out number: an expression of the right value is not yet an answer.
  it.each([
    ['12', '3×4'],
    ['12', '3 * 4'],
    ['3', '6÷2'],
    ['2\\sqrt{3}', '\\sqrt{12}'],
    ['9', '3²'],
    ['6', '(-5)+5-(-1)'],
  ])('key %s asks for %s to be worked out', (answer, input) => {
    expect(grade(essay(answer), input)).toEqual({ result: 'unparseable', hint: FORM_HINTS.number });
  });

  it('does not guess what a comma means when it does not group thousands', () => {
    expect(grade(essay('1000'), '1,00').result).toBe('unparseable');
    expect(grade(essay('0.5'), '0,5').result).toBe('unparseable');
  });

  it('applies the template tolerance', () => {
    const problem = essay('3.14', { tolerance: 0.005 });
    expect(grade(problem, '3.141').result).toBe('correct');
    expect(grade(problem, '3.15').result).toBe('incorrect');
    expect(grade(essay('\\frac{1}{3}', { tolerance: 0.01 }), '0.33').result).toBe('correct');
  });

  it('ignores the unit the template names', () => {
    expect(grade(essay('12', { unit: 'cm' }), '12 cm').result).toBe('correct');
    expect(grade(essay('12', { unit: 'cm' }), '12cm').result).toBe('correct');
    expect(grade(essay('12', { unit: 'cm' }), '12\\text{cm}').result).toBe('correct');
    expect(grade(essay('12', { unit: 'cm' }), '13 cm').result).toBe('incorrect');
    expect(grade(essay('60', { unit: '°' }), '60°').result).toBe('correct');
    expect(grade(essay('60', { unit: '°' }), '60^\\circ').result).toBe('correct');
    expect(grade(essay('25', { unit: '%' }), '25%').result).toBe('correct');
    expect(grade(essay('1500', { unit: '원' }), '1,500원').result).toBe('correct');
  });

  it.each([
    ['72', 'cm^2', '72 cm²'],
    ['72', 'cm^2', '72\\,\\text{cm}^2'],
    ['72', 'cm^2', '72\\mathrm{cm}^{2}'],
    ['170', '$', '$170'],
    ['170', '$', '\\$170'],
    ['170', '$', '170 $'],
    ['30', '°C', '30℃'],
    ['30', '°C', '30 °C'],
    ['3783', 'mL', '3783 ml'],
    ['3783', 'mL', '3,783mL'],
    ['1\\frac{1}{4}', 'kg', '1 1/4 kg'],
    ['1\\frac{1}{4}', 'kg', '5/4kg'],
    ['\\frac{8}{3}\\pi', 'cm^2', '8π/3 cm²'],
    ['\\frac{8}{3}\\pi', 'cm^2', '\\frac{8}{3}\\pi'],
    ['3\\pi', 'cm', '3π'],
    ['3\\pi', 'cm', '3pi cm'],
    ['3\\pi', 'cm', '3\\pi'],
    ['729', 'm²', '729 m²'],
    ['72', 'cm²', '72 cm²'],
    ['72', 'cm²', '72\\text{cm}^{2}'],
  ])('key %s %s accepts %s', (answer, unit, input) => {
    expect(grade(essay(answer, { unit }), input).result).toBe('correct');
  });

  it('reads a degree sign as a unit, so 720° and 1080° keep their values', () => {
    expect(numericValues('720^{\\circ}')).toEqual([720]);
    expect(numericValues('1080^\\circ')).toEqual([1080]);
    expect(numericValues('30°')).toEqual([30]);
  });

  it('answers unparseable input with the hint instead of marking it wrong', () => {
    for (const input of ['', '   ', 'abc(', '1//2', '\\frac{1}{', '3 apples']) {
      const result = grade(essay('3'), input);
      expect(result.result, input).toBe('unparseable');
      expect(result.hint).toEqual(hint);
    }
    expect(grade(essay('3'), 'x + 1')).toEqual({ result: 'unparseable', hint: FORM_HINTS.number });
  });
});

describe('grade: expressions', () => {
  const expression = (answer: string, variables?: string[]) =>
    essay(answer, {
      kind: 'expression',
      variables,
      hint: { ko: '식으로 입력하세요.', en: 'Enter an expression.' },
    });

  it.each([
    ['2a+2c', '2(a+c)'],
    ['2(a+c)', '2a + 2c'],
    ['x^2-1', '(x+1)(x-1)'],
    ['x^2-1', '(x-1)(x+1)'],
    ['x^{2}+2x+1', '(x+1)^2'],
    ['x^2+2x+1', '(x+1)²'],
    ['\\frac{x}{2}', 'x/2'],
    ['\\frac{x}{2}', '0.5x'],
    ['3ab', '3 × a × b'],
    ['3ab', 'b*a*3'],
    ['-x+4', '4 − x'],
    ['y=2x+1', '2x+1=y'],
    ['y=2x+1', '2y=4x+2'],
    ['x>3', '3<x'],
    ['x\\ge 3', 'x>=3'],
  ])('key %s accepts %s', (answer, input) => {
    expect(grade(expression(answer), input).result).toBe('correct');
  });

  it.each([
    ['2a+2c', '2a+c'],
    ['x^2-1', '(x-1)^2'],
    ['3ab', '3a+b'],
    ['y=2x+1', 'y=2x-1'],
    ['x>3', 'x<3'],
    ['x>3', 'x\\ge 3'],
    ['x>3', 'x=3'],
    ['x^2', '2x'],
  ])('key %s rejects %s', (answer, input) => {
    expect(grade(expression(answer), input).result).toBe('incorrect');
  });

  it('answers unparseable expressions with the hint', () => {
    const result = grade(expression('2a+2c'), '2(a+');
    expect(result).toEqual({ result: 'unparseable', hint: { ko: '식으로 입력하세요.', en: 'Enter an expression.' } });
  });
});

describe('grade: text answers', () => {
  const text = (answer: string) =>
    essay(answer, { kind: 'text', hint: { ko: '낱말로 입력하세요.', en: 'Enter a word.' } });

  it('compares tokens after trimming and case folding', () => {
    expect(grade(text('B'), ' b ').result).toBe('correct');
    expect(grade(text('yes'), 'YES').result).toBe('correct');
    expect(grade(text('정삼각형'), '정삼각형 ').result).toBe('correct');
    expect(grade(text('B'), 'C').result).toBe('incorrect');
    expect(grade(text('B'), '').result).toBe('unparseable');
  });
});
