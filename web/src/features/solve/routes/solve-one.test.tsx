// /solve/one with a link creates the workbook exactly once, even when React runs the screen's effects twice (strict
// mode in development), and opens the screen that solves it.
import { PRACTICE_PATHS } from '@mathbridge/contract';
import type { Workbook } from '@mathbridge/contract';
import { render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setUpHttp } from '../../../app/http-setup';
import { AppProvider } from '../../../app/provider';
import { useSessionStore } from '../../../lib/session-store';
import { firstSemesterMap } from '../../../test/course-map';
import { testWorkbookSummary } from '../../../test/practice';
import { recordingServerForFile } from '../../../test/recording-server';
import { useLanguageStore } from '../../language/stores/language-store';
import SolveOneRoute from './solve-one';

const server = recordingServerForFile();
const {
  answered: _answered,
  correct: _correct,
  ...base
} = testWorkbookSummary({
  source: {
    unitIds: [],
    studyMode: 'FAST',
    problemId: null,
    query: null,
  },
});
const workbook: Workbook = { ...base, items: [], streak: null };

beforeAll(() => {
  setUpHttp();
});

beforeEach(() => {
  useLanguageStore.getState().chooseGlobal();
  useSessionStore.setState({ loginStatus: 'LOGIN', initViewStatus: 'OK', accessToken: 'token', user: null });
  server.on('GET /v2/api/comm/course/map', { status: 200, body: firstSemesterMap([]) });
  server.on('POST /v1/api/workbooks', { status: 201, body: workbook });
});

describe('starting a workbook from a link', () => {
  it('creates it once under strict mode and opens it', async () => {
    const router = createMemoryRouter(
      [
        { path: '/solve/one', Component: SolveOneRoute },
        { path: '/solve/one/workbook', Component: () => <p>workbook screen</p> },
      ],
      { initialEntries: ['/solve/one?mode=FAST&count=5'] },
    );
    render(
      <StrictMode>
        <AppProvider>
          <RouterProvider router={router} />
        </AppProvider>
      </StrictMode>,
    );
    expect(await screen.findByText('workbook screen', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?id=${workbook.id}`);
    expect(server.requests.filter((r) => r.method === 'POST' && r.path === PRACTICE_PATHS.workbooks)).toHaveLength(1);
  });
});
