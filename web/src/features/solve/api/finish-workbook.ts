// POST /v1/api/workbooks/:id/finish: hands the workbook in and answers with its results, which go straight
// into the cache for the results screen; everything that counted the workbook as open becomes stale.
import { buildPath, PRACTICE_PATHS, WorkbookResultsSchema, type WorkbookResults } from '@mathbridge/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { markPracticeStale, sendEvenOffline } from '../../../lib/react-query';
import { workbookKeys } from './workbook-keys';

export function finishWorkbook(id: string): Promise<WorkbookResults> {
  return request(buildPath(PRACTICE_PATHS.workbookFinish, { id }), {
    method: 'POST',
    schema: WorkbookResultsSchema,
    errorMode: 'alert',
  });
}

export function useFinishWorkbookMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: finishWorkbook,
    ...sendEvenOffline,
    onSuccess: async (results, id) => {
      await markPracticeStale(queryClient);
      queryClient.setQueryData(workbookKeys.results(id), results);
    },
  });
}
