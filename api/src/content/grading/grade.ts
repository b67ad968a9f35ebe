// Grades a student's answer against a problem's key (a pure function).
// Multiple choice compares indices. An essay answer is read (units, fraction glyphs, thousands commas), then its
// final form is checked from what was written (forms.ts: 3×4 is not a worked-out number, 21/9 not a fraction in
// lowest terms), and only then its value: numbers by value (1/2 = 0.5 = \frac{1}{2}), expressions by equivalence
// at sample points (2(a+c) = 2a+2c), relations up to a factor, text by token.
// An answer that cannot be read, has two readings (25/2π, 0,5) or is in another form is 'unparseable', never
// 'incorrect': the student gets a hint instead and the key stays hidden.
import { ComputeEngine } from '@cortex-js/compute-engine';
import type { AnswerForm, AnswerSpec, GeneratedProblem, Localized } from '../lib/types.js';
import { FORM_HINTS, inForm } from './forms.js';
import { ReadError, evaluate, readTree, variablesOf, type MathNode, type Relation } from './math-tree.js';
import { canonicalUnitText, plainCharacters, readAnswer } from './read.js';

export { FORM_HINTS } from './forms.js';

type BoxedExpression = ReturnType<ComputeEngine['parse']>;

/** An unreadable answer always comes with a hint: the expected form, or a request to enter it again. */
export type Grade =
  | { result: 'correct'; hint?: undefined }
  | { result: 'incorrect'; hint?: undefined }
  | { result: 'unparseable'; hint: Localized };
export type GradeResult = Grade['result'];

export type GradableProblem = Pick<GeneratedProblem, 'type' | 'answer' | 'answerSpec' | 'choices'>;

export const CHOICE_HINT: Localized = {
  ko: '보기 중 하나를 고르세요.',
  en: 'Choose one of the answer choices.',
};
const DEFAULT_HINT: Localized = { ko: '답을 수나 식으로 입력하세요.', en: 'Enter a number or an expression.' };
/** For an answer that reads as math but has no value to compare (it divides by zero at a sample point). */
export const REENTER_HINT: Localized = { ko: '답을 다시 입력하세요.', en: 'Enter your answer again.' };
/** For input with two readings, such as 25/2π (25/(2π) or (25/2)π) or 2 3. */
export const AMBIGUOUS_HINT: Localized = {
  ko: '괄호를 넣어 한 가지 뜻으로만 읽히도록 입력하세요.',
  en: 'Add parentheses so that your answer can be read only one way.',
};
/** For 0,5: a decimal comma, or a pair of numbers? */
export const DECIMAL_COMMA_HINT: Localized = {
  ko: '소수점은 쉼표(,)가 아닌 점(.)으로 입력하세요.',
  en: 'Use a decimal point (.), not a comma, in decimals.',
};

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
  if (spec.kind === 'text') {
    return { result: normalizeText(text) === normalizeText(problem.answer) ? 'correct' : 'incorrect' };
  }
  return gradeMath(String(problem.answer), text, spec);
}

/** The form a spec asks for; problems stored before forms existed have none. */
export function answerFormOf(spec: Pick<AnswerSpec, 'kind' | 'form'>): AnswerForm {
  return spec.form ?? (spec.kind === 'number' ? 'number' : 'any');
}

function gradeMath(answer: string, input: string, spec: AnswerSpec): Grade {
  const form = answerFormOf(spec);
  const options = { kind: spec.kind, unit: spec.unit, dropVariable: spec.kind === 'number' && form === 'number' };
  const reading = readAnswer(input, options);
  if ('problem' in reading) {
    return { result: 'unparseable', hint: reading.problem === 'decimal-comma' ? DECIMAL_COMMA_HINT : spec.hint };
  }
  // Words left after the units (3 apples) are not an expression in letters a, p, l…: the spec's hint fits them.
  if (spec.kind === 'number' && /[a-zA-Z]{2,}/.test(reading.text.replace(/\\[a-zA-Z]+|sqrt|pi/g, ' '))) {
    return { result: 'unparseable', hint: spec.hint };
  }
  const keyReading = readAnswer(answer, options);
  const key = 'text' in keyReading ? tryTree(keyReading.text) : undefined;
  if (!key) {
    if (spec.form !== undefined && form !== 'any') throw new Error(`the answer key "${answer}" cannot be read`);
    return gradeByEngine(answer, reading.text, spec);
  }
  // An explicit form binds its key too (the bank grades every key against itself); problems stored without a form
  // keep being graded by value when their key is not in the default form.
  if (spec.form !== undefined && !inForm(form, key, key)) {
    throw new Error(`the answer key "${answer}" is not in the form '${form}'`);
  }
  const enforced = form !== 'any' && (spec.form !== undefined || inForm(form, key, key));
  let given: MathNode;
  try {
    given = readTree(reading.text);
  } catch (error) {
    if (error instanceof ReadError && error.reason === 'ambiguous')
      return { result: 'unparseable', hint: AMBIGUOUS_HINT };
    // LaTeX this reader does not know may still be read by the compute engine; it is not a checked form, though.
    if (!enforced) return gradeByEngine(answer, reading.text, spec);
    return { result: 'unparseable', hint: parse(normalizeInput(reading.text, spec)) ? FORM_HINTS[form] : spec.hint };
  }
  if (enforced && !inForm(form, given, key)) {
    return { result: 'unparseable', hint: FORM_HINTS[form] };
  }
  return compare(key, given, spec, form);
}

function tryTree(text: string): MathNode | undefined {
  try {
    return readTree(text);
  } catch {
    return undefined;
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

/** Turns what students type (×, ÷, −, 1,000, ², ½, √2, sqrt(2), 1 1/2) into LaTeX the compute engine reads. */
export function normalizeInput(raw: string, spec: Pick<AnswerSpec, 'kind' | 'unit'>): string {
  let text = plainCharacters(raw)
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

/** Drops the template's unit after (or, for currency, before) the number; other text is left for the parser. */
function stripUnit(text: string, unit: string): string {
  const value = canonicalUnitText(text);
  const wanted = canonicalUnitText(plainCharacters(unit)).toLowerCase();
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
  // A degree sign is a unit here: the engine would turn 720° into radians, and 720° and 1080° would look alike.
  const degreesAsUnit = latex.replace(/\^\{?\\circ\}?|\\degree|°/g, '');
  const expression = parse(normalizeInput(degreesAsUnit, { kind: 'number' }));
  return expression ? values(expression) : undefined;
}

function close(a: number, b: number, tolerance: number | undefined): boolean {
  const allowed = tolerance ?? EXACT * Math.max(1, Math.abs(b));
  return Math.abs(a - b) <= allowed + 1e-12;
}

/** The compute engine's reading, for LaTeX the tree reader does not know (and keys it cannot read). */
function gradeByEngine(answer: string, input: string, spec: AnswerSpec): Grade {
  return spec.kind === 'number' ? gradeNumber(answer, input, spec) : gradeExpression(answer, input, spec);
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
    if (x === undefined) return { result: 'unparseable', hint: REENTER_HINT };
    if (y === undefined) return { result: 'incorrect' };
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

type Simple = { lhs: MathNode; op: Relation; rhs: MathNode };

/** Every comparison in a relation, a chain (-1 ≤ x < 2 is two) or a list; undefined for an expression. */
function comparisons(node: MathNode): Simple[] | undefined {
  const relations = node.t === 'list' ? node.items : [node];
  if (!relations.every((relation) => relation.t === 'rel')) return undefined;
  return relations.flatMap((relation) =>
    relation.t === 'rel'
      ? relation.ops.map((op, index) => ({
          lhs: relation.parts[index] as MathNode,
          op,
          rhs: relation.parts[index + 1] as MathNode,
        }))
      : [],
  );
}

/** Values compared, the form being right: numbers (or tuples) by value, expressions and relations at sample points. */
function compare(key: MathNode, given: MathNode, spec: AnswerSpec, form: AnswerForm): Grade {
  const keyRelations = comparisons(key);
  let givenRelations = comparisons(given);
  const onlyRelation = keyRelations?.length === 1 ? keyRelations[0] : undefined;
  // A bare 3 for the key x = 3.
  if (form === 'solved' && !givenRelations && onlyRelation?.op === '=' && onlyRelation.lhs.t === 'sym') {
    givenRelations = [{ lhs: onlyRelation.lhs, op: '=', rhs: given }];
  }
  const symbols = [...new Set([...variablesOf(key), ...variablesOf(given), ...(spec.variables ?? [])])].sort();
  if (keyRelations || givenRelations) {
    if (!keyRelations || !givenRelations || keyRelations.length !== givenRelations.length) {
      return { result: 'incorrect' };
    }
    return sameRelations(keyRelations, givenRelations, symbols, spec) ? { result: 'correct' } : { result: 'incorrect' };
  }
  if (spec.kind === 'number' && variablesOf(given).size > 0 && variablesOf(key).size === 0) {
    return { result: 'unparseable', hint: spec.hint };
  }
  const items = (node: MathNode) => (node.t === 'tuple' || node.t === 'list' ? node.items : [node]);
  const keyItems = items(key);
  const givenItems = items(given);
  if (keyItems.length !== givenItems.length) return { result: 'incorrect' };
  let checked = 0;
  for (let point = 0; point < (symbols.length === 0 ? 1 : SAMPLE_POINTS.length); point++) {
    const env = sampleAt(symbols, point);
    for (const [index, item] of keyItems.entries()) {
      const y = evaluate(item, env);
      const x = evaluate(givenItems[index] as MathNode, env);
      if (!Number.isFinite(x) && !Number.isFinite(y)) continue;
      if (!Number.isFinite(x) || !Number.isFinite(y)) {
        return symbols.length === 0 && !Number.isFinite(x)
          ? { result: 'unparseable', hint: spec.hint }
          : { result: 'incorrect' };
      }
      const tolerance = symbols.length === 0 ? spec.tolerance : (spec.tolerance ?? 1e-7 * Math.max(1, Math.abs(y)));
      if (!close(x, y, tolerance)) return { result: 'incorrect' };
      checked++;
    }
  }
  return checked > 0 ? { result: 'correct' } : { result: 'unparseable', hint: spec.hint };
}

function sampleAt(symbols: string[], point: number): Record<string, number> {
  const env: Record<string, number> = {};
  symbols.forEach((symbol, index) => {
    env[symbol] = SAMPLE_POINTS[(index + point) % SAMPLE_POINTS.length] as number;
  });
  return env;
}

/** x > 3 is 3 < x: the comparison with its sides the way round that makes it =, ≠, < or ≤. */
function oriented(relation: Simple): Simple {
  if (relation.op === '>') return { lhs: relation.rhs, op: '<', rhs: relation.lhs };
  if (relation.op === '>=') return { lhs: relation.rhs, op: '<=', rhs: relation.lhs };
  return relation;
}

/** v op number with the letter on the left, for comparing the bounds of an interval in any order. */
function bound(relation: Simple): { letter: string; op: Relation; value: number } | undefined {
  const flip: Partial<Record<Relation, Relation>> = { '<': '>', '>': '<', '<=': '>=', '>=': '<=' };
  const { lhs, op, rhs } = relation;
  if (lhs.t === 'sym' && variablesOf(rhs).size === 0) return { letter: lhs.name, op, value: evaluate(rhs) };
  if (rhs.t === 'sym' && variablesOf(lhs).size === 0) {
    return { letter: rhs.name, op: flip[op] ?? op, value: evaluate(lhs) };
  }
  return undefined;
}

function sameRelations(key: Simple[], given: Simple[], symbols: string[], spec: AnswerSpec): boolean {
  if (key.length > 1) {
    const keyBounds = key.map(bound);
    const givenBounds = given.map(bound);
    if (keyBounds.every(Boolean) && givenBounds.every(Boolean)) {
      const order = (b: ReturnType<typeof bound>) => `${b?.letter} ${b?.op}`;
      const sort = (list: ReturnType<typeof bound>[]) =>
        [...list].sort((a, b) => order(a).localeCompare(order(b)) || (a?.value ?? 0) - (b?.value ?? 0));
      const [x, y] = [sort(givenBounds), sort(keyBounds)];
      return x.every((b, index) => {
        const other = y[index];
        return other !== undefined && order(b) === order(other) && close(b?.value ?? NaN, other.value, spec.tolerance);
      });
    }
  }
  return key.every((relation, index) => sameRelation(oriented(relation), oriented(given[index] as Simple), symbols));
}

/** Relations may differ by a constant factor (2y = 4x + 2 is y = 2x + 1), positive for inequalities. */
function sameRelation(key: Simple, given: Simple, symbols: string[]): boolean {
  if (key.op !== given.op) return false;
  let ratio: number | undefined;
  for (let point = 0; point < SAMPLE_POINTS.length; point++) {
    const env = sampleAt(symbols, point);
    const x = evaluate(given.lhs, env) - evaluate(given.rhs, env);
    const y = evaluate(key.lhs, env) - evaluate(key.rhs, env);
    if (!Number.isFinite(x) && !Number.isFinite(y)) continue;
    if (!Number.isFinite(x) || !Number.isFinite(y)) return false;
    if (Math.abs(y) < 1e-12) {
      if (Math.abs(x) > 1e-9) return false;
      continue;
    }
    const r = x / y;
    ratio ??= r;
    if (!close(r, ratio, 1e-7 * Math.max(1, Math.abs(ratio)))) return false;
  }
  if (ratio === undefined) return true;
  if (ratio === 0) return false;
  return key.op === '=' || key.op === '!=' || ratio > 0;
}
