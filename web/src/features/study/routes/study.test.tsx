// /study against a real local server: a unit's progress label, a bookmark saved (and put back when the save fails),
// and a search kept in the URL that sends the Search analytics event.
import { PRACTICE_PATHS } from '@mathbridge/contract';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setUpHttp } from '../../../app/http-setup';
import { AppProvider } from '../../../app/provider';
import { firstSemesterMap, localized, testUnit } from '../../../test/course-map';
import { recordingServerForFile } from '../../../test/recording-server';
import { useLanguageStore } from '../../language/stores/language-store';
import { useAppStore } from '../../shell/stores/app-store';
import StudyRoute from './study';

const courseMap = firstSemesterMap([
  testUnit('kr-e1-1-1', localized('Numbers up to 9', 'Numbers up to 9 (ko)'), 1),
  testUnit('kr-e1-1-2', localized('Various shapes', 'Various shapes (ko)'), 2),
]);

const server = recordingServerForFile();
let router: ReturnType<typeof createMemoryRouter>;

beforeAll(() => {
  setUpHttp();
});

beforeEach(() => {
  useLanguageStore.getState().chooseGlobal();
  useAppStore.setState({ bookmarkedUnitIds: [] });
  server.on('GET /v2/api/comm/course/map', { status: 200, body: courseMap });
  server.on('GET /v1/api/study/progress', {
    status: 200,
    body: { units: [{ unitId: 'kr-e1-1-1', answered: 8, correct: 6, mastery: 0.724, low: 0.6, high: 0.83 }] },
  });
  server.on('GET /v1/api/study/bookmarks', { status: 200, body: { unitIds: [] } });
  server.on('GET /v1/api/study/interests', { status: 200, body: { courseIds: ['kr-e1'] } });
  server.on('POST /v1/api/events', { status: 201, body: { id: 'e' } });
  server.on('GET /v1/api/search', {
    status: 200,
    body: { units: [{ id: 'kr-e1-1-2', name: localized('Various shapes', '여러 가지 모양') }], problems: [] },
  });
});

function renderAt(url: string) {
  router = createMemoryRouter([{ path: '/study', Component: StudyRoute }], { initialEntries: [url] });
  render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  );
}

describe('study page', () => {
  it('shows progress per unit and saves a bookmark, putting it back when the save fails', async () => {
    server.on('PUT /v1/api/study/bookmarks/kr-e1-1-1', { status: 200, body: { unitIds: ['kr-e1-1-1'] } });
    server.on('PUT /v1/api/study/bookmarks/kr-e1-1-2', {
      status: 500,
      body: { code: 'E_INTERNAL', message: 'Something went wrong' },
    });
    renderAt('/study');
    // The course of interest is open at first.
    // The first render loads MUI and the lazy icons: give it time on a busy machine.
    const first = await screen.findByTestId('unit-kr-e1-1-1', {}, { timeout: 15_000 });
    expect(within(first).getByTestId('unit-progress')).toHaveTextContent('Mastery 72%');
    expect(within(first).getByTestId('unit-progress')).toHaveTextContent('6 of 8 correct');
    expect(within(screen.getByTestId('unit-kr-e1-1-2')).getByTestId('unit-progress')).toHaveTextContent('Not started');

    await userEvent.click(within(first).getByRole('button', { name: 'Bookmark Numbers up to 9' }));
    await waitFor(() => expect(useAppStore.getState().bookmarkedUnitIds).toEqual(['kr-e1-1-1']));
    expect(server.requests.some((r) => r.method === 'PUT' && r.path === '/v1/api/study/bookmarks/kr-e1-1-1')).toBe(
      true,
    );
    const bookmarked = screen.getByTestId('bookmarked-units');
    expect(within(bookmarked).getByRole('link', { name: 'Numbers up to 9' })).toBeInTheDocument();

    const second = screen.getByTestId('unit-kr-e1-1-2');
    await userEvent.click(within(second).getByRole('button', { name: 'Bookmark Various shapes' }));
    await waitFor(() =>
      expect(within(second).getByRole('button', { name: 'Bookmark Various shapes' })).toHaveAttribute(
        'aria-pressed',
        'false',
      ),
    );
    expect(useAppStore.getState().bookmarkedUnitIds).toEqual(['kr-e1-1-1']);
  }, 30_000);

  it('keeps the search in the URL, lists the units found and sends the Search event', async () => {
    renderAt('/study');
    const box = await screen.findByRole('searchbox', { name: 'Search units and problems' }, { timeout: 15_000 });
    await userEvent.type(box, 'shapes{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?q=shapes'));
    const results = await screen.findByTestId('search-units');
    expect(within(results).getByRole('link', { name: 'Various shapes' })).toHaveAttribute(
      'href',
      '/study/learning/?unitId=kr-e1-1-2',
    );
    await waitFor(() => expect(server.requests.some((r) => r.path === '/v1/api/events')).toBe(true));
    const event = server.requests.find((r) => r.path === '/v1/api/events')?.body;
    expect(event).toMatchObject({ name: 'search', search: 'shapes', searchType: 'study_units_problems' });
    expect(server.requests.find((r) => r.path === PRACTICE_PATHS.search)).toBeDefined();

    // Coming back to the same search (Back) does not count it again.
    await act(() => router.navigate('/study'));
    await act(() => router.navigate(-1));
    expect(await screen.findByTestId('search-units')).toBeInTheDocument();
    expect(server.requests.filter((r) => r.path === '/v1/api/events')).toHaveLength(1);
  }, 30_000);
});
