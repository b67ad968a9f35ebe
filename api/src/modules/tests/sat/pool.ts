// The SAT test's candidate pool drawn from the problem bank: every checked planned problem of the SAT units, with
// the model's fitted difficulty where one is known. Only SAT-track templates can enter a SAT test.
import { planUnit, type PlannedProblem } from '../../../content/plan.js';
import { loadUnits, type UnitTemplates } from '../../../content/registry.js';
import { domainOf, type SatCandidate } from './domains.js';

/** A planned problem as a candidate; `logits` holds fitted item difficulties by problem id (item_params). */
export function toCandidate(planned: PlannedProblem, logits?: ReadonlyMap<string, number>): SatCandidate {
  const logit = logits?.get(planned.id);
  return {
    id: planned.id,
    unitId: planned.unitId,
    templateId: planned.templateId,
    type: planned.problem.type,
    difficulty: planned.problem.difficulty,
    ...(planned.problem.type === 'multiple' ? { choices: planned.problem.choices?.length ?? 5 } : {}),
    ...(logit === undefined ? {} : { logit }),
  };
}

/** The pool from already loaded units: the SAT units' planned problems whose key passed the template's check. */
export function satPoolFromUnits(
  units: readonly UnitTemplates[],
  logits?: ReadonlyMap<string, number>,
): SatCandidate[] {
  return units
    .filter((unit) => domainOf(unit.unitId) !== undefined)
    .flatMap((unit) => planUnit(unit))
    .filter((planned) => planned.checked)
    .map((planned) => toCandidate(planned, logits));
}

/** The pool from the bank's unit files. */
export async function loadSatPool(logits?: ReadonlyMap<string, number>): Promise<SatCandidate[]> {
  return satPoolFromUnits(await loadUnits(), logits);
}
