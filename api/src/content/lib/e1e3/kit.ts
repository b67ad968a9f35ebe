// Shared building blocks for the elementary grade 1-3 templates: a template builder that keeps the
// key and its check apart, distinct-choice assembly, LaTeX number parsing and Korean particles.
import { createRng, type Rng } from '../random.js';
import type { AnswerSpec, GeneratedProblem, Localized, ProblemTemplate } from '../types.js';

export type Difficulty = GeneratedProblem['difficulty'];
export type Value = number | string;

export const L = (ko: string, en: string): Localized => ({ ko, en });

/** Inline math. */
export const m = (tex: string | number): string => `\\(${tex}\\)`;

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

export const HINT_NUMBER = L('수로 입력하세요.', 'Enter a number.');
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
  const order = rng.shuffle([0, 1, 2, 3, 4]);
  return {
    choices: order.map((i) => (picked[i] as Choice).tex),
    answer: String(order.indexOf(0)),
  };
}

/** The key a problem states: the chosen choice for `multiple`, the answer for `essay`, parsed. */
export function keyOf(problem: GeneratedProblem): Value {
  if (problem.type === 'multiple') {
    const choice = problem.choices?.[Number(problem.answer)];
    return choice === undefined ? Number.NaN : parseTex(choice);
  }
  return parseTex(problem.answer);
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

function makeTemplate(unitId: string, s: TemplateSpec<unknown>): ProblemTemplate {
  return {
    id: `${unitId}.${s.name}`,
    unitId,
    version: s.version ?? 1,
    generate(seed) {
      const rng = createRng(seed);
      const d = s.draft(s.params(rng));
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
    check(problem, seed) {
      const p = s.params(createRng(seed));
      return keyMatches(problem, s.solve(p, problem));
    },
  };
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

/** Column addition digit by digit with carries. */
export function columnAdd(a: number, b: number): number {
  const da = String(a).split('').reverse().map(Number);
  const db = String(b).split('').reverse().map(Number);
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
  const da = String(a).split('').reverse().map(Number);
  const db = String(b).split('').reverse().map(Number);
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

const finalOf = (word: string): number => {
  const code = word.charCodeAt(word.length - 1);
  return code >= 0xac00 && code <= 0xd7a3 ? (code - 0xac00) % 28 : 0;
};

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

/** The particle that follows a Korean word or a number read aloud. */
export function jo(word: string | number, pair: Pair): string {
  const last = typeof word === 'number' ? lastSyllable(word) : word;
  const f = finalOf(last);
  const [withFinal, without] = pair.split('/') as [string, string];
  if (pair === '으로/로') return f === 0 || f === 8 ? without : withFinal;
  return f === 0 ? without : withFinal;
}

/** A word followed by its particle: w('사과', '을/를') is '사과를'. */
export const w = (word: string, pair: Pair): string => `${word}${jo(word, pair)}`;

/** A number in math followed by its particle. */
export const mj = (n: number, pair: Pair): string => `${m(n)}${jo(n, pair)}`;

export interface Person {
  ko: string;
  en: string;
}

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
