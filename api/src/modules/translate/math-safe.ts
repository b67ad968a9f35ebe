// Keeps math out of a translation service's hands: inline LaTeX, numbers with their units, variable names and the
// plain-text forms answer hints show (a + bi, x > 1, 12π) become numbered placeholders before the text goes out, and
// come back after. A translation is only used when every placeholder returned exactly once; a service that drops,
// doubles or mangles one would otherwise change a formula.
import { splitMathText } from '@mathbridge/contract';

/** ⟦n⟧: mathematical brackets, which translation services treat as symbols and copy through. */
const OPEN = '\u27E6';
const CLOSE = '\u27E7';

export interface MaskedText {
  /** The text with every protected run replaced by ⟦n⟧, numbered from 0 in order of appearance. */
  masked: string;
  /** The protected runs, by number. */
  runs: string[];
  /** Whether anything is left to translate: a text that is only math goes nowhere. */
  hasWords: boolean;
}

const UNITS = [
  '°C',
  '°F',
  '°',
  '%',
  'km/h',
  'm/s',
  'cm²',
  'cm³',
  'm²',
  'm³',
  'km²',
  'mm',
  'cm',
  'km',
  'm',
  'mg',
  'kg',
  'g',
  'mL',
  'ml',
  'L',
  'kL',
  't',
  'h',
  'min',
  's',
].sort((a, b) => b.length - a.length);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const NUMBER = String.raw`[-−]?\d+(?:[.,]\d+)*π?`;
const UNIT = String.raw`(?:\s?(?:${UNITS.map(escape).join('|')})(?![\p{L}\p{N}]))?`;
/**
 * A lone letter (not part of a word or an abbreviation such as e.g.), π, a pair such as the bi of a + bi, or the
 * capitals that name points and figures (AB, ABC).
 */
const VARIABLE = String.raw`(?<![\p{L}\p{N}'’]|\p{L}\.)(?:[A-Za-z]i?|π|[A-Z]{2,3})(?![\p{L}\p{N}'’]|\.\p{L})`;
const TERM = String.raw`(?:${NUMBER}${UNIT}|${VARIABLE})`;
const OPERATOR = String.raw`\s*[-−+×÷=<>≤≥≠/^·]\s*`;
/** An expression (two terms or more joined by operators), else a number with its unit, else a variable name. */
const PLAIN_MATH = new RegExp(
  String.raw`${TERM}(?:${OPERATOR}${TERM})+|(?<![\p{L}\p{N}])${NUMBER}${UNIT}|${VARIABLE}`,
  'gu',
);
/** English words that are single letters: a lone 'a', 'A' or 'I' is a word unless an operator joins it to math. */
const WORD_LETTERS = new Set(['a', 'A', 'I']);

const placeholder = (index: number) => `${OPEN}${index}${CLOSE}`;

/** Replaces the math of one text by placeholders. */
export function maskMath(text: string): MaskedText {
  const runs: string[] = [];
  let masked = '';
  for (const segment of splitMathText(text)) {
    if (segment.kind === 'math') {
      masked += placeholder(runs.push(`\\(${segment.value}\\)`) - 1);
      continue;
    }
    masked += segment.value.replace(PLAIN_MATH, (match) => {
      if (WORD_LETTERS.has(match)) return match;
      return placeholder(runs.push(match) - 1);
    });
  }
  const words = masked.replaceAll(new RegExp(`${OPEN}\\d+${CLOSE}`, 'g'), '');
  return { masked, runs, hasWords: /\p{L}/u.test(words) };
}

/** Digits a service may have written in another script (Arabic-Indic, Persian, full-width). */
function westernDigits(text: string): string {
  return text
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06F0-\u06F9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/[\uFF10-\uFF19]/g, (d) => String(d.charCodeAt(0) - 0xff10));
}

/** A placeholder as a service may hand it back: spaces inside the brackets, digits in another script. */
const RETURNED = /\u27E6\s*([0-9\u0660-\u0669\u06F0-\u06F9\uFF10-\uFF19]+)\s*\u27E7/g;

export type Unmasked = { ok: true; text: string } | { ok: false; reason: string };

/** Puts the math back into a translation; fails unless each placeholder came back exactly once and nothing else did. */
export function unmaskMath(translated: string, runs: readonly string[]): Unmasked {
  const seen = new Array<number>(runs.length).fill(0);
  let unknown = false;
  const text = translated.replace(RETURNED, (_match, digits: string) => {
    const index = Number(westernDigits(digits));
    if (!Number.isInteger(index) || index >= runs.length) {
      unknown = true;
      return '';
    }
    seen[index] = (seen[index] ?? 0) + 1;
    return runs[index] as string;
  });
  if (unknown) return { ok: false, reason: 'a placeholder that was never sent came back' };
  const missing = seen.flatMap((count, index) => (count === 0 ? [index] : []));
  if (missing.length > 0) return { ok: false, reason: `placeholder ${missing.join(', ')} did not come back` };
  const doubled = seen.flatMap((count, index) => (count > 1 ? [index] : []));
  if (doubled.length > 0) return { ok: false, reason: `placeholder ${doubled.join(', ')} came back more than once` };
  // A bracket left over is a placeholder the service mangled past recognition.
  if (text.includes(OPEN) || text.includes(CLOSE)) return { ok: false, reason: 'a placeholder came back mangled' };
  return { ok: true, text };
}
