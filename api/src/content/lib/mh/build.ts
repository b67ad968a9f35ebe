// Builders for middle- and high-school templates: a template is params(rng) → problem, and its check recomputes
// the parameters from the seed and tests the key by another route than the one generate used.
import type { Rng } from '../random.js';
import { ENTER_NUMBER, ENTER_WHOLE_NUMBER } from '../shared/hints.js';
import { answerSpec, seededTemplate, shuffleFive, type AnswerSpecDraft } from '../shared/template.js';
import { L, m } from '../shared/text.js';
import type { Difficulty, GeneratedProblem, Localized, ProblemTemplate } from '../types.js';
import { frac, num } from './format.js';
import { SAMPLE_POINTS, evalLatex, fingerprint, sameValues, type Sample, type Vars } from './latex-eval.js';

export type { Difficulty };
export { L };
/** One explanation step: [Korean, English]. */
export type Step = readonly [ko: string, en: string];

interface Common {
  stem: Step;
  steps: Step[];
  difficulty: Difficulty;
  subUnit?: string;
}

const toLocalized = ([ko, en]: Step): Localized => ({ ko, en });

/** The fields every problem ends with: the explanation, the difficulty and, when given, the sub-unit. */
const ending = (o: Common) => ({
  explanation: o.steps.map(toLocalized),
  difficulty: o.difficulty,
  ...(o.subUnit ? { subUnit: o.subUnit } : {}),
});

/**
 * A multiple-choice problem: the correct choice plus the first four distractors that differ in value from it and from
 * each other, shuffled. Near integers fill in if the distractors run out.
 */
export function multiple(rng: Rng, o: Common & { correct: string; wrong: string[] }): GeneratedProblem {
  const picked = [o.correct];
  const prints = [fingerprint(o.correct)];
  const add = (tex: string) => {
    if (picked.length >= 5) return;
    const print = fingerprint(tex);
    if (print.some((v) => !Number.isFinite(v)) || prints.some((p) => sameValues(p, print))) return;
    picked.push(tex);
    prints.push(print);
  };
  o.wrong.forEach(add);
  const key = prints[0] as number[];
  const fraction = /^(-?)\\frac\{(\d+)\}\{(\d+)\}$/.exec(o.correct);
  for (let k = 1; picked.length < 5 && k < 20; k++) {
    const step = k % 2 ? (k + 1) / 2 : -k / 2;
    if (fraction) {
      const top = Number(fraction[2]) * (fraction[1] ? -1 : 1);
      add(frac(top + step, Number(fraction[3])));
    } else if (key.length === 2 && Number.isInteger(key[0])) add(num((key[0] as number) + step));
    else if (key.length > 2 && sameValues(key.slice(0, key.length / 2), key.slice(key.length / 2))) {
      // A point or tuple of numbers: move one coordinate at a time.
      const coords = key.slice(0, key.length / 2);
      add(`(${coords.map((v, i) => num(i === k % coords.length ? v + step : v)).join(', ')})`);
    } else throw new Error(`too few distractors for ${o.correct}`);
  }
  if (picked.length < 5) throw new Error(`too few distractors for ${o.correct}`);
  const { choices, answer } = shuffleFive(rng, picked, m);
  return { type: 'multiple', stem: toLocalized(o.stem), choices, answer, ...ending(o) };
}

export function essay(o: Common & { answer: string } & AnswerSpecDraft): GeneratedProblem {
  return { type: 'essay', stem: toLocalized(o.stem), answer: o.answer, answerSpec: answerSpec(o), ...ending(o) };
}

/** Hints shown for essay answers that cannot be read. */
export const HINT = {
  int: L('정수로 입력하세요.', 'Enter an integer.'),
  nat: ENTER_WHOLE_NUMBER,
  frac: L('정수 또는 기약분수로 입력하세요.', 'Enter an integer or a fraction in lowest terms.'),
  dec: L('소수 또는 정수로 입력하세요.', 'Enter a decimal or an integer.'),
  expr: L('식을 간단히 정리하여 입력하세요.', 'Enter the expression in simplest form.'),
  pi: L('π를 사용하여 입력하세요. 예: 12π', 'Enter your answer in terms of π, e.g. 12π.'),
  sqrt: L('근호를 사용하여 가장 간단한 꼴로 입력하세요. 예: 3√2', 'Enter it in simplest radical form, e.g. 3√2.'),
  complex: L('a+bi 꼴로 입력하세요.', 'Enter it in the form a+bi.'),
  num: ENTER_NUMBER,
} as const;

/** Defines a template whose generate and check share only the seed-drawn parameters. */
export function template<P>(
  unitId: string,
  name: string,
  def: {
    version?: number;
    params: (rng: Rng) => P;
    make: (p: P, rng: Rng) => GeneratedProblem;
    check: (p: P, problem: GeneratedProblem) => boolean;
  },
): ProblemTemplate {
  const built = seededTemplate(unitId, name, {
    version: def.version,
    params: (rng) => def.params(rng),
    generate: (p, rng) => def.make(p, rng),
    check: (p, problem) => def.check(p, problem),
  });
  return {
    ...built,
    // Unlike the other kits, a check that cannot read a problem (or its parameters) rejects it instead of throwing.
    check(problem, seed) {
      try {
        return built.check(problem, seed);
      } catch {
        return false;
      }
    },
  };
}

/** Choices are text with their math between \\( and \\); the value is the math inside. */
export function bare(choice: string): string {
  return choice.replace(/^\s*\\\(|\\\)\s*$/g, '');
}

function candidates(problem: GeneratedProblem): string[] {
  return problem.type === 'multiple' ? (problem.choices ?? []).map(bare) : [problem.answer];
}

function keyHolds(problem: GeneratedProblem, holds: (tex: string) => boolean): boolean {
  const all = candidates(problem);
  const matches = all.map((tex) => {
    try {
      return holds(tex);
    } catch {
      return false;
    }
  });
  if (problem.type === 'essay') return matches[0] === true;
  return all.length === 5 && matches.filter(Boolean).length === 1 && matches[Number(problem.answer)] === true;
}

/**
 * True when the key has exactly the value(s) `truth`, and for multiple choice no other choice has.
 * `truth` may depend on the sample variables (for expression answers).
 */
export function keyIs(
  problem: GeneratedProblem,
  truth: number | number[] | ((vars: Sample) => number | number[]),
): boolean {
  const at = (vars: Sample) => {
    const t = typeof truth === 'function' ? truth(vars) : truth;
    return Array.isArray(t) ? t : [t];
  };
  return keyHolds(problem, (tex) => SAMPLE_POINTS.every((vars) => sameValues(evalLatex(tex, vars), at(vars))));
}

/** True when the key, and for multiple choice only the key, passes the predicate on its value(s). */
export function keyWhere(problem: GeneratedProblem, holds: (values: number[]) => boolean): boolean {
  return keyHolds(problem, (tex) => holds(evalLatex(tex)));
}

/** The n-th math run of the English stem, e.g. the expression a problem asks to evaluate. */
export function stemMath(problem: GeneratedProblem, index = 0): string {
  const runs = [...problem.stem.en.matchAll(/\\\((.*?)\\\)/gs)].map((m) => m[1] as string);
  const run = runs[index < 0 ? runs.length + index : index];
  if (run === undefined) throw new Error('no such math run in the stem');
  return run;
}

/** The value(s) of a LaTeX text at the first sample point. */
export function valueOf(tex: string, vars?: Vars): number[] {
  return evalLatex(tex, vars);
}

/** Picks a random item together with its index. */
export function pickIndex<T>(rng: Rng, items: readonly T[]): [T, number] {
  const i = rng.int(0, items.length - 1);
  return [items[i] as T, i];
}
