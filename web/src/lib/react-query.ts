// What every feature's api files share about server data: the key all of a student's practice data sits under,
// and how a change to it reaches every screen that shows it.
import type { QueryClient } from '@tanstack/react-query';

/**
 * The root of every query whose answer changes when the student creates, answers or finishes a workbook or a test:
 * workbooks, results, progress, study sets and recommendations. Each feature's keys start with it.
 */
export const practiceKey = ['practice'] as const;

/**
 * After a workbook or a test changed: every practice query is stale, so each screen asks again when it next opens
 * (the home, the study page, the lists). Nothing is fetched now: the screen that made the change keeps its own data
 * current, and a refetch behind it could overwrite what it is showing.
 */
export function markPracticeStale(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: practiceKey, refetchType: 'none' });
}

/**
 * For mutations: send even when the browser says it is offline. The request layer then reports the failure and the
 * solving screen keeps an answer for later; a paused mutation (the library's default offline) would leave the screen
 * waiting instead.
 */
export const sendEvenOffline = { networkMode: 'always' } as const;
