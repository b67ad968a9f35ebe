import type { SubmitAnswerRequest } from '@mathbridge/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { configureHttp, setHttpBaseUrl } from '../../../lib/http';
import { startRecordingServer, type RecordedRequest, type RecordingServer } from '../../../test/recording-server';
import { dropAnswer, flushAnswers, keepAnswer, pendingAnswers } from './offline-answers';
import { sendKeptAnswer } from './send-kept-answer';

const PROBLEM = '5d0b3c1e-8a8f-5b6e-9c1a-2f3e4d5c6b7a';
const WORKBOOK = '0f8fad5b-d9cb-469f-a165-70867728950e';

function answer(n: number, extra: Partial<SubmitAnswerRequest> = {}): SubmitAnswerRequest {
  return {
    clientAttemptId: `00000000-0000-4000-8000-00000000000${n}`,
    problemId: PROBLEM,
    workbookId: WORKBOOK,
    answer: n,
    timeMs: 1000 * n,
    ...extra,
  };
}

let server: RecordingServer;
/** What the server has recorded, by clientAttemptId: one entry per id however often it is sent. */
let recorded: Map<string, unknown>;

beforeAll(async () => {
  server = await startRecordingServer();
  server.on('POST /v1/api/attempts', (request: RecordedRequest) => {
    const body = request.body as SubmitAnswerRequest;
    if (body.answer === 'taken')
      return { status: 409, body: { code: 'E_ALREADY_ANSWERED', message: 'Please go to the next problem' } };
    if (!recorded.has(body.clientAttemptId)) recorded.set(body.clientAttemptId, body.answer);
    return { status: 200, body: { result: 'recorded', attemptId: '7c9e6679-7425-40de-944b-e07fc1f90ae7' } };
  });
});

afterAll(async () => {
  await server.close();
});

beforeEach(() => {
  window.localStorage.clear();
  server.requests.length = 0;
  recorded = new Map();
  setHttpBaseUrl(server.url);
  configureHttp({ getTranslationCode: () => 'en', getAccessToken: () => 'token' });
});

describe('the kept answers', () => {
  it('keeps answers per student, each id once, with the time they were given', () => {
    keepAnswer('student-a', answer(1), 111);
    keepAnswer('student-a', answer(1), 222);
    keepAnswer('student-a', answer(2), 333);
    keepAnswer('student-b', answer(3), 444);

    expect(pendingAnswers('student-a')).toEqual([
      { ...answer(1), savedAt: 111 },
      { ...answer(2), savedAt: 333 },
    ]);
    expect(pendingAnswers('student-b').map((a) => a.clientAttemptId)).toEqual([answer(3).clientAttemptId]);

    dropAnswer('student-a', answer(1).clientAttemptId);
    expect(pendingAnswers('student-a').map((a) => a.answer)).toEqual([2]);
  });

  it('ignores storage that holds something else', () => {
    window.localStorage.setItem('mathbridge.pendingAnswers.student-a', '{not json');
    expect(pendingAnswers('student-a')).toEqual([]);
    window.localStorage.setItem('mathbridge.pendingAnswers.student-a', JSON.stringify([{ answer: 1 }, 'x']));
    expect(pendingAnswers('student-a')).toEqual([]);
  });
});

describe('sending the kept answers again', () => {
  it('keeps everything while the server cannot be reached, in order', async () => {
    keepAnswer('student-a', answer(1));
    keepAnswer('student-a', answer(2));
    // A port nobody listens on: the request fails as it does with the network down.
    const closed = await startRecordingServer();
    await closed.close();
    setHttpBaseUrl(closed.url);

    const report = await flushAnswers('student-a', sendKeptAnswer);

    expect(report.sent).toEqual([]);
    expect(report.left.map((a) => a.answer)).toEqual([1, 2]);
    expect(pendingAnswers('student-a').map((a) => a.answer)).toEqual([1, 2]);
  });

  it('sends each with its own clientAttemptId once the server answers, and empties the store', async () => {
    keepAnswer('student-a', answer(1));
    keepAnswer('student-a', answer(2));

    const report = await flushAnswers('student-a', sendKeptAnswer);

    expect(report.sent.map((a) => a.answer)).toEqual([1, 2]);
    expect(server.requests.map((r) => (r.body as SubmitAnswerRequest).clientAttemptId)).toEqual([
      answer(1).clientAttemptId,
      answer(2).clientAttemptId,
    ]);
    expect(server.requests[0]?.body).toEqual(answer(1));
    expect(pendingAnswers('student-a')).toEqual([]);
  });

  it('counts an answer once when its first send reached the server but the reply was lost', async () => {
    // The first send arrived (the server recorded it); the app never saw the reply and kept the answer.
    await sendKeptAnswer(answer(1));
    keepAnswer('student-a', answer(1));

    await flushAnswers('student-a', sendKeptAnswer);

    expect(server.requests).toHaveLength(2);
    expect(recorded.size).toBe(1);
    expect(pendingAnswers('student-a')).toEqual([]);
  });

  it('drops an answer the server refuses and goes on with the next', async () => {
    keepAnswer('student-a', answer(1, { answer: 'taken' }));
    keepAnswer('student-a', answer(2));

    const report = await flushAnswers('student-a', sendKeptAnswer);

    expect(report.rejected.map((a) => a.answer)).toEqual(['taken']);
    expect(report.sent.map((a) => a.answer)).toEqual([2]);
    expect(pendingAnswers('student-a')).toEqual([]);
  });

  it('runs one flush at a time, so two triggers never send an answer twice', async () => {
    keepAnswer('student-a', answer(1));

    await Promise.all([flushAnswers('student-a', sendKeptAnswer), flushAnswers('student-a', sendKeptAnswer)]);

    expect(server.requests).toHaveLength(1);
  });
});
