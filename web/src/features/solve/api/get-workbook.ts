// GET /v1/api/workbooks/:id: one workbook with its items (answer-free) and what was answered so far.
import { buildPath, PRACTICE_PATHS, WorkbookSchema, type Workbook } from '@mathbridge/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { workbookKeys } from './workbook-keys';

export function getWorkbook(id: string): Promise<Workbook> {
  return request(buildPath(PRACTICE_PATHS.workbook, { id }), { schema: WorkbookSchema, errorMode: 'silent' });
}

export const getWorkbookQueryOptions = (id: string) =>
  queryOptions({ queryKey: workbookKeys.detail(id), queryFn: () => getWorkbook(id), retry: false });

export function useWorkbook(id: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getWorkbookQueryOptions(id), enabled });
}
