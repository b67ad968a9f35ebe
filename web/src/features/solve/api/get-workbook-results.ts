// GET /v1/api/workbooks/:id/results: a finished workbook's score, per-problem outcomes and explanations.
import { buildPath, PRACTICE_PATHS, WorkbookResultsSchema, type WorkbookResults } from '@mathbridge/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { workbookKeys } from './workbook-keys';

export function getWorkbookResults(id: string): Promise<WorkbookResults> {
  return request(buildPath(PRACTICE_PATHS.workbookResults, { id }), {
    schema: WorkbookResultsSchema,
    errorMode: 'silent',
  });
}

export const getWorkbookResultsQueryOptions = (id: string) =>
  queryOptions({ queryKey: workbookKeys.results(id), queryFn: () => getWorkbookResults(id), retry: false });

export function useWorkbookResults(id: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getWorkbookResultsQueryOptions(id), enabled });
}
