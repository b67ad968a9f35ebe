// The AI set card against a real local server: each problem with its why (and its unit when the phrase does not name
// it), the start link, the phone's 'Show all', the empty, coming-soon and failed states, and nothing for visitors.
import type { StudySet, StudyWhy } from '@mathbridge/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { configureHttp, type HttpError } from '../../../lib/http';
import { initI18n } from '../../../lib/i18n';
import { firstSemesterMap, localized, testUnit } from '../../../test/course-map';
import { testProblem } from '../../../test/practice';
import { recordingServerForFile } from '../../../test/recording-server';
import { useSessionStore } from '../../../lib/session-store';
import { testWhy as why } from '../test/why';
import { AiSetCard } from './ai-set-card';

const i18n = initI18n('en');
const server = recordingServerForFile();
let reported: HttpError[];

const courseMap = firstSemesterMap([
  testUnit('kr-e1-1-1', localized('Numbers up to 9', '9까지의 수'), 1),
  testUnit('kr-e1-1-3', localized('Addition and subtraction', '덧셈과 뺄셈'), 3),
]);

function aiSet(whys: (StudyWhy | null)[]): StudySet {
  return {
    mode: 'AI',
    unitId: null,
    why: null,
    items: whys.map((w, index) => ({
      problem: testProblem({ unitId: index % 2 ? 'kr-e1-1-3' : 'kr-e1-1-1' }, index),
      reason: 'weak-unit',
      why: w,
      predicted: 0.7,
    })),
  };
}

function renderCard(place: 'home' | 'study' = 'home') {
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>
          <AiSetCard place={place} />
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

beforeEach(() => {
  reported = [];
  void i18n.changeLanguage('en');
  configureHttp({
    getTranslationCode: () => 'en',
    getAccessToken: () => 'token-abc',
    onError: (error) => void reported.push(error),
  });
  server.on('GET /v2/api/comm/course/map', { status: 200, body: courseMap });
  useSessionStore
    .getState()
    .loggedIn({ name: 'Minji' } as Parameters<ReturnType<typeof useSessionStore.getState>['loggedIn']>[0]);
});

describe('AI set card', () => {
  it('lists each problem with its why and starts the set as a workbook', async () => {
    const whys = [
      why('missedRecently', { unitId: 'kr-e1-1-1', missed: 2, of: 3 }),
      why('review', { unitId: 'kr-e1-1-3', daysAgo: 3 }),
      why('rightLevel', { unitId: 'kr-e1-1-1', chance: 0.7 }),
      null,
    ];
    server.on('GET /v1/api/study/modes/AI', { status: 200, body: aiSet(whys) });
    renderCard();
    const card = screen.getByRole('region', { name: 'Recommended for you' });
    // The phrases name units once the course map is in.
    await within(card).findByText('You missed 2 of 3 on Numbers up to 9 last week');
    const items = within(card).getAllByTestId('ai-set-item');
    expect(items.map((item) => item.textContent)).toEqual([
      '1You missed 2 of 3 on Numbers up to 9 last week',
      '2Review: answered wrong 3 days agoAddition and subtraction',
      '3Just right for you: about 70% likely rightNumbers up to 9',
      '4Addition and subtraction',
    ]);
    expect(within(card).getByRole('link', { name: 'Solve these 4' })).toHaveAttribute(
      'href',
      '/solve/one?mode=AI&count=4',
    );
    const call = server.requests.find((r) => r.path === '/v1/api/study/modes/AI');
    expect(call?.headers.authorization).toBe('Bearer token-abc');
    // 'Show all' folds the list on a phone only; the button says what it does.
    const more = within(card).getByRole('button', { name: 'Show all 4' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(more);
    expect(within(card).getByRole('button', { name: 'Show fewer' })).toHaveAttribute('aria-expanded', 'true');
  }, 20_000);

  it('words the whys in Korean with particles that agree', async () => {
    await i18n.changeLanguage('ko');
    server.on('GET /v1/api/study/modes/AI', {
      status: 200,
      body: aiSet([why('continueUnit', { unitId: 'kr-e1-1-1' }), why('continueUnit', { unitId: 'kr-e1-1-3' })]),
    });
    renderCard();
    const card = screen.getByRole('region', { name: 'AI 추천 문제' });
    await within(card).findByText('계속해요: 9까지의 수는 아직 다 익히지 못했어요');
    const whys = within(card).getAllByTestId('ai-set-why');
    expect(whys.map((w) => w.textContent)).toEqual([
      '계속해요: 9까지의 수는 아직 다 익히지 못했어요',
      '계속해요: 덧셈과 뺄셈은 아직 다 익히지 못했어요',
    ]);
    expect(within(card).getByRole('link', { name: '2문제 풀기' })).toBeInTheDocument();
  }, 20_000);

  it('says when there is nothing to recommend, and points to the course map', async () => {
    server.on('GET /v1/api/study/modes/AI', { status: 200, body: aiSet([]) });
    renderCard();
    const card = screen.getByRole('region', { name: 'Recommended for you' });
    expect(await within(card).findByText(/Nothing to recommend right now/)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Open the course map' })).toHaveAttribute('href', '/study');
  }, 20_000);

  it('keeps a failure on the card, without the alert dialog, and tries again', async () => {
    server.on('GET /v1/api/study/modes/AI', { status: 503, body: { code: 'E_UNAVAILABLE', message: 'Resting' } });
    renderCard();
    const card = screen.getByRole('region', { name: 'Recommended for you' });
    expect(await within(card).findByText(/couldn't load your recommendations/)).toBeInTheDocument();
    expect(reported).toEqual([]);
    server.on('GET /v1/api/study/modes/AI', { status: 200, body: aiSet([why('ready', { unitId: 'kr-e1-1-3' })]) });
    await userEvent.click(within(card).getByRole('button', { name: 'Try again' }));
    expect(await within(card).findByText('Ready: you have mastered its prerequisites')).toBeInTheDocument();
  }, 20_000);

  it("says recommendations are on their way while the api answers 'Coming soon'", async () => {
    server.on('GET /v1/api/study/modes/AI', { status: 501, body: { code: 'E_COMING_SOON', message: 'Coming soon' } });
    renderCard();
    expect(await screen.findByText(/Recommendations are on their way/)).toBeInTheDocument();
  }, 20_000);

  it('names the next unit and why on /study', async () => {
    server.on('GET /v1/api/study/modes/AI', { status: 200, body: aiSet([null]) });
    server.on('GET /v1/api/study/modes/NEXT', {
      status: 200,
      body: { ...aiSet([null]), mode: 'NEXT', unitId: 'kr-e1-1-3', why: why('ready', { unitId: 'kr-e1-1-3' }) },
    });
    renderCard('study');
    const next = await screen.findByTestId('next-unit');
    // The unit's name comes from the course map, which may arrive after the set.
    await waitFor(() => expect(next).toHaveTextContent('Next unit: Addition and subtraction'));
    expect(within(next).getByTestId('next-unit-why')).toHaveTextContent('Ready: you have mastered its prerequisites');
    expect(within(next).getByRole('link', { name: 'Start the next unit' })).toHaveAttribute(
      'href',
      '/solve/one?mode=NEXT&count=5',
    );
  }, 20_000);

  it('shows nothing to a visitor and calls nothing', () => {
    useSessionStore.getState().loggedOut();
    renderCard();
    expect(screen.queryByRole('region', { name: 'Recommended for you' })).not.toBeInTheDocument();
    expect(server.requests.filter((r) => r.path.startsWith('/v1/'))).toEqual([]);
  });
});
