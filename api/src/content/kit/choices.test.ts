// Multiple-choice problems with five choices (the Korean bank) and four (the digital SAT).
import { describe, expect, it } from 'vitest';
import { choiceCountFor, problemIssues } from '../validate.js';
import { keyIs } from './check.js';
import { createRng, multiple, valueChoices } from './index.js';

const draft = (choices?: 4 | 5) => ({
  stem: ['\\(2+3\\)의 값은?', 'What is \\(2+3\\)?'] as const,
  ...valueChoices(5, [6, 1, 23]),
  steps: [['\\(2+3=5\\)입니다.', '\\(2+3=5\\).'] as const],
  difficulty: 1 as const,
  ...(choices === undefined ? {} : { choices }),
});

describe('multiple', () => {
  it('keeps five choices by default and four when asked, the key among them', () => {
    for (let seed = 1; seed <= 30; seed++) {
      const five = multiple(createRng(seed), draft());
      const four = multiple(createRng(seed), draft(4));
      expect(five.choices).toHaveLength(5);
      expect(four.choices).toHaveLength(4);
      expect(four.choices?.[Number(four.answer)]).toBe('\\(5\\)');
      expect(keyIs(four, 5)).toBe(true);
      expect(problemIssues(four, undefined, { choiceCount: 4 })).toEqual([]);
    }
  });

  it('draws the same problem for five asked as for the default', () => {
    const problem = multiple(createRng(7), draft());
    expect(problem.choices).toEqual(multiple(createRng(7), draft(5)).choices);
  });

  it('throws when too few distinct wrong choices are offered', () => {
    expect(() => multiple(createRng(1), { ...draft(4), wrong: ['\\(6\\)', '\\(6\\)'] })).toThrow(/too few/);
  });

  it('asks SAT units for four choices and the Korean bank for five', () => {
    expect(choiceCountFor('sat-h-a')).toBe(4);
    expect(choiceCountFor('kr-m1-3')).toBe(5);
    const four = multiple(createRng(3), draft(4));
    expect(problemIssues(four).join()).toMatch(/exactly 5 choices/);
    expect(problemIssues({ ...four, answer: '4' }, undefined, { choiceCount: 4 }).join()).toMatch(/index 0-3/);
  });
});
