// Resends one kept answer through the request layer and says what came of it, for flushAnswers.
import type { SubmitAnswerRequest } from '@mathbridge/contract';
import { HttpError } from '../../../lib/http';
import { submitAnswer } from '../api/submit-answer';
import { isRetryableStatus, type SendOutcome } from './offline-answers';

export async function sendKeptAnswer(answer: SubmitAnswerRequest): Promise<SendOutcome> {
  try {
    await submitAnswer(answer, false);
    return 'sent';
  } catch (error) {
    if (error instanceof HttpError && !isRetryableStatus(error.status)) return 'rejected';
    return 'offline';
  }
}
