import type { SubmitAnswerRequest, UserMe } from '@mathbridge/contract';
import { PRACTICE_PATHS } from '@mathbridge/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { configureHttp, setHttpBaseUrl } from '../../../lib/http';
import { startRecordingServer, type RecordingServer } from '../../../test/recording-server';
import { useSessionStore } from '../../../lib/session-store';
import { keepAnswer, pendingAnswers } from '../lib/offline-answers';
import { useKeptAnswersStore } from '../stores/kept-answers-store';
import { useAnswerSync } from './use-answer-sync';

const answer: SubmitAnswerRequest = {
  clientAttemptId: '00000000-0000-4000-8000-000000000001',
  problemId: '5d0b3c1e-8a8f-5b6e-9c1a-2f3e4d5c6b7a',
  workbookId: '0f8fad5b-d9cb-469f-a165-70867728950e',
  answer: 2,
  timeMs: 4200,
};

let server: RecordingServer;
let reachable: boolean;

beforeAll(async () => {
  server = await startRecordingServer();
  server.on('POST /v1/api/attempts', () =>
    reachable
      ? { status: 200, body: { result: 'recorded', attemptId: '7c9e6679-7425-40de-944b-e07fc1f90ae7' } }
      : { status: 503, body: { code: 'E_UPSTREAM', message: 'The learning service is unavailable' } },
  );
});

afterAll(async () => {
  await server.close();
});

beforeEach(() => {
  window.localStorage.clear();
  server.requests.length = 0;
  reachable = true;
  setHttpBaseUrl(server.url);
  configureHttp({ getTranslationCode: () => 'en', getAccessToken: () => 'token' });
  useSessionStore.getState().loggedIn({ id: 'student-a' } as UserMe);
});

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>;
}

const attempts = () => server.requests.filter((r) => r.path === PRACTICE_PATHS.attempts).map((r) => r.body);

describe('useAnswerSync', () => {
  it('sends the answers kept on an earlier visit when the app starts', async () => {
    keepAnswer('student-a', answer);

    renderHook(() => useAnswerSync(), { wrapper });

    await waitFor(() => expect(pendingAnswers('student-a')).toEqual([]));
    expect(attempts()).toEqual([answer]);
    expect(useKeptAnswersStore.getState().kept).toEqual([]);
  });

  it('keeps them while the service cannot be reached and sends them when the browser is back online', async () => {
    reachable = false;
    keepAnswer('student-a', answer);
    renderHook(() => useAnswerSync(), { wrapper });
    await waitFor(() => expect(attempts()).toHaveLength(1));
    expect(pendingAnswers('student-a')).toHaveLength(1);
    expect(useKeptAnswersStore.getState().kept).toHaveLength(1);

    reachable = true;
    window.dispatchEvent(new Event('online'));

    await waitFor(() => expect(pendingAnswers('student-a')).toEqual([]));
    expect(attempts()).toEqual([answer, answer]);
  });

  it('sends nothing for a visitor', async () => {
    useSessionStore.getState().loggedOut();
    keepAnswer('student-a', answer);
    renderHook(() => useAnswerSync(), { wrapper });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(attempts()).toEqual([]);
    expect(pendingAnswers('student-a')).toHaveLength(1);
  });
});
