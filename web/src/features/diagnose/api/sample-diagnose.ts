// The visitor's diagnostic sample call (stateless: every call carries the grade, the seed and all answers so far).
// An answer the grader cannot read is a step of its own, with the api's hint for the form it wants.
import {
  SampleDiagnoseSchema,
  TEST_PATHS,
  TestErrorCode,
  UnparseableErrorSchema,
  type LocalizedText,
  type SampleDiagnose,
  type SampleDiagnoseRequest,
} from '@mathbridge/contract';
import { HttpError, request } from '../../../lib/http';

export type SampleStep = { kind: 'step'; data: SampleDiagnose } | { kind: 'unparseable'; hint: LocalizedText };

export async function sendSampleAnswers(body: SampleDiagnoseRequest): Promise<SampleStep> {
  try {
    const data = await request(TEST_PATHS.sampleDiagnose, {
      method: 'POST',
      body,
      schema: SampleDiagnoseSchema,
      errorMode: 'silent',
      withAuth: false,
    });
    return { kind: 'step', data };
  } catch (error) {
    const unparseable = error instanceof HttpError ? UnparseableErrorSchema.safeParse(error.body) : null;
    if (unparseable?.success && unparseable.data.code === TestErrorCode.Unparseable) {
      return { kind: 'unparseable', hint: unparseable.data.hint };
    }
    throw error;
  }
}

export const sampleKeys = {
  step: (run: SampleDiagnoseRequest) => ['tests', 'sample-diagnose', run] as const,
};
