// What home shows, worked out from the api's answers: the workbook to continue, the recent results, and today's set
// in a sentence. Pure functions, so the choices are tested without a page.
import type { Progress, StudySet, WorkbookSummary } from '@mathbridge/contract';

type UnitProgress = Progress['units'][number];

/**
 * The workbook to continue: the newest unfinished one (the list comes newest first). A workbook with every problem
 * answered but not handed in still counts: the student finishes it there.
 */
export function workbookToContinue(items: readonly WorkbookSummary[]): WorkbookSummary | null {
  return items.find((w) => w.finishedAt === null) ?? null;
}

/** The newest finished workbooks, newest first. */
export function recentResults(items: readonly WorkbookSummary[], limit: number): WorkbookSummary[] {
  return items
    .filter((w) => w.finishedAt !== null)
    .sort((a, b) => Date.parse(b.finishedAt ?? '') - Date.parse(a.finishedAt ?? ''))
    .slice(0, limit);
}

/** Score as a whole percentage of the questions; null when the workbook has no score yet. */
export function scorePercent(workbook: WorkbookSummary): number | null {
  if (workbook.correct === null || workbook.questionCount === 0) return null;
  return Math.round((workbook.correct / workbook.questionCount) * 100);
}

export interface TodayPreview {
  count: number;
  /** The units of the set, in the order their first problem appears. */
  unitIds: string[];
  /** Problems that come back because they were answered wrong earlier. */
  review: number;
}

export function todayPreview(set: StudySet): TodayPreview {
  const unitIds: string[] = [];
  for (const item of set.items) if (!unitIds.includes(item.problem.unitId)) unitIds.push(item.problem.unitId);
  return {
    count: set.items.length,
    unitIds,
    review: set.items.filter((item) => item.reason === 'incorrect').length,
  };
}

/** The unit of the last answered problem, with its progress when the api has it. */
export function lastPractisedUnit(
  recent: StudySet,
  units: readonly UnitProgress[],
): { unitId: string; progress: UnitProgress | null } | null {
  const unitId = recent.items[0]?.problem.unitId;
  if (!unitId) return null;
  return { unitId, progress: units.find((u) => u.unitId === unitId) ?? null };
}
