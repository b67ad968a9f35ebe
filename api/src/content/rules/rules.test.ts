import { describe, expect, it } from 'vitest';
import type { GeneratedProblem, ProblemTemplate } from '../lib/types.js';
import { RULE_IDS, numberValue, ruleViolations, type RuleId } from './rules.js';
import { valueQuestion } from '../../test/problems.js';

/** A clean multiple-choice problem; each test changes what it is about. */
const problemOf = (overrides: Partial<GeneratedProblem> = {}): GeneratedProblem =>
  valueQuestion('3 + 4', 7, [5, 6, 7, 8, 9], overrides);

function essayOf(answer: string, overrides: Partial<GeneratedProblem> = {}): GeneratedProblem {
  return problemOf({
    type: 'essay',
    choices: undefined,
    answer,
    answerSpec: { kind: 'number', hint: { ko: '수', en: 'A number' } },
    ...overrides,
  });
}

/** A template whose check accepts exactly the choice that holds the key's text (or the essay key). */
function templateOf(problem: GeneratedProblem, extra: Partial<ProblemTemplate> = {}): ProblemTemplate {
  const key = problem.type === 'multiple' ? problem.choices?.[Number(problem.answer)] : problem.answer;
  return {
    id: 'kr-e1-1-1.test',
    unitId: 'kr-e1-1-1',
    version: 1,
    generate: () => problem,
    check: (p) => (p.type === 'multiple' ? p.choices?.[Number(p.answer)] === key : p.answer === key),
    ...extra,
  };
}

function rulesOf(problem: GeneratedProblem, extra: Partial<ProblemTemplate> = {}): RuleId[] {
  return ruleViolations(templateOf(problem, extra), 1).map((v) => v.rule);
}

function messages(problem: GeneratedProblem, rule: RuleId): string[] {
  return ruleViolations(templateOf(problem), 1)
    .filter((v) => v.rule === rule)
    .map((v) => v.message);
}

/** One Korean explanation step with the given text, English kept clean. */
const koStep = (ko: string) => problemOf({ explanation: [{ ko, en: '\\(3 + 4 = 7\\).' }] });
const enStep = (en: string) => problemOf({ explanation: [{ ko: '\\(3 + 4 = 7\\)입니다.', en }] });

describe('bank-wide rules', () => {
  it('lists its rule ids and passes a clean problem', () => {
    expect(RULE_IDS).toHaveLength(9);
    expect(rulesOf(problemOf())).toEqual([]);
    expect(rulesOf(essayOf('7'))).toEqual([]);
  });

  it('reads numbers by value', () => {
    expect(numberValue('8')).toBe(8);
    expect(numberValue('8.0')).toBe(8);
    expect(numberValue('\\frac{16}{2}')).toBe(8);
    expect(numberValue('\\(-\\dfrac{1}{2}\\)')).toBe(-0.5);
    expect(numberValue('1\\frac{1}{2}')).toBe(1.5);
    expect(numberValue('1{,}000')).toBe(1000);
    expect(numberValue('2x')).toBeUndefined();
  });

  describe('asked-in-stem', () => {
    it('catches a stem that gives the asked value', () => {
      const given = essayOf('8', {
        stem: {
          ko: '\\(y\\)가 \\(x\\)에 정비례하고 \\(x=6\\)일 때 \\(y=8\\)입니다. \\(x=6\\)일 때 \\(y\\)의 값은?',
          en: '\\(y\\) varies directly with \\(x\\) and \\(y=8\\) when \\(x=6\\). Find \\(y\\) when \\(x=6\\).',
        },
      });
      expect(rulesOf(given)).toContain('asked-in-stem');
      const byValue = essayOf('8.0', {
        stem: { ko: '\\(y=\\frac{16}{2}\\)일 때 \\(y\\)의 값은?', en: 'Find \\(y\\).' },
      });
      expect(rulesOf(byValue)).toContain('asked-in-stem');
      const multiple = problemOf({
        stem: { ko: '\\(f(2)=7\\)일 때 \\(f(2)\\)의 값은?', en: 'If \\(f(2)=7\\), what is \\(f(2)\\)?' },
      });
      expect(messages(multiple, 'asked-in-stem')).toHaveLength(2);
      const expression = essayOf('2x+3', {
        stem: { ko: '\\(2x + 3\\)을 간단히 하시오.', en: 'Simplify \\(2x + 3\\).' },
      });
      expect(rulesOf(expression)).toContain('asked-in-stem');
    });

    it('passes a stem whose numbers only happen to equal the key', () => {
      const other = essayOf('12', {
        stem: {
          ko: '\\(x=4\\)일 때 \\(y=8\\)입니다. \\(x=6\\)일 때 \\(y\\)의 값은?',
          en: '\\(y=8\\) when \\(x=4\\). Find \\(y\\) when \\(x=6\\).',
        },
      });
      expect(rulesOf(other)).not.toContain('asked-in-stem');
      const operand = essayOf('9', {
        stem: { ko: '\\(2\\), \\(9\\) 중 큰 수는?', en: 'Which is larger, \\(2\\) or \\(9\\)?' },
      });
      expect(rulesOf(operand)).not.toContain('asked-in-stem');
      const notAsked = essayOf('-5', {
        stem: { ko: '\\(x=-5\\)일 때 \\(y\\)의 값은?', en: 'Find \\(y\\) when \\(x=-5\\).' },
      });
      expect(rulesOf(notAsked)).not.toContain('asked-in-stem');
    });
  });

  describe('distractor-fits', () => {
    it('catches a check that accepts another choice, and treats a throwing check as a rejection', () => {
      const problem = problemOf();
      const lax = ruleViolations(templateOf(problem, { check: (p) => Number(p.answer) >= 2 }), 1);
      expect(lax.find((v) => v.rule === 'distractor-fits')?.message).toMatch(/also accepts choice 3, 4/);
      const throwing = templateOf(problem, {
        check: (p) => {
          if (p.answer !== '2') throw new Error('not the key');
          return true;
        },
      });
      expect(ruleViolations(throwing, 1)).toEqual([]);
    });
  });

  describe('raw-float', () => {
    it.each([
      '\\(9.666666666666666\\)',
      '\\(83.33333333333333\\)',
      '\\(0.33333333333333326\\)',
      '\\(1870.0000000000002\\)명',
      '\\(0.30000000000000004\\)',
      '\\(1e-7\\)',
    ])('catches %s', (text) => {
      expect(rulesOf(koStep(`답은 ${text}입니다.`))).toContain('raw-float');
    });

    it('passes rounded decimals and thousands', () => {
      expect(rulesOf(koStep('\\(3.14\\), \\(0.125\\), \\(1{,}870\\), \\(0.000001\\)'))).not.toContain('raw-float');
    });
  });

  describe('notation', () => {
    it.each([
      ['1x', '\\(1x + 2 = 5\\)'],
      ['+ -', '\\(x + -3\\)'],
      ['1\\pi', '\\(1\\pi\\)'],
      ['0\\sqrt{3}', '\\(0\\sqrt{3}\\)'],
      ['x^{1}', '\\(x^{1} + x^2\\)'],
      ['+0', '\\(y = 2x + 0\\)'],
      ['-0', '\\((y-0)^2\\)'],
      ['|x-(-3)|', '\\(|x-(-3)|\\)'],
      ['a - (-2)', '\\(a - (-2)\\)'],
      ['1y = 8', '\\(1y = 8\\)'],
      ['-1x', '\\(-1x = 7\\)'],
      ['1(', '\\(y-3=-1(x-5)\\)'],
      ['\\sqrt{1}', '\\(\\sqrt{1} = 1\\)'],
      ['\\frac{a}{1}', '\\(\\frac{16}{1}\\)'],
      ['subtract', 'Subtract \\(-7\\) from both sides.'],
      ['add', 'Add \\(-7\\) to both sides.'],
      ['양변에서', '양변에서 \\(-7\\)을 빼면 \\(x = 3\\)입니다.'],
      ['(s)', 'There are \\(2\\) acute triangle(s).'],
      ['month', 'It is month 6/12.'],
    ])('catches %s', (_, text) => {
      expect(rulesOf(problemOf({ explanation: [{ ko: text, en: text }] }))).toContain('notation');
    });

    it.each([
      '\\(10x + 21x = 31x\\)',
      '\\(0.1x + 1.5x\\)',
      '\\((-5)+5-(-1)\\)',
      '\\(5-(-1) = 6\\)',
      '\\(7 - 0 = 7\\)',
      '\\(x^{10}\\)',
      '\\(x_1 + x_{1}\\)',
      '\\(1\\text{ cm}\\)',
      'Add \\(7\\) to both sides.',
      '양변에 \\(7\\)을 더하면 \\(x = 3\\)입니다.',
      '\\((1, 2)\\)',
      '\\(\\frac{1}{x}\\)',
    ])('passes %s', (text) => {
      expect(rulesOf(problemOf({ explanation: [{ ko: text, en: text }] }))).not.toContain('notation');
    });
  });

  describe('particle', () => {
    it.each([
      ['3로', '양변을 \\(3\\)로 나누면 \\(x=2\\)입니다.'],
      ['6를', '\\(6\\)를 더합니다.'],
      ['10와', '\\(10\\)와 \\(4\\)의 합'],
      ['23가', '가운데 값 \\(23\\)가 중앙값입니다.'],
      ['a = 5을', '\\(a = 5\\)을 대입합니다.'],
      ['볼펜는', '볼펜는 모두 몇 자루입니까?'],
      ['헬스장는', '헬스장는 몇 층에 있습니까?'],
      ['별는', '별는 몇 개인지 세어 보세요.'],
      ['13로', '\\(13\\)로 나눕니다.'],
      ['9이 되는', '합이 \\(9\\)이 되는 경우'],
      ['헬스장와', '헬스장와 학교'],
      ['볼펜를', '볼펜를 샀습니다.'],
      ['m을 (미터를)', '끈 \\(3\\) m을 잘랐습니다.'],
      ['x이', '\\(x\\)이 \\(3\\)일 때'],
      ['1으로', '\\(1\\)으로 나눕니다.'],
    ])('catches %s', (_, ko) => {
      expect(rulesOf(koStep(ko))).toContain('particle');
    });

    it.each([
      '양변을 \\(3\\)으로 나누면 \\(x=2\\)입니다.',
      '\\(6\\)을 더하고 \\(10\\)과 \\(4\\)를 비교합니다.',
      '가운데 값 \\(23\\)이 중앙값입니다. \\(a = 5\\)를 대입합니다.',
      '볼펜은 헬스장과 별로 멀지 않습니다.',
      '\\(1\\)로, \\(7\\)로, \\(8\\)로 나눕니다. \\(100\\)과 \\(13\\)으로',
      '합이 \\(9\\)가 되는 경우와 \\(3\\)이 되는 경우',
      '남는 것, 있는 것, 찾는 수, 읽는 방법',
      '수행평가 \\(4\\)회, 몇 개인가 세어 봅시다.',
      '끈 \\(3\\) m를 잘랐습니다. cm를 m로 바꿉니다.',
      '\\(x^{2}\\)이 \\(30^\\circ\\)가 \\(5\\text{ cm}\\)를',
      '\\(3\\)이상, \\(2\\)가지, \\(5\\)이다',
    ])('passes %s', (ko) => {
      expect(messages(koStep(ko), 'particle')).toEqual([]);
    });
  });

  describe('english', () => {
    it.each([
      'From a point 9 m from a tree sees the top at an angle.',
      'There are \\(1\\) such points.',
      'There are \\(2\\) acute triangle(s).',
      'You hold \\(1\\) apples.',
      'Add the the numbers.',
      'Count them. then add.',
      'There is \\(3\\) apples.',
    ])('catches %s', (en) => {
      expect(rulesOf(enStep(en))).toContain('english');
    });

    it.each([
      'From a point 9 m from a tree, Minsu sees the top at an angle.',
      'There is \\(1\\) such point.',
      '\\(1\\) needs \\(3\\) matchsticks.',
      'Look at \\(1\\) tennis ball.',
      'Count first, second, ... starting from the left, e.g. the first.',
      'It moves \\(-1\\) units and \\(8+1\\) faces.',
    ])('passes %s', (en) => {
      expect(messages(enStep(en), 'english')).toEqual([]);
    });
  });

  describe('realism', () => {
    it('reports what outOfRange returns', () => {
      const problem = problemOf();
      expect(rulesOf(problem, { outOfRange: () => ['score 203 is outside 0-100'] })).toEqual(['realism']);
      expect(rulesOf(problem, { outOfRange: () => [] })).toEqual([]);
    });
  });

  describe('choices-distinct', () => {
    it('catches choices equal in value', () => {
      expect(
        rulesOf(problemOf({ choices: ['\\(0.5\\)', '\\(\\frac{1}{2}\\)', '\\(7\\)', '\\(8\\)', '\\(9\\)'] })),
      ).toContain('choices-distinct');
      expect(rulesOf(problemOf({ choices: ['\\(-0\\)', '\\(0\\)', '\\(7\\)', '\\(8\\)', '\\(9\\)'] }))).toContain(
        'choices-distinct',
      );
      expect(rulesOf(problemOf({ choices: ['\\(1{,}000\\)', '1000', '\\(7\\)', '\\(8\\)', '\\(9\\)'] }))).toContain(
        'choices-distinct',
      );
    });

    it('catches nonsense choices: 0√…, √ of a negative, a negative count', () => {
      expect(
        rulesOf(problemOf({ choices: ['\\(0\\sqrt{123}\\)', '\\(1\\)', '\\(7\\)', '\\(8\\)', '\\(9\\)'] })),
      ).toContain('choices-distinct');
      expect(
        rulesOf(problemOf({ choices: ['\\(\\sqrt{-4}\\)', '\\(1\\)', '\\(7\\)', '\\(8\\)', '\\(9\\)'] })),
      ).toContain('choices-distinct');
      const count = problemOf({
        stem: { ko: '사과는 몇 개입니까?', en: 'How many apples are there?' },
        choices: ['\\(-1\\)', '\\(6\\)', '\\(7\\)', '\\(8\\)', '\\(9\\)'],
      });
      expect(rulesOf(count)).toContain('choices-distinct');
      const angle = problemOf({
        stem: { ko: '각은 몇 도입니까?', en: 'How many degrees is the angle?' },
        choices: ['\\(-88\\)', '\\(6\\)', '\\(7\\)', '\\(8\\)', '\\(9\\)'],
      });
      expect(rulesOf(angle)).toContain('choices-distinct');
    });

    it('passes distinct choices and negative temperatures', () => {
      const temperature = problemOf({
        stem: { ko: '기온은 몇 도입니까?', en: 'How many degrees is the temperature?' },
        choices: ['\\(-1\\)', '\\(6\\)', '\\(7\\)', '\\(8\\)', '\\(9\\)'],
      });
      expect(rulesOf(temperature)).toEqual([]);
    });
  });

  describe('explanation-restates', () => {
    it('catches steps that are only identities or the key', () => {
      const identities = problemOf({
        choices: ['\\(\\sqrt{3}\\)', '\\(7\\)', '\\(\\frac{7\\sqrt{3}}{3}\\)', '\\(8\\)', '\\(9\\)'],
        explanation: [
          { ko: '\\(\\sqrt{3}=\\sqrt{3}\\)이므로', en: 'Since \\(\\sqrt{3}=\\sqrt{3}\\),' },
          {
            ko: '\\(\\frac{7\\sqrt{3}}{3}=\\frac{7\\sqrt{3}}{3}\\)',
            en: '\\(\\frac{7\\sqrt{3}}{3} = \\frac{7\\sqrt{3}}{3}\\)',
          },
        ],
      });
      expect(messages(identities, 'explanation-restates')).toHaveLength(2);
      const keyOnly = problemOf({
        explanation: [{ ko: '따라서 답은 \\(7\\)입니다.', en: 'So the answer is \\(7\\).' }],
      });
      expect(rulesOf(keyOnly)).toContain('explanation-restates');
    });

    it('passes an explanation with one real step', () => {
      const real = problemOf({
        explanation: [
          { ko: '\\(3 + 4 = 7\\)', en: '\\(3 + 4 = 7\\)' },
          { ko: '따라서 답은 \\(7\\)입니다.', en: 'So the answer is \\(7\\).' },
        ],
      });
      expect(rulesOf(real)).toEqual([]);
      const words = problemOf({ explanation: [{ ko: '같은 것끼리 모읍니다.', en: 'Group the same ones.' }] });
      expect(rulesOf(words)).toEqual([]);
    });
  });
});
