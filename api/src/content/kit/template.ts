// The frame every template is built on. A template draws its parameters from the seed; `generate` writes the problem
// from them and `check` tests the written key against the same parameters drawn again, by another route than the
// one generate used. `multiple` and `essay` assemble the two problem types the bank has.
import { createRng, type Rng } from '../lib/random.js';
import type { AnswerForm, AnswerSpec, Difficulty, GeneratedProblem, Localized, ProblemTemplate } from '../lib/types.js';
import { FORM_HINTS } from './hints.js';
import { fingerprint, sameValues } from './latex-eval.js';
import { frac, m, mixed } from './latex.js';
import { num, type Q } from './numbers.js';

export type { AnswerForm, Difficulty, GeneratedProblem, Localized, ProblemTemplate, Rng };

/** A Korean and English pair: L('사과', 'apple'). */
export const L = (ko: string, en: string): Localized => ({ ko, en });

/** Text in both languages: L(ko, en) or the pair [ko, en]. */
export type Bilingual = Localized | readonly [ko: string, en: string];

export const bilingual = (t: Bilingual): Localized => ('ko' in t ? { ko: t.ko, en: t.en } : { ko: t[0], en: t[1] });

/** A value's declared realistic range, inclusive: [0, 100] for a test score. */
export type Range = readonly [min: number, max: number];

export interface TemplateDefinition<P> {
  /** Bump when the output changes: old problems stay for the answers given to them, the new version is added. */
  version: number;
  /** Draws every parameter the problem depends on. */
  params: (rng: Rng) => P;
  /** Writes the problem; `rng` is the one params drew from, for choices shuffled after the parameters. */
  generate: (p: P, rng: Rng) => GeneratedProblem;
  /** Tests the problem's key against the parameters drawn again from its seed; a check that throws rejects. */
  check: (p: P, problem: GeneratedProblem) => boolean;
  /**
   * Realistic ranges of the values the problem shows, by name: { score: [0, 100] }. The values are the parameters of
   * those names, or what `values` computes from the parameters (a mean, a total). The bank rules flag any outside.
   */
  ranges?: Record<string, Range>;
  values?: (p: P) => Record<string, number | readonly number[]>;
}

/** The template `<unitId>.<name>`. */
export function defineTemplate<P>(unitId: string, name: string, def: TemplateDefinition<P>): ProblemTemplate {
  const template: ProblemTemplate = {
    id: `${unitId}.${name}`,
    unitId,
    version: def.version,
    generate(seed) {
      const rng = createRng(seed);
      return def.generate(def.params(rng), rng);
    },
    check(problem, seed) {
      try {
        return def.check(def.params(createRng(seed)), problem) === true;
      } catch {
        return false;
      }
    },
  };
  const ranges = def.ranges;
  if (ranges) {
    template.outOfRange = (seed) => {
      const p = def.params(createRng(seed));
      const shown: Record<string, unknown> = { ...(p as object), ...(def.values?.(p) ?? {}) };
      const problems: string[] = [];
      for (const [name, [min, max]] of Object.entries(ranges)) {
        const value = shown[name];
        const list = Array.isArray(value) ? (value as unknown[]) : [value];
        for (const v of list) {
          if (typeof v !== 'number') problems.push(`${name} is not a number (declared range ${min}-${max})`);
          else if (!(v >= min && v <= max)) problems.push(`${name} ${v} is outside ${min}-${max}`);
        }
      }
      return problems;
    };
  }
  return template;
}

interface Common {
  stem: Bilingual;
  steps: readonly Bilingual[];
  difficulty: Difficulty;
  subUnit?: string;
}

const ending = (o: Common) => ({
  explanation: o.steps.map(bilingual),
  difficulty: o.difficulty,
  ...(o.subUnit ? { subUnit: o.subUnit } : {}),
});

/** A choice's math, without the \( \) around it. */
export const bare = (choice: string): string => choice.replace(/^\s*\\\(|\\\)\s*$/g, '');

/** What makes two choices the same: their values at the sample points when they are math, else their text. */
function choiceKey(choice: string): string {
  const inner = bare(choice);
  const isMath = choice.trim().startsWith('\\(') && choice.trim().endsWith('\\)') && !inner.includes('\\(');
  if (isMath) {
    try {
      const print = fingerprint(inner);
      if (print.every(Number.isFinite)) return `v:${print.map((v) => v.toPrecision(10)).join(',')}`;
    } catch {
      // Not something the evaluator reads (a word inside math): compare as text.
    }
  }
  return `t:${inner.replace(/\\[,;!: ]|\s+|\\left|\\right/g, '').replace(/\\dfrac/g, '\\frac')}`;
}

export interface MultipleDraft extends Common {
  /** The key, as it appears on screen: math inside \( \) (use m()), or words. */
  correct: string;
  /** Wrong choices in order of preference; those equal to the key or to an earlier one are skipped. */
  wrong: readonly string[];
  /** How many choices are shown: 5 in the Korean bank (the default), 4 on the digital SAT. */
  choices?: ChoiceCount;
}

/** The choice counts a multiple-choice problem may have: five (Korean tests) or four (the digital SAT). */
export const CHOICE_COUNTS = [4, 5] as const;
export type ChoiceCount = (typeof CHOICE_COUNTS)[number];

/**
 * A multiple-choice problem: the key and the first four (or three, for four choices) wrong choices that differ from it
 * and from each other, in a seeded order. Too few distinct wrong choices throws: the template must offer more (the
 * seed is skipped).
 */
export function multiple(rng: Rng, o: MultipleDraft): GeneratedProblem {
  const count = o.choices ?? 5;
  const picked = [o.correct];
  const keys = new Set([choiceKey(o.correct)]);
  for (const choice of o.wrong) {
    if (picked.length === count) break;
    const key = choiceKey(choice);
    if (keys.has(key) || choice.trim() === '') continue;
    keys.add(key);
    picked.push(choice);
  }
  if (picked.length < count) throw new Error(`too few distinct wrong choices for ${o.correct}`);
  const order = rng.shuffle(picked.map((_, index) => index));
  return {
    type: 'multiple',
    stem: bilingual(o.stem),
    choices: order.map((i) => picked[i] as string),
    answer: String(order.indexOf(0)),
    ...ending(o),
  };
}

/**
 * Fallback wrong choices near a number, as math: x+1, x-1, x+2, x-2, … (step apart; `min` drops values below it, for
 * counts and lengths that cannot be negative). Put them after the template's own distractors.
 */
export function nearby(x: number, { step = 1, min = -Infinity }: { step?: number; min?: number } = {}): string[] {
  const out: string[] = [];
  for (let k = 1; k <= 6; k++) {
    for (const v of [x + k * step, x - k * step]) if (v >= min) out.push(`\\(${num(v)}\\)`);
  }
  return out;
}

/**
 * How a fraction result is asked for and written: a whole number is calculated (form 'number'), a proper fraction is
 * asked in lowest terms ('fraction'), an improper one as a mixed number ('mixed'). `ko` ends a Korean sentence
 * ('… 계산하여 기약분수로 나타내시오'), `en` is a sentence of its own.
 */
export function fractionAnswer(r: Q): { ko: string; en: string; form: AnswerForm; key: string } {
  if (r.isInteger) return { ko: '계산하시오', en: 'Calculate', form: 'number', key: frac(r) };
  if (r.n < r.d) {
    return {
      ko: '계산하여 기약분수로 나타내시오',
      en: 'Give the answer in lowest terms',
      form: 'fraction',
      key: frac(r),
    };
  }
  return { ko: '계산하여 대분수로 나타내시오', en: 'Give the answer as a mixed number', form: 'mixed', key: mixed(r) };
}

/**
 * How a word problem ends when fractionAnswer chose the form: Korean '기약분수로 나타내시오', '대분수로 나타내시오' or
 * '구하시오' (after '… 몇 m인지'), and the English sentence to append ('' for a whole number).
 */
export function askInForm(ask: { en: string; form: AnswerForm }): { ko: string; en: string } {
  if (ask.form === 'number') return { ko: '구하시오', en: '' };
  return { ko: ask.form === 'mixed' ? '대분수로 나타내시오' : '기약분수로 나타내시오', en: ` ${ask.en}.` };
}

/**
 * An essay whose key is a fraction in the form fractionAnswer chooses for the value. The stem is written around the
 * form's ending (askInForm) and the steps around the key, so a template states the value once.
 */
export function fractionEssay(
  value: Q,
  draft: Omit<EssayDraft, 'answer' | 'form' | 'stem' | 'steps'> & {
    stem: (ending: { ko: string; en: string }) => Bilingual;
    steps: (key: string) => readonly Bilingual[];
  },
): GeneratedProblem {
  const ask = fractionAnswer(value);
  return essay({
    ...draft,
    stem: draft.stem(askInForm(ask)),
    steps: draft.steps(ask.key),
    answer: ask.key,
    form: ask.form,
  });
}

/** The stem of a bare calculation asked as fractionAnswer says: '다음을 계산하시오. …' / 'Calculate …. Give …'. */
export function calculateStem(ask: { ko: string; en: string; form: AnswerForm }, expression: string): [string, string] {
  const whole = ask.form === 'number';
  return [
    `${whole ? '다음을 계산하시오' : ask.ko}. ${m(expression)}`,
    `Calculate ${m(expression)}.${whole ? '' : ` ${ask.en}.`}`,
  ];
}

/** The stem that asks for the number in the box of a sentence: 'Find the number that goes in the box.' */
export function boxStem(sentence: string): [string, string] {
  return [
    `${m('\\square')} 안에 알맞은 수를 구하시오. ${m(sentence)}`,
    `Find the number that goes in the box. ${m(sentence)}`,
  ];
}

/** A bare calculation as an essay: calculateStem's stem, and the key in the form fractionAnswer chooses. */
export function calculateEssay(
  value: Q,
  expression: string,
  draft: Omit<EssayDraft, 'answer' | 'form' | 'stem' | 'steps'> & { steps: (key: string) => readonly Bilingual[] },
): GeneratedProblem {
  const ask = fractionAnswer(value);
  return essay({
    ...draft,
    stem: calculateStem(ask, expression),
    steps: draft.steps(ask.key),
    answer: ask.key,
    form: ask.form,
  });
}

export interface EssayDraft extends Common {
  /** The key in bare LaTeX, written in the form asked for. */
  answer: string;
  /** The form the answer must take (see AnswerForm). */
  form: AnswerForm;
  /** How the answer is compared; by default 'number' for number forms and 'expression' for the others. */
  kind?: AnswerSpec['kind'];
  /** Shown when the answer cannot be read; by default the form's own hint. */
  hint?: Localized;
  /** A unit the student may type after the number (cm, 개, °). */
  unit?: string;
  /** Absolute tolerance, for a rounded answer. */
  tolerance?: number;
  /** Variables an expression answer may use. */
  variables?: string[];
}

const NUMBER_FORMS: readonly AnswerForm[] = ['number', 'fraction', 'mixed', 'radical'];

export function essay(o: EssayDraft): GeneratedProblem {
  const kind = o.kind ?? (NUMBER_FORMS.includes(o.form) ? 'number' : 'expression');
  const spec: AnswerSpec = { kind, hint: o.hint ?? FORM_HINTS[o.form] };
  if (o.tolerance !== undefined) spec.tolerance = o.tolerance;
  if (o.unit !== undefined) spec.unit = o.unit;
  if (o.variables !== undefined) spec.variables = o.variables;
  if (kind !== 'text') spec.form = o.form;
  return { type: 'essay', stem: bilingual(o.stem), answer: o.answer, answerSpec: spec, ...ending(o) };
}

/** The text of the key: the essay answer, or the choice the answer index points at. */
export function keyText(problem: GeneratedProblem): string {
  const text = problem.type === 'multiple' ? problem.choices?.[Number(problem.answer)] : problem.answer;
  if (text === undefined) throw new Error('the key points at no choice');
  return text;
}

/** True when two LaTeX texts have the same value(s) at every sample point. */
export function sameValue(a: string, b: string): boolean {
  return sameValues(fingerprint(bare(a)), fingerprint(bare(b)));
}
