// The student's home against a real local server answering the practice calls: a new student's empty states, a
// student with work to continue and results, and a failing card that stays on its card.
import type { StudySet, WorkbookSummary } from '@mathbridge/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { configureHttp, type HttpError } from '../../../lib/http';
import { initI18n } from '../../../lib/i18n';
import { firstSemesterMap, localized, testUnit } from '../../../test/course-map';
import { testStudySet, testWorkbookSummary } from '../../../test/practice';
import { recordingServerForFile } from '../../../test/recording-server';
import { useSessionStore } from '../../../lib/session-store';
import HomeRoute from './home';

const i18n = initI18n('en');
const server = recordingServerForFile();
let reported: [HttpError, string][];

const courseMap = firstSemesterMap([
  testUnit('kr-e1-1-1', localized('Numbers up to 9', 'Numbers up to 9'), 1, { problemCount: 100 }),
  testUnit('kr-e1-1-2', localized('Various shapes', 'Various shapes'), 2, { problemCount: 100 }),
]);

const workbook = testWorkbookSummary;
const studySet = (mode: 'TODAY' | 'RECENT', unitIds: string[]) =>
  testStudySet(
    mode,
    unitIds.map((unitId) => ({ unitId, reason: mode === 'RECENT' ? 'recent' : 'weak-unit' })),
  );

function answer(workbooks: WorkbookSummary[], today: StudySet, recent: StudySet = studySet('RECENT', [])) {
  server.on('GET /v2/api/comm/course/map', { status: 200, body: courseMap });
  server.on('GET /v1/api/workbooks', {
    status: 200,
    body: { items: workbooks, page: 1, size: 20, total: workbooks.length },
  });
  server.on('GET /v1/api/study/modes/TODAY', { status: 200, body: today });
  server.on('GET /v1/api/study/modes/RECENT', { status: 200, body: recent });
  server.on('GET /v1/api/study/progress', { status: 200, body: { units: [] } });
}

function renderHome() {
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>
          <HomeRoute />
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

beforeEach(() => {
  reported = [];
  configureHttp({
    getTranslationCode: () => 'en',
    getAccessToken: () => 'token-abc',
    onError: (error, mode) => void reported.push([error, mode]),
  });
  useSessionStore
    .getState()
    .loggedIn({ name: 'Minji' } as Parameters<ReturnType<typeof useSessionStore.getState>['loggedIn']>[0]);
});

describe('home', () => {
  it("greets a new student, says warmly that there is nothing yet, and offers today's set", async () => {
    answer([], studySet('TODAY', ['kr-e1-1-1', 'kr-e1-1-1', 'kr-e1-1-2']));
    renderHome();
    expect(screen.getByRole('heading', { level: 1, name: 'Hi, Minji!' })).toBeInTheDocument();
    const resume = screen.getByRole('region', { name: 'Continue where you left off' });
    expect(await within(resume).findByText('Your first step starts here')).toBeInTheDocument();
    expect(within(resume).getByRole('link', { name: 'Choose a unit' })).toHaveAttribute('href', '/study');
    const today = screen.getByRole('region', { name: "Today's set" });
    expect(await within(today).findByText('3 problems picked just for you')).toBeInTheDocument();
    expect(within(today).getByRole('link', { name: "Start today's set" })).toHaveAttribute(
      'href',
      '/solve/one?mode=TODAY&count=3',
    );
    expect(await within(today).findByText('Numbers up to 9')).toBeInTheDocument();
    expect(within(today).getByText('Various shapes')).toBeInTheDocument();
    const results = screen.getByRole('region', { name: 'Recent results' });
    expect(await within(results).findByText('No results yet')).toBeInTheDocument();
    // Every call carried the bearer token.
    expect(server.requests.filter((r) => r.path.startsWith('/v1/')).every((r) => r.headers.authorization)).toBe(true);
  }, 20_000);

  it('continues an unfinished test on its own route and lists finished work with scores', async () => {
    const test = workbook({
      kind: 'test',
      answered: 2,
      correct: null,
      source: { ...workbook({}).source, unitIds: ['kr-e1-1-2'] },
    });
    const quest = workbook({ kind: 'quest', finishedAt: '2026-11-21T10:00:00.000Z', answered: 5, correct: 4 });
    const today = workbook({
      finishedAt: '2026-11-22T09:00:00.000Z',
      answered: 5,
      correct: 3,
      source: { unitIds: [], studyMode: 'TODAY', problemId: null, query: null },
    });
    answer([test, today, quest], studySet('TODAY', []));
    renderHome();
    const resume = screen.getByRole('region', { name: 'Continue where you left off' });
    expect(await within(resume).findByText('2 of 5 answered')).toBeInTheDocument();
    expect(within(resume).getByText('Test')).toBeInTheDocument();
    expect(within(resume).getByRole('link', { name: 'Continue' })).toHaveAttribute(
      'href',
      `/solve/test/one/workbook?id=${test.id}`,
    );
    const results = screen.getByRole('region', { name: 'Recent results' });
    const links = await within(results).findAllByRole('link', { name: /see results$/ });
    expect(links.map((link) => link.getAttribute('aria-label'))).toEqual([
      "Today's set: 3 of 5 correct, see results",
      'Numbers up to 9: 4 of 5 correct, see results',
    ]);
    expect(links[0]).toHaveAttribute('href', `/solve/result?id=${today.id}`);
    const todayCard = screen.getByRole('region', { name: "Today's set" });
    expect(await within(todayCard).findByText(/Nothing is waiting for you today/)).toBeInTheDocument();
  }, 20_000);

  it("keeps a failed card's trouble on that card and out of the alert dialog", async () => {
    answer([], studySet('TODAY', []));
    server.on('GET /v1/api/study/modes/TODAY', { status: 503, body: { code: 'E_UNAVAILABLE', message: 'Resting' } });
    renderHome();
    const today = screen.getByRole('region', { name: "Today's set" });
    expect(
      await within(today).findByText("We couldn't load this right now. Please try again in a moment."),
    ).toBeInTheDocument();
    expect(reported.map(([error, mode]) => [error.message, mode])).toEqual([['Resting', 'quiet']]);
    const resume = screen.getByRole('region', { name: 'Continue where you left off' });
    expect(await within(resume).findByText('Your first step starts here')).toBeInTheDocument();
  }, 20_000);
});
