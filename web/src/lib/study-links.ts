// Links from the study screens to the solving screens and back, in the URL form all screens share.
import type { StudyModeParam, WorkbookKind } from '@mathbridge/contract';
import { appPaths } from './paths';

/** Questions in a unit's practice set. */
export const UNIT_PRACTICE_COUNT = 5;

export interface ModeTarget {
  count: number;
  unitId?: string;
  problemId?: string;
  q?: string;
  kind?: Exclude<WorkbookKind, 'practice'>;
}

/** Starts a workbook of a unit: /solve/one?unit=<id>&count=5[&kind=test]. */
export function practiseUnitPath(unitId: string, kind?: ModeTarget['kind']): string {
  const query = new URLSearchParams({ unit: unitId, count: String(UNIT_PRACTICE_COUNT) });
  if (kind) query.set('kind', kind);
  return `${appPaths.solve}?${query.toString()}`;
}

/** Starts a workbook of a study mode: /solve/one?mode=<MODE>&count=N[&unitId][&problemId][&q][&kind]. */
export function studyModePath(mode: StudyModeParam, target: ModeTarget): string {
  const query = new URLSearchParams({ mode, count: String(target.count) });
  if (target.unitId) query.set('unitId', target.unitId);
  if (target.problemId) query.set('problemId', target.problemId);
  if (target.q) query.set('q', target.q);
  if (target.kind) query.set('kind', target.kind);
  return `${appPaths.solve}?${query.toString()}`;
}

/** The unit study page: /study/learning/?unitId=<id>. */
export function learningPath(unitId: string): string {
  return `${appPaths.studyLearning}?${new URLSearchParams({ unitId }).toString()}`;
}

/** The search on /study keeps its words in the URL: /study?q=<words>. */
export function studySearchPath(q: string): string {
  const words = q.trim();
  return words ? `${appPaths.study}?${new URLSearchParams({ q: words }).toString()}` : appPaths.study;
}
