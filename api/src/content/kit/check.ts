// What checks use to test a key independently of generate: the value of a key or a choice, the math runs of a stem,
// and 'the key, and only the key, has this value'.
import type { GeneratedProblem } from '../lib/types.js';
import { SAMPLE_POINTS, evalLatex, sameValues, type Sample, type Vars } from './latex-eval.js';
import { bare, keyText } from './template.js';

export { evalLatex, type Sample, type Vars };

/** The math runs of a text, in order: the LaTeX between each \( and \). */
export function mathRuns(text: string): string[] {
  return [...text.matchAll(/\\\((.*?)\\\)/gs)].map((match) => match[1] as string);
}

/** The n-th math run of the English stem (negative counts from the end). */
export function stemMath(problem: GeneratedProblem, index = 0): string {
  const runs = mathRuns(problem.stem.en);
  const run = runs[index < 0 ? runs.length + index : index];
  if (run === undefined) throw new Error('no such math run in the stem');
  return run;
}

/** The value(s) of a LaTeX text or a choice, at the first sample point for expressions. */
export function valueOf(tex: string, vars?: Vars): number[] {
  return evalLatex(bare(tex), vars);
}

/** The single value of a LaTeX number, a choice or the key; throws for a tuple. */
export function numberOf(tex: string): number {
  const values = valueOf(tex);
  if (values.length !== 1) throw new Error(`${tex} is not one number`);
  return values[0] as number;
}

/** The number the key stands for. */
export const keyNumber = (problem: GeneratedProblem): number => numberOf(keyText(problem));

function candidates(problem: GeneratedProblem): string[] {
  return problem.type === 'multiple' ? (problem.choices ?? []) : [problem.answer];
}

/** True when the key holds and, for multiple choice, no other choice does. */
export function keyHolds(problem: GeneratedProblem, holds: (choice: string) => boolean): boolean {
  const all = candidates(problem);
  const matches = all.map((choice) => {
    try {
      return holds(choice);
    } catch {
      return false;
    }
  });
  if (problem.type === 'essay') return matches[0] === true;
  return all.length >= 4 && matches.filter(Boolean).length === 1 && matches[Number(problem.answer)] === true;
}

/**
 * True when the key has exactly the value(s) `truth` and, for multiple choice, no other choice has. `truth` may
 * depend on the sample variables (for expression answers).
 */
export function keyIs(
  problem: GeneratedProblem,
  truth: number | readonly number[] | ((vars: Sample) => number | readonly number[]),
): boolean {
  const at = (vars: Sample) => {
    const t = typeof truth === 'function' ? truth(vars) : truth;
    return typeof t === 'number' ? [t] : t;
  };
  return keyHolds(problem, (choice) =>
    SAMPLE_POINTS.every((vars) => sameValues(evalLatex(bare(choice), vars), at(vars))),
  );
}

/** True when the key, and for multiple choice only the key, is this exact text (words, after trimming). */
export function keyIsText(problem: GeneratedProblem, text: string): boolean {
  const norm = (s: string) => bare(s).replace(/\s+/g, ' ').trim();
  return keyHolds(problem, (choice) => norm(choice) === norm(text));
}

/** True when the key, and for multiple choice only the key, passes the predicate on its value(s). */
export function keyWhere(problem: GeneratedProblem, holds: (values: number[]) => boolean): boolean {
  return keyHolds(problem, (choice) => holds(valueOf(choice)));
}

/** Numbers compare equal within floating-point noise. */
export function close(a: number, b: number): boolean {
  return Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));
}
