// The visitor's diagnostic sample call (stateless: every call carries the grade, the seed and all answers so far).
// An answer the grader cannot read is a step of its own, with the api's hint for the form it wants, because the
// shared request layer keeps only an error's code and message.
import {
  ErrorResponseSchema,
  LIMITS,
  SampleDiagnoseSchema,
  TEST_PATHS,
  TestErrorCode,
  UnparseableErrorSchema,
  type LocalizedText,
  type SampleDiagnose,
  type SampleDiagnoseRequest,
} from '@mathbridge/contract';
import { HttpError, requestHeaders } from '../../../lib/http';

export type SampleStep = { kind: 'step'; data: SampleDiagnose } | { kind: 'unparseable'; hint: LocalizedText };

async function post(body: SampleDiagnoseRequest): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), LIMITS.requestTimeoutMs);
  try {
    return await fetch(TEST_PATHS.sampleDiagnose, {
      method: 'POST',
      headers: { ...requestHeaders(null), 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      credentials: 'same-origin',
      signal: controller.signal,
    });
  } catch (cause) {
    const aborted = cause instanceof DOMException && cause.name === 'AbortError';
    throw new HttpError(0, null, aborted ? 'The request timed out' : 'The network is unavailable');
  } finally {
    clearTimeout(timer);
  }
}

async function json(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

export async function sendSampleAnswers(body: SampleDiagnoseRequest): Promise<SampleStep> {
  const response = await post(body);
  const payload = await json(response);
  if (response.ok) {
    const parsed = SampleDiagnoseSchema.safeParse(payload);
    if (!parsed.success) throw new HttpError(response.status, 'E_BAD_RESPONSE', 'The server sent an unexpected answer');
    return { kind: 'step', data: parsed.data };
  }
  const unparseable = UnparseableErrorSchema.safeParse(payload);
  if (response.status === 422 && unparseable.success && unparseable.data.code === TestErrorCode.Unparseable) {
    return { kind: 'unparseable', hint: unparseable.data.hint };
  }
  const error = ErrorResponseSchema.safeParse(payload);
  if (error.success) throw new HttpError(response.status, error.data.code, error.data.message);
  throw new HttpError(response.status, null, response.statusText || `HTTP ${response.status}`);
}

export const sampleKeys = {
  step: (run: SampleDiagnoseRequest) => ['tests', 'sample-diagnose', run] as const,
};
