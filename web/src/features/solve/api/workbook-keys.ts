// The query keys of the student's workbooks, under the practice root so a change to any workbook reaches them all.
import type { WorkbookKind } from '@mathbridge/contract';
import { practiceKey } from '../../../lib/react-query';

export interface WorkbookListFilter {
  page: number;
  size: number;
  kind?: WorkbookKind;
}

export const workbookKeys = {
  all: [...practiceKey, 'workbooks'] as const,
  lists: [...practiceKey, 'workbooks', 'list'] as const,
  list: (filter: WorkbookListFilter) => [...practiceKey, 'workbooks', 'list', filter] as const,
  detail: (id: string) => [...practiceKey, 'workbooks', 'detail', id] as const,
  results: (id: string) => [...practiceKey, 'workbooks', 'results', id] as const,
};
