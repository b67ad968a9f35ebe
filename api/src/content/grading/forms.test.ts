import { describe, expect, it } from 'vitest';
import type { AnswerForm, AnswerSpec, GeneratedProblem } from '../lib/types.js';
import { AMBIGUOUS_HINT, DECIMAL_COMMA_HINT, FORM_HINTS, grade, type GradeResult } from './grade.js';

const hint = { ko: '답을 입력하세요.', en: 'Enter your answer.' };
const NUMBER_FORMS: AnswerForm[] = ['number', 'fraction', 'mixed', 'radical'];

/**
 * A problem from a short spec: a form ('fraction'), or 'kind number' / 'kind expression' for a problem stored before
 * forms existed; '@unit' after it gives the spec's unit.
 */
function essay(spec: string, answer: string): GeneratedProblem {
  const [head = '', unit] = spec.split('@');
  const legacy = head.startsWith('kind ');
  const form = legacy ? undefined : (head as AnswerForm);
  const kind = legacy
    ? (head.slice(5) as AnswerSpec['kind'])
    : NUMBER_FORMS.includes(head as AnswerForm)
      ? 'number'
      : 'expression';
  const answerSpec: AnswerSpec = { kind, hint, ...(form && { form }), ...(unit && { unit }) };
  return {
    type: 'essay',
    stem: { ko: '문제', en: 'Problem' },
    answer,
    answerSpec,
    explanation: [{ ko: '풀이', en: 'Solution' }],
    difficulty: 1,
  };
}

type Row = [spec: string, key: string, input: string, expected: GradeResult];

const rows: Row[] = [
  // The teacher's review: the stem typed back is not an answer.
  ['kind number', '6', '(-5)+5-(-1)', 'unparseable'],
  ['number', '6', '(-5)+5-(-1)', 'unparseable'],
  ['number', '\\frac{\\sqrt{5}}{5}', '3/(3√5)', 'unparseable'],
  ['kind number', '\\frac{\\sqrt{5}}{5}', '3/(3√5)', 'unparseable'],
  ['radical', '\\frac{\\sqrt{5}}{5}', '3/(3√5)', 'unparseable'],
  ['radical', '\\frac{\\sqrt{5}}{5}', '1/√5', 'unparseable'],
  ['radical', '\\frac{\\sqrt{5}}{5}', '√5/5', 'correct'],
  ['expanded', '-2xy+4', '(6x³y−12x²)÷(−3x²)', 'unparseable'],
  ['expanded', '-2xy+4', '4-2xy', 'correct'],
  ['expanded', '-2xy+4', '4-2yx', 'correct'],
  ['expanded', '-2xy+4', '-2xy-4', 'incorrect'],
  ['number', '48', '12×(14+4)÷3−24', 'unparseable'],
  ['kind number', '48', '12×(14+4)÷3−24', 'unparseable'],
  ['number', '3\\frac{3}{20}', '8¾−5⅗', 'unparseable'],
  ['mixed', '3\\frac{3}{20}', '8¾−5⅗', 'unparseable'],
  ['number', '3\\frac{3}{20}', '3 3/20', 'correct'],
  ['number', '3\\frac{3}{20}', '3.15', 'correct'],
  ['mixed', '3\\frac{3}{20}', '3.15', 'unparseable'],
  ['fraction', '\\frac{7}{3}', '21/9', 'unparseable'],
  ['fraction', '\\frac{7}{3}', '\\frac{21}{9}', 'unparseable'],
  // fraction: an integer or a fraction in lowest terms, the sign in front.
  ['fraction', '\\frac{7}{3}', '7/3', 'correct'],
  ['fraction', '\\frac{7}{3}', '\\dfrac{7}{3}', 'correct'],
  ['fraction', '\\frac{7}{3}', '2 1/3', 'correct'],
  ['fraction', '\\frac{7}{3}', '2\\frac{1}{3}', 'correct'],
  ['fraction', '\\frac{7}{3}', '8/3', 'incorrect'],
  ['fraction', '\\frac{7}{3}', '7÷3', 'unparseable'],
  ['fraction', '\\frac{7}{3}', '2.333', 'unparseable'],
  ['fraction', '\\frac{1}{2}', '0.5', 'unparseable'],
  ['fraction', '\\frac{1}{2}', '½', 'correct'],
  ['fraction', '\\frac{1}{2}', '\\frac12', 'correct'],
  ['fraction', '-\\frac{3}{4}', '-3/4', 'correct'],
  ['fraction', '-\\frac{3}{4}', '−3/4', 'correct'],
  ['fraction', '-\\frac{3}{4}', '\\frac{-3}{4}', 'unparseable'],
  ['fraction', '-\\frac{3}{4}', '-6/8', 'unparseable'],
  ['fraction', '-\\frac{3}{4}', '3/4', 'incorrect'],
  ['fraction', '5', '5', 'correct'],
  ['fraction', '5', '10/2', 'unparseable'],
  ['fraction', '5', '5/1', 'unparseable'],
  ['fraction', '5', '6', 'incorrect'],
  // mixed: an integer, a proper fraction or a mixed number, each in lowest terms.
  ['mixed', '2\\frac{1}{3}', '2 1/3', 'correct'],
  ['mixed', '2\\frac{1}{3}', '2⅓', 'correct'],
  ['mixed', '2\\frac{1}{3}', '2 ⅓', 'correct'],
  ['mixed', '2\\frac{1}{3}', '7/3', 'unparseable'],
  ['mixed', '2\\frac{1}{3}', '\\frac{7}{3}', 'unparseable'],
  ['mixed', '2\\frac{1}{3}', '2 2/6', 'unparseable'],
  ['mixed', '2\\frac{1}{3}', '1 4/3', 'unparseable'],
  ['mixed', '2\\frac{1}{3}', '2+1/3', 'unparseable'],
  ['mixed', '2\\frac{1}{3}', '2 2/3', 'incorrect'],
  ['mixed', '\\frac{3}{4}', '3/4', 'correct'],
  ['mixed', '\\frac{3}{4}', '¾', 'correct'],
  ['mixed', '\\frac{3}{4}', '6/8', 'unparseable'],
  ['mixed', '-1\\frac{1}{2}', '-1 1/2', 'correct'],
  ['mixed', '-1\\frac{1}{2}', '-1½', 'correct'],
  ['mixed', '-1\\frac{1}{2}', '1½', 'incorrect'],
  ['mixed', '4', '8/2', 'unparseable'],
  ['mixed', '8\\frac{3}{4}', '8¾', 'correct'],
  // radical: no root in a denominator, no square factor under a root, fractions reduced.
  ['radical', '2\\sqrt{3}', '2√3', 'correct'],
  ['radical', '2\\sqrt{3}', '\\sqrt{12}', 'unparseable'],
  ['radical', '2\\sqrt{3}', '√12', 'unparseable'],
  ['radical', '2\\sqrt{3}', 'sqrt(12)', 'unparseable'],
  ['radical', '2\\sqrt{3}', '√3×2', 'unparseable'],
  ['radical', '2\\sqrt{3}', '3√2', 'incorrect'],
  ['radical', '\\frac{\\sqrt{6}}{3}', '\\frac{\\sqrt{2}}{\\sqrt{3}}', 'unparseable'],
  ['radical', '\\frac{\\sqrt{6}}{3}', '\\frac{2\\sqrt{6}}{6}', 'unparseable'],
  ['radical', '\\frac{\\sqrt{6}}{3}', '√6/3', 'correct'],
  ['radical', '\\frac{\\sqrt{6}}{3}', '\\frac{1}{3}\\sqrt{6}', 'correct'],
  ['radical', '1+\\sqrt{2}', '√2+1', 'correct'],
  ['radical', '1+\\sqrt{2}', '1+√8/2', 'unparseable'],
  ['radical', '1+\\sqrt{2}', '√2+√2', 'unparseable'],
  ['radical', '\\frac{1+\\sqrt{3}}{2}', '(1+√3)/2', 'correct'],
  ['radical', '\\frac{1+\\sqrt{3}}{2}', '\\frac{2+2\\sqrt{3}}{4}', 'unparseable'],
  ['radical', '-\\sqrt{5}', '-√5', 'correct'],
  ['radical', '-\\sqrt{5}', '√5', 'incorrect'],
  ['radical', '\\frac{7\\sqrt{2}}{12}', '7√2/12', 'correct'],
  ['radical', '\\frac{7\\sqrt{2}}{12}', '7/12√2', 'unparseable'],
  // number: one number with no operation left; π and roots where the key has them.
  ['number', '12', '3×4', 'unparseable'],
  ['number', '12', '3·4', 'unparseable'],
  ['number', '12', '3*4', 'unparseable'],
  ['number', '9', '3^2', 'unparseable'],
  ['number', '9', '3²', 'unparseable'],
  ['number', '12', '13', 'incorrect'],
  ['number', '12', '１２', 'correct'],
  ['number', '-10', '−10', 'correct'],
  ['number', '-10', '- 10', 'correct'],
  ['number', '-10', '(-10)', 'correct'],
  ['number', '-10', '10', 'incorrect'],
  ['number', '3.5', '7/2', 'correct'],
  ['number', '3.5', '3½', 'correct'],
  ['number', '3.5', '3.50', 'correct'],
  ['number', '\\frac{6}{8}', '3/4', 'correct'],
  ['number', '\\frac{1}{3}', '0.333', 'incorrect'],
  ['number', '3', 'x = 3', 'correct'],
  ['number', '3', 'x + 1', 'unparseable'],
  ['number', '12\\pi', '12π', 'correct'],
  ['number', '12\\pi', '12pi', 'correct'],
  ['number', '12\\pi', '6π×2', 'unparseable'],
  ['number', '12\\pi', '37.68', 'incorrect'],
  ['number', '37.68', '12π', 'unparseable'],
  ['number', '\\frac{8}{3}\\pi', '8π/3', 'correct'],
  ['number', '\\frac{8}{3}\\pi', '\\frac{8\\pi}{3}', 'correct'],
  ['number', '\\frac{25}{2}\\pi', '25π/2', 'correct'],
  ['number', '3\\sqrt{2}', '3√2', 'correct'],
  ['number', '3\\sqrt{2}', '√18', 'unparseable'],
  ['number', '1.41', '√2', 'unparseable'],
  ['number', '(2, -3)', '(2,−3)', 'correct'],
  ['number', '(2, -3)', '(-3, 2)', 'incorrect'],
  ['number', '(2, -3)', '(1+1, -3)', 'unparseable'],
  ['number', '2', '(2, 3)', 'unparseable'],
  // Ambiguous input has no single reading: never 'incorrect'.
  ['number', '\\frac{25}{2}\\pi', '25/2π', 'unparseable'],
  ['number', '\\frac{25}{2}', '25/2π', 'unparseable'],
  ['kind number', '\\frac{25}{2}\\pi', '25/2π', 'unparseable'],
  ['number', '0.5', '0,5', 'unparseable'],
  ['number', '0.5', '0{,}5', 'unparseable'],
  ['number', '3.5', '3,5', 'unparseable'],
  ['number', '1000', '1,0000', 'unparseable'],
  ['number', '6', '2 3', 'unparseable'],
  ['number', '\\frac{1}{6}', '1/2/3', 'unparseable'],
  ['number', '64', '2^3^2', 'unparseable'],
  ['any', '\\frac{x}{2}', '1/2x', 'unparseable'],
  // Thousands, units and glyphs.
  ['number', '1870', '1,870', 'correct'],
  ['number', '1870', '1{,}870', 'correct'],
  ['number', '1870', '1,870명', 'correct'],
  ['number', '1000000', '1,000,000', 'correct'],
  ['number', '5', '5개', 'correct'],
  ['number', '90', '90도', 'correct'],
  ['number', '132', '132 degrees', 'correct'],
  ['number', '132', '132°', 'correct'],
  ['number', '15', '15살', 'correct'],
  ['number', '4', '4자루', 'correct'],
  ['number', '7', '7권', 'correct'],
  ['number', '3', '3장', 'correct'],
  ['number', '3', '3 apples', 'unparseable'],
  ['number', '\\frac{1}{2}', '½', 'correct'],
  ['number', '8\\frac{3}{4}', '8¾', 'correct'],
  ['number', '\\frac{35}{4}', '8¾', 'correct'],
  ['number@분', '230', '3시간 50분', 'correct'],
  ['number@분', '230', '3 h 50 min', 'correct'],
  ['number@분', '230', '230분', 'correct'],
  ['number@분', '230', '230 min', 'correct'],
  ['number@분', '230', '230', 'correct'],
  ['number@분', '230', '3시간 40분', 'incorrect'],
  ['number@분', '230', '3시간 50', 'unparseable'],
  ['number@분', '120', '2시간', 'correct'],
  ['number@초', '150', '2분 30초', 'correct'],
  ['number@°', '90', '90도', 'correct'],
  ['number@°', '90', '90 degrees', 'correct'],
  ['number@°', '90', '90^\\circ', 'correct'],
  ['number@°', '90', '45도', 'incorrect'],
  ['number@cm', '12', '12cm', 'correct'],
  ['number@cm', '12', '12\\text{cm}', 'correct'],
  ['number@cm', '12', '120 mm', 'unparseable'],
  ['number@m', '2.32', '232 cm', 'unparseable'],
  ['number@kg', '1.594', '1594 g', 'unparseable'],
  ['number@명', '1870', '1,870명', 'correct'],
  ['number@원', '8800', '8,800원', 'correct'],
  ['number@kg', '1\\frac{1}{4}', '1¼ kg', 'correct'],
  ['number@%', '25', '25 %', 'correct'],
  ['number@L', '2', '2 L', 'correct'],
  ['number@mL', '3783', '3,783 ml', 'correct'],
  ['number@cm^2', '\\frac{8}{3}\\pi', '8π/3 cm²', 'correct'],
  ['kind number@°C', '11', '11도', 'correct'],
  ['kind number', '12', '3×4', 'unparseable'],
  ['kind number', '\\frac{1}{2}', '2/4', 'correct'],
  ['kind number', '\\frac{8}{3}\\pi', '8π/3', 'correct'],
  // solved: the variable alone on one side, and not on the other.
  ['solved', 'y=2x+1', 'y = 1 + 2x', 'correct'],
  ['solved', 'y=2x+1', '2x+1=y', 'correct'],
  ['solved', 'y=2x+1', '2y=4x+2', 'unparseable'],
  ['solved', 'y=2x+1', 'y-2x=1', 'unparseable'],
  ['solved', 'y=2x+1', '2x+1', 'unparseable'],
  ['solved', 'y=2x+1', 'y=2x-1', 'incorrect'],
  ['solved', 'x=3', '3=x', 'correct'],
  ['solved', 'x=3', '3', 'correct'],
  ['solved', 'x=3', 'x=4', 'incorrect'],
  ['solved', 'x=3', '4', 'incorrect'],
  ['solved', 'x=3', 'x=1+2', 'unparseable'],
  ['solved', 'x=3', '2x=6', 'unparseable'],
  ['solved', 'x=3', 'x=x', 'unparseable'],
  ['solved', 'x=-\\frac{1}{2}', 'x=-1/2', 'correct'],
  // interval: inequalities for one variable with number bounds.
  ['interval', 'x>3', '3<x', 'correct'],
  ['interval', 'x>3', 'x ≥ 3', 'incorrect'],
  ['interval', 'x>3', 'x<3', 'incorrect'],
  ['interval', 'x>3', '2x>6', 'unparseable'],
  ['interval', 'x>3', '3', 'unparseable'],
  ['interval', 'x>3', 'x>1+2', 'unparseable'],
  ['interval', 'x\\ge 2', 'x>=2', 'correct'],
  ['interval', 'x\\ge 2', 'x≥2', 'correct'],
  ['interval', 'x\\ge 2', 'x\\geq 2', 'correct'],
  ['interval', 'x\\ge 2', '2 \\le x', 'correct'],
  ['interval', '-1\\le x<2', '-1≤x<2', 'correct'],
  ['interval', '-1\\le x<2', '-1<=x<2', 'correct'],
  ['interval', '-1\\le x<2', '2>x\\ge -1', 'correct'],
  ['interval', '-1\\le x<2', '-1<x<2', 'incorrect'],
  ['interval', '-1\\le x<2', '-1\\le x\\le 2', 'incorrect'],
  ['interval', '-1\\le x<2', '-1 ≤ x > 2', 'unparseable'],
  ['interval', 'x<-1', 'x<−1', 'correct'],
  // expanded: no brackets, like terms collected, no division left.
  ['expanded', 'x^{2}+5x+6', 'x^2+5x+6', 'correct'],
  ['expanded', 'x^{2}+5x+6', 'x²+5x+6', 'correct'],
  ['expanded', 'x^{2}+5x+6', '6+5x+x^2', 'correct'],
  ['expanded', 'x^{2}+5x+6', '(x+2)(x+3)', 'unparseable'],
  ['expanded', 'x^{2}+5x+6', 'x^2+2x+3x+6', 'unparseable'],
  ['expanded', 'x^{2}+5x+6', 'x·x+5x+6', 'unparseable'],
  ['expanded', 'x^{2}+5x+6', 'x^2+5x+5', 'incorrect'],
  ['expanded', '5x', '2x+3x', 'unparseable'],
  ['expanded', '\\frac{1}{2}x+1', 'x/2+1', 'correct'],
  ['expanded', '2a+2c', '2(a+c)', 'unparseable'],
  ['expanded', '6x^{2}-4x', '6x^2-4x', 'correct'],
  // factored: as many non-constant factors as the key's, no common factor left inside a bracket.
  ['factored', '(x+2)(x+3)', '(x+3)(x+2)', 'correct'],
  ['factored', '(x+2)(x+3)', '\\left(x+2\\right)\\left(x+3\\right)', 'correct'],
  ['factored', '(x+2)(x+3)', 'x^2+5x+6', 'unparseable'],
  ['factored', '(x+2)(x+3)', '(x+2)(x-3)', 'incorrect'],
  ['factored', '(x+2)(x+3)', '(x+1)(x+6)', 'incorrect'],
  ['factored', '2(x+3)(x-1)', '(2x+6)(x-1)', 'unparseable'],
  ['factored', '2(x+3)(x-1)', '2(x^2+2x-3)', 'unparseable'],
  ['factored', 'x(x+5)', '(x+5)x', 'correct'],
  ['factored', 'x(x+5)', 'x^2+5x', 'unparseable'],
  ['factored', '(x+1)^{2}', '(x+1)^2', 'correct'],
  ['factored', '(x+1)^{2}', '(x+1)(x+1)', 'correct'],
  ['factored', '(x+1)^{2}', '(x+1)²', 'correct'],
  ['factored', '(x-1)(x+1)', '(x^2-1)', 'unparseable'],
  ['factored', '3(x+2)', '3x+6', 'unparseable'],
  ['factored', '3(x+2)', '-3(-x-2)', 'correct'],
  // any (and expression problems stored without a form): any equivalent expression.
  ['kind expression', '2a+2c', '2(a+c)', 'correct'],
  ['kind expression', '-2xy+4', '(6x³y−12x²)÷(−3x²)', 'correct'],
  ['any', 'x^2-1', '(x+1)(x-1)', 'correct'],
  ['any', 'y=2x+1', '2y=4x+2', 'correct'],
  ['any', 'x>3', 'x\\ge 3', 'incorrect'],
  ['any', 'x>3', '3<x', 'correct'],
];

describe('grade: final forms', () => {
  it.each(rows)('%s: key %s, input %s → %s', (spec, key, input, expected) => {
    expect(grade(essay(spec, key), input).result).toBe(expected);
  });

  // The bank grades every key against itself; these are the keys as templates write them in LaTeX.
  const keys: [string, string][] = [
    ...new Map(rows.map(([spec, key]) => [`${spec} ${key}`, [spec, key] as [string, string]])).values(),
    ['fraction', '\\frac{7}{3}'],
    ['mixed', '2\\frac{1}{3}'],
    ['fraction', '-\\frac{3}{4}'],
    ['radical', '2\\sqrt{3}'],
    ['radical', '\\frac{\\sqrt{5}}{5}'],
    ['number', '\\frac{\\sqrt{5}}{5}'],
    ['expanded', 'x^{2}+5x+6'],
    ['factored', '(x+2)(x+3)'],
    ['solved', 'y=2x+1'],
    ['interval', 'x>3'],
    ['number', '12\\pi'],
    ['number', '3.5'],
    ['number', '(2, -3)'],
    ['number@kg', '1\\frac{1}{4}'],
    ['kind number', '\\frac{7\\sqrt{2}}{12}'],
  ];
  it.each(keys)('%s: the key %s is correct against itself', (spec, key) => {
    expect(grade(essay(spec, key), key).result).toBe('correct');
  });

  it('gives the hint of the form when the answer is read but not in the form', () => {
    expect(grade(essay('fraction', '\\frac{7}{3}'), '21/9')).toEqual({
      result: 'unparseable',
      hint: FORM_HINTS.fraction,
    });
    expect(grade(essay('number', '12'), '3×4')).toEqual({ result: 'unparseable', hint: FORM_HINTS.number });
    expect(grade(essay('mixed', '2\\frac{1}{3}'), '7/3').hint).toEqual(FORM_HINTS.mixed);
    expect(grade(essay('radical', '2\\sqrt{3}'), '√12').hint).toEqual(FORM_HINTS.radical);
    expect(grade(essay('expanded', 'x^{2}+5x+6'), '(x+2)(x+3)').hint).toEqual(FORM_HINTS.expanded);
    expect(grade(essay('factored', '(x+2)(x+3)'), 'x^2+5x+6').hint).toEqual(FORM_HINTS.factored);
    expect(grade(essay('solved', 'y=2x+1'), 'y-2x=1').hint).toEqual(FORM_HINTS.solved);
    expect(grade(essay('interval', 'x>3'), '2x>6').hint).toEqual(FORM_HINTS.interval);
  });

  it('gives the same hint whether the value in the wrong form is right or wrong', () => {
    expect(grade(essay('fraction', '\\frac{7}{3}'), '21/9')).toEqual(grade(essay('fraction', '\\frac{7}{3}'), '24/9'));
    expect(grade(essay('number', '12'), '3×4')).toEqual(grade(essay('number', '12'), '3×5'));
  });

  it("keeps the spec's hint for input that cannot be read at all", () => {
    for (const input of ['abc(', '\\frac{1}{', '3 apples', '1//2', '120 mm']) {
      expect(grade(essay('number@cm', '12'), input), input).toEqual({ result: 'unparseable', hint });
    }
  });

  it('says why an ambiguous answer is not read', () => {
    expect(grade(essay('number', '0.5'), '0,5')).toEqual({ result: 'unparseable', hint: DECIMAL_COMMA_HINT });
    expect(grade(essay('number', '\\frac{25}{2}\\pi'), '25/2π')).toEqual({
      result: 'unparseable',
      hint: AMBIGUOUS_HINT,
    });
  });

  it('has a hint in both languages for every form', () => {
    for (const form of Object.keys(FORM_HINTS) as AnswerForm[]) {
      expect(FORM_HINTS[form].ko.length, form).toBeGreaterThan(0);
      expect(FORM_HINTS[form].en.length, form).toBeGreaterThan(0);
    }
  });
});
