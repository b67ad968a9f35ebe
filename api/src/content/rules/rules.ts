// The bank-wide rules that catch ill-posed problems: a key given away by the stem, a distractor that fits as well as
// the key, raw floats, faulty notation, wrong Korean particles, broken English, unrealistic values, equal or
// nonsense choices, and explanations that only restate the answer. Each rule is cheap string work (no compute
// engine) so the bank test can run it on every seed; text-only rules are memoised per distinct text.
import { lastSound, type Sound } from '../kit/korean.js';
import type { GeneratedProblem, Localized, ProblemTemplate } from '../lib/types.js';

export const RULE_IDS = [
  'asked-in-stem',
  'distractor-fits',
  'raw-float',
  'notation',
  'particle',
  'english',
  'realism',
  'choices-distinct',
  'explanation-restates',
] as const;
export type RuleId = (typeof RULE_IDS)[number];

export interface RuleViolation {
  rule: RuleId;
  message: string;
}

// ---------------------------------------------------------------------------------------------------------------
// Text helpers

const MATH_RUN = /\\\(([\s\S]*?)\\\)/g;

/** The math runs of a text, without their delimiters. */
export function mathRuns(text: string): string[] {
  const runs: string[] = [];
  for (const match of text.matchAll(MATH_RUN)) runs.push(match[1] as string);
  return runs;
}

/** The text with every math run replaced by a placeholder (for rules about the prose around the math). */
function proseOf(text: string): string {
  return text.includes('\\(') ? text.replace(MATH_RUN, ' \u0000 ') : text;
}

/** A math string in a canonical spelling: no delimiters, spaces, \left/\right or thin spaces; \dfrac is \frac. */
export function normalizeMath(raw: string): string {
  return String(raw)
    .replace(/\\\(|\\\)/g, '')
    .replace(/\\left|\\right|\\[,;:!]|\\quad|\\qquad|\\displaystyle|\s+/g, '')
    .replace(/\\[dt]frac/g, '\\frac')
    .replace(/\{,\}/g, '')
    .replace(/[−–]/g, '-');
}

const PLAIN_NUMBER = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;
const FRACTION = /^([+-]?)\\frac\{?([+-]?\d+(?:\.\d+)?)\}?\{?(\d+(?:\.\d+)?)\}?$/;
const MIXED = /^([+-]?)(\d+)\\frac\{(\d+)\}\{(\d+)\}$/;
const SLASH = /^([+-]?\d+)\/(\d+)$/;

/** The value of a number as templates write it (3, -2.5, \frac{1}{2}, 1\frac{1}{3}, 3/4, 1{,}000), else undefined. */
export function numberValue(raw: string): number | undefined {
  let text = normalizeMath(raw).replace(/^\{(.*)\}$/, '$1');
  if (text.startsWith('(') && text.endsWith(')') && !text.includes(',')) text = text.slice(1, -1);
  if (PLAIN_NUMBER.test(text)) return Number(text);
  let match = FRACTION.exec(text);
  if (match && Number(match[3]) !== 0) return (match[1] === '-' ? -1 : 1) * (Number(match[2]) / Number(match[3]));
  match = MIXED.exec(text);
  if (match && Number(match[4]) !== 0) {
    return (match[1] === '-' ? -1 : 1) * (Number(match[2]) + Number(match[3]) / Number(match[4]));
  }
  match = SLASH.exec(text);
  if (match && Number(match[2]) !== 0) return Number(match[1]) / Number(match[2]);
  return undefined;
}

const sameNumber = (a: number, b: number) => Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));

/** A field as text; a template under repair may put a number or nothing where text belongs. */
const str = (value: unknown): string => (typeof value === 'string' ? value : String(value ?? ''));

/** Every text of a problem a student or teacher reads, with where it is. */
function texts(problem: GeneratedProblem): { where: string; text: string; lang: 'ko' | 'en' | 'any' }[] {
  const list: { where: string; text: string; lang: 'ko' | 'en' | 'any' }[] = [
    { where: 'stem.ko', text: str(problem.stem?.ko), lang: 'ko' },
    { where: 'stem.en', text: str(problem.stem?.en), lang: 'en' },
  ];
  problem.choices?.forEach((choice, index) => list.push({ where: `choice ${index}`, text: str(choice), lang: 'any' }));
  if (problem.type === 'essay') list.push({ where: 'answer', text: `\\(${problem.answer}\\)`, lang: 'any' });
  (problem.explanation ?? []).forEach((step, index) => {
    list.push({ where: `explanation[${index}].ko`, text: str(step?.ko), lang: 'ko' });
    list.push({ where: `explanation[${index}].en`, text: str(step?.en), lang: 'en' });
  });
  return list;
}

/** A short excerpt of `text` around `index`, for messages. */
function excerpt(text: string, index: number, length: number): string {
  const start = Math.max(0, index - 20);
  const end = Math.min(text.length, index + length + 20);
  return `${start > 0 ? '…' : ''}${text.slice(start, end)}${end < text.length ? '…' : ''}`;
}

// ---------------------------------------------------------------------------------------------------------------
// raw-float

const RAW_FLOATS = [/\d\.\d{7,}/g, /(?<![\w\\])\d+(?:\.\d+)?e[-+]?\d+(?![\w])/g];

function rawFloatIssues(text: string): string[] {
  const issues: string[] = [];
  for (const pattern of RAW_FLOATS) {
    for (const match of text.matchAll(pattern)) {
      issues.push(`raw float "${match[0]}" in "${excerpt(text, match.index, match[0].length)}"`);
    }
  }
  return issues;
}

// ---------------------------------------------------------------------------------------------------------------
// notation

interface NotationPattern {
  id: string;
  /** Where it is looked for: inside math runs (normalised spacing kept), or in the whole text. */
  in: 'math' | 'text';
  pattern: RegExp;
  reason: string;
  /** Only math runs with a letter variable (so arithmetic drills such as 7 - 0 stay legitimate). */
  algebraOnly?: boolean;
}

/** The notation faults; adding one is one line. Math patterns see a run with \left, \right and \dfrac normalised. */
export const NOTATION: readonly NotationPattern[] = [
  {
    id: 'coefficient-1-or-0',
    in: 'math',
    pattern:
      /(?<![\d.,_^\\A-Za-z])[01](?=[A-Za-z(]|\\(?:pi|sqrt|theta|alpha|beta)\b)(?!(?:cm|mm|km|kg|mg|mL|m|g|L)\b)/g,
    reason: 'a coefficient 1 or 0 is not written (x, not 1x; 0x is 0)',
  },
  { id: 'exponent-1', in: 'math', pattern: /\^\s*(?:\{\s*1\s*\}|1(?![\d.]))/g, reason: 'an exponent 1 is not written' },
  {
    id: 'double-sign',
    in: 'math',
    pattern: /[+-]\s*[+-](?!\s*[+-])/g,
    reason: 'two signs in a row (write x - 3, not x + -3)',
  },
  {
    id: 'zero-term',
    in: 'math',
    pattern: /(?<![\d.}])[+-]\s*0(?![\d.])/g,
    reason: 'a term +0 or -0 is not written',
    algebraOnly: true,
  },
  { id: 'negative-zero', in: 'math', pattern: /^-\s*0(?![\d.])/g, reason: '-0 is 0' },
  {
    id: 'sqrt-0-or-1',
    in: 'math',
    pattern: /\\sqrt\s*(?:\{\s*[01]\s*\}|[01](?![\d.]))/g,
    reason: '√0 is 0 and √1 is 1',
  },
  {
    id: 'minus-negative',
    in: 'math',
    pattern: /(?<!\\[A-Za-z]*)[A-Za-z]\s*-\s*\(\s*-/g,
    reason: 'a letter minus a negative number: write x + 3, not x - (-3)',
  },
  {
    id: 'over-1',
    in: 'math',
    pattern: /\\frac\s*\{[^{}]*\}\s*\{\s*1\s*\}/g,
    reason: 'a fraction over 1 is its numerator',
  },
  {
    id: 'subtract-negative',
    in: 'text',
    pattern: /\bsubtract\s+\\\(\s*[-−](?:(?!\\\)).)*\\\)\s+from both sides/gi,
    reason: "'subtract −7 from both sides' means 'add 7 to both sides'",
  },
  {
    id: 'add-negative',
    in: 'text',
    pattern: /\badd\s+\\\(\s*[-−](?:(?!\\\)).)*\\\)\s+to both sides/gi,
    reason: "'add −7 to both sides' means 'subtract 7 from both sides'",
  },
  {
    id: 'ko-subtract-negative',
    in: 'text',
    pattern: /양변에서\s*\\\(\s*[-−](?:(?!\\\)).)*\\\)\s*[을를]\s*빼/g,
    reason: "'양변에서 −7을 빼' means '양변에 7을 더해'",
  },
  {
    id: 'ko-add-negative',
    in: 'text',
    pattern: /양변에\s*\\\(\s*[-−](?:(?!\\\)).)*\\\)\s*[을를]\s*더/g,
    reason: "'양변에 −7을 더해' means '양변에서 7을 빼'",
  },
  { id: 'plural-hedge', in: 'text', pattern: /[A-Za-z]\(s\)/g, reason: "a plural hedge such as 'triangle(s)'" },
  {
    id: 'month-fraction',
    in: 'text',
    pattern: /\bmonths?\s+(?:\\\(\s*)?\d+\s*\/\s*\d+/gi,
    reason: "a date written as 'month 6/12'",
  },
];

const HAS_VARIABLE = /(?<!\\[A-Za-z]*)[A-Za-z]/;

function stripTextCommands(math: string): string {
  return math.includes('\\text') || math.includes('\\mathrm')
    ? math.replace(/\\(?:text|mathrm|textrm|operatorname)\s*\{[^{}]*\}/g, '\\text{}')
    : math;
}

function notationIssues(text: string): string[] {
  const issues: string[] = [];
  const runs = text.includes('\\(') ? mathRuns(text).map((run) => stripTextCommands(normalizeNotation(run))) : [];
  for (const entry of NOTATION) {
    if (entry.in === 'text') {
      entry.pattern.lastIndex = 0;
      const match = entry.pattern.exec(text);
      if (match) issues.push(`${entry.id}: "${excerpt(text, match.index, match[0].length)}" (${entry.reason})`);
      continue;
    }
    for (const run of runs) {
      if (entry.algebraOnly && !HAS_VARIABLE.test(run.replace(/\\[A-Za-z]+/g, ''))) continue;
      entry.pattern.lastIndex = 0;
      const match = entry.pattern.exec(run);
      if (match) {
        issues.push(`${entry.id}: "\\(${excerpt(run, match.index, match[0].length)}\\)" (${entry.reason})`);
        break;
      }
    }
  }
  return issues;
}

function normalizeNotation(run: string): string {
  return run
    .replace(/\\left\s*|\\right\s*/g, '')
    .replace(/\\[dt]frac/g, '\\frac')
    .replace(/[−–]/g, '-');
}

// ---------------------------------------------------------------------------------------------------------------
// particle

/** The particles checked after a number, a math run or a Latin word, and the pair each belongs to. */
const PAIR_OF: Readonly<Record<string, readonly [string, string]>> = {
  은: ['은', '는'],
  는: ['은', '는'],
  이: ['이', '가'],
  가: ['이', '가'],
  을: ['을', '를'],
  를: ['을', '를'],
  과: ['과', '와'],
  와: ['과', '와'],
  으로: ['으로', '로'],
  로: ['으로', '로'],
};

function expected(particle: string, sound: Sound): string {
  const [withFinal, without] = PAIR_OF[particle] as readonly [string, string];
  if (withFinal === '으로') return sound.final && !sound.rieul ? withFinal : without;
  return sound.final ? withFinal : without;
}

/** A token that takes a particle: a whole math run, or a run of digits and Latin letters in the prose. */
const TOKEN = /\\\([\s\S]*?\\\)|[0-9A-Za-z][0-9A-Za-z.,]*/g;
const UNIT_SYMBOL = /^(?:mm|cm|km|m|kg|g|mg|L|mL|ml|dL|t|ha)$/;
/** The particle right after a token; 이 only before a space (else it is 이다, 이상, …). */
const AFTER_TOKEN =
  /(?:(으로|로)(?=서|써|부터|[\s.,?!)~:;'"’”·]|$)|([은는가을를과와])(?=[\s.,?!)~:;'"’”·]|$)|(이)(?=\s))/y;

/**
 * Syllables with a 받침 that are verb or adjective stems, so that 는 after them is a verb ending (있는, 찾는), not a
 * topic particle. ㄹ stems drop their ㄹ before 는 (만드는), so none ends in ㄹ.
 */
const VERB_STEMS = new Set([
  ...'있없않맞먹읽받찾남넣놓앉닫잡접찍쌓묶붙깎꺾섞씻웃걷듣묻싣짓낫긋잇젓갖',
  ...'얻믿낳닿담감심숨굶삶옮밟얹꽂찢쫓낚닦볶엮겪굽줍입씹업뽑꼽집덮엎갚짚잊맡맺붓끊잃끓뚫앓',
  ...'했됐였겠왔갔봤났줬썼냈섰졌렸웠쳤켰혔꼈텼펐뒀',
]);
const RIEUL = 8;

function finalOf(ch: string): number | undefined {
  const code = ch.charCodeAt(0);
  return code >= 0xac00 && code <= 0xd7a3 ? (code - 0xac00) % 28 : undefined;
}

/** Nouns that end in 가 after a 받침 (평가, 증가), so 가 there is no particle. */
const NOUNS_IN_GA = new Set([
  '평가',
  '증가',
  '추가',
  '참가',
  '정가',
  '원가',
  '단가',
  '국가',
  '작가',
  '물가',
  '대가',
  '특가',
  '시가',
  '부가',
]);
/** 를/는/와/가 after a Hangul syllable with a 받침 that cannot be a verb ending. */
const AFTER_HANGUL = /([가-힣])(를|는|와|가)(?=[\s.,?!)~:;'"’”·]|$)/g;

function particleIssues(text: string): string[] {
  const issues: string[] = [];
  TOKEN.lastIndex = 0;
  for (let token = TOKEN.exec(text); token; token = TOKEN.exec(text)) {
    const end = token.index + token[0].length;
    AFTER_TOKEN.lastIndex = end;
    const particle = AFTER_TOKEN.exec(text);
    if (!particle) continue;
    const actual = (particle[1] ?? particle[2] ?? particle[3]) as string;
    const word = token[0];
    // Korean prose writes variables in math, so a unit symbol there (5 m를, cm를 m로) is the unit: 미터를, 미터로.
    const sound = UNIT_SYMBOL.test(word) ? lastSound(`0 ${word}`) : lastSound(word);
    const want = expected(actual, sound);
    if (want !== actual) {
      issues.push(`"${excerpt(text, token.index, word.length + actual.length)}": ${word}${want}, not ${word}${actual}`);
    }
  }
  AFTER_HANGUL.lastIndex = 0;
  for (let match = AFTER_HANGUL.exec(text); match; match = AFTER_HANGUL.exec(text)) {
    const syllable = match[1] as string;
    const actual = match[2] as string;
    const jong = finalOf(syllable) ?? 0;
    if (jong === 0) continue;
    if (actual === '는' && VERB_STEMS.has(syllable)) continue;
    // -ㄴ가 is a question ending (무엇인가, 얼마나 큰가); -ㄹ가 does not occur.
    if (actual === '가' && (jong === 4 || !/\s/.test(text[match.index + 2] ?? ''))) continue;
    if (actual === '가' && NOUNS_IN_GA.has(`${syllable}가`)) continue;
    const fixed = { 를: '을', 는: '은', 와: '과', 가: '이' }[actual];
    issues.push(
      `"${excerpt(text, match.index, 2)}": ${syllable}${fixed}, not ${syllable}${actual}` +
        (jong === RIEUL && actual === '는' ? ' (or a verb form without ㄹ)' : ''),
    );
  }
  return issues;
}

// ---------------------------------------------------------------------------------------------------------------
// english

interface EnglishPattern {
  id: string;
  pattern: RegExp;
  reason: string;
}

/** Words ending in s that may follow a count of 1 as its verb or as another word ('1 needs 3', '1 always'). */
const ENGLISH_VERBS = [
  'is|was|has|does|as|yes|its|always|sometimes|whereas|towards|times|less|equals|gives|makes|means|remains|goes',
  'becomes|represents|lies|comes|belongs|satisfies|divides|appears|needs|repeats|changes|keeps|adds|reverses|meets',
  'stands|shows|takes|gets|leaves|fits|works|holds|costs|weighs|contains|uses|moves|follows|lands|turns|rolls',
  'starts|ends|sits|runs|walks|buys|sells|eats|reads|says|tells|wins|loses|scores|counts|measures|describes',
].join('|');

/** Patterns that are surely wrong in English prose; math runs are replaced by a placeholder except where noted. */
export const ENGLISH: readonly EnglishPattern[] = [
  { id: 'there-are-1', pattern: /\bThere (?:are|were) (?:\\\(\s*)?1(?:\s*\\\))? /g, reason: "'There are 1 …'" },
  {
    id: 'there-is-many',
    pattern: /\bThere (?:is|was) (?:\\\(\s*)?(?:[2-9]|[1-9]\d+)(?:\s*\\\))? [a-z]+s\b/g,
    reason: "'There is 2 …s'",
  },
  {
    id: 'one-plural',
    pattern: new RegExp(
      String.raw`(?:\\\(\s*1\s*\\\)|(?<![\w.,+\-−\\])1(?![\w.,]))\s(?!(?:${ENGLISH_VERBS})\b)[a-z]*[^isu\W]s\b`,
      'g',
    ),
    reason: "a singular 1 with a plural noun ('1 apples')",
  },
  { id: 'plural-hedge', pattern: /[A-Za-z]\(s\)/g, reason: "a plural hedge such as 'triangle(s)'" },
  { id: 'doubled-word', pattern: /\b([A-Za-z]{2,}) \1\b/gi, reason: 'a doubled word' },
  {
    id: 'lowercase-sentence',
    pattern: /(?<!\b(?:e\.g|i\.e|etc|vs|approx|cf|Fig|No|no|St|Mr|Ms|Dr|a\.m|p\.m)|\.\.)\. +[a-z]/g,
    reason: "a sentence after '. ' that starts in lowercase",
  },
  {
    id: 'prepositional-subject',
    pattern: /(?:^|\.\s+)From a point\b[^.,]*\b(?:sees|looks)\b/g,
    reason: "'From a point … sees': the sentence has no subject",
  },
];

function englishIssues(text: string): string[] {
  const issues: string[] = [];
  const prose = proseOf(text);
  for (const entry of ENGLISH) {
    const target =
      entry.id === 'there-are-1' || entry.id === 'there-is-many' || entry.id === 'one-plural' ? text : prose;
    entry.pattern.lastIndex = 0;
    const match = entry.pattern.exec(target);
    if (match) issues.push(`${entry.id}: "${excerpt(target, match.index, match[0].length)}" (${entry.reason})`);
  }
  return issues;
}

// ---------------------------------------------------------------------------------------------------------------
// Memoised text rules: the same text (a fixed explanation step, a stem that repeats over seeds) is read once.

type TextRule = 'raw-float' | 'notation' | 'particle' | 'english';
const MEMO_LIMIT = 200_000;
const memo = new Map<string, readonly [TextRule, string][]>();

function textIssues(text: string, lang: 'ko' | 'en' | 'any'): readonly [TextRule, string][] {
  const key = `${lang}\u0001${text}`;
  const cached = memo.get(key);
  if (cached) return cached;
  const found: [TextRule, string][] = [];
  for (const message of rawFloatIssues(text)) found.push(['raw-float', message]);
  for (const message of notationIssues(text)) found.push(['notation', message]);
  if (lang !== 'en' && /[가-힣]/.test(text))
    for (const message of particleIssues(text)) found.push(['particle', message]);
  if (lang === 'en') for (const message of englishIssues(text)) found.push(['english', message]);
  if (memo.size >= MEMO_LIMIT) memo.clear();
  memo.set(key, found);
  return found;
}

// ---------------------------------------------------------------------------------------------------------------
// Rules that read the whole problem

/** The key as text: an essay's answer, or the key choice. */
function keyText(problem: GeneratedProblem): string | undefined {
  if (problem.type === 'essay') return str(problem.answer);
  const choice = problem.choices?.[Number(problem.answer)];
  return choice === undefined ? undefined : str(choice);
}

/**
 * A key that cannot appear in the stem by coincidence: an expression with a variable (2x+3, y=2x-1). A bare number
 * often does (\(9\) in 'which is heaviest: 2, 5 or 9?', an operand equal to the result), so numbers are caught only
 * when the stem assigns them to what it asks for.
 */
const GIVEAWAY_KEY = /[A-Za-z].*[^A-Za-z]|[^A-Za-z].*[A-Za-z]/;
/** What a stem asks for: 'y의 값', 'f(2)의 값을 구하시오', 'Find y', 'the value of f(2)'. */
const ASKED = {
  ko: /\\\(((?:(?!\\\)).)*)\\\)\s*(?:의\s*값|[을를]\s*구하|[은는]\s*(?:얼마|무엇)|[은는]\?)/g,
  en: /(?:value of|[Ff]ind|[Ww]hat is|[Cc]ompute|[Ee]valuate)\s+\\\(((?:(?!\\\)).)*)\\\)/g,
};
const ASSIGNMENT = /^([A-Za-z](?:_\{?\w+\}?)?(?:\([^()=]*\))?)=(.+)$/;

/** The key as the rules compare it: as written, as normalised math, and as a number where it is one. */
interface KeyForms {
  text: string;
  norm: string;
  value: number | undefined;
}

/** What a rule finds against the key in each language (at most one issue a language); no key, nothing to compare. */
function keyIssues(
  problem: GeneratedProblem,
  find: (lang: 'ko' | 'en', key: KeyForms) => string | undefined,
): string[] {
  const text = keyText(problem);
  if (text === undefined) return [];
  const key = { text, norm: normalizeMath(text), value: numberValue(text) };
  return (['ko', 'en'] as const).map((lang) => find(lang, key)).filter((issue) => issue !== undefined);
}

function askedInStemIssues(problem: GeneratedProblem): string[] {
  return keyIssues(problem, (lang, key) => {
    const stem = str(problem.stem?.[lang]);
    const runs = mathRuns(stem).map(normalizeMath);
    const bare = new Set(runs);
    const asked = new Set<string>();
    for (const match of stem.matchAll(ASKED[lang])) asked.add(normalizeMath(match[1] as string));
    if (problem.type === 'essay' && GIVEAWAY_KEY.test(key.norm.replace(/\\[A-Za-z]+/g, '')) && bare.has(key.norm)) {
      return `stem.${lang} shows the key \\(${key.text}\\) as it is`;
    }
    for (const run of runs) {
      const match = ASSIGNMENT.exec(run);
      if (!match) continue;
      const [, target, value] = match as unknown as [string, string, string];
      const valueNumber = numberValue(value);
      const same =
        value === key.norm ||
        (key.value !== undefined && valueNumber !== undefined && sameNumber(key.value, valueNumber));
      if (same && asked.has(target))
        return `stem.${lang} gives \\(${run}\\) and asks for \\(${target}\\), whose value is the key`;
    }
    return undefined;
  });
}

/** A check that throws counts as a rejection. */
function accepts(template: ProblemTemplate, problem: GeneratedProblem, seed: number): boolean {
  try {
    return template.check(problem, seed) === true;
  } catch {
    return false;
  }
}

function distractorIssues(template: ProblemTemplate, problem: GeneratedProblem, seed: number): string[] {
  if (problem.type !== 'multiple' || !problem.choices) return [];
  const fits: number[] = [];
  for (let index = 0; index < problem.choices.length; index++) {
    if (String(index) === problem.answer) continue;
    if (accepts(template, { ...problem, answer: String(index) }, seed)) fits.push(index);
  }
  return fits.length === 0
    ? []
    : [
        `check() also accepts choice ${fits.join(', ')} (${fits.map((i) => problem.choices?.[i]).join(', ')}); the key is ${problem.answer}`,
      ];
}

function choiceKey(choice: string): string {
  const value = numberValue(choice);
  return value === undefined ? `text:${normalizeMath(choice)}` : `number:${Number(value.toPrecision(12)) + 0}`;
}

const COUNT_QUESTION = /몇|how many/i;
const SIGNED_QUANTITY =
  /기온|온도|temperature|°C|℃|해발|altitude|sea level|층|floor|점수 변화|change|이익|손해|profit|loss|잔액|balance/i;

function choicesIssues(problem: GeneratedProblem): string[] {
  if (problem.type !== 'multiple' || !problem.choices) return [];
  const issues: string[] = [];
  const keys = problem.choices.map(choiceKey);
  const seen = new Map<string, number>();
  keys.forEach((key, index) => {
    const first = seen.get(key);
    if (first !== undefined) issues.push(`choices ${first} and ${index} are the same (${problem.choices?.[index]})`);
    else seen.set(key, index);
  });
  problem.choices.forEach((choice, index) => {
    const math = normalizeMath(choice);
    if (/(?<![\d.])0\\sqrt/.test(math)) issues.push(`choice ${index} "${choice}" is 0√…`);
    if (/\\sqrt\{-/.test(math)) issues.push(`choice ${index} "${choice}" is the root of a negative number`);
  });
  const values = problem.choices.map(numberValue);
  const key = values[Number(problem.answer)];
  const stem = `${problem.stem.ko} ${problem.stem.en}`;
  if (
    key !== undefined &&
    key > 0 &&
    values.every((value) => value !== undefined) &&
    COUNT_QUESTION.test(stem) &&
    !SIGNED_QUANTITY.test(stem)
  ) {
    values.forEach((value, index) => {
      if ((value as number) < 0) issues.push(`choice ${index} "${problem.choices?.[index]}" is negative for a count`);
    });
  }
  return issues;
}

/** Is this step only a restatement: every math run an identity A = A or the key (alone or as x = key)? */
function restates(step: string, keyNorm: string, keyValue: number | undefined): boolean {
  const runs = mathRuns(step);
  const isKey = (part: string) => {
    if (part === keyNorm) return true;
    const value = numberValue(part);
    return keyValue !== undefined && value !== undefined && sameNumber(value, keyValue);
  };
  // A step in words (no math) reasons rather than restates.
  if (runs.length === 0) return false;
  return runs.every((raw) => {
    const run = normalizeMath(raw);
    if (isKey(run)) return true;
    const parts = run.split(/=|\\approx/);
    if (parts.length < 2) return false;
    if (parts.every((part) => part === parts[0])) return true;
    return parts.length === 2 && /^[A-Za-z]$/.test(parts[0] as string) && isKey(parts[1] as string);
  });
}

function explanationIssues(problem: GeneratedProblem): string[] {
  return keyIssues(problem, (lang, key) => {
    const steps = (problem.explanation ?? []).map((step: Localized) => str(step?.[lang]));
    return steps.every((step) => restates(step, key.norm, key.value))
      ? `every ${lang} step only restates the answer: "${steps.join(' / ').slice(0, 160)}"`
      : undefined;
  });
}

function realismIssues(template: ProblemTemplate, seed: number): string[] {
  try {
    return template.outOfRange?.(seed) ?? [];
  } catch (error) {
    return [`outOfRange threw: ${(error as Error).message}`];
  }
}

// ---------------------------------------------------------------------------------------------------------------

/** Every rule the problem drawn from `seed` breaks, with a message that quotes the offending text. */
export function ruleViolations(
  template: ProblemTemplate,
  seed: number,
  problem: GeneratedProblem = template.generate(seed),
): RuleViolation[] {
  const found: RuleViolation[] = [];
  for (const message of askedInStemIssues(problem)) found.push({ rule: 'asked-in-stem', message });
  for (const message of distractorIssues(template, problem, seed)) found.push({ rule: 'distractor-fits', message });
  for (const { where, text, lang } of texts(problem)) {
    for (const [rule, message] of textIssues(text, lang)) found.push({ rule, message: `${where}: ${message}` });
  }
  for (const message of realismIssues(template, seed)) found.push({ rule: 'realism', message });
  for (const message of choicesIssues(problem)) found.push({ rule: 'choices-distinct', message });
  for (const message of explanationIssues(problem)) found.push({ rule: 'explanation-restates', message });
  return found;
}
