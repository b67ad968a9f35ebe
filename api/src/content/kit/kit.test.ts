import { describe, expect, it } from 'vitest';
import { count, monthName, ordinal, an, englishWords, regularPolygon } from './english.js';
import { keyIs, keyNumber, valueOf } from './check.js';
import { frac, linear, mixed, paren, polyX, pow, radicalFrac, signed, sqrt, sum, term, piTerm } from './latex.js';
import { Q, dec, num, q } from './numbers.js';
import {
  L,
  calculateEssay,
  calculateStem,
  defineTemplate,
  essay,
  fractionAnswer,
  fractionEssay,
  multiple,
  nearby,
} from './template.js';
import { nativeKorean, sinoKorean } from './words.js';
import { createRng } from '../lib/random.js';

describe('numbers', () => {
  it('keeps rationals exact and writes numbers without float noise', () => {
    expect(num(0.1 + 0.2)).toBe('0.3');
    expect(num(q(1, 4))).toBe('0.25');
    expect(num(-0)).toBe('0');
    expect(num(1870)).toBe('1{,}870');
    expect(num(1870, { group: false })).toBe('1870');
    expect(num(12500.5)).toBe('12{,}500.5');
    expect(() => num(q(1, 3))).toThrow(/frac/);
    expect(() => num(29 / 3)).toThrow();
    expect(q(6, -8)).toEqual(new Q(-3, 4));
    expect(q(1, 3).add(q(1, 6)).eq(q(1, 2))).toBe(true);
    expect(Q.of(2.25)).toEqual(q(9, 4));
  });

  it('rounds on purpose with dec', () => {
    expect(dec(2 / 3, 2)).toBe('0.67');
    expect(dec(83.3333333333, 1)).toBe('83.3');
    expect(dec(2.5, 2, { fixed: true })).toBe('2.50');
    expect(dec(-0.001, 2)).toBe('0');
    expect(dec(12345.678, 1)).toBe('12{,}345.7');
  });
});

describe('LaTeX that a teacher writes', () => {
  it('never writes 1x, x^{1}, + - or +0', () => {
    expect(term(1, 'x')).toBe('x');
    expect(term(-1, 'x')).toBe('-x');
    expect(term(0, 'x')).toBe('');
    expect(sum([3, 'x'], [-3, ''])).toBe('3x-3');
    expect(sum([1, 'x'], [0, ''])).toBe('x');
    expect(sum([0, 'x'], [0, ''])).toBe('0');
    expect(polyX([1, -3, 2])).toBe('x^{2}-3x+2');
    expect(polyX([2, 0, -1])).toBe('2x^{2}-1');
    expect(linear(-1, 4)).toBe('-x+4');
    expect(pow('x', 1)).toBe('x');
    expect(pow('x+1', 2)).toBe('(x+1)^{2}');
    expect(signed(-3)).toBe('-3');
    expect(signed(3)).toBe('+3');
    expect(piTerm(1)).toBe('\\pi');
    expect(piTerm(q(3, 2))).toBe('\\frac{3}{2}\\pi');
  });

  it('reduces fractions and radicals', () => {
    expect(frac(21, 9)).toBe('\\frac{7}{3}');
    expect(frac(-6, 8)).toBe('-\\frac{3}{4}');
    expect(frac(10, 5)).toBe('2');
    expect(mixed(7, 3)).toBe('2\\frac{1}{3}');
    expect(mixed(-7, 3)).toBe('-2\\frac{1}{3}');
    expect(paren(-3)).toBe('(-3)');
    expect(paren(q(-1, 2))).toBe('\\left(-\\frac{1}{2}\\right)');
    expect(sqrt(12)).toBe('2\\sqrt{3}');
    expect(sqrt(12, 2)).toBe('4\\sqrt{3}');
    expect(sqrt(16)).toBe('4');
    expect(radicalFrac(3, 5, 5)).toBe('\\frac{3\\sqrt{5}}{5}');
    expect(radicalFrac(5, 5, 5)).toBe('\\sqrt{5}');
    expect(radicalFrac(2, 12, 4)).toBe('\\sqrt{3}');
  });

  it('reads mixed numbers and grouped thousands back by value', () => {
    expect(valueOf('2\\frac{1}{3}')[0]).toBeCloseTo(7 / 3);
    expect(valueOf('-2\\frac{1}{3}')[0]).toBeCloseTo(-7 / 3);
    expect(valueOf('\\(1{,}870\\)')).toEqual([1870]);
  });
});

describe('English and Korean words', () => {
  it('agrees in number and writes dates and ordinals in words', () => {
    expect(count(1, 'triangle')).toBe('\\(1\\) triangle');
    expect(count(3, 'candy')).toBe('\\(3\\) candies');
    expect(count(2, 'box')).toBe('\\(2\\) boxes');
    expect(monthName(6)).toBe('June');
    expect(ordinal(22)).toBe('22nd');
    expect(ordinal(13)).toBe('13th');
    expect(an('apple')).toBe('an apple');
    expect(an('unit')).toBe('a unit');
    expect(englishWords(305)).toBe('three hundred five');
    expect(sinoKorean(63)).toBe('육십삼');
    expect(sinoKorean(1204)).toBe('천이백사');
    expect(nativeKorean(63)).toBe('예순셋');
  });
});

describe('templates', () => {
  const template = defineTemplate('kr-x-1', 'double', {
    version: 1,
    params: (rng) => ({ a: rng.int(2, 9), score: rng.int(0, 150) }),
    ranges: { score: [0, 100] },
    generate: ({ a }, rng) =>
      multiple(rng, {
        stem: [`\\(${a}\\)의 두 배는?`, `What is twice \\(${a}\\)?`],
        correct: `\\(${2 * a}\\)`,
        wrong: [`\\(${a}\\)`, `\\(${2 * a}\\)`, `\\(${a + 2}\\)`, ...nearby(2 * a, { min: 0 })],
        steps: [[`\\(${a}\\times 2=${2 * a}\\)`, `\\(${a}\\times 2=${2 * a}\\)`]],
        difficulty: 1,
      }),
    check: ({ a }, problem) => keyIs(problem, 2 * a),
  });

  it('builds five distinct choices and checks the key independently', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const problem = template.generate(seed);
      expect(new Set(problem.choices).size).toBe(5);
      expect(template.check(problem, seed)).toBe(true);
      const wrong = (Number(problem.answer) + 1) % 5;
      expect(template.check({ ...problem, answer: String(wrong) }, seed)).toBe(false);
      expect(keyNumber(problem)).toBeGreaterThan(3);
    }
  });

  it('refuses a problem with fewer than four distinct wrong choices', () => {
    const draft = { stem: L('?', '?'), steps: [L('.', '.')], difficulty: 1 as const };
    expect(() =>
      multiple(createRng(1), { ...draft, correct: '\\(2\\)', wrong: ['\\(2\\)', '\\(\\frac{4}{2}\\)', '\\(3\\)'] }),
    ).toThrow(/too few/);
    expect(nearby(1, { min: 0 })).toEqual([
      '\\(2\\)',
      '\\(0\\)',
      '\\(3\\)',
      '\\(4\\)',
      '\\(5\\)',
      '\\(6\\)',
      '\\(7\\)',
    ]);
  });

  it('reports values outside their declared range', () => {
    const outside = Array.from({ length: 50 }, (_, i) => template.outOfRange?.(i + 1) ?? []).flat();
    expect(outside.length).toBeGreaterThan(0);
    expect(outside[0]).toMatch(/^score \d+ is outside 0-100$/);
  });

  it('gives an essay its form and the form hint', () => {
    const problem = essay({
      stem: ['약분하시오.', 'Simplify.'],
      answer: frac(21, 9),
      form: 'fraction',
      steps: [['3으로 나눕니다.', 'Divide by 3.']],
      difficulty: 1,
    });
    expect(problem.answerSpec).toMatchObject({ kind: 'number', form: 'fraction' });
    expect(problem.answerSpec?.hint.en).toMatch(/lowest terms/);
    expect(createRng(1).int(1, 1)).toBe(1);
  });

  it('asks a fraction word problem in the form its value takes', () => {
    const problem = fractionEssay(q(7, 3), {
      difficulty: 2,
      stem: (form) => [`몇 m인지 ${form.ko}.`, `How long is it?${form.en}`],
      steps: (key) => [[`답은 \\(${key}\\)입니다.`, `It is \\(${key}\\).`]],
    });
    expect(problem.stem).toEqual({
      ko: '몇 m인지 대분수로 나타내시오.',
      en: 'How long is it? Give the answer as a mixed number.',
    });
    expect(problem.answer).toBe('2\\frac{1}{3}');
    expect(problem.answerSpec).toMatchObject({ form: 'mixed' });
    expect([regularPolygon(3), regularPolygon(4), regularPolygon(6)]).toEqual([
      'equilateral triangle',
      'square',
      'regular hexagon',
    ]);
  });

  it('asks a bare calculation in the form its result takes', () => {
    expect(calculateStem(fractionAnswer(q(6, 3)), '6\\div3')).toEqual([
      '다음을 계산하시오. \\(6\\div3\\)',
      'Calculate \\(6\\div3\\).',
    ]);
    expect(calculateStem(fractionAnswer(q(7, 3)), '7\\div3')).toEqual([
      '계산하여 대분수로 나타내시오. \\(7\\div3\\)',
      'Calculate \\(7\\div3\\). Give the answer as a mixed number.',
    ]);
    const problem = calculateEssay(q(2, 4), '1\\div2', {
      difficulty: 1,
      steps: (key) => [[`답은 \\(${key}\\)입니다.`, `It is \\(${key}\\).`]],
    });
    expect(problem.stem.ko).toBe('계산하여 기약분수로 나타내시오. \\(1\\div2\\)');
    expect([problem.answer, problem.explanation[0]?.en]).toEqual(['\\frac{1}{2}', 'It is \\(\\frac{1}{2}\\).']);
    expect(problem.answerSpec).toMatchObject({ form: 'fraction' });
  });
});

describe('kit quirks found while moving units', () => {
  it('writes fraction parts without thousands separators and reads units with exponents as units', () => {
    expect(frac(2477, 990)).toBe('\\frac{2477}{990}');
    expect(mixed(2477, 1000)).toBe('2\\frac{477}{1000}');
    expect(valueOf('216\\,\\text{cm}^{3}')).toEqual([216]);
    expect(valueOf('12\\mathrm{m}^2')).toEqual([12]);
  });
});

describe('keyIs on large whole numbers', () => {
  it('tells a ten-digit key from one off by one', () => {
    const problem = essay({
      stem: ['?', '?'],
      answer: '1234567891',
      form: 'number',
      steps: [['.', '.']],
      difficulty: 1,
    });
    expect(keyIs(problem, 1234567891)).toBe(true);
    expect(keyIs(problem, 1234567890)).toBe(false);
    expect(keyIs({ ...problem, answer: '0.30000000000000004' }, 0.1 + 0.2)).toBe(true);
  });
});
