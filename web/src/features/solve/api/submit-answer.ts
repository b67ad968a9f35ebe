// POST /v1/api/attempts: one answer of a workbook. Failures are the caller's to show: a network failure
// keeps the answer for later, and the catalogue's messages belong on the solving screen, not in an alert.
import {
  PRACTICE_PATHS,
  SubmitAnswerResponseSchema,
  type SubmitAnswerRequest,
  type SubmitAnswerResponse,
} from '@mathbridge/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { markPracticeStale, sendEvenOffline } from '../../../lib/react-query';

export function submitAnswer(body: SubmitAnswerRequest, showLoading = true): Promise<SubmitAnswerResponse> {
  return request(PRACTICE_PATHS.attempts, {
    method: 'POST',
    body,
    schema: SubmitAnswerResponseSchema,
    errorMode: 'silent',
    showLoading,
  });
}

/** Progress, study sets and recommendations change with every answer; the solving screen updates its workbook. */
export function useSubmitAnswerMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SubmitAnswerRequest) => submitAnswer(body),
    ...sendEvenOffline,
    onSuccess: () => markPracticeStale(queryClient),
  });
}
