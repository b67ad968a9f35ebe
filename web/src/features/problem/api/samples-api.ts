// The public sample set and its check: graded by the server, nothing saved.
import {
  CheckAnswerResponseSchema,
  PRACTICE_PATHS,
  SampleSetSchema,
  buildPath,
  type CheckAnswerResponse,
  type SampleSet,
} from '@mathbridge/contract';
import { request } from '../../../lib/http';

export function getSamples(): Promise<SampleSet> {
  return request(PRACTICE_PATHS.samples, { schema: SampleSetSchema, withAuth: false, errorMode: 'silent' });
}

export function checkSample(problemId: string, answer: string | number): Promise<CheckAnswerResponse> {
  return request(buildPath(PRACTICE_PATHS.sampleCheck, { id: problemId }), {
    method: 'POST',
    body: { answer },
    schema: CheckAnswerResponseSchema,
    withAuth: false,
    errorMode: 'alert',
  });
}
