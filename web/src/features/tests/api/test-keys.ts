// The tests' query keys: under the practice key, as a test is a workbook too and every practice change touches them.
import { practiceKey } from '../../../lib/react-query';
import type { TestType } from '@mathbridge/contract';

export interface TestListFilter {
  page: number;
  size: number;
  type?: TestType;
}

export const testKeys = {
  all: [...practiceKey, 'tests'] as const,
  lists: () => [...practiceKey, 'tests', 'list'] as const,
  list: (filter: TestListFilter) => [...practiceKey, 'tests', 'list', filter] as const,
  test: (id: string) => [...practiceKey, 'tests', 'test', id] as const,
  report: (id: string) => [...practiceKey, 'tests', 'report', id] as const,
};
