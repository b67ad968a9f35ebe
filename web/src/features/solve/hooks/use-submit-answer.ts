// Submitting one answer of a workbook: a fresh clientAttemptId per answer, the time taken, the server's grade turned
// into the problem view's feedback. With no connection the answer is kept on this device (to be sent with the same
// id later) and the student goes on; 'Please go to the next problem' when the problem already has an answer.
import {
  PracticeErrorCode,
  type SubmitAnswerRequest,
  type SubmitAnswerResponse,
  type Workbook,
} from '@mathbridge/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { HttpError } from '../../../lib/http';
import { useAlertStore } from '../../feedback/stores/alert-store';
import type { ProblemFeedback } from '../../problem/components/problem-view';
import { useSessionStore } from '../../../lib/session-store';
import { useSubmitAnswerMutation } from '../api/submit-answer';
import { workbookKeys } from '../api/workbook-keys';
import { keepAnswer } from '../lib/offline-answers';
import { useKeptAnswersStore } from '../stores/kept-answers-store';

/** Longest a single answer may count (the api's limit is a day). */
const MAX_TIME_MS = 86_400_000;

export interface SubmitOutcome {
  feedback: ProblemFeedback;
  /** The server's grade, when it gave one. */
  response: SubmitAnswerResponse | null;
}

/** No answer from the server at all, or the service behind the gateway unreachable. */
export function isUnreachable(error: unknown): boolean {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return true;
  return error instanceof HttpError && [0, 502, 503, 504].includes(error.status);
}

export function useSubmitAnswer(workbook: Workbook) {
  const { t } = useTranslation('solve');
  const { t: tc } = useTranslation();
  const queryClient = useQueryClient();
  const userId = useSessionStore((s) => s.user?.id ?? null);
  const { mutateAsync: send } = useSubmitAnswerMutation();

  const markAnswered = useCallback(
    (problemId: string, correct: boolean | null) => {
      queryClient.setQueryData<Workbook>(workbookKeys.detail(workbook.id), (current) =>
        current
          ? {
              ...current,
              items: current.items.map((item) =>
                item.problem.id === problemId ? { ...item, answered: true, correct } : item,
              ),
            }
          : current,
      );
    },
    [queryClient, workbook.id],
  );

  return useCallback(
    async (problemId: string, answer: string | number, timeMs: number): Promise<SubmitOutcome> => {
      const body: SubmitAnswerRequest = {
        clientAttemptId: crypto.randomUUID(),
        problemId,
        workbookId: workbook.id,
        answer,
        timeMs: Math.min(MAX_TIME_MS, Math.max(0, Math.round(timeMs))),
      };
      let response: SubmitAnswerResponse;
      try {
        response = await send(body);
      } catch (error) {
        if (isUnreachable(error) && userId) {
          keepAnswer(userId, body);
          useKeptAnswersStore.getState().refresh(userId);
          return {
            response: null,
            feedback: {
              result: 'notice',
              severity: 'info',
              title: t('offline.savedTitle'),
              body: t('offline.savedBody'),
            },
          };
        }
        if (error instanceof HttpError && error.code === PracticeErrorCode.AlreadyAnswered) {
          return {
            response: null,
            feedback: { result: 'notice', severity: 'warning', title: tc('messages.goToNextProblem') },
          };
        }
        useAlertStore.getState().alert(error instanceof Error ? error.message : tc('errors.generic'));
        throw error;
      }
      if (response.result === 'unparseable') return { response, feedback: response };
      if (response.result === 'recorded') {
        markAnswered(problemId, null);
        return {
          response,
          feedback: {
            result: 'notice',
            severity: 'info',
            title: t('test.recordedTitle'),
            body: t('test.recordedBody'),
          },
        };
      }
      markAnswered(problemId, response.result === 'correct');
      return {
        response,
        feedback: { result: response.result, answer: response.answer, explanation: response.explanation },
      };
    },
    [workbook.id, userId, send, markAnswered, t, tc],
  );
}
