import { render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../lib/i18n';
import { useAlertStore } from '../../feedback/stores/alert-store';
import { useSessionStore } from '../../../lib/session-store';
import { AccountCard } from './account-card';
import { testUser } from '../../../test/user-me';

vi.mock('../api/withdraw', () => ({ withdraw: vi.fn(() => Promise.resolve()) }));
vi.mock('../../session/api/delete-session', () => ({ deleteSession: vi.fn(() => Promise.resolve()) }));
vi.mock('../../session/lib/session-actions', () => ({ completeWithdraw: vi.fn() }));

const i18n = initI18n('en');

const user = testUser();

beforeEach(() => {
  useSessionStore.setState({ loginStatus: 'LOGIN', user: { ...user, providers: [] } });
  useAlertStore.setState({ queue: [] });
});

describe('account card', () => {
  it('confirms a deleted account with a message that stays after the session ends', async () => {
    const { completeWithdraw } = await import('../../session/lib/session-actions');
    render(
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={new QueryClient()}>
          <MemoryRouter>
            <AccountCard />
          </MemoryRouter>
        </QueryClientProvider>
      </I18nextProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Delete account' }));
    await userEvent.type(screen.getByLabelText(/^Enter your password to confirm/), 'Study4math!');
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));

    await waitFor(() => expect(completeWithdraw).toHaveBeenCalled());
    expect(useAlertStore.getState().queue).toEqual([
      expect.objectContaining({
        kind: 'notice',
        text: 'Your account has been deleted. Thank you for learning with us.',
      }),
    ]);
  }, 20_000);
});
