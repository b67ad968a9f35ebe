// Building blocks for the SAT units: number formatting, five distinct choices, essay keys, reading choices back.
import type { Rng } from '../random.js';
import { gcd } from '../shared/numbers.js';
import { keyText, shuffleFive } from '../shared/template.js';
import { m } from '../shared/text.js';
import type { AnswerSpec, GeneratedProblem, Localized } from '../types.js';

/**
 * A reduced fraction p/q (q > 0) as LaTeX: 3, -2, \frac{3}{4}, -\frac{1}{2}. Unlike the secondary kit's frac
 * (mh/format), it writes the numbers as they are, without rounding away floating-point noise.
 */
export function frac(p: number, q: number): string {
  if (q === 0) throw new Error('zero denominator');
  if (!Number.isFinite(p) || !Number.isFinite(q)) throw new Error('not a finite fraction');
  const sign = p * q < 0 ? '-' : '';
  const g = gcd(Math.abs(p), Math.abs(q)) || 1;
  const [n, d] = [Math.abs(p) / g, Math.abs(q) / g];
  return d === 1 ? `${sign}${n}` : `${sign}\\frac{${n}}{${d}}`;
}

/** ' + 5' or ' - 5' after a term; '' for zero. */
export const plus = (n: number): string => (n === 0 ? '' : n < 0 ? ` - ${-n}` : ` + ${n}`);

/** A coefficient before a variable: 'x', '-x', '3x'. */
export const coef = (n: number, v = 'x'): string => (n === 1 ? v : n === -1 ? `-${v}` : `${n}${v}`);

/** ' + 3x', ' - x' after a leading term. */
export const plusTerm = (n: number, v = 'x'): string =>
  n === 0 ? '' : n < 0 ? ` - ${coef(-n, v)}` : ` + ${coef(n, v)}`;

/** m x + b as LaTeX. */
export const linear = (m: number, b: number, v = 'x'): string => (m === 0 ? `${b}` : `${coef(m, v)}${plus(b)}`);

/** Reads a number back from a choice or key: '\(-3\)', '\frac{3}{4}', '-\frac{1}{2}', '2.5', '\$12'. */
export function readNumber(text: string): number {
  const t = text
    .replace(/\\\(|\\\)|\\\$|\s|,/g, '')
    .replace(/\^\\circ|\\%|%/g, '')
    .replace(/\\[dt]frac/g, '\\frac');
  const f = /^(-?)\\frac\{(\d+)\}\{(\d+)\}$/.exec(t);
  if (f) return (f[1] ? -1 : 1) * (Number(f[2]) / Number(f[3]));
  return Number(t);
}

/**
 * Five choices with one correct value: distractors that differ from it (and from each other) in value are kept,
 * the rest are filled with nearby values. Returns the shuffled choices and the index of the key.
 */
export function numberChoices(
  rng: Rng,
  correct: number,
  distractors: readonly number[],
  format: (n: number) => string = m,
): { choices: string[]; answer: string } {
  const same = (a: number, b: number) => Math.abs(a - b) < 1e-9;
  const picked: number[] = [];
  for (const d of distractors) {
    if (Number.isFinite(d) && !same(d, correct) && !picked.some((p) => same(p, d))) picked.push(d);
    if (picked.length === 4) break;
  }
  const step = Number.isInteger(correct) ? 1 : 0.5;
  for (let k = 1; picked.length < 4; k++) {
    for (const d of [correct + k * step, correct - k * step]) {
      if (picked.length < 4 && !picked.some((p) => same(p, d))) picked.push(d);
    }
  }
  // The key is found again by value, not by position as in shuffleFive.
  const values = rng.shuffle([correct, ...picked]);
  return { choices: values.map(format), answer: String(values.findIndex((v) => same(v, correct))) };
}

/** Five text choices (the first is correct), shuffled. */
export function textChoices(
  rng: Rng,
  correct: string,
  wrong: readonly string[],
): { choices: string[]; answer: string } {
  if (wrong.length !== 4 || new Set([correct, ...wrong]).size !== 5) throw new Error('need 4 distinct wrong choices');
  return shuffleFive(rng, [correct, ...wrong], (choice) => choice);
}

/** The value of the choice the key points at. */
export function keyValue(problem: GeneratedProblem): number {
  return readNumber(keyText(problem) ?? 'NaN');
}

export const HINTS = {
  integer: { ko: '정수로 입력하세요. 예: -3', en: 'Enter an integer, for example -3.' },
  number: {
    ko: '수로 입력하세요. 분수(예: 3/4)나 소수도 됩니다.',
    en: 'Enter a number; a fraction such as 3/4 or a decimal is fine.',
  },
  fraction: { ko: '분수나 정수로 입력하세요. 예: 7/2', en: 'Enter a fraction or an integer, for example 7/2.' },
  decimal: { ko: '소수로 입력하세요. 예: 12.5', en: 'Enter a decimal, for example 12.5.' },
} satisfies Record<string, Localized>;

export function numberSpec(hint: Localized = HINTS.number, extra: Partial<AnswerSpec> = {}): AnswerSpec {
  return { kind: 'number', hint, ...extra };
}

/** Within an absolute tolerance (the grade 4-6 kit's close is relative and rejects NaN and infinity). */
export const close = (a: number, b: number, tolerance = 1e-9): boolean => Math.abs(a - b) <= tolerance;

/** A dollar amount in math mode, since a bare $ would read as LaTeX: \(\$12\). */
export const usd = (n: number | string): string => m(`\\$${n}`);
