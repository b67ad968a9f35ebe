// /test against a real local server: the intro starts around the signup grade and offers to resume the newest test
// under way; the session shows one question with its progress, sends "I don't know" as '' and shows the hint of an
// answer the grader cannot read; a finished test shows its placement with the band, strands ('untested' said as
// such) and three units that open practice.
import type { ProblemView, TestSummary, UserMe } from '@mathbridge/contract';
import { levelReport } from '@mathbridge/contract/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { configureHttp } from '../../../lib/http';
import { initI18n } from '../../../lib/i18n';
import { firstGradeMap, TEST_ID, testView } from '../../../test/adaptive-test';
import { testProblem } from '../../../test/practice';
import { recordingServerForFile } from '../../../test/recording-server';
import { renderRoutes } from '../../../test/render-routes';
import { useSessionStore } from '../../../lib/session-store';
import LevelTestRoute from './level-test';

// MathLive needs a real browser: without it the answer field is a plain text field.
vi.mock('mathlive', () => ({}));

const i18n = initI18n('en');
const server = recordingServerForFile();
const OLD_ID = '7c9e6679-7425-40de-944b-e07fc1f90ae7';

function summary(overrides: Partial<TestSummary>): TestSummary {
  return {
    id: OLD_ID,
    type: 'LEVEL',
    status: 'FINISHED',
    answered: 12,
    gradeId: 'kr-m2',
    createdAt: '2026-11-01T10:00:00.000Z',
    finishedAt: '2026-11-01T10:11:00.000Z',
    placementGradeId: 'kr-m1',
    score: null,
    mastered: null,
    gaps: null,
    ...overrides,
  };
}

const report = levelReport({
  placement: { gradeId: 'kr-m1', lowGradeId: 'kr-e6', highGradeId: 'kr-m2' },
  correct: 7,
  seconds: 569,
  strands: [
    { strand: 'number', answered: 5, correct: 4, status: 'strength' },
    { strand: 'algebra', answered: 4, correct: 1, status: 'gap' },
    { strand: 'geometry', answered: 3, correct: 2, status: 'even' },
    { strand: 'data', answered: 0, correct: 0, status: 'untested' },
  ],
  nextUnits: [
    { unitId: 'kr-e1-1-1', gradeId: 'kr-e1', strand: 'number', mastery: 0.6 },
    { unitId: 'kr-e1-1-2', gradeId: 'kr-e1', strand: 'geometry', mastery: 0.5 },
    { unitId: 'kr-e1-1-3', gradeId: 'kr-e1', strand: 'number', mastery: 0.4 },
  ],
});

const renderAt = (url: string) => renderRoutes(i18n, [{ path: '/test', Component: LevelTestRoute }], url);

const list = (items: TestSummary[]) => ({ status: 200, body: { items, page: 1, size: 5, total: items.length } });

beforeEach(() => {
  window.localStorage.clear();
  configureHttp({ getTranslationCode: () => 'en', getAccessToken: () => 'token' });
  useSessionStore.getState().loggedIn({ id: 'student-a', gradeClass: 'MIDDLE', gradeSub: 2 } as UserMe);
  server.on('GET /v2/api/comm/course/map', { status: 200, body: firstGradeMap });
  server.on('GET /v1/api/tests', list([]));
  server.on(`GET /v1/api/tests/${TEST_ID}`, { status: 200, body: testView() });
});

describe('/test', { timeout: 30_000 }, () => {
  it('starts around the signup grade, or the grade the student picks', async () => {
    server.on('POST /v1/api/tests', { status: 201, body: testView({ gradeId: 'kr-e5' }) });
    const router = renderAt('/test');

    const grade = await screen.findByRole('combobox', { name: 'Starting grade' });
    expect(grade).toHaveTextContent('Grade 8');
    await userEvent.click(grade);
    await userEvent.click(await screen.findByRole('option', { name: 'Grade 5' }));
    await userEvent.click(screen.getByRole('button', { name: 'Start the test' }));

    await waitFor(() => expect(router.state.location.search).toBe(`?id=${TEST_ID}`));
    expect(server.requests.find((r) => r.method === 'POST')?.body).toEqual({ type: 'LEVEL', gradeId: 'kr-e5' });
    expect(await screen.findByText('Started around Grade 5')).toBeInTheDocument();
  });

  it('offers to resume the newest test under way, and shows the last result', async () => {
    server.on(
      'GET /v1/api/tests',
      list([summary({ id: TEST_ID, status: 'IN_PROGRESS', answered: 4, finishedAt: null }), summary({})]),
    );
    server.on(`GET /v1/api/tests/${OLD_ID}/report`, { status: 200, body: report });
    renderAt('/test');

    const resume = await screen.findByTestId('level-resume');
    expect(resume).toHaveTextContent("You've answered 4 questions so far.");
    expect(within(resume).getByRole('link', { name: 'Resume' })).toHaveAttribute('href', `/test?id=${TEST_ID}`);
    expect(screen.getByRole('button', { name: 'Start a new test' })).toBeInTheDocument();
    const last = screen.getByTestId('level-last-result');
    await waitFor(() => expect(last).toHaveTextContent('Grade 7 (Grade 6 – Grade 8)'));
    expect(within(last).getByRole('link', { name: 'See the full result' })).toHaveAttribute(
      'href',
      `/test?id=${OLD_ID}`,
    );
  });

  it("shows one question with its progress and sends I don't know as ''", async () => {
    server.on(`POST /v1/api/tests/${TEST_ID}/answers`, {
      status: 200,
      body: testView({ item: testProblem({ stem: { ko: '둘째', en: 'Second problem' } }, 2), answered: 1 }),
    });
    renderAt(`/test?id=${TEST_ID}`);

    expect(await screen.findByRole('heading', { name: 'Question 1' })).toHaveFocus();
    expect(screen.getByTestId('test-progress')).toHaveTextContent('Question 1 · up to 20');
    await userEvent.click(screen.getByRole('button', { name: "I don't know" }));

    expect(await screen.findByText('Second problem')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Question 2' })).toHaveFocus();
    expect(screen.getByTestId('test-live')).toHaveTextContent('Question 2. The test has up to 20 questions.');
    const sent = server.requests.find((r) => r.method === 'POST')?.body as Record<string, unknown>;
    expect(sent).toMatchObject({ problemId: testProblem({}, 1).id, answer: '' });
  });

  it('asks for a choice before Next, and shows the hint when the grader cannot read a typed answer', async () => {
    const essay: ProblemView = testProblem(
      {
        type: 'essay',
        choices: null,
        answerForm: { kind: 'number', hint: { ko: '기약분수로 입력하세요.', en: 'Enter a fraction in lowest terms.' } },
      },
      3,
    );
    server.on(`GET /v1/api/tests/${TEST_ID}`, { status: 200, body: testView({ item: essay }) });
    server.on(`POST /v1/api/tests/${TEST_ID}/answers`, {
      status: 422,
      body: { code: 'E_UNPARSEABLE', message: 'Please enter the correct answer', hint: essay.answerForm?.hint },
    });
    renderAt(`/test?id=${TEST_ID}`);

    await screen.findByRole('heading', { name: 'Question 1' });
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText("Type your answer, or press “I don't know” to move on.")).toBeInTheDocument();
    expect(server.requests.filter((r) => r.method === 'POST')).toEqual([]);

    await userEvent.type(await screen.findByRole('textbox', { name: 'Your answer' }), '0.5{Enter}');
    const alert = await screen.findByTestId('unparseable');
    expect(alert).toHaveTextContent('Please enter the correct answer');
    expect(alert).toHaveTextContent('Enter a fraction in lowest terms.');
    expect(screen.getByRole('textbox', { name: 'Your answer' })).toHaveValue('0.5');
  });

  it('shows a finished test as its result: placement with the band, strands and three units to practise', async () => {
    server.on(`GET /v1/api/tests/${TEST_ID}`, {
      status: 200,
      body: testView({ status: 'FINISHED', item: null, answered: 12, finishedAt: '2026-11-20T10:10:00.000Z' }),
    });
    server.on(`GET /v1/api/tests/${TEST_ID}/report`, { status: 200, body: report });
    renderAt(`/test?id=${TEST_ID}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Your level test result' })).toHaveFocus();
    expect(screen.getByTestId('level-placement')).toHaveTextContent('Grade 7 (Grade 6 – Grade 8)');
    expect(screen.getByText("We're 90% sure your level is between Grade 6 and Grade 8.")).toBeInTheDocument();
    expect(screen.getByTestId('level-answered')).toHaveTextContent('12');
    expect(screen.getByTestId('level-correct')).toHaveTextContent('7');
    expect(screen.getByTestId('level-minutes')).toHaveTextContent('9 min');

    const strands = screen.getAllByTestId('level-strand');
    expect(strands.map((card) => card.textContent)).toEqual([
      'Numbers and operationsStrength4 of 5 right',
      'Patterns and algebraGap1 of 4 right',
      'Shapes and measurementOn level2 of 3 right',
      "Data and probabilityNot testedNo questions from this area came up, so we can't say yet.",
    ]);

    const units = screen.getAllByTestId('level-next-unit');
    expect(units).toHaveLength(3);
    expect(await within(units[0]!).findByRole('heading', { name: 'Numbers up to 9' })).toBeInTheDocument();
    expect(within(units[0]!).getByRole('link', { name: 'Practice Numbers up to 9' })).toHaveAttribute(
      'href',
      '/solve/one?unit=kr-e1-1-1&count=5',
    );
    expect(within(units[2]!).getByRole('link', { name: 'Practice Addition and subtraction' })).toHaveAttribute(
      'href',
      '/solve/one?unit=kr-e1-1-3&count=5',
    );
    expect(screen.getByRole('link', { name: 'Review the questions' })).toHaveAttribute(
      'href',
      `/solve/result?id=${TEST_ID}`,
    );
  });

  it("says it couldn't find the record for a test that is not the student's", async () => {
    server.on(`GET /v1/api/tests/${TEST_ID}`, {
      status: 404,
      body: { code: 'E_NOT_FOUND', message: "We couldn't find your record." },
    });
    renderAt(`/test?id=${TEST_ID}`);

    expect(await screen.findByRole('heading', { name: "We couldn't find your record." })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the level test' })).toHaveAttribute('href', '/test');
  });
});
