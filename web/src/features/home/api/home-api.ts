// The calls behind the student's home: their workbooks, today's set, the last answered problem and per-unit
// progress. Home is a summary, so a failure shows on its card (quiet handler) instead of an alert over the page.
import {
  PRACTICE_PATHS,
  ProgressSchema,
  StudySetSchema,
  WorkbookListSchema,
  buildPath,
  type Progress,
  type StudyModeParam,
  type StudySet,
  type WorkbookList,
} from '@mathbridge/contract';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../../lib/http';

/** Enough recent workbooks to find one to continue and a few finished ones. */
export const HOME_WORKBOOK_WINDOW = 20;
/** Finished workbooks listed under Recent results. */
export const RECENT_RESULTS_SHOWN = 3;

export function getRecentWorkbooks(): Promise<WorkbookList> {
  return request(`${PRACTICE_PATHS.workbooks}?page=1&size=${HOME_WORKBOOK_WINDOW}`, {
    schema: WorkbookListSchema,
    errorMode: 'quiet',
  });
}

export function getStudyPreview(mode: StudyModeParam, count?: number): Promise<StudySet> {
  const query = count ? `?count=${count}` : '';
  return request(`${buildPath(PRACTICE_PATHS.study, { mode })}${query}`, {
    schema: StudySetSchema,
    errorMode: 'quiet',
  });
}

export function getProgress(): Promise<Progress> {
  return request(PRACTICE_PATHS.progress, { schema: ProgressSchema, errorMode: 'quiet' });
}

// Home always shows fresh figures: a student comes back to it right after solving.
const fresh = { staleTime: 0, retry: false } as const;

export const homeKeys = {
  workbooks: ['home', 'workbooks'] as const,
  today: ['home', 'today'] as const,
  lastAnswered: ['home', 'last-answered'] as const,
  progress: ['home', 'progress'] as const,
};

export const recentWorkbooksQuery = queryOptions({
  queryKey: homeKeys.workbooks,
  queryFn: getRecentWorkbooks,
  ...fresh,
});

export const todayQuery = queryOptions({ queryKey: homeKeys.today, queryFn: () => getStudyPreview('TODAY'), ...fresh });

/** RECENT with one problem: the last problem the student answered, and so the unit they practised last. */
export const lastAnsweredQuery = queryOptions({
  queryKey: homeKeys.lastAnswered,
  queryFn: () => getStudyPreview('RECENT', 1),
  ...fresh,
});

export const progressQuery = queryOptions({ queryKey: homeKeys.progress, queryFn: getProgress, ...fresh });
