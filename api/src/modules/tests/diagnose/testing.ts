// Test factories for the diagnostic engine: small course graphs, synthetic problems and simulated students.
import { createRng } from '../../../content/lib/random.js';
import type { Difficulty } from '../../../content/lib/types.js';
import { courseUnits, diagnosticSelection } from './course.js';
import type { Diagnostic } from './select.js';
import { createDiagnostic, nextStep } from './select.js';
import type {
  DiagnosticAnswer,
  DiagnosticEnd,
  DiagnosticProblem,
  DiagnosticQuestion,
  DiagnosticUnit,
} from './types.js';

export function makeUnit(id: string, overrides: Partial<DiagnosticUnit> = {}): DiagnosticUnit {
  return { id, name: { ko: `단원 ${id}`, en: `Unit ${id}` }, order: 0, prerequisites: [], ...overrides };
}

/** A graph from units listed in course order (their `order` is their place in the list). */
export function makeGraph(units: readonly DiagnosticUnit[]): Map<string, DiagnosticUnit> {
  return new Map(units.map((unit, order) => [unit.id, { ...unit, order }]));
}

/**
 * `perUnit` problems a unit from three templates, difficulties cycling 1–5 and every fourth one typed (essay), as
 * the bank mixes them.
 */
export function makeProblems(unitIds: Iterable<string>, perUnit = 12): DiagnosticProblem[] {
  const problems: DiagnosticProblem[] = [];
  for (const unitId of unitIds) {
    for (let i = 0; i < perUnit; i++) {
      problems.push({
        id: `${unitId}#${String(i).padStart(2, '0')}`,
        templateId: `${unitId}/t${i % 3}`,
        unitId,
        type: i % 4 === 3 ? 'essay' : 'multiple',
        difficulty: ((i % 5) + 1) as Difficulty,
      });
    }
  }
  return problems;
}

/** A diagnostic on the real course map, with synthetic problems for every unit. */
export function courseDiagnostic(gradeId: string, seed = 1, unitIds?: readonly string[]): Diagnostic {
  const units = courseUnits();
  return createDiagnostic({
    units,
    chosen: diagnosticSelection(gradeId, unitIds),
    problems: makeProblems(units.keys()),
    seed,
  });
}

export interface Run {
  answers: DiagnosticAnswer[];
  questions: DiagnosticQuestion[];
  end: DiagnosticEnd;
}

/** Plays the test to its end; `answer` decides each answer (it may draw from the given random source). */
export function runDiagnostic(
  diagnostic: Diagnostic,
  answer: (problem: DiagnosticProblem, random: () => number) => boolean,
  studentSeed = 1,
): Run {
  const rng = createRng(studentSeed);
  const answers: DiagnosticAnswer[] = [];
  const questions: DiagnosticQuestion[] = [];
  for (;;) {
    const step = nextStep(diagnostic, answers);
    if (step.done) return { answers, questions, end: step };
    questions.push(step);
    answers.push({ problemId: step.problem.id, correct: answer(step.problem, rng.next) });
    if (answers.length > 1000) throw new Error('the diagnostic does not end');
  }
}

/** A student who knows the units in `known` (right with probability `right`) and not the others (right with `lucky`). */
export function knowsUnits(known: ReadonlySet<string>, right = 1, lucky = 0) {
  return (problem: DiagnosticProblem, random: () => number): boolean =>
    random() < (known.has(problem.unitId) ? right : lucky);
}
