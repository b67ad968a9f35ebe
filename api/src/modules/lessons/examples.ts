// Worked examples for a unit's lesson, drawn from the unit's own templates. They use seeds far above the ones the
// bank walks and are compared with the bank's stems, so an example never shows the key of a problem a student
// will be asked. Every example passed its template's independent check; the choice is deterministic.
import type { WorkedExample } from '@mathbridge/contract';
import { acceptsUntagged } from '../../content/curriculum.js';
import type { GeneratedProblem, ProblemTemplate } from '../../content/lib/types.js';
import { problemsPerTemplate } from '../../content/plan.js';
import type { UnitTemplates } from '../../content/registry.js';
import { choiceCountFor, problemIssues } from '../../content/validate.js';

/** The bank walks seeds from 1 up to a few thousand; examples start far above that. */
export const EXAMPLE_SEED_START = 1_000_000;
/** How many fresh problems of one template are looked at to find its easiest. */
const CANDIDATES_PER_TEMPLATE = 12;
/** Seeds per wanted problem the bank walk may take (at least the plan's own budget, so the stems are a superset). */
const BANK_SEED_WALK = 50;
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

/**
 * The stems of every problem the bank holds for this unit (a superset when a template has few distinct problems).
 * It walks the seeds as the bank's plan does, without running the checks, which are the slow part.
 */
function bankStems(unit: UnitTemplates): Set<string> {
  const count = problemsPerTemplate(unit.templates.length, unit.unitId);
  const stems = new Set<string>();
  for (const template of unit.templates) {
    const seen = new Set<string>();
    for (let seed = 1; seen.size < count && seed <= count * BANK_SEED_WALK; seed++) {
      let problem: GeneratedProblem;
      try {
        problem = template.generate(seed);
      } catch {
        continue;
      }
      seen.add(JSON.stringify([problem.stem, problem.choices, problem.figure]));
      stems.add(stemKey(problem));
    }
  }
  return stems;
}

function passes(template: ProblemTemplate, problem: GeneratedProblem, seed: number): boolean {
  try {
    return template.check(problem, seed) === true;
  } catch {
    return false;
  }
}

/** Problems of one template in seed order that are not in the bank, not seen before and well formed (unchecked). */
function* fresh(
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
    const rules = { choiceCount: choiceCountFor(template.unitId), untaggedAccepted: acceptsUntagged(template.unitId) };
    if (taken.has(key) || problemIssues(problem, subUnits, rules).length > 0) continue;
    taken.add(key);
    yield { templateId: template.id, seed, problem };
  }
}

/** The easiest checked problem among a template's next few fresh ones (the earliest seed among equals). */
function easiest(template: ProblemTemplate, candidates: Iterator<ExampleCandidate>): ExampleCandidate | undefined {
  while (true) {
    const batch: ExampleCandidate[] = [];
    for (let next = candidates.next(); !next.done; next = candidates.next()) {
      batch.push(next.value);
      if (batch.length >= CANDIDATES_PER_TEMPLATE) break;
    }
    if (batch.length === 0) return undefined;
    batch.sort((a, b) => a.problem.difficulty - b.problem.difficulty || a.seed - b.seed);
    const checked = batch.find((candidate) => passes(template, candidate.problem, candidate.seed));
    if (checked) return checked;
  }
}

/**
 * Two or three examples, each from a different template where the unit has enough, easiest first.
 * `subUnits`: the unit's sub-unit ids, so an example obeys the same rules as a bank problem.
 */
export function pickExamples(unit: UnitTemplates, subUnits?: string[]): ExampleCandidate[] {
  const taken = bankStems(unit);
  const perTemplate = unit.templates.flatMap((template, order) => {
    const candidates = fresh(template, taken, subUnits);
    const best = easiest(template, candidates);
    return best ? [{ order, template, candidates, best }] : [];
  });
  perTemplate.sort((a, b) => a.best.problem.difficulty - b.best.problem.difficulty || a.order - b.order);
  const chosen = perTemplate.slice(0, MAX_EXAMPLES).map(({ best }) => best);
  // A unit with a single usable template still gets a second example from it.
  for (const { template, candidates } of perTemplate) {
    if (chosen.length >= MIN_EXAMPLES) break;
    const next = easiest(template, candidates);
    if (next) chosen.push(next);
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
