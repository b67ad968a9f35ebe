// The module screen's own logic: drafts kept as the student answers and moves, marks, the navigator, the review's
// counts before Submit, and the timer (hidden until switched on, shown anyway in the last five minutes).
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../lib/i18n';
import { testProblem } from '../../../test/practice';
import { useSatDrafts } from '../hooks/use-sat-drafts';
import { loadDrafts, testDraftsKey } from '../lib/sat-drafts';
import { ModuleScreen } from './module-screen';

const i18n = initI18n('en');
const items = [0, 1, 2].map((n) =>
  testProblem({ stem: { ko: `문제 ${n + 1}`, en: `Problem ${n + 1}` }, choices: ['1', '2', '3', '4', '5'] }, n),
);
const KEY = testDraftsKey('test-a');

function Harness({ secondsLeft, onSubmit }: { secondsLeft: number; onSubmit: () => void }) {
  const drafts = useSatDrafts(KEY);
  return (
    <ModuleScreen
      overline="SAT Math"
      title="Module 1 of 2"
      name="Module 1"
      items={items}
      secondsLeft={secondsLeft}
      drafts={drafts}
      onSubmit={onSubmit}
      sending={null}
      sendError={false}
      onRetry={() => undefined}
      unreadable={null}
      exitTo="/sat"
    />
  );
}

function renderScreen(secondsLeft = 30 * 60) {
  const onSubmit = vi.fn();
  const view = render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>
        <Harness secondsLeft={secondsLeft} onSubmit={onSubmit} />
      </MemoryRouter>
    </I18nextProvider>,
  );
  return { onSubmit, ...view };
}

beforeEach(() => {
  window.localStorage.clear();
});

describe('SAT module screen', () => {
  it('keeps answers and marks as drafts, moves with Next and the navigator, and reviews before submitting', async () => {
    const user = userEvent.setup();
    const { unmount } = renderScreen();

    expect(screen.getByRole('heading', { name: 'Question 1 of 3' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'B: 2' }));
    expect(loadDrafts(KEY).answers).toEqual({ [items[0]!.id]: 1 });
    expect(screen.getByText('1 of 3 answered')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { name: 'Question 2 of 3' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Mark for review' }));
    expect(screen.getByRole('button', { name: 'Mark for review' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Question 2 of 3. Show all questions' }));
    const list = screen.getByRole('dialog', { name: 'Module 1: questions' });
    expect(within(list).getByRole('button', { name: 'Question 1: Answered' })).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: 'Question 2: Unanswered, Marked for review' })).toHaveAttribute(
      'aria-current',
      'step',
    );
    await user.click(within(list).getByRole('button', { name: 'Question 3: Unanswered' }));
    expect(await screen.findByRole('heading', { name: 'Question 3 of 3' })).toBeInTheDocument();

    // The last question offers the review instead of Next; a reload would come back here.
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    expect(loadDrafts(KEY).current).toBe(2);
    unmount();
    const { onSubmit } = renderScreen();
    expect(screen.getByRole('heading', { name: 'Question 3 of 3' })).toBeInTheDocument();
    expect(screen.getByText('1 of 3 answered')).toBeInTheDocument();

    await user.click(screen.getAllByRole('button', { name: 'Review and submit' })[0]!);
    const review = screen.getByRole('dialog', { name: 'Submit Module 1?' });
    expect(within(review).getByTestId('review-answered')).toHaveTextContent('1');
    expect(within(review).getByTestId('review-unanswered')).toHaveTextContent('2');
    expect(within(review).getByTestId('review-marked')).toHaveTextContent('1');
    await user.click(within(review).getByRole('button', { name: 'Submit module' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('clears an answer on request', async () => {
    const user = userEvent.setup();
    renderScreen();
    await user.click(screen.getByRole('radio', { name: 'C: 3' }));
    await user.click(screen.getByRole('button', { name: 'Clear my answer' }));
    expect(screen.getByRole('radio', { name: 'C: 3' })).not.toBeChecked();
    expect(loadDrafts(KEY).answers).toEqual({});
  });

  it('hides the timer until it is switched on, and shows it with a warning in the last five minutes', async () => {
    const user = userEvent.setup();
    const { unmount } = renderScreen(20 * 60 + 5);
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show the timer' }));
    expect(screen.getByRole('timer')).toHaveAccessibleName('Time left: 20 min 5 s');
    expect(window.localStorage.getItem('SHOW_TIMER')).toBe('Y');
    await user.click(screen.getByRole('button', { name: 'Hide the timer' }));
    unmount();

    renderScreen(4 * 60 + 59);
    expect(screen.getByRole('timer')).toHaveTextContent('4:59');
    expect(screen.queryByRole('button', { name: 'Show the timer' })).not.toBeInTheDocument();
    expect(screen.getByTestId('sat-warning')).toHaveTextContent('5 minutes left');
  });
});
