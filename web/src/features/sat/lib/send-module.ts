// Handing in a module: the server takes the module's answers one at a time in module order (its `item` is the next
// one it wants), so every draft is sent in that order, blanks as '' (skipped). Each answer goes with its question's
// own clientAttemptId, so a resend after a lost response is counted once. A stale view (409 E_NOT_CURRENT) is
// refreshed and the run goes on from where the server is; a dropped connection is retried a few times.
import { TestErrorCode, type LocalizedText, type Test, type TestAnswerRequest } from '@mathbridge/contract';
import { HttpError } from '../../../lib/http';
import { answerTimeMs, unparseableHint } from '../../tests/lib/answer-rules';
import type { DraftAnswer } from './sat-drafts';

export interface ModuleSendApi {
  answer(body: TestAnswerRequest): Promise<Test>;
  reload(): Promise<Test>;
}

export interface ModuleSendInput {
  /** The answer to send for a question ('' when blank). */
  answerOf(problemId: string): DraftAnswer;
  /** The question's clientAttemptId (made and kept on first use). */
  attemptIdOf(problemId: string): string;
  timeOf(problemId: string): number;
  /** 'timeout': the time is over, so an answer the grader cannot read is sent blank instead of sent back. */
  reason: 'student' | 'timeout';
  onProgress?(sent: number, total: number): void;
  /** Told when an unreadable answer was replaced by a blank (timeout only). */
  onBlanked?(problemId: string): void;
  /** Waits before a retry; tests pass a fake. */
  wait?(ms: number): Promise<void>;
}

/** The grader could not read this answer; nothing was recorded and the student should fix it. */
export class UnparseableAnswerError extends Error {
  constructor(
    readonly problemId: string,
    /** The api's hint for the form the answer must take. */
    readonly hint: LocalizedText | null = null,
  ) {
    super('Please enter the correct answer');
    this.name = 'UnparseableAnswerError';
  }
}

/** The connection stayed down; the drafts are kept and the student may try again. */
export class SendFailedError extends Error {
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : 'The answers could not be sent', { cause });
    this.name = 'SendFailedError';
  }
}

const RETRY_DELAYS_MS = [1000, 2000, 4000];

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function isRetryable(error: unknown): boolean {
  return error instanceof HttpError && [0, 502, 503, 504].includes(error.status);
}

/**
 * Sends the rest of the module `test` is on and answers the test as it stands after it: the next module, or the
 * finished test. Throws UnparseableAnswerError (a student's submit only) or SendFailedError.
 */
export async function sendModule(test: Test, api: ModuleSendApi, input: ModuleSendInput): Promise<Test> {
  const wait = input.wait ?? sleep;
  const moduleIndex = test.module?.index ?? null;
  const total = test.module?.items.length ?? 0;
  const blanked = new Set<string>();
  let state = test;
  let failures = 0;
  let stale = 0;
  // A server that answers without moving on (it never should) must not keep the student waiting forever.
  let rounds = 0;
  const maxRounds = total * 4 + 10;

  const inModule = (view: Test) => view.status === 'IN_PROGRESS' && view.module?.index === moduleIndex;

  while (moduleIndex !== null && inModule(state) && state.item) {
    rounds += 1;
    if (rounds > maxRounds) throw new SendFailedError(new Error('The test did not move on'));
    const problemId = state.item.id;
    input.onProgress?.(state.module?.answeredIds.length ?? 0, total);
    const body: TestAnswerRequest = {
      clientAttemptId: input.attemptIdOf(problemId),
      problemId,
      answer: blanked.has(problemId) ? '' : input.answerOf(problemId),
      timeMs: answerTimeMs(input.timeOf(problemId)),
    };
    try {
      state = await api.answer(body);
      failures = 0;
    } catch (error) {
      if (error instanceof HttpError && error.code === TestErrorCode.Unparseable) {
        if (input.reason === 'student') {
          throw new UnparseableAnswerError(problemId, unparseableHint(error));
        }
        // Nothing was recorded for it, so the same attempt id may carry the blank.
        blanked.add(problemId);
        input.onBlanked?.(problemId);
        continue;
      }
      if (
        error instanceof HttpError &&
        (error.code === TestErrorCode.NotCurrent || error.code === TestErrorCode.Finished)
      ) {
        // Another tab or an earlier run moved the test on: carry on from where the server is.
        stale += 1;
        if (stale > total + 2) throw new SendFailedError(error);
        state = await reloadOrFail(api);
        continue;
      }
      if (isRetryable(error) && failures < RETRY_DELAYS_MS.length) {
        await wait(RETRY_DELAYS_MS[failures] ?? 0);
        failures += 1;
        continue;
      }
      throw new SendFailedError(error);
    }
  }
  if (inModule(state)) input.onProgress?.(state.module?.answeredIds.length ?? 0, total);
  else input.onProgress?.(total, total);
  return state;
}

async function reloadOrFail(api: ModuleSendApi): Promise<Test> {
  try {
    return await api.reload();
  } catch (error) {
    throw new SendFailedError(error);
  }
}
