import { describe, expect, it } from 'vitest';
import type { GeneratedProblem } from './lib/types.js';
import { problemIssues, valueKey } from './validate.js';
import { valueQuestion } from '../test/problems.js';

const multiple = (overrides: Partial<GeneratedProblem> = {}): GeneratedProblem =>
  valueQuestion('6 \\div 2', 3, [1, 2, 3, 4, 12], overrides);

const essay = (overrides: Partial<GeneratedProblem> = {}): GeneratedProblem => ({
  type: 'essay',
  stem: { ko: '\\(6 \\div 4\\)를 분수로 나타내시오.', en: 'Write \\(6 \\div 4\\) as a fraction.' },
  answer: '\\frac{3}{2}',
  answerSpec: { kind: 'number', hint: { ko: '분수로 입력하세요.', en: 'Enter a fraction.' } },
  explanation: [{ ko: '약분합니다.', en: 'Simplify.' }],
  difficulty: 2,
  ...overrides,
});

describe('valueKey', () => {
  it('gives equal values the same key', () => {
    expect(valueKey('3')).toBe(valueKey('\\(3\\)'));
    expect(valueKey('\\(\\frac{6}{2}\\)')).toBe(valueKey('3'));
    expect(valueKey('\\(\\dfrac{1}{2}\\)')).toBe(valueKey('0.5'));
    expect(valueKey('\\(1\\frac{1}{2}\\)')).toBe(valueKey('1.5'));
    expect(valueKey('\\(1{,}000\\)')).toBe(valueKey('1000'));
    expect(valueKey('−2')).toBe(valueKey('-2'));
    expect(valueKey('5 cm')).toBe(valueKey('5cm'));
    expect(valueKey('\\(2\\)')).not.toBe(valueKey('\\(-2\\)'));
  });
});

describe('problemIssues', () => {
  it('accepts well-formed problems', () => {
    expect(problemIssues(multiple())).toEqual([]);
    expect(problemIssues(essay())).toEqual([]);
    expect(problemIssues(essay({ subUnit: 'kr-e5-1-4.s1' }), ['kr-e5-1-4.s1', 'kr-e5-1-4.s2'])).toEqual([]);
  });

  it.each<[string, GeneratedProblem, RegExp]>([
    ['four choices', multiple({ choices: ['1', '2', '3', '4'] }), /exactly 5 choices/],
    [
      'equal values',
      multiple({ choices: ['\\(1\\)', '\\(3\\)', '\\(3\\)', '\\(4\\)', '\\(\\frac{6}{2}\\)'] }),
      /equal in value/,
    ],
    ['an answer that is no index', multiple({ answer: '3.0' }), /not an index/],
    ['LaTeX outside math in a choice', multiple({ choices: ['\\frac{1}{2}', '2', '3', '4', '5'] }), /choice 0: LaTeX/],
    ['an empty stem', multiple({ stem: { ko: '', en: 'What?' } }), /stem\.ko is empty/],
    ['no explanation', multiple({ explanation: [] }), /no steps/],
    ['an explanation without English', multiple({ explanation: [{ ko: '풀이', en: ' ' }] }), /explanation\[0\]\.en/],
    ['difficulty 6', multiple({ difficulty: 6 as never }), /difficulty/],
    ['difficulty 2.5', multiple({ difficulty: 2.5 as never }), /difficulty/],
    ['an essay without answerSpec', essay({ answerSpec: undefined }), /needs an answerSpec/],
    ['an essay with choices', essay({ choices: ['1', '2', '3', '4', '5'] }), /should not have choices/],
    ['an essay key with delimiters', essay({ answer: '\\(\\frac{3}{2}\\)' }), /bare LaTeX/],
    [
      'an essay hint without Korean',
      essay({ answerSpec: { kind: 'number', hint: { ko: '', en: 'Enter a number.' } } }),
      /hint\.ko/,
    ],
    ['an empty key', essay({ answer: ' ' }), /answer is empty/],
  ])('rejects %s', (_name, problem, message) => {
    expect(problemIssues(problem).join('; ')).toMatch(message);
  });

  it('checks the sub-unit against the unit', () => {
    expect(problemIssues(essay(), ['kr-e5-1-4.s1']).join()).toMatch(/subUnit "" is not one of/);
    expect(problemIssues(essay({ subUnit: 'kr-e5-1-4.s9' }), ['kr-e5-1-4.s1']).join()).toMatch(/not one of/);
    expect(problemIssues(essay({ subUnit: 'kr-e3-1-1.s1' }), []).join()).toMatch(/has no sub-units/);
  });

  it('lets a unit that accepts untagged problems take one, and still checks a tag', () => {
    const rules = { untaggedAccepted: true };
    expect(problemIssues(essay(), ['kr-e3-1-1.s1'], rules)).toEqual([]);
    expect(problemIssues(essay({ subUnit: 'kr-e3-1-1.s9' }), ['kr-e3-1-1.s1'], rules).join()).toMatch(/not one of/);
  });
});
