// POST one answer to a sample problem: graded by the server, nothing saved.
import { CheckAnswerResponseSchema, PRACTICE_PATHS, buildPath, type CheckAnswerResponse } from '@mathbridge/contract';
import { request } from '../../../lib/http';

export function checkSample(problemId: string, answer: string | number): Promise<CheckAnswerResponse> {
  return request(buildPath(PRACTICE_PATHS.sampleCheck, { id: problemId }), {
    method: 'POST',
    body: { answer },
    schema: CheckAnswerResponseSchema,
    withAuth: false,
    errorMode: 'alert',
  });
}
