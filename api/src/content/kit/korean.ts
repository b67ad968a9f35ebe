// Korean particles for the whole bank: which half of a pair such as 이/가 follows a word, read the way a Korean
// reader says the end of that word aloud (Hangul by its 받침, numbers in Sino-Korean, LaTeX as spoken, Latin
// letters by their English names, unit symbols as the unit's name).
//
// How a trailing unit is told from a variable: a unit symbol of two or more letters (cm, kg, mL) is a unit wherever it
// ends the word; a one-letter unit (m, g, L, t) is a unit only when it stands apart from the number before it
// (`5 m`, `5\,m`, `5\ \text{m}`) or inside `\text{…}`/`\mathrm{…}`; a lone letter glued to a number (`5m`) or on its
// own (`m`) is a variable and is read by its letter name (엠).

import { num } from './numbers.js';

export type Pair =
  '이/가' | '은/는' | '을/를' | '과/와' | '으로/로' | '이다/다' | '이나/나' | '이라/라' | '아/야' | '이/';

/** The last sound of a word: does it end in a consonant (받침), and is that consonant ㄹ. */
export interface Sound {
  final: boolean;
  rieul: boolean;
}

const VOWEL: Sound = { final: false, rieul: false };
const CONSONANT: Sound = { final: true, rieul: false };
const RIEUL_SOUND: Sound = { final: true, rieul: true };
/** The index of ㄹ among the final consonants of a Hangul syllable. */
const RIEUL = 8;

function hangulSound(ch: string): Sound | undefined {
  const code = ch.charCodeAt(0);
  if (code < 0xac00 || code > 0xd7a3) return undefined;
  const jong = (code - 0xac00) % 28;
  return { final: jong !== 0, rieul: jong === RIEUL };
}

// The last digit read in Sino-Korean: 영 일 이 삼 사 오 육 칠 팔 구. A 0 that ends a longer number is read 십, 백, 천,
// 만 (or 영 for 0 itself or after a decimal point), all ending in a consonant that is not ㄹ.
const DIGIT_SOUND: readonly Sound[] = [
  CONSONANT,
  RIEUL_SOUND,
  VOWEL,
  CONSONANT,
  VOWEL,
  VOWEL,
  CONSONANT,
  RIEUL_SOUND,
  RIEUL_SOUND,
  VOWEL,
];

// English letter names: 엘, 알 end in ㄹ; 엠, 엔 in another consonant; every other name in a vowel.
function letterSound(ch: string): Sound {
  const lower = ch.toLowerCase();
  if (lower === 'l' || lower === 'r') return RIEUL_SOUND;
  if (lower === 'm' || lower === 'n') return CONSONANT;
  return VOWEL;
}

// Unit symbols by their Korean names: 센티미터, 킬로그램, 리터, 톤, 헥타르, 초, 분, 시간 (h), …
const UNIT_SOUND: Readonly<Record<string, Sound>> = {
  mm: VOWEL,
  cm: VOWEL,
  km: VOWEL,
  m: VOWEL,
  kg: CONSONANT,
  g: CONSONANT,
  mg: CONSONANT,
  L: VOWEL,
  l: VOWEL,
  mL: VOWEL,
  ml: VOWEL,
  dL: VOWEL,
  kL: VOWEL,
  t: CONSONANT,
  ha: RIEUL_SOUND,
};

// LaTeX commands read as words: 파이, 세타, 알파, …; 무한대 ends in a vowel too.
const COMMAND_SOUND: Readonly<Record<string, Sound>> = {
  pi: VOWEL,
  theta: VOWEL,
  alpha: VOWEL,
  beta: VOWEL,
  gamma: VOWEL,
  delta: VOWEL,
  sigma: VOWEL,
  mu: VOWEL,
  lambda: VOWEL,
  omega: VOWEL,
  phi: VOWEL,
  varphi: VOWEL,
  rho: VOWEL,
  tau: VOWEL,
  epsilon: CONSONANT,
  infty: VOWEL,
  circ: VOWEL,
  degree: VOWEL,
  '%': VOWEL,
  prime: CONSONANT,
  // Shapes in pattern problems, read by their names: 별, 동그라미, 네모, 세모, 하트.
  bigstar: RIEUL_SOUND,
  star: RIEUL_SOUND,
  bigcirc: VOWEL,
  square: VOWEL,
  blacksquare: VOWEL,
  triangle: VOWEL,
  bigtriangleup: VOWEL,
  heartsuit: VOWEL,
  diamondsuit: VOWEL,
  clubsuit: VOWEL,
  spadesuit: VOWEL,
  bullet: VOWEL,
};
/** Commands whose braced argument is what is read (\text{cm} is cm, \overline{AB} is AB, \sqrt{2} is 2). */
const READ_ARGUMENT =
  /\\(?:text|textrm|mathrm|mathit|mathbf|mathsf|operatorname|boldsymbol|bm|overline|underline|overrightarrow|overleftrightarrow|vec|hat|bar|widehat|widetilde|tilde|dot|sqrt|left|displaystyle)\s*(?:\[[^\]]*\])?$/;
/** Trailing pieces that are not read: spaces, closing brackets, thin spaces, \right. */
const SKIPPED = /(?:\s|\\[,;:! ]|\\quad|\\qquad|\\right[.)\]|]?|\\rangle|\\\}|[)\]|.,;:!?"]|\\\)|\\\()+$/;

/** The index of the `{` that opens the group closed by the `}` at `end`, or -1. */
function openingBrace(text: string, end: number): number {
  let depth = 0;
  for (let i = end; i >= 0; i--) {
    const ch = text[i];
    if (text[i - 1] === '\\') continue;
    if (ch === '}') depth++;
    else if (ch === '{' && --depth === 0) return i;
  }
  return -1;
}

/** A unit read where the text ends in one: `units` are the trailing letters, `before` what precedes them. */
function unitSound(units: string, before: string, inText: boolean): Sound | undefined {
  const sound = UNIT_SOUND[units];
  if (!sound) return undefined;
  if (inText || units.length > 1) return sound;
  return /\d(?:\s|\\[,;: ])+$/.test(before) ? sound : undefined;
}

function soundOf(raw: string, inText = false): Sound | undefined {
  const text = raw.replace(SKIPPED, '');
  if (text === '') return undefined;
  const last = text[text.length - 1] as string;

  if (last === '°' || text.endsWith('\\%') || last === '%' || last === '℃') return VOWEL;
  if (last === "'" || last === '′') return CONSONANT;
  if (last === '²' || last === '³') return unitBase(text.slice(0, -1), inText) ?? CONSONANT;
  const hangul = hangulSound(last);
  if (hangul) return hangul;

  if (last === '}') {
    const open = openingBrace(text, text.length - 1);
    if (open < 0) return soundOf(text.slice(0, -1), inText);
    const inner = text.slice(open + 1, -1);
    const before = text.slice(0, open);
    if (/\^\s*$/.test(before)) return exponentSound(inner, before.replace(/\^\s*$/, ''), inText);
    if (/_\s*$/.test(before)) return soundOf(inner, inText) ?? soundOf(before.replace(/_\s*$/, ''), inText);
    // \frac{a}{b} is read 'b분의 a': it ends with the numerator.
    if (before.endsWith('}')) {
      const numeratorOpen = openingBrace(before, before.length - 1);
      if (numeratorOpen >= 0 && /\\[dt]?frac\s*$/.test(before.slice(0, numeratorOpen))) {
        return soundOf(before.slice(numeratorOpen + 1, -1), inText);
      }
    }
    const command = READ_ARGUMENT.exec(before);
    if (command) {
      const textual = /\\(?:text|textrm|mathrm|operatorname)/.test(command[0]);
      if (textual) {
        const unit = unitSound(inner.trim(), before.slice(0, command.index), true);
        if (unit) return unit;
      }
      return soundOf(inner, inText || textual) ?? soundOf(before.slice(0, command.index), inText);
    }
    return soundOf(inner, inText) ?? soundOf(before, inText);
  }

  // x^2, x^\circ: an exponent written without braces.
  const bareExponent = /\^\s*(\\[a-zA-Z]+|[^\s{}])$/.exec(text);
  if (bareExponent) {
    return exponentSound(bareExponent[1] as string, text.slice(0, bareExponent.index), inText);
  }

  const command = /\\([a-zA-Z]+)$/.exec(text);
  if (command) {
    const name = command[1] as string;
    const known = COMMAND_SOUND[name];
    if (known) return known;
    // \angle, \triangle, \cdot, …: an operator with nothing read after it.
    return soundOf(text.slice(0, command.index), inText);
  }

  if (/\d/.test(last)) return DIGIT_SOUND[Number(last)];

  const letters = /[A-Za-z]+$/.exec(text);
  if (letters) {
    const word = letters[0];
    const before = text.slice(0, letters.index);
    return unitSound(word, before, inText) ?? letterSound(word[word.length - 1] as string);
  }
  return soundOf(text.slice(0, -1), inText);
}

/** The base of a power when it is a unit (cm², \text{m}^2 read 제곱미터), else undefined. */
function unitBase(base: string, inText: boolean): Sound | undefined {
  const trimmed = base.replace(SKIPPED, '');
  const text = /\\(?:text|mathrm)\s*\{\s*([A-Za-z]+)\s*\}$/.exec(trimmed);
  if (text) return UNIT_SOUND[text[1] as string];
  const letters = /[A-Za-z]+$/.exec(trimmed);
  if (!letters) return undefined;
  return unitSound(letters[0], trimmed.slice(0, letters.index), inText);
}

/** `x^{2}` is 'x 제곱' (ends in ㄱ), `30^\circ` is 30도, `\text{cm}^2` is 제곱센티미터. */
function exponentSound(exponent: string, base: string, inText: boolean): Sound | undefined {
  const power = exponent.trim();
  if (power === '\\circ' || power === '\\degree') return VOWEL;
  if (power === '\\prime' || power === "'") return CONSONANT;
  return unitBase(base, inText) ?? CONSONANT;
}

/** How a Korean reader says the end of `word`; a word with nothing readable counts as ending in a vowel. */
export function lastSound(word: string | number): Sound {
  if (typeof word === 'number') {
    const digits = Number.isFinite(word) ? String(Math.abs(word)) : '0';
    return DIGIT_SOUND[Number(digits[digits.length - 1])] ?? VOWEL;
  }
  return soundOf(word) ?? VOWEL;
}

/** The particle alone: josa('\\(3\\)', '으로/로') is '으로'; '으로/로' gives 로 after a vowel and after ㄹ. */
export function josa(word: string | number, pair: Pair): string {
  const sound = lastSound(word);
  const [withFinal, without] = pair.split('/') as [string, string];
  if (pair === '으로/로') return sound.final && !sound.rieul ? withFinal : without;
  return sound.final ? withFinal : without;
}

/** The word followed by its particle: withJosa(10, '과/와') is '10과', withJosa('볼펜', '은/는') is '볼펜은'. */
export function withJosa(word: string | number, pair: Pair): string {
  return `${word}${josa(word, pair)}`;
}

/** A number or formula as inline math followed by its particle: mathWithJosa(3, '과/와') is '\(3\)과'. */
export function mathWithJosa(tex: string | number, pair: Pair): string {
  return withJosa(`\\(${typeof tex === 'number' ? num(tex) : tex}\\)`, pair);
}
