// POST one answer of a test; the answer holds the test as it stands after it, with the next question.
import { TEST_PATHS, TestSchema, buildPath, type Test, type TestAnswerRequest } from '@mathbridge/contract';
import { request } from '../../../lib/http';

/** Sends one answer; a retry with the same clientAttemptId is answered alike and counted once. */
export function answerTest(id: string, body: TestAnswerRequest): Promise<Test> {
  return request(buildPath(TEST_PATHS.answers, { id }), {
    method: 'POST',
    body,
    schema: TestSchema,
    errorMode: 'silent',
  });
}
