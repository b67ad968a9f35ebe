// The adaptive test's answering loop against a real local server: one id per answer, resent unchanged after a lost
// connection or a reload, dropped once the server has moved on; 422 keeps nothing, 409 reloads the test.
import { buildPath, TEST_PATHS } from '@mathbridge/contract';
import type { Test } from '@mathbridge/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError, configureHttp } from '../../../lib/http';
import { testProblem } from '../../../test/practice';
import { recordingServerForFile } from '../../../test/recording-server';
import { useAlertStore } from '../../feedback/stores/alert-store';
import { testKeys } from '../api/test-keys';
import { classifyFailure, keepPendingAnswer, readPendingAnswer, useAdaptiveTest } from './use-adaptive-test';

const TEST_ID = '0f8fad5b-d9cb-469f-a165-70867728950e';
const first = testProblem({}, 1);
const second = testProblem({ type: 'essay', choices: null }, 2);
const answersPath = buildPath(TEST_PATHS.answers, { id: TEST_ID });

function testView(overrides: Partial<Test> = {}): Test {
  return {
    id: TEST_ID,
    type: 'LEVEL',
    status: 'IN_PROGRESS',
    item: first,
    answered: 0,
    maxItems: 20,
    gradeId: 'kr-m1',
    unitIds: [],
    module: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    finishedAt: null,
    ...overrides,
  };
}

const server = recordingServerForFile();
let client: QueryClient;

beforeAll(() => {
  configureHttp({ getTranslationCode: () => 'en', getAccessToken: () => 'token' });
});

beforeEach(() => {
  window.localStorage.clear();
  useAlertStore.setState({ queue: [] });
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  server.on(`GET /v1/api/tests/${TEST_ID}`, { status: 200, body: testView() });
  server.on(answersPath, { status: 404 });
  server.on('GET /v1/api/tests', { status: 200, body: { items: [], page: 1, size: 5, total: 0 } });
});

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

const sent = () => server.requests.filter((r) => r.path === answersPath).map((r) => r.body as Record<string, unknown>);
const gets = () =>
  server.requests.filter((r) => r.method === 'GET' && r.path === buildPath(TEST_PATHS.test, { id: TEST_ID }));

async function loaded(onFinished?: (test: Test) => void) {
  const hook = renderHook(() => useAdaptiveTest(TEST_ID, onFinished), { wrapper });
  await waitFor(() => expect(hook.result.current.query.data).toBeDefined());
  return hook;
}

describe('useAdaptiveTest', () => {
  it('sends an answer with a fresh id and the time taken, then shows the next problem', async () => {
    server.on(`POST ${answersPath}`, { status: 200, body: testView({ item: second, answered: 1 }) });
    const { result } = await loaded();

    act(() => result.current.answer(first.id, 2, 4200.4));

    await waitFor(() => expect(result.current.query.data?.item?.id).toBe(second.id));
    expect(sent()).toEqual([{ clientAttemptId: expect.any(String), problemId: first.id, answer: 2, timeMs: 4200 }]);
    expect(result.current.pending).toBeNull();
    expect(result.current.phase).toBe('idle');
    expect(readPendingAnswer(TEST_ID)).toBeNull();
  });

  it("sends '' for I don't know", async () => {
    server.on(`POST ${answersPath}`, { status: 200, body: testView({ item: second, answered: 1 }) });
    const { result } = await loaded();

    act(() => result.current.answer(first.id, '', 900));

    await waitFor(() => expect(sent()).toHaveLength(1));
    expect(sent()[0]?.answer).toBe('');
  });

  it('keeps an answer the server cannot be reached for, and resends it with the same id', async () => {
    let reachable = false;
    server.on(`POST ${answersPath}`, () =>
      reachable
        ? { status: 200, body: testView({ item: second, answered: 1 }) }
        : { status: 503, body: { code: 'E_UPSTREAM', message: 'The learning service is unavailable' } },
    );
    const { result } = await loaded();

    act(() => result.current.answer(first.id, 3, 1000));

    await waitFor(() => expect(result.current.phase).toBe('waiting'));
    expect(readPendingAnswer(TEST_ID)).toMatchObject({ problemId: first.id, answer: 3 });
    expect(result.current.pending?.problemId).toBe(first.id);

    reachable = true;
    act(() => result.current.retryNow());

    await waitFor(() => expect(result.current.query.data?.item?.id).toBe(second.id));
    const [lost, resent] = sent();
    expect(resent?.clientAttemptId).toBe(lost?.clientAttemptId);
    expect(resent).toEqual(lost);
    expect(readPendingAnswer(TEST_ID)).toBeNull();
    expect(useAlertStore.getState().queue).toEqual([]);
  });

  it('resends on its own after a short wait', async () => {
    let calls = 0;
    server.on(`POST ${answersPath}`, () => {
      calls += 1;
      return calls === 1
        ? { status: 502, body: { code: 'E_UPSTREAM', message: 'Bad gateway' } }
        : { status: 200, body: testView({ item: second, answered: 1 }) };
    });
    const { result } = await loaded();

    act(() => result.current.answer(first.id, 1, 1000));

    await waitFor(() => expect(result.current.query.data?.item?.id).toBe(second.id));
    expect(new Set(sent().map((body) => body.clientAttemptId)).size).toBe(1);
    expect(sent()).toHaveLength(2);
  });

  it('resends an answer kept before a reload with its own id, when its problem is still the current one', async () => {
    keepPendingAnswer({
      testId: TEST_ID,
      clientAttemptId: '00000000-0000-4000-8000-000000000007',
      problemId: first.id,
      answer: 4,
      timeMs: 3000,
    });
    server.on(`POST ${answersPath}`, { status: 200, body: testView({ item: second, answered: 1 }) });

    const { result } = renderHook(() => useAdaptiveTest(TEST_ID), { wrapper });
    expect(result.current.pending?.answer).toBe(4);

    await waitFor(() => expect(result.current.query.data?.item?.id).toBe(second.id));
    expect(sent()).toEqual([
      { clientAttemptId: '00000000-0000-4000-8000-000000000007', problemId: first.id, answer: 4, timeMs: 3000 },
    ]);
    expect(readPendingAnswer(TEST_ID)).toBeNull();
  });

  it('drops a kept answer the server already took (the test has moved on) without sending it', async () => {
    server.on(`GET /v1/api/tests/${TEST_ID}`, { status: 200, body: testView({ item: second, answered: 1 }) });
    keepPendingAnswer({
      testId: TEST_ID,
      clientAttemptId: '00000000-0000-4000-8000-000000000008',
      problemId: first.id,
      answer: 4,
      timeMs: 3000,
    });

    const { result } = await loaded();

    await waitFor(() => expect(result.current.pending).toBeNull());
    expect(readPendingAnswer(TEST_ID)).toBeNull();
    expect(sent()).toEqual([]);
  });

  it('keeps nothing for an answer the grader cannot read and says so for that problem', async () => {
    server.on(`POST ${answersPath}`, {
      status: 422,
      body: { code: 'E_UNPARSEABLE', message: 'Please enter the correct answer', hint: { ko: '수', en: 'A number' } },
    });
    const { result } = await loaded();

    act(() => result.current.answer(first.id, 'x+', 1000));

    await waitFor(() => expect(result.current.unparseable?.problemId).toBe(first.id));
    expect(result.current.pending).toBeNull();
    expect(result.current.phase).toBe('idle');
    expect(readPendingAnswer(TEST_ID)).toBeNull();
    expect(result.current.query.data?.item?.id).toBe(first.id);

    // The next try is a new answer with a new id.
    server.on(`POST ${answersPath}`, { status: 200, body: testView({ item: second, answered: 1 }) });
    act(() => result.current.answer(first.id, '12', 1000));
    await waitFor(() => expect(result.current.unparseable).toBeNull());
    const [refused, taken] = sent();
    expect(taken?.clientAttemptId).not.toBe(refused?.clientAttemptId);
  });

  it('reloads the test when the answer is not for the current problem (409)', async () => {
    server.on(`POST ${answersPath}`, {
      status: 409,
      body: { code: 'E_NOT_CURRENT', message: 'This is not the current problem of the test' },
    });
    const { result } = await loaded();
    server.on(`GET /v1/api/tests/${TEST_ID}`, { status: 200, body: testView({ item: second, answered: 1 }) });

    act(() => result.current.answer(first.id, 1, 1000));

    await waitFor(() => expect(result.current.query.data?.item?.id).toBe(second.id));
    expect(gets().length).toBeGreaterThanOrEqual(2);
    expect(result.current.pending).toBeNull();
    expect(readPendingAnswer(TEST_ID)).toBeNull();
  });

  it('calls onFinished once the server says the test is finished', async () => {
    const finishedView = testView({
      status: 'FINISHED',
      item: null,
      answered: 1,
      finishedAt: '2026-11-20T10:09:00.000Z',
    });
    server.on(`POST ${answersPath}`, { status: 200, body: finishedView });
    const onFinished = vi.fn();
    const { result } = await loaded(onFinished);

    act(() => result.current.answer(first.id, 0, 1000));

    await waitFor(() => expect(onFinished).toHaveBeenCalledWith(finishedView));
    expect(client.getQueryData(testKeys.test(TEST_ID))).toEqual(finishedView);
  });

  it('tells the student when the server refuses the answer for good, and reloads the test', async () => {
    server.on(`POST ${answersPath}`, {
      status: 404,
      body: { code: 'E_NOT_FOUND', message: "We couldn't find your record." },
    });
    const { result } = await loaded();

    act(() => result.current.answer(first.id, 0, 1000));

    await waitFor(() =>
      expect(useAlertStore.getState().queue.map((m) => m.text)).toEqual(["We couldn't find your record."]),
    );
    expect(result.current.pending).toBeNull();
  });
});

describe('classifyFailure', () => {
  it('reads 422 E_UNPARSEABLE as unparseable, 409 as stale, network and 5xx as retry, other 4xx as rejected', () => {
    expect(classifyFailure(new HttpError(422, 'E_UNPARSEABLE', 'Please enter the correct answer'))).toEqual({
      kind: 'unparseable',
      hint: null,
    });
    expect(classifyFailure(new HttpError(409, 'E_NOT_CURRENT', 'Not current'))).toEqual({ kind: 'stale' });
    expect(classifyFailure(new HttpError(409, 'E_FINISHED', 'Finished'))).toEqual({ kind: 'stale' });
    expect(classifyFailure(new HttpError(0, null, 'The network is unavailable'))).toEqual({ kind: 'retry' });
    expect(classifyFailure(new HttpError(503, null, 'Unavailable'))).toEqual({ kind: 'retry' });
    expect(classifyFailure(new HttpError(401, null, 'Expired'))).toEqual({ kind: 'retry' });
    expect(classifyFailure(new HttpError(400, 'E_VALIDATION', 'Bad'), false)).toEqual({ kind: 'retry' });
    expect(classifyFailure(new HttpError(400, 'E_VALIDATION', 'Bad'))).toEqual({ kind: 'rejected', message: 'Bad' });
  });

  it('takes the hint from the error body when it carries one', () => {
    const error = Object.assign(new HttpError(422, 'E_UNPARSEABLE', 'Please enter the correct answer'), {
      body: {
        code: 'E_UNPARSEABLE',
        message: 'Please enter the correct answer',
        hint: { ko: '분수', en: 'A fraction' },
      },
    });
    expect(classifyFailure(error)).toEqual({ kind: 'unparseable', hint: { ko: '분수', en: 'A fraction' } });
  });
});
