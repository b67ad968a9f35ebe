// GET a finished test's report; it never changes once written, so it is read once.
import { TEST_PATHS, TestReportSchema, buildPath, type TestReport } from '@mathbridge/contract';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { testKeys } from './test-keys';

export function getTestReport(id: string): Promise<TestReport> {
  return request(buildPath(TEST_PATHS.report, { id }), { schema: TestReportSchema, errorMode: 'silent' });
}

export const testReportQuery = (id: string) =>
  queryOptions({ queryKey: testKeys.report(id), queryFn: () => getTestReport(id), staleTime: Infinity });
