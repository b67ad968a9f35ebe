// The course map as the diagnostic reads it: every unit with its names, position and prerequisites (any grade or
// track), and the units a student may choose to be diagnosed on.
import { ALL_UNITS, CURRICULUM } from '../../../content/curriculum.js';
import type { PlannedProblem } from '../../../content/plan.js';
import type { DiagnosticProblem, DiagnosticUnit } from './types.js';
import { DiagnosticInputError } from './types.js';

let graph: ReadonlyMap<string, DiagnosticUnit> | undefined;

/** Every unit of the course map, keyed by id. */
export function courseUnits(): ReadonlyMap<string, DiagnosticUnit> {
  graph ??= new Map(
    ALL_UNITS.map(({ unit }, order) => [
      unit.id,
      { id: unit.id, name: unit.name, order, prerequisites: unit.prerequisites },
    ]),
  );
  return graph;
}

/** The unit ids of a grade (kr-e5, kr-m2, sat-math), in course order; undefined for an unknown grade. */
export function gradeUnitIds(gradeId: string): string[] | undefined {
  for (const track of CURRICULUM) {
    const grade = track.grades.find((node) => node.id === gradeId);
    if (grade) return grade.chapters.flatMap((chapter) => chapter.units.map((unit) => unit.id));
  }
  return undefined;
}

/**
 * The units to diagnose: the whole grade, or the chosen units of it (in course order, each once). An unknown grade,
 * an empty choice or a unit outside the grade is the caller's error.
 */
export function diagnosticSelection(gradeId: string, unitIds?: readonly string[]): string[] {
  const all = gradeUnitIds(gradeId);
  if (!all) throw new DiagnosticInputError(`unknown grade ${gradeId}`);
  if (unitIds === undefined) return all;
  const outside = unitIds.filter((id) => !all.includes(id));
  if (outside.length > 0) throw new DiagnosticInputError(`units not in ${gradeId}: ${outside.join(', ')}`);
  const chosen = all.filter((id) => unitIds.includes(id));
  if (chosen.length === 0) throw new DiagnosticInputError('choose at least one unit');
  return chosen;
}

/** A planned problem of the bank as the diagnostic reads it (the caller passes the model's fitted difficulty). */
export function diagnosticProblem(planned: PlannedProblem, fittedDifficulty?: number): DiagnosticProblem {
  return {
    id: planned.id,
    templateId: planned.templateId,
    unitId: planned.unitId,
    type: planned.problem.type,
    difficulty: planned.problem.difficulty,
    ...(fittedDifficulty === undefined ? {} : { fittedDifficulty }),
  };
}
