import type { ProblemView, Test, TestAnswerRequest } from '@mathbridge/contract';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../../lib/http';
import { testProblem } from '../../../test/practice';
import { emptyDrafts, withAnswer, withAttemptId, type SatDrafts } from './sat-drafts';
import { sendModule, SendFailedError, UnparseableAnswerError, type ModuleSendApi } from './send-module';

const moduleOne = [0, 1, 2, 3].map((n) => testProblem({}, n));
const moduleTwo = [4, 5, 6, 7].map((n) => testProblem({}, n));

/**
 * The api's rules for an SAT test, in memory: answers in module order only (409 otherwise), an attempt id counted
 * once, 'bad' unreadable (422, nothing recorded), module 2 after module 1, then finished.
 */
function fakeServer(options: { dropResponses?: number; dropRequests?: number } = {}) {
  const modules: ProblemView[][] = [moduleOne, moduleTwo];
  const recorded: { problemId: string; answer: string | number; attemptId: string }[] = [];
  let dropResponses = options.dropResponses ?? 0;
  let dropRequests = options.dropRequests ?? 0;

  const view = (): Test => {
    const answered = new Set(recorded.map((r) => r.problemId));
    const index = modules.findIndex((items) => items.some((item) => !answered.has(item.id)));
    const items = modules[index];
    return {
      id: '00000000-0000-4000-8000-00000000aaaa',
      type: 'SAT',
      status: index < 0 ? 'FINISHED' : 'IN_PROGRESS',
      item: items?.find((item) => !answered.has(item.id)) ?? null,
      answered: recorded.length,
      maxItems: 8,
      gradeId: null,
      unitIds: [],
      module: items
        ? {
            index: index + 1,
            level: index === 0 ? 'standard' : 'harder',
            minutes: 35,
            startedAt: '2026-11-24T10:00:00.000Z',
            items,
            answeredIds: items.filter((item) => answered.has(item.id)).map((item) => item.id),
          }
        : null,
      createdAt: '2026-11-24T10:00:00.000Z',
      finishedAt: index < 0 ? '2026-11-24T11:00:00.000Z' : null,
    };
  };

  const api: ModuleSendApi = {
    async answer(body: TestAnswerRequest) {
      if (dropRequests > 0) {
        dropRequests -= 1;
        throw new HttpError(0, null, 'The network is unavailable');
      }
      if (!recorded.some((r) => r.attemptId === body.clientAttemptId)) {
        if (view().item?.id !== body.problemId) throw new HttpError(409, 'E_NOT_CURRENT', 'not current');
        if (body.answer === 'bad') throw new HttpError(422, 'E_UNPARSEABLE', 'Please enter the correct answer');
        recorded.push({ problemId: body.problemId, answer: body.answer, attemptId: body.clientAttemptId });
      }
      if (dropResponses > 0) {
        dropResponses -= 1;
        throw new HttpError(504, null, 'Gateway Timeout');
      }
      return view();
    },
    async reload() {
      return view();
    },
  };
  return { api, recorded, view };
}

/** The drafts of a screen, with attempt ids made and kept as the screen does. */
function screenDrafts(answers: Record<string, string | number>, tab = 1) {
  let drafts: SatDrafts = Object.entries(answers).reduce(
    (acc, [id, value]) => withAnswer(acc, id, value),
    emptyDrafts(),
  );
  let serial = 0;
  return {
    input: {
      answerOf: (id: string) => (drafts.answers[id] ?? '') as string | number,
      attemptIdOf: (id: string) => {
        const made = withAttemptId(
          drafts,
          id,
          () => `00000000-0000-4000-800${tab}-${String(++serial).padStart(12, '0')}`,
        );
        drafts = made.drafts;
        return made.attemptId;
      },
      timeOf: () => 1000,
      wait: async () => undefined,
    },
    setAnswer(id: string, value: string | number) {
      drafts = withAnswer(drafts, id, value);
    },
  };
}

const ids = (items: ProblemView[]) => items.map((item) => item.id);

describe('handing in an SAT module', () => {
  it('sends every answer in module order, blanks as skipped, and opens module 2', async () => {
    const server = fakeServer();
    const screen = screenDrafts({ [moduleOne[2]!.id]: 1, [moduleOne[0]!.id]: '12' });
    const progress: number[] = [];

    const next = await sendModule(server.view(), server.api, {
      ...screen.input,
      reason: 'student',
      onProgress: (sent) => progress.push(sent),
    });

    expect(server.recorded.map((r) => [r.problemId, r.answer])).toEqual([
      [moduleOne[0]!.id, '12'],
      [moduleOne[1]!.id, ''],
      [moduleOne[2]!.id, 1],
      [moduleOne[3]!.id, ''],
    ]);
    expect(next.module?.index).toBe(2);
    expect(ids(next.module?.items ?? [])).toEqual(ids(moduleTwo));
    expect(progress).toEqual([0, 1, 2, 3, 4]);
  });

  it('resends with the same id after a lost response, so the answer counts once', async () => {
    const server = fakeServer({ dropResponses: 1, dropRequests: 1 });
    const screen = screenDrafts({});

    const next = await sendModule(server.view(), server.api, { ...screen.input, reason: 'student' });

    expect(server.recorded).toHaveLength(4);
    expect(new Set(server.recorded.map((r) => r.problemId)).size).toBe(4);
    expect(next.module?.index).toBe(2);
  });

  it('stops at an answer the grader cannot read, keeping the ones before it, and goes on once it is fixed', async () => {
    const server = fakeServer();
    const bad = moduleOne[2]!.id;
    const screen = screenDrafts({ [bad]: 'bad' });

    const failure = await sendModule(server.view(), server.api, { ...screen.input, reason: 'student' }).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(UnparseableAnswerError);
    expect((failure as UnparseableAnswerError).problemId).toBe(bad);
    expect(server.recorded.map((r) => r.problemId)).toEqual(ids(moduleOne).slice(0, 2));

    screen.setAnswer(bad, '7');
    // The screen may still hold the test as it was before the first try.
    const next = await sendModule(server.view(), server.api, { ...screen.input, reason: 'student' });
    expect(server.recorded.map((r) => r.answer)).toEqual(['', '', '7', '']);
    expect(next.module?.index).toBe(2);
  });

  it('sends an unreadable answer blank when the time is over', async () => {
    const server = fakeServer();
    const bad = moduleOne[1]!.id;
    const screen = screenDrafts({ [bad]: 'bad' });
    const blanked: string[] = [];

    await sendModule(server.view(), server.api, {
      ...screen.input,
      reason: 'timeout',
      onBlanked: (id) => blanked.push(id),
    });

    expect(blanked).toEqual([bad]);
    expect(server.recorded.find((r) => r.problemId === bad)?.answer).toBe('');
  });

  it('picks up from where the server is when its view was stale', async () => {
    const server = fakeServer();
    const stale = server.view();
    const other = screenDrafts({}, 2);
    // Another tab sent the first two answers.
    await server.api.answer({
      clientAttemptId: other.input.attemptIdOf(moduleOne[0]!.id),
      problemId: moduleOne[0]!.id,
      answer: 0,
      timeMs: 1,
    });
    await server.api.answer({
      clientAttemptId: other.input.attemptIdOf(moduleOne[1]!.id),
      problemId: moduleOne[1]!.id,
      answer: 0,
      timeMs: 1,
    });
    const screen = screenDrafts({});

    const next = await sendModule(stale, server.api, { ...screen.input, reason: 'student' });

    expect(server.recorded).toHaveLength(4);
    expect(next.module?.index).toBe(2);
  });

  it('finishes the test after module 2', async () => {
    const server = fakeServer();
    const screen = screenDrafts({});
    const second = await sendModule(server.view(), server.api, { ...screen.input, reason: 'student' });
    const done = await sendModule(second, server.api, { ...screen.input, reason: 'timeout' });
    expect(done.status).toBe('FINISHED');
    expect(server.recorded).toHaveLength(8);
  });

  it('gives up when the server answers without moving on', async () => {
    const server = fakeServer();
    const stuck: ModuleSendApi = { answer: async () => server.view(), reload: async () => server.view() };
    const screen = screenDrafts({});
    await expect(sendModule(server.view(), stuck, { ...screen.input, reason: 'student' })).rejects.toBeInstanceOf(
      SendFailedError,
    );
  });

  it('gives up after a few tries with the connection down, leaving the drafts to send later', async () => {
    const server = fakeServer({ dropRequests: 10 });
    const screen = screenDrafts({});
    await expect(sendModule(server.view(), server.api, { ...screen.input, reason: 'student' })).rejects.toBeInstanceOf(
      SendFailedError,
    );
    expect(server.recorded).toHaveLength(0);
  });
});
