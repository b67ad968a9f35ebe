// Shared building blocks for the elementary grade 1-3 templates: a template builder that keeps the
// key and its check apart, distinct-choice assembly, LaTeX number parsing and Korean particles.
import type { Rng } from '../random.js';
import { ENTER_NUMBER } from '../shared/hints.js';
import { RIEUL, hangulFinal, particleFor } from '../shared/korean.js';
import type { Person } from '../shared/people.js';
import { keyText, seededTemplate, shuffleFive } from '../shared/template.js';
import { L, m } from '../shared/text.js';
import type { AnswerSpec, Difficulty, GeneratedProblem, Localized, ProblemTemplate } from '../types.js';

export type { Difficulty, Person };
export { L, m };
export type Value = number | string;

/** A choice: its value (compared) and how it is written (LaTeX). */
export interface Choice {
  v: Value;
  tex: string;
}

interface Common {
  stem: Localized;
  steps: Localized[];
  difficulty: Difficulty;
  /** Short sub-unit id such as 's3'; expanded to `<unitId>.s3`. */
  sub?: string;
}

export interface McDraft extends Common {
  correct: Value | Choice;
  /** Typical mistakes, most telling first; duplicates and invalid values are dropped. */
  wrong: (Value | Choice)[];
  /** Allow negative or fractional numeric choices (off by default for these grades). */
  anyNumber?: boolean;
}

export interface EssayDraft extends Common {
  answer: Value | Choice;
  kind?: AnswerSpec['kind'];
  unit?: string;
  hint?: Localized;
}

export type Draft = ({ type: 'multiple' } & McDraft) | ({ type: 'essay' } & EssayDraft);

export const HINT_NUMBER = ENTER_NUMBER;
export const HINT_FRACTION = L('분수로 입력하세요(예: 2/3).', 'Enter a fraction, such as 2/3.');
export const HINT_DECIMAL = L('소수로 입력하세요(예: 0.5).', 'Enter a decimal, such as 0.5.');

const asChoice = (c: Value | Choice): Choice => (typeof c === 'object' ? c : { v: c, tex: String(c) });

const sameValue = (a: Value, b: Value): boolean =>
  typeof a === 'number' && typeof b === 'number' ? Math.abs(a - b) < 1e-9 : a === b;

/** Parses the LaTeX of a number, a fraction or a mixed number; anything else comes back as text. */
export function parseTex(tex: string): Value {
  const s = tex.replace(/\\[()]|\\[,;! ]|\s/g, '');
  if (/^-?\d+(\.\d+)?$/.test(s)) return Number(s);
  const frac = /^(-)?(\d+)?\\frac\{(\d+)\}\{(\d+)\}$/.exec(s);
  if (frac) {
    const whole = Number(frac[2] ?? 0);
    const value = whole + Number(frac[3]) / Number(frac[4]);
    return frac[1] ? -value : value;
  }
  return s;
}

/** Picks five choices with distinct values, exactly one of them correct, shuffled by the rng. */
export function assembleChoices(rng: Rng, draft: McDraft): { choices: string[]; answer: string } {
  const correct = asChoice(draft.correct);
  const picked: Choice[] = [correct];
  const valid = (c: Choice) => draft.anyNumber || typeof c.v !== 'number' || (c.v >= 0 && Number.isInteger(c.v));
  const add = (c: Choice) => {
    if (picked.length < 5 && valid(c) && !picked.some((p) => sameValue(p.v, c.v))) picked.push(c);
  };
  draft.wrong.map(asChoice).forEach(add);
  if (typeof correct.v === 'number') {
    for (let k = 1; picked.length < 5 && k < 1000; k++) {
      add(asChoice(correct.v + k));
      add(asChoice(correct.v - k));
    }
  }
  if (picked.length < 5) throw new Error('not enough distinct choices');
  return shuffleFive(rng, picked, (c) => c.tex);
}

/** The key a problem states: the chosen choice for `multiple`, the answer for `essay`, parsed. */
export function keyOf(problem: GeneratedProblem): Value {
  const key = keyText(problem);
  return key === undefined ? Number.NaN : parseTex(key);
}

/** The key is right when it equals the independently computed value and no other choice does. */
export function keyMatches(problem: GeneratedProblem, expected: Value): boolean {
  if (!sameValue(keyOf(problem), expected)) return false;
  if (problem.type !== 'multiple') return true;
  const values = (problem.choices ?? []).map(parseTex);
  if (values.length !== 5) return false;
  const distinct = values.every((v, i) => values.findIndex((w) => sameValue(v, w)) === i);
  return distinct && values.filter((v) => sameValue(v, expected)).length === 1;
}

export interface TemplateSpec<P> {
  name: string;
  version?: number;
  /** Draws the problem's parameters; `generate` and `check` both start from these. */
  params: (rng: Rng) => P;
  draft: (p: P) => Draft;
  /** The answer recomputed by another route than `draft` (counting, brute force, substitution). */
  solve: (p: P, problem: GeneratedProblem) => Value;
}

/** Builds the templates of one unit. */
export function unitTemplates(unitId: string, specs: TemplateSpec<never>[]): ProblemTemplate[] {
  return specs.map((spec) => makeTemplate(unitId, spec as unknown as TemplateSpec<unknown>));
}

/** Typed helper so each spec's parameters are inferred. */
export const spec = <P>(s: TemplateSpec<P>): TemplateSpec<never> => s as unknown as TemplateSpec<never>;

// The essay's answer spec lists a unit before the hint (the other kits list the hint first): stored problems keep that
// order, so this kit keeps its own.
function makeTemplate(unitId: string, s: TemplateSpec<unknown>): ProblemTemplate {
  return seededTemplate(unitId, s.name, {
    version: s.version,
    params: (rng) => s.params(rng),
    generate(p, rng): GeneratedProblem {
      const d = s.draft(p);
      const base = {
        stem: d.stem,
        explanation: d.steps,
        difficulty: d.difficulty,
        ...(d.sub ? { subUnit: `${unitId}.${d.sub}` } : {}),
      };
      if (d.type === 'multiple') return { ...base, type: 'multiple', ...assembleChoices(rng, d) };
      const answer = asChoice(d.answer);
      const kind = d.kind ?? 'number';
      return {
        ...base,
        type: 'essay',
        answer: answer.tex,
        answerSpec: {
          kind,
          ...(d.unit ? { unit: d.unit } : {}),
          hint: d.hint ?? HINT_NUMBER,
        },
      };
    },
    check: (p, problem) => keyMatches(problem, s.solve(p, problem)),
  });
}

// ---------- arithmetic by other routes, for checks ----------

/** The only integer in [lo, hi] that satisfies pred, or NaN when there is none or more than one. */
export function findOnly(lo: number, hi: number, pred: (x: number) => boolean): number {
  let found = Number.NaN;
  let count = 0;
  for (let x = lo; x <= hi; x++) {
    if (pred(x)) {
      found = x;
      count++;
    }
  }
  return count === 1 ? found : Number.NaN;
}

/** Counts by ones from a, `steps` times forward (negative: backward). */
export function countOn(a: number, steps: number): number {
  let x = a;
  for (let i = 0; i < Math.abs(steps); i++) x += Math.sign(steps);
  return x;
}

/** Repeated addition: `times` groups of `size`. */
export function groups(size: number, times: number): number {
  let total = 0;
  for (let i = 0; i < times; i++) total += size;
  return total;
}

/** The digits of a number, ones first. */
const digitsOnesFirst = (x: number): number[] => String(x).split('').reverse().map(Number);

/** Column addition digit by digit with carries. */
export function columnAdd(a: number, b: number): number {
  const da = digitsOnesFirst(a);
  const db = digitsOnesFirst(b);
  let carry = 0;
  let out = 0;
  for (let i = 0, place = 1; i < Math.max(da.length, db.length) || carry; i++, place *= 10) {
    const s = (da[i] ?? 0) + (db[i] ?? 0) + carry;
    out += (s % 10) * place;
    carry = s >= 10 ? 1 : 0;
  }
  return out;
}

/** Column subtraction digit by digit with borrowing (a >= b). */
export function columnSub(a: number, b: number): number {
  const da = digitsOnesFirst(a);
  const db = digitsOnesFirst(b);
  let borrow = 0;
  let out = 0;
  for (let i = 0, place = 1; i < da.length; i++, place *= 10) {
    let d = (da[i] ?? 0) - (db[i] ?? 0) - borrow;
    borrow = d < 0 ? 1 : 0;
    if (d < 0) d += 10;
    out += d * place;
  }
  return borrow ? Number.NaN : out;
}

/** Counts how often `needle` occurs in `text`. */
export const occurrences = (text: string, needle: string): number => text.split(needle).length - 1;

/** The numbers written in math in a stem, in order. */
export const mathNumbers = (text: string): number[] =>
  [...text.matchAll(/\\\((.*?)\\\)/g)].flatMap((x) => (x[1] ?? '').match(/\d+(\.\d+)?/g)?.map(Number) ?? []);

// ---------- language ----------

// The final consonant of a word's last syllable; 0 (none) for anything but Hangul.
const finalOf = (word: string): number => hangulFinal(word.slice(-1)) ?? 0;

/** The last syllable of a number read in Sino-Korean (일, 이, 삼, ..., 십, 백, 천, 만). */
function lastSyllable(n: number): string {
  const digits = '영일이삼사오육칠팔구';
  if (!Number.isInteger(n)) return digits[Number(String(n).slice(-1))] ?? '영';
  if (n === 0) return '영';
  if (n % 10 !== 0) return digits[n % 10] ?? '';
  if (n % 100 !== 0) return '십';
  if (n % 1000 !== 0) return '백';
  if (n % 10000 !== 0) return '천';
  return '만';
}

type Pair = '이/가' | '을/를' | '은/는' | '과/와' | '으로/로';

/**
 * The particle that follows a Korean word or a number read aloud. Unlike the grade 4-6 and secondary kits' josa, it
 * reads a number from its value (10 is 십) rather than from LaTeX, and returns the particle alone.
 */
export function jo(word: string | number, pair: Pair): string {
  const f = finalOf(typeof word === 'number' ? lastSyllable(word) : word);
  return particleFor(pair, { final: f !== 0, rieul: f === RIEUL });
}

/** A word followed by its particle: w('사과', '을/를') is '사과를'. */
export const w = (word: string, pair: Pair): string => `${word}${jo(word, pair)}`;

/** A number in math followed by its particle. */
export const mj = (n: number, pair: Pair): string => `${m(n)}${jo(n, pair)}`;

export const PEOPLE: readonly Person[] = [
  { ko: '민수', en: 'Minsu' },
  { ko: '지아', en: 'Jia' },
  { ko: '서준', en: 'Seojun' },
  { ko: '하은', en: 'Haeun' },
  { ko: '도윤', en: 'Doyun' },
  { ko: '수아', en: 'Sua' },
  { ko: '예준', en: 'Yejun' },
  { ko: '지호', en: 'Jiho' },
  { ko: '유나', en: 'Yuna' },
  { ko: '태오', en: 'Taeo' },
  { ko: '엠마', en: 'Emma' },
  { ko: '레오', en: 'Leo' },
];

/** Korean names ending in a consonant take 이 before particles in speech (서준이가). */
export const nameKo = (p: Person): string => (/[가-힣]$/.test(p.ko) && finalOf(p.ko) !== 0 ? `${p.ko}이` : p.ko);

export interface Thing {
  ko: string;
  en: string;
  /** English singular. */
  one: string;
  /** Korean counter word. */
  unit: string;
}

export const THINGS: readonly Thing[] = [
  { ko: '사과', en: 'apples', one: 'apple', unit: '개' },
  { ko: '연필', en: 'pencils', one: 'pencil', unit: '자루' },
  { ko: '공책', en: 'notebooks', one: 'notebook', unit: '권' },
  { ko: '구슬', en: 'marbles', one: 'marble', unit: '개' },
  { ko: '사탕', en: 'candies', one: 'candy', unit: '개' },
  { ko: '색종이', en: 'sheets of colored paper', one: 'sheet of colored paper', unit: '장' },
  { ko: '스티커', en: 'stickers', one: 'sticker', unit: '장' },
  { ko: '쿠키', en: 'cookies', one: 'cookie', unit: '개' },
  { ko: '풍선', en: 'balloons', one: 'balloon', unit: '개' },
  { ko: '딸기', en: 'strawberries', one: 'strawberry', unit: '개' },
  { ko: '귤', en: 'tangerines', one: 'tangerine', unit: '개' },
  { ko: '동화책', en: 'storybooks', one: 'storybook', unit: '권' },
  { ko: '딱지', en: 'paper tiles', one: 'paper tile', unit: '장' },
  { ko: '도토리', en: 'acorns', one: 'acorn', unit: '개' },
];

/** "사과 5개" / "5 apples". */
export const qty = (t: Thing, n: number): Localized =>
  L(`${t.ko} ${m(n)}${t.unit}`, `${m(n)} ${n === 1 ? t.one : t.en}`);
