// The answering loop of an adaptive test (level, diagnostic): one problem at a time, each answer sent with an id the
// app makes once per problem. Until the server has taken it, the answer is kept in browser storage under the test's
// id, so a lost response, a flaky network or a reload sends it again with the SAME id (the server counts an id once).
// 422 E_UNPARSEABLE keeps nothing and gives the hint; 409 (not the current problem, already finished) reloads the
// test, which resumes it where the server has it.
import { TestErrorCode, type LocalizedText, type Test, type TestAnswerRequest } from '@mathbridge/contract';
import { useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { HttpError } from '../../../lib/http';
import { markPracticeStale } from '../../../lib/react-query';
import { useAlertStore } from '../../feedback/stores/alert-store';
import { answerTest } from '../api/answer-test';
import { testQuery } from '../api/get-test';
import { testKeys } from '../api/test-keys';
import { answerTimeMs, unparseableHint } from '../lib/answer-rules';

/** The answer to the current problem, made once and kept until the server has it. */
export interface PendingTestAnswer extends TestAnswerRequest {
  testId: string;
}

const PREFIX = 'mathbridge.testAnswer.';
/** Waits between resends while the server cannot be reached; the last one repeats. */
export const RETRY_DELAYS_MS = [1000, 2000, 4000, 8000, 15000] as const;

export function readPendingAnswer(testId: string): PendingTestAnswer | null {
  try {
    const raw = window.localStorage.getItem(`${PREFIX}${testId}`);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<PendingTestAnswer> | null;
    if (
      value?.testId !== testId ||
      typeof value.clientAttemptId !== 'string' ||
      typeof value.problemId !== 'string' ||
      (typeof value.answer !== 'string' && typeof value.answer !== 'number') ||
      typeof value.timeMs !== 'number'
    ) {
      return null;
    }
    return value as PendingTestAnswer;
  } catch {
    return null;
  }
}

export function keepPendingAnswer(answer: PendingTestAnswer): void {
  try {
    window.localStorage.setItem(`${PREFIX}${answer.testId}`, JSON.stringify(answer));
  } catch {
    // Storage refused (private mode, full): the answer is still resent while this page stays open.
  }
}

export function dropPendingAnswer(testId: string): void {
  try {
    window.localStorage.removeItem(`${PREFIX}${testId}`);
  } catch {
    // Nothing was kept.
  }
}

/** What a failed send means for the answer. */
export type SendFailure =
  | { kind: 'unparseable'; hint: LocalizedText | null }
  /** The server has moved on (answered before, another tab, finished): reload the test. */
  | { kind: 'stale' }
  /** Not reached (or the server could not answer now): keep the answer and send it again. */
  | { kind: 'retry' }
  /** Refused for good (not found, invalid): drop it and say why. */
  | { kind: 'rejected'; message: string };

export function classifyFailure(error: unknown, online = true): SendFailure {
  if (!(error instanceof HttpError)) return { kind: 'retry' };
  if (error.status === 422 && error.code === TestErrorCode.Unparseable) {
    return { kind: 'unparseable', hint: unparseableHint(error) };
  }
  if (error.status === 409) return { kind: 'stale' };
  if (!online || error.status === 0 || error.status === 401 || error.status === 408 || error.status === 429) {
    return { kind: 'retry' };
  }
  if (error.status >= 500) return { kind: 'retry' };
  return { kind: 'rejected', message: error.message };
}

export type SendPhase = 'idle' | 'sending' | 'waiting';

export interface AdaptiveTest {
  /** The test as the server has it (the query; refetched on every visit). */
  query: UseQueryResult<Test>;
  phase: SendPhase;
  /** The answer on its way (locked on screen until the server has it). */
  pending: PendingTestAnswer | null;
  /** Set after 422: the answer was not read; the hint names the form wanted (null: the problem's own hint). */
  unparseable: { problemId: string; hint: LocalizedText | null } | null;
  /** Sends the answer to the current problem ('' skips it: "I don't know"). */
  answer(problemId: string, answer: string | number, timeMs: number): void;
  /** Sends a waiting answer now instead of at the next retry. */
  retryNow(): void;
}

export function useAdaptiveTest(testId: string, onFinished?: (test: Test) => void): AdaptiveTest {
  const queryClient = useQueryClient();
  // Coming back to a test always asks the server where it stands.
  const query = useQuery({ ...testQuery(testId), staleTime: 0 });
  const [pending, setPending] = useState<PendingTestAnswer | null>(() => readPendingAnswer(testId));
  const [phase, setPhase] = useState<SendPhase>('idle');
  const [unparseable, setUnparseable] = useState<AdaptiveTest['unparseable']>(null);
  const inFlight = useRef(false);
  const failures = useRef(0);
  /** The next resend of a waiting answer: a new object after every failed try, so the wait starts again. */
  const [retry, setRetry] = useState<{ delayMs: number } | null>(null);
  const mounted = useRef(true);
  const finishedRef = useRef(onFinished);
  const resumeChecked = useRef(false);

  useEffect(() => {
    finishedRef.current = onFinished;
  }, [onFinished]);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const settle = useCallback(() => {
    dropPendingAnswer(testId);
    failures.current = 0;
    if (!mounted.current) return;
    setPending(null);
    setPhase('idle');
    setRetry(null);
  }, [testId]);

  const send = useCallback(
    async (attempt: PendingTestAnswer) => {
      if (inFlight.current) return;
      inFlight.current = true;
      // A resend of a waiting answer keeps the notice up until it gets through.
      setPhase((current) => (current === 'waiting' ? 'waiting' : 'sending'));
      const { testId: _testId, ...body } = attempt;
      try {
        const next = await answerTest(testId, body);
        settle();
        if (mounted.current) setUnparseable(null);
        queryClient.setQueryData(testKeys.test(testId), next);
        void queryClient.invalidateQueries({ queryKey: testKeys.lists() });
        // A test is a workbook too: the home and the lists count it.
        void markPracticeStale(queryClient);
      } catch (error) {
        const failure = classifyFailure(error, typeof navigator === 'undefined' || navigator.onLine !== false);
        if (failure.kind === 'retry') {
          if (!mounted.current) return;
          setRetry({ delayMs: RETRY_DELAYS_MS[Math.min(failures.current, RETRY_DELAYS_MS.length - 1)] ?? 15000 });
          failures.current += 1;
          setPhase('waiting');
          return;
        }
        settle();
        if (failure.kind === 'unparseable') {
          if (mounted.current) setUnparseable({ problemId: attempt.problemId, hint: failure.hint });
          return;
        }
        if (failure.kind === 'rejected') useAlertStore.getState().alert(failure.message);
        await queryClient.invalidateQueries({ queryKey: testKeys.test(testId) });
      } finally {
        inFlight.current = false;
      }
    },
    [queryClient, settle, testId],
  );

  // A reload (or a return) with an answer still kept: send it again if its problem is still the current one;
  // otherwise the server already took it (or moved on), so it goes.
  const data = query.data;
  useEffect(() => {
    if (!data || resumeChecked.current) return;
    // After this render, so the resend's own state changes do not land inside the effect.
    const timer = setTimeout(() => {
      resumeChecked.current = true;
      const kept = readPendingAnswer(testId);
      if (!kept) return;
      if (data.status === 'IN_PROGRESS' && data.item?.id === kept.problemId) void send(kept);
      else settle();
    }, 0);
    return () => clearTimeout(timer);
  }, [data, send, settle, testId]);

  useEffect(() => {
    if (data?.status === 'FINISHED') finishedRef.current?.(data);
  }, [data]);

  // A waiting answer goes again after a while, and at once when the browser is back online.
  useEffect(() => {
    if (phase !== 'waiting' || !pending || !retry) return;
    const resend = () => void send(pending);
    const timer = setTimeout(resend, retry.delayMs);
    window.addEventListener('online', resend);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('online', resend);
    };
  }, [phase, pending, retry, send]);

  const answer = useCallback(
    (problemId: string, value: string | number, timeMs: number) => {
      if (inFlight.current || pending) return;
      const attempt: PendingTestAnswer = {
        testId,
        clientAttemptId: crypto.randomUUID(),
        problemId,
        answer: value,
        timeMs: answerTimeMs(timeMs),
      };
      keepPendingAnswer(attempt);
      setPending(attempt);
      setUnparseable(null);
      void send(attempt);
    },
    [pending, send, testId],
  );

  const retryNow = useCallback(() => {
    if (pending) void send(pending);
  }, [pending, send]);

  return { query, phase, pending, unparseable, answer, retryNow };
}
