import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../lib/i18n';
import { useAlertStore } from '../../feedback/stores/alert-store';
import { useSessionStore } from '../../../lib/session-store';
import ChangePasswordRoute from './change-password';

vi.mock('../api/change-password', () => ({ changePassword: vi.fn(() => Promise.resolve()) }));
vi.mock('../../session/lib/session-actions', () => ({ refreshUser: vi.fn(() => Promise.resolve()) }));
vi.mock('../../session/lib/navigation', () => ({ navigateTo: vi.fn() }));

const i18n = initI18n('en');

beforeEach(() => {
  useSessionStore.setState({ loginStatus: 'LOGIN' });
  useAlertStore.setState({ queue: [] });
});

afterEach(() => {
  void i18n.changeLanguage('en');
});

describe('change password', () => {
  it('tells the student the password was changed, in a message that stays after the page moves on', async () => {
    const { navigateTo } = await import('../../session/lib/navigation');
    render(
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={new QueryClient()}>
          <MemoryRouter>
            <ChangePasswordRoute />
          </MemoryRouter>
        </QueryClientProvider>
      </I18nextProvider>,
    );
    const type = (label: RegExp, value: string) =>
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    type(/^Current password/, 'Study4math!');
    type(/^New password/, 'Better4math!');
    type(/^Re-enter new password/, 'Better4math!');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));

    await waitFor(() => expect(navigateTo).toHaveBeenCalled());
    expect(useAlertStore.getState().queue).toEqual([
      expect.objectContaining({ kind: 'notice', text: 'Your password has been changed.' }),
    ]);
  }, 20_000);
});
