// The URLs home links to, by the conventions the solving and study screens share (start a workbook through
// /solve/one, results at /solve/result, unit study at /study/learning/).
import { FAST_SET_SIZE, type WorkbookKind } from '@mathbridge/contract';

/** The solving route of an existing workbook, by its kind. */
export function workbookRoute(kind: WorkbookKind, id: string): string {
  const query = `?id=${encodeURIComponent(id)}`;
  switch (kind) {
    case 'test':
      return `/solve/test/one/workbook${query}`;
    case 'quest':
      return `/solve/test/one/workbook_quest${query}`;
    default:
      return `/solve/one/workbook${query}`;
  }
}

export const resultsRoute = (id: string) => `/solve/result?id=${encodeURIComponent(id)}`;

/** Starts a practice workbook of a unit. */
export const practiseUnitRoute = (unitId: string, count = 5) =>
  `/solve/one?unit=${encodeURIComponent(unitId)}&count=${count}`;

/** Starts a workbook of a study mode. */
export const studyModeRoute = (mode: 'TODAY' | 'FAST', count: number) => `/solve/one?mode=${mode}&count=${count}`;

export const unitStudyRoute = (unitId: string) => `/study/learning/?unitId=${encodeURIComponent(unitId)}`;

export const homeLinks = {
  study: '/study',
  incorrectNotes: '/study/incorrect',
  fastSet: studyModeRoute('FAST', FAST_SET_SIZE),
  workbookList: '/solve/test/list',
  levelTest: '/test',
  diagnose: '/solve/diagnose/workbook',
  sat: '/sat',
} as const;
