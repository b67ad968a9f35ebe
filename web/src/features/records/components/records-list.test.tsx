// The records list against a local server: the page size from the size cookie (5 without it), filters and page kept
// in the URL, each record's way to its results, and 'No data' versus 'No results'.
import { ANALYTICS_PATHS } from '@mathbridge/contract';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { setUpHttp } from '../../../app/http-setup';
import { AppProvider } from '../../../app/provider';
import { initialPageSize } from '../../../lib/device';
import { recordingServerForFile } from '../../../test/recording-server';
import { useLanguageStore } from '../../language/stores/language-store';
import { useAppStore } from '../../shell/stores/app-store';
import { recordItem, recordList, uuid } from '../../../test/records-factories';
import { RecordsList } from './records-list';

const server = recordingServerForFile();
let router: ReturnType<typeof createMemoryRouter>;
let fetchSpy: MockInstance<typeof fetch>;

/** The query strings the list asked the records call with. */
const recordQueries = () =>
  fetchSpy.mock.calls
    .map(([input]) => new URL(input instanceof Request ? input.url : String(input)))
    .filter((url) => url.pathname === ANALYTICS_PATHS.records)
    .map((url) => Object.fromEntries(url.searchParams));

beforeAll(() => {
  setUpHttp();
});

beforeEach(() => {
  useLanguageStore.getState().chooseGlobal();
  fetchSpy = vi.spyOn(globalThis, 'fetch');
  server.on('GET /v2/api/comm/course/map', { status: 200, body: { tracks: [] } });
});

afterEach(() => {
  fetchSpy.mockRestore();
  document.cookie = 'size=; max-age=0; path=/';
});

function renderAt(url: string) {
  router = createMemoryRouter([{ path: '/analytics/record', Component: RecordsList }], { initialEntries: [url] });
  render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  );
}

describe('records list', { timeout: 20_000 }, () => {
  it('asks for pages of the size cookie’s size and opens each record’s results', async () => {
    document.cookie = 'size=3; path=/';
    useAppStore.setState({ pageSize: initialPageSize() });
    server.on('GET /v1/api/analytics/records', {
      status: 200,
      body: recordList(
        [
          recordItem(1),
          recordItem(2, { kind: 'test', testType: 'LEVEL', placementGradeId: 'kr-m1' }),
          recordItem(3, { kind: 'test', testType: 'SAT', score: 620 }),
        ],
        1,
        3,
        7,
      ),
    });
    renderAt('/analytics/record');
    expect(await screen.findByTestId('records-count')).toHaveTextContent('7 records');
    expect(recordQueries()[0]).toEqual({ page: '1', size: '3' });
    const records = screen.getAllByTestId('record');
    expect(records[0]).toHaveTextContent('2025-03-04 · 4 of 5 right');
    expect(within(records[0]!).getByRole('link', { name: /^See results: Practice, 2025-03-04$/ })).toHaveAttribute(
      'href',
      `/solve/result?id=${uuid(1)}`,
    );
    expect(records[1]).toHaveTextContent('Placed at Grade 7');
    expect(within(records[1]!).getByRole('link')).toHaveAttribute('href', `/test?id=${uuid(2)}`);
    expect(records[2]).toHaveTextContent('Score 620');

    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=3'));
    await waitFor(() => expect(recordQueries().at(-1)).toEqual({ page: '3', size: '3' }));
  });

  it('pages by 5 without the cookie, filters by kind and dates from the URL, and says No results', async () => {
    useAppStore.setState({ pageSize: initialPageSize() });
    server.on('GET /v1/api/analytics/records', { status: 200, body: recordList([], 1, 5, 0) });
    renderAt('/analytics/record?kind=test&from=2025-01-01&to=2025-02-01');
    expect(await screen.findByText('No results')).toBeInTheDocument();
    expect(recordQueries()[0]).toEqual({ page: '1', size: '5', kind: 'test', from: '2025-01-01', to: '2025-02-01' });
    expect(screen.getByLabelText('From')).toHaveValue('2025-01-01');

    await userEvent.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]!);
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByText('No data')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start with the level test' })).toHaveAttribute('href', '/test');
  });

  it('does not ask with a start date after the end date, and says why', async () => {
    server.on('GET /v1/api/analytics/records', { status: 200, body: recordList([]) });
    renderAt('/analytics/record?from=2025-03-01&to=2025-02-01');
    expect(await screen.findByRole('alert')).toHaveTextContent('The start date must be on or before the end date.');
    expect(recordQueries()).toEqual([]);
  });
});
