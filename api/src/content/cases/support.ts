// What the teacher-review case tests share: a template by id, every problem of some templates over a run of seeds,
// every text of a problem a student reads, and the numbers printed in a text.
import { mathRuns } from '../kit/check.js';
import type { GeneratedProblem, ProblemTemplate } from '../lib/types.js';

export function templateById(templates: readonly ProblemTemplate[], id: string): ProblemTemplate {
  const template = templates.find((t) => t.id === id);
  if (!template) throw new Error(`no template ${id}`);
  return template;
}

/** [template, seed, problem] for every template over seeds 1 to `seeds`. */
export function* problemsOf(
  templates: readonly ProblemTemplate[],
  seeds: number,
): Generator<[ProblemTemplate, number, GeneratedProblem]> {
  for (const t of templates) for (let seed = 1; seed <= seeds; seed++) yield [t, seed, t.generate(seed)];
}

/** The stem, the choices, the key and every explanation step, in both languages. */
export const problemTexts = (p: GeneratedProblem): string[] => [
  p.stem.ko,
  p.stem.en,
  ...(p.choices ?? []),
  p.answer,
  ...p.explanation.flatMap((step) => [step.ko, step.en]),
];

/** The numbers of a text's math, in order: decimals kept whole, thousands separators ({,}) dropped. */
export const numbersIn = (text: string): number[] =>
  mathRuns(text).flatMap(
    (run) =>
      run
        .replace(/\{,\}/g, '')
        .match(/\d+(\.\d+)?/g)
        ?.map(Number) ?? [],
  );
