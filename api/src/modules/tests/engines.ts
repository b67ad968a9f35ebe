// The three engines driven from what a test stored: its seed, what it was asked about, and the answers in order.
// Each function here is pure; the service reads the rows and writes what these decide.
import type { DiagnoseReport, LevelReport, SatReport } from '@mathbridge/contract';
import type { TestStateRow } from '../../db/schema/workbooks.js';
import type { TestBanks } from './banks.js';
import { courseUnits, diagnosticSelection } from './diagnose/course.js';
import { buildReport } from './diagnose/report.js';
import { createDiagnostic, nextStep, type Diagnostic } from './diagnose/select.js';
import type { DiagnosticProblem } from './diagnose/types.js';
import { MAX_ITEMS, nextLevelItem, startLevelTest } from './level/engine.js';
import { levelTestResult } from './level/report.js';
import { firstModule, MODULE_QUESTIONS, secondModule, type SatModule } from './sat/assemble.js';
import { scoreSat } from './sat/score.js';

/** One answer of a test, in the order given. */
export interface GivenAnswer {
  problemId: string;
  correct: boolean;
  timeMs: number;
}

export const LEVEL_MAX = MAX_ITEMS;
export const SAT_MAX = 2 * MODULE_QUESTIONS;

const seconds = (answers: readonly GivenAnswer[]) =>
  Math.round(answers.reduce((sum, answer) => sum + answer.timeMs, 0) / 1000);

// ---- level ----

function levelState(banks: TestBanks, state: TestStateRow, answers: readonly GivenAnswer[]) {
  return {
    ...startLevelTest({ seed: state.seed, signupGradeId: state.gradeId }),
    // An item that left the bank (a template's new version mid-test) no longer counts.
    answers: answers
      .filter((answer) => banks.level.items.has(answer.problemId))
      .map((answer) => ({ itemId: answer.problemId, correct: answer.correct })),
  };
}

export function nextLevelProblem(banks: TestBanks, state: TestStateRow, answers: readonly GivenAnswer[]) {
  return nextLevelItem(banks.level, levelState(banks, state, answers))?.id ?? null;
}

export function levelReport(banks: TestBanks, state: TestStateRow, answers: readonly GivenAnswer[]): LevelReport {
  const result = levelTestResult(banks.level, levelState(banks, state, answers));
  return {
    type: 'LEVEL',
    placement: {
      gradeId: result.placement.gradeId,
      lowGradeId: result.placement.lowGradeId,
      highGradeId: result.placement.highGradeId,
    },
    itemCount: answers.length,
    correct: answers.filter((answer) => answer.correct).length,
    seconds: seconds(answers),
    strands: result.strands.map(({ strand, answered, correct, status }) => ({ strand, answered, correct, status })),
    nextUnits: result.studyUnits.map(({ unitId, gradeId, strand, mastery }) => ({ unitId, gradeId, strand, mastery })),
  };
}

// ---- diagnostic ----

/** The units a chosen set may bring in: their prerequisites, theirs, and so on. */
function withPrerequisites(chosen: readonly string[]): string[] {
  const units = courseUnits();
  const seen = new Set<string>();
  const stack = [...chosen];
  while (stack.length > 0) {
    const unitId = stack.pop() as string;
    if (seen.has(unitId)) continue;
    seen.add(unitId);
    stack.push(...(units.get(unitId)?.prerequisites ?? []));
  }
  return [...seen];
}

/** The chosen units of a grade (all of it by default); a unit outside the grade throws DiagnosticInputError. */
export function chosenUnits(gradeId: string, unitIds?: readonly string[]): string[] {
  return diagnosticSelection(gradeId, unitIds);
}

export function diagnosticOf(banks: TestBanks, seed: number, chosen: readonly string[]): Diagnostic {
  const problems: DiagnosticProblem[] = withPrerequisites(chosen).flatMap((unitId) => banks.byUnit.get(unitId) ?? []);
  return createDiagnostic({ units: courseUnits(), chosen, problems, seed });
}

/** The answers the diagnostic knows (a problem that left the bank no longer counts). */
function known(diagnostic: Diagnostic, answers: readonly GivenAnswer[]) {
  return answers.filter((answer) => diagnostic.problemById.has(answer.problemId));
}

export function nextDiagnosticProblem(diagnostic: Diagnostic, answers: readonly GivenAnswer[]): string | null {
  const step = nextStep(diagnostic, known(diagnostic, answers));
  return step.done ? null : step.problem.id;
}

export function diagnoseReport(
  diagnostic: Diagnostic,
  gradeId: string,
  answers: readonly GivenAnswer[],
): DiagnoseReport {
  const report = buildReport(diagnostic, known(diagnostic, answers));
  const position = new Map(answers.map((answer, index) => [answer.problemId, index + 1]));
  return {
    type: 'DIAGNOSE',
    gradeId,
    answered: answers.length,
    correct: answers.filter((answer) => answer.correct).length,
    seconds: seconds(answers),
    units: report.units.map((unit) => ({
      unitId: unit.unitId,
      name: unit.name,
      mastery: unit.mastery,
      low: unit.low,
      high: unit.high,
      status: unit.status,
      answered: unit.answered,
      correct: unit.correct,
      chosen: unit.chosen,
      sentence: unit.sentence,
      evidence: unit.evidence.map((entry) => ({
        problemId: entry.problemId,
        position: position.get(entry.problemId) ?? 1,
        correct: entry.correct,
      })),
    })),
    untested: report.untested,
    gaps: report.gaps,
    plan: report.plan,
  };
}

// ---- SAT ----

export type StoredModule = NonNullable<TestStateRow['modules']>[number];

export function storedModule(module: SatModule, startedAt: Date): StoredModule {
  return { level: module.level, itemIds: module.items.map((item) => item.id), startedAt: startedAt.toISOString() };
}

export function satFirstModule(banks: TestBanks, seed: number): SatModule {
  return firstModule(banks.sat, seed);
}

/** A stored module as the assembly and scoring read it (problems that left the pool drop out). */
function satModule(banks: TestBanks, stored: StoredModule, minutes: number): SatModule {
  return {
    level: stored.level,
    minutes,
    items: stored.itemIds.flatMap((id) => banks.satById.get(id) ?? []),
  };
}

const correctIds = (answers: readonly GivenAnswer[]) =>
  new Set(answers.filter((answer) => answer.correct).map((answer) => answer.problemId));

/** Module 2 once module 1 is answered: harder or easier by module 1's raw score. */
export function satSecondModule(banks: TestBanks, seed: number, first: StoredModule, answers: readonly GivenAnswer[]) {
  return secondModule(banks.sat, seed, satModule(banks, first, 0), correctIds(answers));
}

export function satReport(
  banks: TestBanks,
  modules: readonly SatModule[] | readonly StoredModule[],
  answers: readonly GivenAnswer[],
  elapsed = seconds(answers),
): SatReport {
  const resolved = modules.map((module) => ('itemIds' in module ? satModule(banks, module, 0) : module));
  const right = correctIds(answers);
  const result = scoreSat(resolved, right);
  const total = resolved.reduce((sum, module) => sum + module.items.length, 0);
  return {
    type: 'SAT',
    score: result.score,
    low: result.low,
    high: result.high,
    correct: resolved.reduce((sum, module) => sum + module.items.filter((item) => right.has(item.id)).length, 0),
    total,
    seconds: elapsed,
    modules: result.modules,
    domains: result.domains,
  };
}
