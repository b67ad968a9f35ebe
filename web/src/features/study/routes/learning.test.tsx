// The unit study page against a real local server: a lesson that is not written yet (404) still leaves the unit's
// name, sub-units and practice, with no error dialog; a written lesson shows its summary; no unit offers a picker.
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setUpHttp } from '../../../app/http-setup';
import { AppProvider } from '../../../app/provider';
import { firstSemesterMap, localized, testUnit } from '../../../test/course-map';
import { recordingServerForFile } from '../../../test/recording-server';
import { useAlertStore } from '../../feedback/stores/alert-store';
import { useLanguageStore } from '../../language/stores/language-store';
import LearningRoute from './learning';

const name = localized;

const courseMap = firstSemesterMap([
  testUnit('kr-e1-1-1', name('Numbers up to 9', '9까지의 수'), 1, {
    problemCount: 12,
    subUnits: [{ id: 'kr-e1-1-1.s1', name: name('Numbers 1 to 5', '1부터 5까지의 수'), order: 1 }],
  }),
  testUnit('kr-e1-1-2', name('Various shapes', '여러 가지 모양'), 2, { problemCount: 8, prerequisites: ['kr-e1-1-1'] }),
]);

const lesson = {
  unitId: 'kr-e1-1-2',
  name: name('Various shapes', '여러 가지 모양'),
  summary: [name('Boxes, cans and balls have different shapes.', '상자, 캔, 공은 모양이 다릅니다.')],
  keyPoints: [name('A ball rolls every way.', '공은 어느 쪽으로나 굴러갑니다.')],
  terms: [],
  examples: [
    {
      type: 'essay',
      difficulty: 1,
      stem: name('How many faces does a box have?', '상자의 면은 몇 개입니까?'),
      choices: null,
      answer: '6',
      explanation: [name('Count the faces: \\(6\\).', '면을 세면 \\(6\\)개입니다.')],
    },
  ],
};

const server = recordingServerForFile();

beforeAll(() => {
  setUpHttp();
});

beforeEach(() => {
  useLanguageStore.getState().chooseGlobal();
  useAlertStore.setState({ queue: [] });
  server.on('GET /v2/api/comm/course/map', { status: 200, body: courseMap });
  server.on('GET /v1/api/study/progress', { status: 200, body: { units: [] } });
  server.on('GET /v1/api/study/bookmarks', { status: 200, body: { unitIds: ['kr-e1-1-2'] } });
  server.on('GET /v1/api/units/kr-e1-1-1/lesson', {
    status: 404,
    body: { code: 'E_NOT_FOUND', message: 'There is no lesson for this unit yet.' },
  });
  server.on('GET /v1/api/units/kr-e1-1-2/lesson', { status: 200, body: lesson });
});

function renderAt(url: string) {
  const router = createMemoryRouter([{ path: '/study/learning/', Component: LearningRoute }], {
    initialEntries: [url],
  });
  render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  );
}

/** A link by its name, where it leads. */
function expectLink(name: string, href: string, container?: HTMLElement) {
  expect((container ? within(container) : screen).getByRole('link', { name })).toHaveAttribute('href', href);
}

describe('unit study page', () => {
  it('shows the unit, its sub-units and practice when its lesson is not written yet, without an error dialog', async () => {
    renderAt('/study/learning/?unitId=kr-e1-1-1');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Numbers up to 9' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('unit-path')).toHaveTextContent('Korean Curriculum › Elementary Grade 1 › Semester 1');
    expect(within(screen.getByRole('region', { name: 'In this unit' })).getByText('Numbers 1 to 5')).toBeVisible();
    expect(await screen.findByText(/still being written/)).toBeInTheDocument();
    expectLink('Practice this unit', '/solve/one?unit=kr-e1-1-1&count=5');
    expectLink('Try a quick test', '/solve/one?unit=kr-e1-1-1&count=5&kind=test');
    expectLink('Back to Study', '/study');
    expect(screen.queryByRole('heading', { name: 'Concept summary' })).not.toBeInTheDocument();
    expect(useAlertStore.getState().queue).toEqual([]);
    expect(server.requests.some((r) => r.path === '/v1/api/units/kr-e1-1-1/lesson')).toBe(true);
  }, 30_000);

  it('shows a written lesson with the units to learn first', async () => {
    renderAt('/study/learning/?unitId=kr-e1-1-2');
    expect(await screen.findByRole('heading', { name: 'Concept summary' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByText('Boxes, cans and balls have different shapes.')).toBeInTheDocument();
    expect(screen.getByText('A ball rolls every way.')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Example 1' })).toHaveTextContent('How many faces does a box have?');
    expectLink('Numbers up to 9', '/study/learning/?unitId=kr-e1-1-1');
    expectLink('Practice the next unit', '/solve/one?mode=NEXT&count=5&unitId=kr-e1-1-2');
  }, 30_000);

  it('offers a unit picker and the bookmarked units when no unit or an unknown one is asked for', async () => {
    renderAt('/study/learning/?unitId=nope');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Choose a unit to study' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText("We couldn't find that unit. Choose one below.")).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Find a unit' })).toBeInTheDocument();
    const bookmarks = await screen.findByRole('region', { name: 'Bookmarked units' });
    expectLink('Various shapes', '/study/learning/?unitId=kr-e1-1-2', bookmarks);
    expectLink('Browse the course map', '/study');
  }, 30_000);
});
