// Grades a student's answer against a problem's key by mathematical equivalence (a pure function).
// Multiple choice compares indices; essays compare numbers by value (1/2 = 0.5 = \frac{1}{2}),
// expressions by equivalence (2(a+c) = 2a+2c, checked at sample points) and text by token.
// An answer that cannot be read is 'unparseable', never 'incorrect': the student gets the hint instead.
import { ComputeEngine } from '@cortex-js/compute-engine';
import type { AnswerSpec, GeneratedProblem, Localized } from '../lib/types.js';

type BoxedExpression = ReturnType<ComputeEngine['parse']>;

export type GradeResult = 'correct' | 'incorrect' | 'unparseable';

export interface Grade {
  result: GradeResult;
  /** The expected form, when the answer could not be read. */
  hint?: Localized;
}

export type GradableProblem = Pick<GeneratedProblem, 'type' | 'answer' | 'answerSpec' | 'choices'>;

export const CHOICE_HINT: Localized = {
  ko: '보기 중 하나를 고르세요.',
  en: 'Choose one of the answer choices.',
};
const DEFAULT_HINT: Localized = { ko: '답을 수나 식으로 입력하세요.', en: 'Enter a number or an expression.' };

/** Relative tolerance for numbers when the template gives none: decimals from floating point, not rounding. */
const EXACT = 1e-9;
/** Sample points for comparing expressions; irrational-ish values avoid accidental agreement. */
const SAMPLE_POINTS = [0.5371, 1.9183, -1.2467, 2.7341, -0.6683];

let engine: ComputeEngine | undefined;
function ce(): ComputeEngine {
  engine ??= new ComputeEngine();
  return engine;
}

export function grade(problem: GradableProblem, input: string | number): Grade {
  if (problem.type === 'multiple') return gradeChoice(problem, String(input).trim());
  const spec: AnswerSpec = problem.answerSpec ?? { kind: 'number', hint: DEFAULT_HINT };
  const text = String(input);
  if (text.trim() === '') return { result: 'unparseable', hint: spec.hint };
  switch (spec.kind) {
    case 'text':
      return { result: normalizeText(text) === normalizeText(problem.answer) ? 'correct' : 'incorrect' };
    case 'number':
      return gradeNumber(problem.answer, text, spec);
    case 'expression':
      return gradeExpression(problem.answer, text, spec);
  }
}

function gradeChoice(problem: GradableProblem, input: string): Grade {
  const count = problem.choices?.length ?? 5;
  if (!/^\d+$/.test(input) || Number(input) >= count) return { result: 'unparseable', hint: CHOICE_HINT };
  return { result: Number(input) === Number(problem.answer) ? 'correct' : 'incorrect' };
}

function normalizeText(text: string): string {
  return text
    .replace(/\\text\{([^}]*)\}|\\mathrm\{([^}]*)\}/g, '$1$2')
    .replace(/\\\(|\\\)/g, '')
    .replace(/\s+/g, '')
    .normalize('NFKC')
    .toLowerCase();
}

/** Turns what students type (×, ÷, −, 1,000, ², √2, sqrt(2), 1 1/2) into LaTeX the engine reads. */
export function normalizeInput(raw: string, spec: Pick<AnswerSpec, 'kind' | 'unit'>): string {
  // Superscripts first: NFKC would turn ² into a plain 2.
  let text = raw.replace(/²/g, '^2').replace(/³/g, '^3').normalize('NFKC').trim();
  text = text.replace(/^\\\(|\\\)$/g, '').trim();
  text = text
    .replace(/[−–—]/g, '-')
    .replace(/×|\*|·/g, '\\times ')
    .replace(/÷/g, '\\div ');
  text = text.replace(/π|(?<![\\a-zA-Z])pi(?![a-zA-Z])/g, '\\pi ').replace(/\\[dt]frac/g, '\\frac');
  text = text.replace(/(?:√|\bsqrt)\s*\(([^()]*)\)/g, '\\sqrt{$1}').replace(/√\s*([0-9a-zA-Z.]+)/g, '\\sqrt{$1}');
  if (spec.unit) text = stripUnit(text, spec.unit);
  text = text.replace(/^[a-zA-Z]\s*=\s*(?=[^=]+$)/, (prefix) => (spec.kind === 'number' ? '' : prefix));
  if (spec.kind === 'number') {
    text = text.replace(/\{,\}/g, '');
    if (/^[+-]?\d{1,3}(,\d{3})+(\.\d+)?$/.test(text)) text = text.replace(/,/g, '');
    const mixed = /^([+-]?)(\d+)\s+(\d+)\s*\/\s*(\d+)$/.exec(text);
    if (mixed) text = `${mixed[1]}(${mixed[2]}+\\frac{${mixed[3]}}{${mixed[4]}})`;
    const latexMixed = /^([+-]?)(\d+)\s*\\[dt]?frac\{(\d+)\}\{(\d+)\}$/.exec(text);
    if (latexMixed) text = `${latexMixed[1]}(${latexMixed[2]}+\\frac{${latexMixed[3]}}{${latexMixed[4]}})`;
  }
  return text.replace(/^\+/, '').trim();
}

/** Unit spellings made alike: \text{cm}^{2} → cm^2, \% → %, ^\circ → °, \, → space. */
function canonicalUnitText(text: string): string {
  return text
    .replace(/\\(?:text|mathrm|textrm|operatorname|mbox)\{([^}]*)\}/g, '$1')
    .replace(/\^\{(\w+)\}/g, '^$1')
    .replace(/\\degree|\^\\circ|\^\{\\circ\}|\\circ/g, '°')
    .replace(/\\%/g, '%')
    .replace(/\\\$/g, '$')
    .replace(/\\[,;:! ]|~/g, ' ')
    .trim();
}

/** Drops the template's unit after (or, for currency, before) the number; other text is left for the parser. */
function stripUnit(text: string, unit: string): string {
  const value = canonicalUnitText(text);
  const wanted = canonicalUnitText(unit.normalize('NFKC')).toLowerCase();
  if (wanted === '') return text;
  const lower = value.toLowerCase();
  if (lower.endsWith(wanted)) return value.slice(0, value.length - wanted.length).trim();
  if (lower.startsWith(wanted)) return value.slice(wanted.length).trim();
  return text;
}

function parse(latex: string): BoxedExpression | undefined {
  if (latex === '' || /\\\(|\\\)|\$/.test(latex)) return undefined;
  try {
    const expression = ce().parse(latex);
    return expression.isValid ? expression : undefined;
  } catch {
    return undefined;
  }
}

function realValue(expression: BoxedExpression): number | undefined {
  const value = expression.N();
  const re = value.re;
  const im = value.im;
  return Number.isFinite(re) && (im === 0 || Number.isNaN(im)) ? re : undefined;
}

/** A list of real values: one number, or each member of a tuple such as (2, 3). */
function values(expression: BoxedExpression): number[] | undefined {
  const members = ['Tuple', 'Pair', 'Triple', 'List', 'Delimiter'].includes(expression.operator)
    ? (expression.ops ?? [])
    : [expression];
  const result: number[] = [];
  for (const member of members) {
    const value = realValue(member);
    if (value === undefined) return undefined;
    result.push(value);
  }
  return result.length > 0 ? result : undefined;
}

/** The numeric value(s) of a LaTeX number or tuple, or undefined when it is not one. */
export function numericValues(latex: string): number[] | undefined {
  const expression = parse(normalizeInput(latex, { kind: 'number' }));
  return expression ? values(expression) : undefined;
}

function close(a: number, b: number, tolerance: number | undefined): boolean {
  const allowed = tolerance ?? EXACT * Math.max(1, Math.abs(b));
  return Math.abs(a - b) <= allowed + 1e-12;
}

function gradeNumber(answer: string, input: string, spec: AnswerSpec): Grade {
  const given = parse(normalizeInput(input, spec));
  const givenValues: number[] | undefined = given ? values(given) : undefined;
  if (!givenValues) return { result: 'unparseable', hint: spec.hint };
  const key = parse(normalizeInput(answer, spec));
  const keyValues: number[] | undefined = key ? values(key) : undefined;
  if (!keyValues) throw new Error(`the answer key "${answer}" is not a number`);
  const same =
    givenValues.length === keyValues.length &&
    givenValues.every((value, index) => close(value, keyValues[index] as number, spec.tolerance));
  return { result: same ? 'correct' : 'incorrect' };
}

const RELATIONS: Record<string, { flip?: string; keep?: boolean }> = {
  Equal: { keep: true },
  NotEqual: { keep: true },
  Less: { keep: true },
  LessEqual: { keep: true },
  Greater: { flip: 'Less' },
  GreaterEqual: { flip: 'LessEqual' },
};

/** lhs - rhs of a relation (Greater turned into Less), or the expression itself with operator 'Expression'. */
function asDifference(expression: BoxedExpression): { operator: string; difference: BoxedExpression } {
  const relation = RELATIONS[expression.operator];
  const [lhs, rhs] = expression.ops ?? [];
  if (!relation || !lhs || !rhs || (expression.ops?.length ?? 0) !== 2) {
    return { operator: 'Expression', difference: expression };
  }
  if (relation.flip) return { operator: relation.flip, difference: rhs.sub(lhs) };
  return { operator: expression.operator, difference: lhs.sub(rhs) };
}

function evaluateAt(expression: BoxedExpression, symbols: string[], point: number): number | undefined {
  const substitution: Record<string, BoxedExpression> = {};
  symbols.forEach((symbol, index) => {
    substitution[symbol] = ce().number(SAMPLE_POINTS[(index + point) % SAMPLE_POINTS.length] as number);
  });
  return realValue(expression.subs(substitution));
}

function gradeExpression(answer: string, input: string, spec: AnswerSpec): Grade {
  const given = parse(normalizeInput(input, spec));
  if (!given) return { result: 'unparseable', hint: spec.hint };
  const key = parse(normalizeInput(answer, spec));
  if (!key) throw new Error(`the answer key "${answer}" cannot be parsed`);
  const a = asDifference(given);
  const b = asDifference(key);
  if (a.operator !== b.operator) return { result: 'incorrect' };
  const symbols = [...new Set([...given.unknowns, ...key.unknowns, ...(spec.variables ?? [])])].sort();
  // Expressions must agree point by point; relations may differ by a constant factor (2y = 4x + 2 is y = 2x + 1),
  // positive for inequalities so that the direction is kept.
  const relation = a.operator !== 'Expression';
  let ratio: number | undefined;
  for (let point = 0; point < SAMPLE_POINTS.length; point++) {
    const x = evaluateAt(a.difference, symbols, point);
    const y = evaluateAt(b.difference, symbols, point);
    if (x === undefined || y === undefined) return { result: x === undefined ? 'unparseable' : 'incorrect' };
    if (!relation) {
      if (!close(x, y, spec.tolerance ?? 1e-7 * Math.max(1, Math.abs(y)))) return { result: 'incorrect' };
      continue;
    }
    if (Math.abs(y) < 1e-12) {
      if (Math.abs(x) > 1e-9) return { result: 'incorrect' };
      continue;
    }
    const r = x / y;
    ratio ??= r;
    if (!close(r, ratio, 1e-7 * Math.max(1, Math.abs(ratio)))) return { result: 'incorrect' };
  }
  if (relation && (ratio === undefined || ratio === 0))
    return { result: ratio === undefined ? 'correct' : 'incorrect' };
  if (relation && a.operator !== 'Equal' && a.operator !== 'NotEqual' && (ratio as number) < 0) {
    return { result: 'incorrect' };
  }
  return { result: 'correct' };
}
