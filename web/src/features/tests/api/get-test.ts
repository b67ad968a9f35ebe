// GET one test (level, diagnostic or SAT) with the question it is on; the test screens open it by id.
import { TEST_PATHS, TestSchema, buildPath, type Test } from '@mathbridge/contract';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { testKeys } from './test-keys';

export function getTest(id: string): Promise<Test> {
  return request(buildPath(TEST_PATHS.test, { id }), { schema: TestSchema, errorMode: 'silent' });
}

export const testQuery = (id: string) => queryOptions({ queryKey: testKeys.test(id), queryFn: () => getTest(id) });
