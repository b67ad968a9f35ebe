// GET /v1/api/workbooks for the home: enough recent workbooks to find one to continue and a few finished
// ones. Home is a summary, so a failure shows on its card (quiet) instead of an alert over the page.
import { PRACTICE_PATHS, WorkbookListSchema, type WorkbookList } from '@mathbridge/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { practiceKey } from '../../../lib/react-query';

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

export const getRecentWorkbooksQueryOptions = () =>
  queryOptions({ queryKey: [...practiceKey, 'workbooks', 'home'], queryFn: getRecentWorkbooks, retry: false });

export function useRecentWorkbooks() {
  return useQuery(getRecentWorkbooksQueryOptions());
}
