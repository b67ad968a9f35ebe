// Worked examples for a unit's lesson, drawn from the unit's own templates. They use seeds far above the ones the
// bank walks and are compared with the bank's stems, so an example never shows the key of a problem a student
// will be asked. Every example passed its template's independent check; the choice is deterministic.
import type { WorkedExample } from '@mathbridge/contract';
import type { GeneratedProblem, ProblemTemplate } from '../../content/lib/types.js';
import { planTemplate, problemsPerTemplate } from '../../content/plan.js';
import type { UnitTemplates } from '../../content/registry.js';
import { problemIssues } from '../../content/validate.js';

/** The bank walks seeds from 1 up to a few thousand; examples start far above that. */
export const EXAMPLE_SEED_START = 1_000_000;
/** How many usable seeds of one template are looked at to find its easiest problem. */
const CANDIDATES_PER_TEMPLATE = 12;
/** Seeds tried per template before giving up on it (a generator whose every problem is already in the bank). */
const SEED_BUDGET = 200;
export const MAX_EXAMPLES = 3;
export const MIN_EXAMPLES = 2;

export interface ExampleCandidate {
  templateId: string;
  seed: number;
  problem: GeneratedProblem;
}

const stemKey = (problem: GeneratedProblem) => `${problem.stem.ko}\u0000${problem.stem.en}`;

/** The stems of every problem the bank holds for this unit. */
function bankStems(unit: UnitTemplates): Set<string> {
  const count = problemsPerTemplate(unit.templates.length);
  return new Set(
    unit.templates.flatMap((template) => planTemplate(template, count, unit.unitId).map((p) => stemKey(p.problem))),
  );
}

function passes(template: ProblemTemplate, problem: GeneratedProblem, seed: number, subUnits?: string[]): boolean {
  try {
    return template.check(problem, seed) === true && problemIssues(problem, subUnits).length === 0;
  } catch {
    return false;
  }
}

/** Usable problems of one template, in seed order: generated, not in the bank, not seen, and checked. */
function* usable(
  template: ProblemTemplate,
  taken: Set<string>,
  subUnits?: string[],
): Generator<ExampleCandidate, void, undefined> {
  for (let seed = EXAMPLE_SEED_START; seed < EXAMPLE_SEED_START + SEED_BUDGET; seed++) {
    let problem: GeneratedProblem;
    try {
      problem = template.generate(seed);
    } catch {
      continue;
    }
    const key = stemKey(problem);
    if (taken.has(key) || !passes(template, problem, seed, subUnits)) continue;
    taken.add(key);
    yield { templateId: template.id, seed, problem };
  }
}

/** The easiest of a template's first usable problems (the earliest seed among equals). */
function easiest(candidates: Iterable<ExampleCandidate>, limit: number): ExampleCandidate | undefined {
  let best: ExampleCandidate | undefined;
  let seen = 0;
  for (const candidate of candidates) {
    if (!best || candidate.problem.difficulty < best.problem.difficulty) best = candidate;
    if (++seen >= limit || best.problem.difficulty === 1) break;
  }
  return best;
}

/**
 * Two or three examples, each from a different template where the unit has enough, easiest first.
 * `subUnits`: the unit's sub-unit ids, so an example obeys the same rules as a bank problem.
 */
export function pickExamples(unit: UnitTemplates, subUnits?: string[]): ExampleCandidate[] {
  const taken = bankStems(unit);
  const perTemplate = unit.templates.flatMap((template, order) => {
    const best = easiest(usable(template, taken, subUnits), CANDIDATES_PER_TEMPLATE);
    return best ? [{ order, best }] : [];
  });
  perTemplate.sort((a, b) => a.best.problem.difficulty - b.best.problem.difficulty || a.order - b.order);
  const chosen = perTemplate.slice(0, MAX_EXAMPLES).map(({ best }) => best);
  // A unit with a single usable template still gets a second example from it.
  for (const { order } of perTemplate) {
    if (chosen.length >= MIN_EXAMPLES) break;
    const template = unit.templates[order] as ProblemTemplate;
    const next = usable(template, taken, subUnits).next();
    if (!next.done) chosen.push(next.value);
  }
  return chosen.sort((a, b) => a.problem.difficulty - b.problem.difficulty);
}

export function toWorkedExample(problem: GeneratedProblem): WorkedExample {
  return {
    type: problem.type,
    difficulty: problem.difficulty,
    stem: problem.stem,
    choices: problem.type === 'multiple' ? (problem.choices ?? null) : null,
    answer: problem.answer,
    explanation: problem.explanation,
  };
}
