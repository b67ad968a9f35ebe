// GET a page of the student's tests, of one type or all, for the test screens' histories.
import { TEST_PATHS, TestListSchema, type TestList } from '@mathbridge/contract';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { testKeys, type TestListFilter } from './test-keys';

export function listTests({ page, size, type }: TestListFilter): Promise<TestList> {
  const query = new URLSearchParams({ page: String(page), size: String(size) });
  if (type) query.set('type', type);
  return request(`${TEST_PATHS.tests}?${query.toString()}`, { schema: TestListSchema, errorMode: 'silent' });
}

export const testListQuery = (filter: TestListFilter) =>
  queryOptions({ queryKey: testKeys.list(filter), queryFn: () => listTests(filter) });
