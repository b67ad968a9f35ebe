// The calls of the three tests (level, diagnostic, SAT) and of the visitors' samples, each parsed with its contract
// schema, with the query options the test screens share.
import {
  SampleDiagnoseSchema,
  SampleSatSchema,
  SampleSatScoreSchema,
  TEST_PATHS,
  TestListSchema,
  TestReportSchema,
  TestSchema,
  buildPath,
  type CreateTestRequest,
  type SampleDiagnose,
  type SampleDiagnoseRequest,
  type SampleSat,
  type SampleSatScore,
  type Test,
  type TestAnswerRequest,
  type TestList,
  type TestReport,
} from '@mathbridge/contract';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { testKeys, type TestListFilter } from './test-keys';

export function createTest(body: CreateTestRequest): Promise<Test> {
  return request(TEST_PATHS.tests, { method: 'POST', body, schema: TestSchema, errorMode: 'silent' });
}

export function getTest(id: string): Promise<Test> {
  return request(buildPath(TEST_PATHS.test, { id }), { schema: TestSchema, errorMode: 'silent' });
}

/** Sends one answer; a retry with the same clientAttemptId is answered alike and counted once. */
export function answerTest(id: string, body: TestAnswerRequest): Promise<Test> {
  return request(buildPath(TEST_PATHS.answers, { id }), {
    method: 'POST',
    body,
    schema: TestSchema,
    errorMode: 'silent',
  });
}

export function getTestReport(id: string): Promise<TestReport> {
  return request(buildPath(TEST_PATHS.report, { id }), { schema: TestReportSchema, errorMode: 'silent' });
}

export function listTests({ page, size, type }: TestListFilter): Promise<TestList> {
  const query = new URLSearchParams({ page: String(page), size: String(size) });
  if (type) query.set('type', type);
  return request(`${TEST_PATHS.tests}?${query.toString()}`, { schema: TestListSchema, errorMode: 'silent' });
}

export function sampleDiagnose(body: SampleDiagnoseRequest): Promise<SampleDiagnose> {
  return request(TEST_PATHS.sampleDiagnose, {
    method: 'POST',
    body,
    schema: SampleDiagnoseSchema,
    errorMode: 'silent',
  });
}

export function sampleSat(seed?: number): Promise<SampleSat> {
  const query = seed === undefined ? '' : `?seed=${seed}`;
  return request(`${TEST_PATHS.sampleSat}${query}`, { schema: SampleSatSchema, errorMode: 'silent' });
}

export function scoreSampleSat(body: {
  seed: number;
  answers: { problemId: string; answer: string | number }[];
  seconds: number;
}): Promise<SampleSatScore> {
  return request(TEST_PATHS.sampleSatScore, {
    method: 'POST',
    body,
    schema: SampleSatScoreSchema,
    errorMode: 'silent',
  });
}

export const testQuery = (id: string) => queryOptions({ queryKey: testKeys.test(id), queryFn: () => getTest(id) });
export const testReportQuery = (id: string) =>
  queryOptions({ queryKey: testKeys.report(id), queryFn: () => getTestReport(id), staleTime: Infinity });
export const testListQuery = (filter: TestListFilter) =>
  queryOptions({ queryKey: testKeys.list(filter), queryFn: () => listTests(filter) });
