// The diagnostic's solving screen against a real local server: the header names the grade and its units (or says
// all of them), a finished test opens its report, and no id or someone else's test finds no record.
import { TEST_PATHS } from '@mathbridge/contract';
import type { Test, UserMe } from '@mathbridge/contract';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { configureHttp } from '../../../lib/http';
import { initI18n } from '../../../lib/i18n';
import { firstGradeMap, TEST_ID, testView } from '../../../test/adaptive-test';
import { recordingServerForFile } from '../../../test/recording-server';
import { renderRoutes } from '../../../test/render-routes';
import { useSessionStore } from '../../../lib/session-store';
import DiagnoseWorkbookRoute from './diagnose-workbook';

const i18n = initI18n('en');
const server = recordingServerForFile();
const UNITS = ['kr-e1-1-1', 'kr-e1-1-2', 'kr-e1-1-3'];

const diagnostic = (overrides: Partial<Test> = {}) =>
  testView({ type: 'DIAGNOSE', answered: 2, maxItems: 21, gradeId: 'kr-e1', unitIds: UNITS, ...overrides });

const renderAt = (url: string) =>
  renderRoutes(
    i18n,
    [
      { path: '/solve/test/diagnose/workbook', Component: DiagnoseWorkbookRoute },
      { path: '/solve/diagnose/report', element: <h1>Report</h1> },
    ],
    url,
  );

beforeEach(() => {
  window.localStorage.clear();
  configureHttp({ getTranslationCode: () => 'en', getAccessToken: () => 'token' });
  useSessionStore.getState().loggedIn({ id: 'student-a' } as UserMe);
  server.on('GET /v2/api/comm/course/map', { status: 200, body: firstGradeMap });
});

describe('/solve/test/diagnose/workbook', { timeout: 30_000 }, () => {
  it('resumes at the current question under a header naming the grade and all its units', async () => {
    server.on(`GET /v1/api/tests/${TEST_ID}`, { status: 200, body: diagnostic() });
    renderAt(`/solve/test/diagnose/workbook?id=${TEST_ID}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Diagnostic test' })).toBeInTheDocument();
    expect(await screen.findByText('Grade 1 · all units')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Question 3' })).toBeInTheDocument();
    expect(screen.getByTestId('test-progress')).toHaveTextContent('Question 3 · up to 21');
    expect(screen.getByRole('link', { name: 'Leave' })).toHaveAttribute('href', '/solve/diagnose/workbook');
  });

  it('names the first chosen unit and counts the rest', async () => {
    server.on(`GET /v1/api/tests/${TEST_ID}`, { status: 200, body: diagnostic({ unitIds: UNITS.slice(0, 2) }) });
    renderAt(`/solve/test/diagnose/workbook?id=${TEST_ID}`);

    expect(await screen.findByText('Grade 1 · Numbers up to 9 and 1 more unit')).toBeInTheDocument();
  });

  it('opens the report of a finished test', async () => {
    server.on(`GET /v1/api/tests/${TEST_ID}`, {
      status: 200,
      body: diagnostic({ status: 'FINISHED', item: null, finishedAt: '2026-11-20T10:20:00.000Z' }),
    });
    const router = renderAt(`/solve/test/diagnose/workbook?id=${TEST_ID}`);

    await waitFor(() => expect(router.state.location.pathname).toBe('/solve/diagnose/report'));
    expect(router.state.location.search).toBe(`?id=${TEST_ID}`);
  });

  it("finds no record without an id or for someone else's test, and offers to set one up", async () => {
    renderAt('/solve/test/diagnose/workbook');
    expect(await screen.findByRole('heading', { name: "We couldn't find your record." })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Set up a diagnostic test' })).toHaveAttribute(
      'href',
      '/solve/diagnose/workbook',
    );
    expect(server.requests.filter((r) => r.path.startsWith(TEST_PATHS.tests))).toEqual([]);
  });

  it("finds no record for a test the server does not know as the student's", async () => {
    server.on(`GET /v1/api/tests/${TEST_ID}`, {
      status: 404,
      body: { code: 'E_NOT_FOUND', message: "We couldn't find your record." },
    });
    renderAt(`/solve/test/diagnose/workbook?id=${TEST_ID}`);
    expect(await screen.findByRole('heading', { name: "We couldn't find your record." })).toBeInTheDocument();
  });
});
