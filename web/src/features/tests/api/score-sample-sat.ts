// POST a visitor's answers to the sample SAT module for its score; nothing is stored.
import { SampleSatScoreSchema, TEST_PATHS, type SampleSatScore } from '@mathbridge/contract';
import { request } from '../../../lib/http';

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
