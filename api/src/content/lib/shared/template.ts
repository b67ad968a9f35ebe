// The frame every kit builds its templates on: generate draws the parameters from the seed, and check draws them again
// from the same seed, so the key is tested against the parameters rather than against the generated text. Also the
// pieces of a problem the kits write alike: shuffled choices, an essay's answer spec, the text the key points at.
import { createRng, type Rng } from '../random.js';
import type { AnswerSpec, GeneratedProblem, ProblemTemplate } from '../types.js';

export interface SeededDefinition<P> {
  version?: number;
  /** Draws every parameter the problem depends on. */
  params: (rng: Rng) => P;
  /** Writes the problem; `rng` is the one params drew from, for choices shuffled after the parameters. */
  generate: (p: P, rng: Rng) => GeneratedProblem;
  /** Tests a problem's key against the parameters drawn again from its seed. */
  check: (p: P, problem: GeneratedProblem) => boolean;
}

/** The template `<unitId>.<name>` (version 1 unless given). */
export function seededTemplate<P>(unitId: string, name: string, def: SeededDefinition<P>): ProblemTemplate {
  return {
    id: `${unitId}.${name}`,
    unitId,
    version: def.version ?? 1,
    generate(seed) {
      const rng = createRng(seed);
      return def.generate(def.params(rng), rng);
    },
    check(problem, seed) {
      return def.check(def.params(createRng(seed)), problem);
    },
  };
}

/**
 * Shuffles five picked choices, the first of which is the key, writes each one, and says where the key went.
 * The rng draws the same numbers whatever the choices are, so the order depends only on the seed.
 */
export function shuffleFive<T>(
  rng: Rng,
  picked: readonly T[],
  write: (choice: T) => string,
): { choices: string[]; answer: string } {
  const order = rng.shuffle([0, 1, 2, 3, 4]);
  return {
    choices: order.map((i) => write(picked[i] as T)),
    answer: String(order.indexOf(0)),
  };
}

/** How an essay answer is graded, as a kit's draft states it: the kind defaults to number. */
export type AnswerSpecDraft = Omit<AnswerSpec, 'kind'> & { kind?: AnswerSpec['kind'] };

/** The answer spec with kind and hint first, then tolerance, unit and variables where the draft gives them. */
export function answerSpec(draft: AnswerSpecDraft): AnswerSpec {
  const spec: AnswerSpec = { kind: draft.kind ?? 'number', hint: draft.hint };
  if (draft.tolerance !== undefined) spec.tolerance = draft.tolerance;
  if (draft.unit !== undefined) spec.unit = draft.unit;
  if (draft.variables !== undefined) spec.variables = draft.variables;
  return spec;
}

/** The text of the key: the essay answer, or the choice the answer index points at (undefined when there is none). */
export function keyText(problem: GeneratedProblem): string | undefined {
  return problem.type === 'multiple' ? problem.choices?.[Number(problem.answer)] : problem.answer;
}
