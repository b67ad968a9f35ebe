// Shared helpers for the grade 4-6 templates: number and fraction formatting, Korean particles,
// a small LaTeX evaluator that reads a problem's own choices back, and a template builder whose
// check re-derives the parameters from the seed and compares the stated key with an independent solution.
import type { Rng } from '../random.js';
import { ENTER_NUMBER, ENTER_WHOLE_NUMBER } from '../shared/hints.js';
import { digitSound, hangulSound, particleFor, type Sound } from '../shared/korean.js';
import { gcd } from '../shared/numbers.js';
import { SHARED_ROSTER, type Person } from '../shared/people.js';
import { answerSpec, seededTemplate, shuffleFive, type AnswerSpecDraft } from '../shared/template.js';
import { L, m } from '../shared/text.js';
import type { Difficulty, GeneratedProblem, Localized, ProblemTemplate } from '../types.js';

export type { Difficulty, Person, Rng };
export { L, gcd, m };

/**
 * Divides before it multiplies and keeps the sign of a·b; the secondary kit's lcm (mh/format) is |a·b| / gcd, always
 * positive. Both agree on the positive numbers these grades use.
 */
export const lcm = (a: number, b: number): number => (a / gcd(a, b)) * b;

/**
 * Rounds away binary noise (0.1 + 0.2) so decimals print and compare as a person writes them. It keeps 12 significant
 * digits; the secondary kit's num (mh/format) keeps 10 decimal places instead, so the two differ on large and tiny
 * numbers and stay apart.
 */
export const clean = (x: number): number => (Number.isInteger(x) ? x : Number(x.toPrecision(12)));

/** A number in LaTeX: thousands grouped with commas, decimals without trailing zeros. */
export function n(x: number): string {
  const v = clean(x);
  const neg = v < 0 ? '-' : '';
  const [int = '0', frac] = String(Math.abs(v)).split('.');
  const grouped = int.length > 3 ? int.replace(/\B(?=(\d{3})+(?!\d))/g, '{,}') : int;
  return neg + grouped + (frac ? `.${frac}` : '');
}
/** A number as plain digits (essay answers: no grouping). */
export const plain = (x: number): string => String(clean(x));

// ---------- fractions ----------
export interface Frac {
  n: number;
  d: number;
}
export const fr = (num: number, den: number): Frac => {
  const g = gcd(num, den) || 1;
  const s = den < 0 ? -1 : 1;
  return { n: (s * num) / g, d: (s * den) / g };
};
export const fadd = (a: Frac, b: Frac): Frac => fr(a.n * b.d + b.n * a.d, a.d * b.d);
export const fsub = (a: Frac, b: Frac): Frac => fr(a.n * b.d - b.n * a.d, a.d * b.d);
export const fmul = (a: Frac, b: Frac): Frac => fr(a.n * b.n, a.d * b.d);
export const fdiv = (a: Frac, b: Frac): Frac => fr(a.n * b.d, a.d * b.n);
export const fval = (f: Frac): number => f.n / f.d;
/** A fraction as written (not reduced): \frac{n}{d}. */
export const tfr = (num: number, den: number): string => `\\frac{${num}}{${den}}`;
/** A reduced fraction in LaTeX; improper ones as mixed numbers when `mixed`. */
export function tf(f: Frac, mixed = true): string {
  const r = fr(f.n, f.d);
  if (r.d === 1) return String(r.n);
  if (mixed && Math.abs(r.n) > r.d) {
    const w = Math.trunc(r.n / r.d);
    return `${w}\\frac{${Math.abs(r.n) - Math.abs(w) * r.d}}{${r.d}}`;
  }
  return `\\frac{${r.n}}{${r.d}}`;
}
/** A mixed number written from its parts. */
export const tmix = (w: number, num: number, den: number): string => (w === 0 ? tfr(num, den) : `${w}${tfr(num, den)}`);

// ---------- Korean particles ----------
const LATIN_BATCHIM = new Set(['l', 'm', 'n', 'r']);
const VOWEL: Sound = { final: false, rieul: false };
const CONSONANT: Sound = { final: true, rieul: false };
/**
 * The last sound of a word, number or unit. Unlike the secondary kit's reader (mh/ko), it reads a fraction's numerator
 * last and reads units as words (cm 센티미터, kg 킬로그램, L 리터), so a final m or L has no consonant here.
 */
function finalSound(word: string): Sound {
  // A fraction is read denominator first (3분의 2), so its last sound is the numerator's.
  const s = word
    .replace(/\\\)|\\\(|\s/g, '')
    .replace(/\\frac\{([^{}]*)\}\{[^{}]*\}$/, '$1')
    .replace(/[})]/g, '');
  const ch = s.at(-1) ?? '';
  const hangul = hangulSound(ch);
  if (hangul) return hangul;
  if (/\d/.test(ch)) return digitSound(Number(ch));
  if (s.endsWith('cm') || s.endsWith('mm') || s.endsWith('km') || s.endsWith('m')) return VOWEL;
  if (s.endsWith('kg') || s.endsWith('g')) return CONSONANT;
  if (s.endsWith('L')) return VOWEL;
  if (s.endsWith('circ')) return VOWEL;
  return { final: LATIN_BATCHIM.has(ch.toLowerCase()), rieul: ch.toLowerCase() === 'l' };
}
type Pair = '은/는' | '이/가' | '을/를' | '과/와' | '으로/로' | '이/' | '이에요/예요';
/** Appends the right particle: josa('민준', '이/가') = '민준이', josa('\\(24\\)', '은/는') = '\\(24\\)는'. */
export function josa(word: string, pair: Pair): string {
  return word + particleFor(pair, finalSound(word));
}

export const PEOPLE: Person[] = [
  ...SHARED_ROSTER,
  { ko: '지유', en: 'Jiyu' },
  { ko: '시우', en: 'Siu' },
  { ko: '윤서', en: 'Yunseo' },
  { ko: '주원', en: 'Juwon' },
  { ko: '채원', en: 'Chaewon' },
];
/** A child's name as Korean teachers say it in a sentence: 민준이, 지호. */
export const call = (p: Person): string => josa(p.ko, '이/');
/** Topic form: 민준이는, 지호는. */
export const topic = (p: Person): string => `${call(p)}는`;
/** Subject form: 민준이가, 지호가. */
export const subj = (p: Person): string => `${call(p)}가`;

// ---------- reading LaTeX back ----------
/**
 * Evaluates the arithmetic a problem states: numbers with {,} grouping, decimals, \frac, mixed numbers,
 * + - \times \div, parentheses, powers and named symbols. Units and degree signs are ignored.
 * Returns NaN for anything it cannot read.
 */
export function evalTex(src: string, vars: Record<string, number> = {}): number {
  let s = src
    .replace(/\\\(|\\\)/g, '')
    .replace(/\\left|\\right/g, '')
    .replace(/\{,\}/g, '')
    .replace(/\^\{?\\circ\}?/g, '')
    .replace(/\\(text|mathrm)\{[^{}]*\}(\^\{?\d\}?)?/g, '')
    .replace(/\\[,;! ]/g, '')
    .replace(/\\%/g, '');
  for (const [name, value] of Object.entries(vars)) s = s.split(name).join(`(${value})`);
  s = s
    .replace(/\\times|\\cdot/g, '*')
    .replace(/\\div/g, '/')
    .replace(/(\d+)\\frac\{([^{}]+)\}\{([^{}]+)\}/g, '($1+($2)/($3))')
    .replace(/\\frac\{([^{}]+)\}\{([^{}]+)\}/g, '(($1)/($2))')
    .replace(/\{/g, '(')
    .replace(/\}/g, ')')
    .replace(/\s+/g, '');
  let i = 0;
  const peek = () => s[i];
  const fail = (): never => {
    throw new Error('unreadable');
  };
  const atom = (): number => {
    if (peek() === '(') {
      i++;
      const v = expr();
      if (peek() !== ')') fail();
      i++;
      return v;
    }
    if (peek() === '-') {
      i++;
      return -atom();
    }
    const mm = /^\d+(\.\d+)?/.exec(s.slice(i));
    if (!mm) return fail();
    i += mm[0].length;
    return Number(mm[0]);
  };
  const power = (): number => {
    let v = atom();
    while (peek() === '^') {
      i++;
      v = v ** atom();
    }
    return v;
  };
  const term = (): number => {
    let v = power();
    for (;;) {
      const c = peek();
      if (c === '*') {
        i++;
        v *= power();
      } else if (c === '/') {
        i++;
        v /= power();
      } else if (c === '(') v *= power();
      else return v;
    }
  };
  function expr(): number {
    let v = term();
    for (;;) {
      const c = peek();
      if (c === '+') {
        i++;
        v += term();
      } else if (c === '-') {
        i++;
        v -= term();
      } else return v;
    }
  }
  try {
    const v = expr();
    return i === s.length ? v : NaN;
  } catch {
    return NaN;
  }
}
/** Equal within a relative margin, and never for NaN or infinity (the SAT kit's close is a plain absolute margin). */
export const close = (a: number, b: number): boolean =>
  Number.isFinite(a) && Number.isFinite(b) && Math.abs(a - b) <= 1e-9 + 1e-13 * Math.abs(b);

// ---------- choices ----------
export interface Item {
  tex: string;
  v: number;
}
export const N = (x: number): Item => ({ tex: n(x), v: clean(x) });
export const F = (f: Frac, mixed = true): Item => ({ tex: tf(f, mixed), v: fval(f) });
/** A choice with a unit after the number, e.g. U(35, '^\\circ') or U(12, '\\text{ cm}'). */
export const U = (x: number, unit: string): Item => ({ tex: n(x) + unit, v: clean(x) });

export interface Multiple {
  correct: Item;
  /** Typical mistakes first; invalid or repeated values are dropped. */
  wrong: Item[];
  /** Extra distractors when the mistakes run out (k = 1, 2, ...). Default: correct ± k. */
  fill?: (k: number) => Item;
  /** Smallest value a sensible choice may have (default 0). */
  min?: number;
}
function buildChoices(rng: Rng, spec: Multiple): { choices: string[]; answer: string } {
  const min = spec.min ?? 0;
  const picked: Item[] = [spec.correct];
  const ok = (it: Item) =>
    Number.isFinite(it.v) &&
    it.v >= min &&
    // A distractor no child would write (a long repeating decimal) is dropped.
    !/\.\d{5,}/.test(it.tex) &&
    !picked.some((p) => close(p.v, it.v) || p.tex === it.tex);
  for (const w of spec.wrong) if (picked.length < 5 && ok(w)) picked.push(w);
  const fill = spec.fill ?? ((k: number) => N(spec.correct.v + (k % 2 ? 1 : -1) * Math.ceil(k / 2)));
  for (let k = 1; picked.length < 5 && k < 200; k++) {
    const w = fill(k);
    if (ok(w)) picked.push(w);
  }
  if (picked.length < 5) throw new Error('could not build five distinct choices');
  return shuffleFive(rng, picked, (it) => m(it.tex));
}

export interface Essay extends AnswerSpecDraft {
  answer: string;
}
export interface Draft {
  stem: Localized;
  explanation: Localized[];
  difficulty: Difficulty;
  multiple?: Multiple;
  essay?: Essay;
}
export interface Def<P> {
  name: string;
  version?: number;
  /** Draws every parameter the problem depends on; check() re-draws them from the seed. */
  params(rng: Rng): P;
  make(p: P, rng: Rng): Draft;
  /** The answer by another route than make (brute force, counting, substitution, other formula). */
  solve(p: P): number;
  /** Reads a choice or the essay answer as a number (default: evalTex). */
  read?(tex: string, p: P): number;
}

export const HINT = {
  int: ENTER_WHOLE_NUMBER,
  num: ENTER_NUMBER,
  dec: L('소수로 입력하세요. 예: 3.25', 'Enter a decimal, e.g. 3.25.'),
  frac: L(
    '기약분수 또는 대분수로 입력하세요. 예: 3/4, 1 2/5',
    'Enter a fraction in lowest terms or a mixed number, e.g. 3/4 or 1 2/5.',
  ),
  unit: (u: string) => L(`단위 없이 수만 입력해도 됩니다. (${u})`, `Enter the number; the unit (${u}) is optional.`),
};

/** Builds the templates of one unit. */
export function unit(unitId: string) {
  return function tpl<P>(def: Def<P>): ProblemTemplate {
    const read = (tex: string, p: P) => (def.read ? def.read(tex, p) : evalTex(tex));
    return seededTemplate(unitId, def.name, {
      version: def.version,
      params: (rng) => def.params(rng),
      generate(p, rng): GeneratedProblem {
        const d = def.make(p, rng);
        const base = { stem: d.stem, explanation: d.explanation, difficulty: d.difficulty };
        if (d.multiple) return { type: 'multiple', ...base, ...buildChoices(rng, d.multiple) };
        const e = d.essay;
        if (!e) throw new Error(`${unitId}.${def.name}: neither multiple nor essay`);
        return { type: 'essay', ...base, answer: e.answer, answerSpec: answerSpec(e) };
      },
      check(p, problem): boolean {
        const want = def.solve(p);
        if (problem.type === 'multiple') {
          const values = (problem.choices ?? []).map((c) => read(c, p));
          if (values.length !== 5 || values.some((v) => !Number.isFinite(v))) return false;
          for (let a = 0; a < 5; a++)
            for (let b = a + 1; b < 5; b++) if (close(values[a] as number, values[b] as number)) return false;
          const hits = values.flatMap((v, k) => (close(v, want) ? [k] : []));
          return hits.length === 1 && String(hits[0]) === problem.answer;
        }
        return close(read(problem.answer, p), want);
      },
    });
  };
}

/** Picks k distinct integers from [lo, hi]. */
export function distinctInts(rng: Rng, k: number, lo: number, hi: number): number[] {
  const out: number[] = [];
  while (out.length < k) {
    const v = rng.int(lo, hi);
    if (!out.includes(v)) out.push(v);
  }
  return out;
}

/** English ordinal: 1st, 2nd, 3rd, 4th, 11th, 22nd. */
export function ord(k: number): string {
  const t = k % 100;
  const suffix = t >= 11 && t <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][k % 10] ?? 'th');
  return `${k}${suffix}`;
}

/** num/den as a mixed number without reducing (grade 4 writes 1 2/4): 6/4 -> 1\frac{2}{4}, 8/4 -> 2. */
export function tmixOf(num: number, den: number): string {
  const w = Math.floor(num / den);
  const r = num % den;
  if (r === 0) return String(w);
  return w === 0 ? tfr(r, den) : tmix(w, r, den);
}
export const HINT_MIXED = L(
  '분수 또는 대분수로 입력하세요. 예: 3/5, 1 2/5',
  'Enter a fraction or a mixed number, e.g. 3/5 or 1 2/5.',
);

/** English indefinite article by sound: an(‘octagon’) = 'an octagon', an('8-sided') = 'an 8-sided'. */
export function an(word: string): string {
  const w = word.replace(/^\\\(/, '');
  const vowel = /^[aeiou]/i.test(w) || /^(8|11|18|8\d)(\D|$)/.test(w);
  return `${vowel ? 'an' : 'a'} ${word}`;
}

/** A numerator in [1, den - 1] sharing no factor with den, so the fraction is already in lowest terms. */
export function coprime(rng: Rng, den: number): number {
  const options = Array.from({ length: den - 1 }, (_, i) => i + 1).filter((a) => gcd(a, den) === 1);
  return rng.pick(options);
}
