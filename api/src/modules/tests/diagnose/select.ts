// The diagnostic's item selector: from the chosen units, the course map, the bank's problems and the answers so far,
// which problem comes next. Stateless: everything is derived again from the answers, so the caller stores only
// them, and the same seed and answers always give the same problem.
//
// Rules:
// - Opening: the first OPENING_SIZE (5) problems are fixed before any answer, one each from five chosen units spread
//   evenly over the selection in course order (a selection of fewer than five units repeats units).
// - Then one problem at a time: never from the unit of the last problem when another is open; a chosen unit before a
//   brought-in prerequisite (the chosen grade is what the student asked about, and under the length cap it must be
//   decided first); then the unit with the fewest answers; then the earlier in the course map. So every chosen unit
//   gets a problem before any gets a second one.
// - A unit is open until it is decided (estimate.ts: three right or two wrong on typical problems), has
//   MAX_PER_UNIT answers, or has no unused problem left.
// - A failing unit (decided GAP, or closed with mastery below 0.5) brings in its prerequisites, from any grade or
//   track, that have problems; a brought-in unit that fails brings in its own, and so on down to the root gap.
// - Length cap: lengthCap(chosen units) = min(MAX_LENGTH = 40, 3 per chosen unit + 12 for prerequisites).
// - Within a unit: a template the test has used least for that unit, then the difficulty nearest a staircase target
//   (level 3 at first, one up after a right answer on the unit, one down after a wrong one), then a seeded draw.
import { createRng } from '../../../content/lib/random.js';
import type { Evidence, UnitEstimate } from './estimate.js';
import { estimateUnit } from './estimate.js';
import type { DiagnosticAnswer, DiagnosticProblem, DiagnosticStep, DiagnosticUnit } from './types.js';
import { DiagnosticInputError } from './types.js';

export const OPENING_SIZE = 5;
export const MAX_LENGTH = 40;
export const PER_CHOSEN_UNIT = 3;
export const PREREQUISITE_ALLOWANCE = 12;
export const MAX_PER_UNIT = 5;
const START_LEVEL = 3;

export interface DiagnosticSetup {
  /** The course map (courseUnits()); a factory's small graph in tests. */
  units: ReadonlyMap<string, DiagnosticUnit>;
  /** The units the student chose (diagnosticSelection()). */
  chosen: readonly string[];
  /** The bank's problems of the chosen units and of any unit they may bring in. */
  problems: readonly DiagnosticProblem[];
  seed: number;
}

/** A setup checked and indexed once; every function below takes it. */
export interface Diagnostic {
  units: ReadonlyMap<string, DiagnosticUnit>;
  chosen: readonly string[];
  seed: number;
  problemById: ReadonlyMap<string, DiagnosticProblem>;
  /** Each unit's problems sorted by id, so the input's order does not matter. */
  problemsByUnit: ReadonlyMap<string, readonly DiagnosticProblem[]>;
  cap: number;
  opening: readonly DiagnosticProblem[];
}

export function lengthCap(chosenCount: number): number {
  return Math.min(MAX_LENGTH, PER_CHOSEN_UNIT * chosenCount + PREREQUISITE_ALLOWANCE);
}

export function createDiagnostic(setup: DiagnosticSetup): Diagnostic {
  const unknown = setup.chosen.filter((id) => !setup.units.has(id));
  if (unknown.length > 0) throw new DiagnosticInputError(`unknown units: ${unknown.join(', ')}`);
  if (setup.chosen.length === 0) throw new DiagnosticInputError('choose at least one unit');
  const problemById = new Map<string, DiagnosticProblem>();
  const byUnit = new Map<string, DiagnosticProblem[]>();
  for (const problem of setup.problems) {
    if (problemById.has(problem.id)) throw new DiagnosticInputError(`problem ${problem.id} given twice`);
    problemById.set(problem.id, problem);
    const list = byUnit.get(problem.unitId) ?? [];
    list.push(problem);
    byUnit.set(problem.unitId, list);
  }
  for (const list of byUnit.values()) list.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const base = {
    units: setup.units,
    chosen: [...setup.chosen],
    seed: setup.seed,
    problemById,
    problemsByUnit: byUnit,
    cap: lengthCap(setup.chosen.length),
  };
  return { ...base, opening: openingProblems(base) };
}

/** FNV-1a, so a draw depends on (seed, unit, how many problems the unit has had) and on nothing else. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

function staircase(history: readonly Evidence[]): number {
  return history.reduce((level, answer) => Math.min(5, Math.max(1, level + (answer.correct ? 1 : -1))), START_LEVEL);
}

/** The unit's next problem, or undefined when every problem of it has been used. */
function pickProblem(
  diagnostic: Pick<Diagnostic, 'problemsByUnit' | 'seed'>,
  unitId: string,
  history: readonly Evidence[],
  served: ReadonlySet<string>,
): DiagnosticProblem | undefined {
  const all = diagnostic.problemsByUnit.get(unitId) ?? [];
  const unused = all.filter((problem) => !served.has(problem.id));
  if (unused.length === 0) return undefined;
  const templateUse = new Map<string, number>();
  for (const problem of all) {
    if (served.has(problem.id)) templateUse.set(problem.templateId, (templateUse.get(problem.templateId) ?? 0) + 1);
  }
  const use = (problem: DiagnosticProblem) => templateUse.get(problem.templateId) ?? 0;
  const leastUse = Math.min(...unused.map(use));
  const fresh = unused.filter((problem) => use(problem) === leastUse);
  const target = staircase(history);
  const distance = (problem: DiagnosticProblem) => Math.abs(problem.difficulty - target);
  const nearest = Math.min(...fresh.map(distance));
  const candidates = fresh.filter((problem) => distance(problem) === nearest);
  const servedOfUnit = all.length - unused.length;
  return createRng(hash(`${diagnostic.seed}:${unitId}:${servedOfUnit}`)).pick(candidates);
}

/** Five chosen units spread over the selection, the middle of each fifth; each gets its first problem. */
function openingProblems(diagnostic: Omit<Diagnostic, 'opening'>): DiagnosticProblem[] {
  const withProblems = diagnostic.chosen.filter((id) => (diagnostic.problemsByUnit.get(id)?.length ?? 0) > 0);
  const n = withProblems.length;
  const opening: DiagnosticProblem[] = [];
  if (n === 0) return opening;
  const served = new Set<string>();
  for (let i = 0; i < OPENING_SIZE; i++) {
    const unitId = withProblems[Math.floor((i * n) / OPENING_SIZE + n / (2 * OPENING_SIZE))] as string;
    const problem = pickProblem(diagnostic, unitId, [], served);
    if (!problem) continue;
    served.add(problem.id);
    opening.push(problem);
  }
  return opening;
}

/** What the answers so far say: per-unit evidence and estimates, and which units the test now covers. */
export interface DiagnosticProgress {
  /** Each unit's answers in the order given, with their problems. */
  evidence: ReadonlyMap<string, readonly (Evidence & { problem: DiagnosticProblem })[]>;
  estimates: ReadonlyMap<string, UnitEstimate>;
  /** The chosen units, then the prerequisites brought in, in the order they came in. */
  active: readonly string[];
  /** A brought-in unit → the failing unit that brought it in first. */
  broughtInBy: ReadonlyMap<string, string>;
  /** Problems answered or reserved by the opening. */
  served: ReadonlySet<string>;
}

function isClosed(diagnostic: Diagnostic, unitId: string, estimate: UnitEstimate, served: ReadonlySet<string>) {
  if (estimate.decided || estimate.answered >= MAX_PER_UNIT) return true;
  return (diagnostic.problemsByUnit.get(unitId) ?? []).every((problem) => served.has(problem.id));
}

/** Fails: decided a gap, or closed undecided with mastery below one half. */
export function isFailing(estimate: UnitEstimate, closed: boolean): boolean {
  return estimate.status === 'GAP' || (closed && estimate.answered > 0 && estimate.mastery < 0.5);
}

export function diagnosticProgress(diagnostic: Diagnostic, answers: readonly DiagnosticAnswer[]): DiagnosticProgress {
  const evidence = new Map<string, (Evidence & { problem: DiagnosticProblem })[]>();
  const served = new Set<string>(diagnostic.opening.map((problem) => problem.id));
  const answered = new Set<string>();
  for (const answer of answers) {
    const problem = diagnostic.problemById.get(answer.problemId);
    if (!problem) throw new DiagnosticInputError(`unknown problem ${answer.problemId}`);
    if (answered.has(problem.id)) throw new DiagnosticInputError(`problem ${problem.id} answered twice`);
    answered.add(problem.id);
    served.add(problem.id);
    const list = evidence.get(problem.unitId) ?? [];
    list.push({ problem, correct: answer.correct });
    evidence.set(problem.unitId, list);
  }
  const estimates = new Map<string, UnitEstimate>();
  const estimateOf = (unitId: string): UnitEstimate => {
    let estimate = estimates.get(unitId);
    if (!estimate) {
      estimate = estimateUnit(evidence.get(unitId) ?? []);
      estimates.set(unitId, estimate);
    }
    return estimate;
  };
  const active = [...diagnostic.chosen];
  const inTest = new Set(active);
  const broughtInBy = new Map<string, string>();
  for (let i = 0; i < active.length; i++) {
    const unitId = active[i] as string;
    const estimate = estimateOf(unitId);
    if (!isFailing(estimate, isClosed(diagnostic, unitId, estimate, served))) continue;
    const prerequisites = [...(diagnostic.units.get(unitId)?.prerequisites ?? [])]
      .filter((id) => diagnostic.units.has(id) && (diagnostic.problemsByUnit.get(id)?.length ?? 0) > 0)
      .sort((a, b) => (diagnostic.units.get(a)?.order ?? 0) - (diagnostic.units.get(b)?.order ?? 0));
    for (const prerequisite of prerequisites) {
      if (inTest.has(prerequisite)) continue;
      inTest.add(prerequisite);
      active.push(prerequisite);
      broughtInBy.set(prerequisite, unitId);
    }
  }
  // Units answered outside the active set (answers from elsewhere) still get their estimate for the report.
  for (const unitId of evidence.keys()) estimateOf(unitId);
  return { evidence, estimates, active, broughtInBy, served };
}

/** The next problem, or the end of the test. */
export function nextStep(diagnostic: Diagnostic, answers: readonly DiagnosticAnswer[]): DiagnosticStep {
  const progress = diagnosticProgress(diagnostic, answers);
  if (answers.length >= diagnostic.cap) return { done: true, reason: 'LENGTH_CAP' };
  const answeredIds = new Set(answers.map((answer) => answer.problemId));
  const pending = diagnostic.opening.find((problem) => !answeredIds.has(problem.id));
  if (pending) return { done: false, problem: pending, reason: 'OPENING' };

  const estimateOf = (unitId: string) => progress.estimates.get(unitId) ?? estimateUnit([]);
  const open = progress.active.filter((unitId) => !isClosed(diagnostic, unitId, estimateOf(unitId), progress.served));
  if (open.length === 0) return { done: true, reason: 'DECIDED' };
  const last = answers.at(-1);
  const lastUnit = last ? diagnostic.problemById.get(last.problemId)?.unitId : undefined;
  const order = (unitId: string) => diagnostic.units.get(unitId)?.order ?? Number.MAX_SAFE_INTEGER;
  const ranked = [...open].sort(
    (a, b) =>
      Number(a === lastUnit) - Number(b === lastUnit) ||
      Number(progress.broughtInBy.has(a)) - Number(progress.broughtInBy.has(b)) ||
      estimateOf(a).answered - estimateOf(b).answered ||
      order(a) - order(b),
  );
  const unitId = ranked[0] as string;
  const problem = pickProblem(diagnostic, unitId, progress.evidence.get(unitId) ?? [], progress.served);
  // isClosed() has checked that the unit has an unused problem.
  if (!problem) throw new Error(`unit ${unitId} is open but has no problem left`);
  const reason = progress.broughtInBy.has(unitId)
    ? 'PREREQUISITE'
    : estimateOf(unitId).answered === 0
      ? 'COVERAGE'
      : 'CONFIRM';
  return { done: false, problem, reason };
}
