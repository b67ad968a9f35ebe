// POST /v1/api/workbooks: a new workbook from units or a study mode; the lists that would show it become
// stale. The mutation is keyed by the link it was made for, so a screen can tell that one is already under way.
import { PRACTICE_PATHS, WorkbookSchema, type CreateWorkbookRequest, type Workbook } from '@mathbridge/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { markPracticeStale, practiceKey, sendEvenOffline } from '../../../lib/react-query';

export function createWorkbook(body: CreateWorkbookRequest): Promise<Workbook> {
  return request(PRACTICE_PATHS.workbooks, { method: 'POST', body, schema: WorkbookSchema, errorMode: 'silent' });
}

export const createWorkbookKey = (link: string) => [...practiceKey, 'create-workbook', link] as const;

export function useCreateWorkbook(link: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: createWorkbookKey(link),
    mutationFn: createWorkbook,
    ...sendEvenOffline,
    onSuccess: () => markPracticeStale(queryClient),
  });
}
