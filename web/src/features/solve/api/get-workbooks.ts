// GET /v1/api/workbooks: the student's workbooks, newest first, a page at a time, optionally of one kind.
import { PRACTICE_PATHS, WorkbookListSchema, type WorkbookList } from '@mathbridge/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { workbookKeys, type WorkbookListFilter } from './workbook-keys';

export function getWorkbooks({ page, size, kind }: WorkbookListFilter): Promise<WorkbookList> {
  const query = new URLSearchParams({ page: String(page), size: String(size) });
  if (kind) query.set('kind', kind);
  return request(`${PRACTICE_PATHS.workbooks}?${query.toString()}`, {
    schema: WorkbookListSchema,
    errorMode: 'silent',
  });
}

export const getWorkbooksQueryOptions = (filter: WorkbookListFilter) =>
  queryOptions({
    queryKey: workbookKeys.list(filter),
    queryFn: () => getWorkbooks(filter),
    retry: false,
    placeholderData: keepPreviousData,
  });

export function useWorkbooks(filter: WorkbookListFilter, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getWorkbooksQueryOptions(filter), enabled });
}
