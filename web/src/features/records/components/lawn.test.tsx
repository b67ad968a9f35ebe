// The lawn as a student meets it: the streak figures and their note, one square in the tab order (today), the arrow
// keys moving a day or a week, the tooltip and name of a day, and a picked day offering its problems again.
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { AppProvider } from '../../../app/provider';
import { useLanguageStore } from '../../language/stores/language-store';
import { lawnOf } from '../../../test/records-factories';
import { LawnView } from './lawn';

function renderLawn(lawn = lawnOf('2025-03-04', [2, 0, 5, 8], { currentStreak: 2, longestStreak: 6 })) {
  render(
    <AppProvider>
      <MemoryRouter>
        <LawnView lawn={lawn} />
      </MemoryRouter>
    </AppProvider>,
  );
}

describe('LawnView', { timeout: 20_000 }, () => {
  beforeEach(() => {
    useLanguageStore.getState().chooseGlobal();
  });

  it('shows the streaks, the total and a note to keep going', () => {
    renderLawn(lawnOf('2025-03-04', [2, 5, 0], { currentStreak: 2, longestStreak: 6 }));
    const streaks = screen.getByTestId('lawn-streaks');
    expect(within(streaks).getByText('Current streak').nextSibling).toHaveTextContent('2 days');
    expect(within(streaks).getByText('Longest streak').nextSibling).toHaveTextContent('6 days');
    expect(within(streaks).getByText('Solved this year').nextSibling).toHaveTextContent('7 problems');
    expect(screen.getByTestId('streak-note')).toHaveTextContent(
      'Solve a problem today to keep your 2-day streak going!',
    );
  });

  it('puts only today in the tab order and moves by day and week with the arrow keys', async () => {
    renderLawn();
    const grid = screen.getByRole('grid', { name: 'Problems solved each day over the past year' });
    const tabbable = grid.querySelectorAll('[tabindex="0"]');
    expect(tabbable).toHaveLength(1);
    expect(tabbable[0]).toHaveAccessibleName('2025-03-04, Tuesday: 8 problems');
    expect(grid.querySelectorAll('td[data-index]')).toHaveLength(365);

    await userEvent.tab();
    expect(document.activeElement).toBe(tabbable[0]);
    expect(screen.getByTestId('lawn-tooltip')).toHaveTextContent('2025-03-04, Tuesday: 8 problems');
    await userEvent.keyboard('{ArrowUp}');
    expect(document.activeElement).toHaveAccessibleName('2025-03-03, Monday: 5 problems');
    await userEvent.keyboard('{ArrowLeft}');
    expect(document.activeElement).toHaveAccessibleName('2025-02-24, Monday: no problems');
    expect(grid.querySelectorAll('[tabindex="0"]')).toHaveLength(1);
    await userEvent.keyboard('{End}');
    expect(document.activeElement).toHaveAccessibleName('2025-03-04, Tuesday: 8 problems');
  });

  it('offers the problems of a picked day again, and nothing for a day without any', async () => {
    renderLawn();
    const grid = screen.getByRole('grid');
    const day = grid.querySelector<HTMLElement>('[data-date="2025-03-01"]')!;
    await userEvent.click(day);
    const picked = screen.getByTestId('lawn-selected');
    expect(picked).toHaveTextContent('2025-03-01, Saturday: 2 problems');
    expect(within(picked).getByRole('link', { name: "Solve that day's problems again: 2025-03-01" })).toHaveAttribute(
      'href',
      '/solve/one?mode=LAWN&q=2025-03-01&count=2',
    );
    expect(day).toHaveAttribute('aria-selected', 'true');

    act(() => grid.querySelector<HTMLElement>('[data-date="2025-03-02"]')!.focus());
    fireEvent.keyDown(document.activeElement!, { key: 'Enter' });
    expect(screen.getByTestId('lawn-selected')).toHaveTextContent('2025-03-02, Sunday: no problems');
    expect(within(screen.getByTestId('lawn-selected')).queryByRole('link')).toBeNull();
  });

  it('shades the squares in five levels and names each level in the legend', () => {
    renderLawn();
    const levels = new Set(
      [...screen.getByRole('grid').querySelectorAll('td[data-level]')].map((cell) => cell.getAttribute('data-level')),
    );
    expect([...levels].sort()).toEqual(['0', '1', '3', '4']);
    const legend = screen.getByRole('list', { name: 'How the squares are shaded' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['No problems', '1 to 2 problems', '3 to 4 problems', '5 to 6 problems', '7 or more problems']);
  });
});
