import { AuthMessage } from '@mathbridge/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../lib/i18n';
import { translateAuthMessage } from '../lib/auth-messages';
import { SignupForm } from './signup-form';

const i18n = initI18n('en');

function renderForm() {
  return render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <SignupForm />
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  void i18n.changeLanguage('en');
});

describe('signup form', () => {
  it("shows the spec's message for every rule and sends nothing while one fails", async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    renderForm();
    const type = (label: RegExp, value: string) =>
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    type(/^E-mail/, 'not-an-email');
    type(/^Password/, 'abc def1!');
    type(/^Re-enter password/, 'different1!');
    type(/^Name or nickname/, '김');
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));

    expect(screen.getByText('You must agree to the required terms and conditions to join')).toBeInTheDocument();
    expect(screen.getByText('Invalid e-mail address')).toBeInTheDocument();
    expect(screen.getByText('Invalid password')).toBeInTheDocument();
    expect(screen.getByText('Name must be 2 to 10 characters with no spaces')).toBeInTheDocument();
    // The field is labelled School, and its message says so.
    expect(screen.getByText('Please select your school')).toBeInTheDocument();
    expect(screen.queryByText('Please select your grade')).toBeNull();
    expect(screen.getByText('Please select your sex')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid birthday')).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
  }, 20_000);

  it('ticks every term with "agree to all"', async () => {
    vi.stubGlobal('fetch', vi.fn());
    renderForm();
    await userEvent.click(screen.getByLabelText('I agree to all of the terms below'));
    for (const checkbox of screen.getAllByRole('checkbox')) expect(checkbox).toBeChecked();
  }, 20_000);
});

describe('account messages', () => {
  it('translates every contract message into Korean and leaves other texts alone', async () => {
    await i18n.changeLanguage('ko');
    const t = i18n.getFixedT('ko', 'auth');
    for (const text of Object.values(AuthMessage)) {
      const translated = translateAuthMessage(text, t);
      expect(translated).not.toBe(text);
      expect(translated).toMatch(/[가-힣]/);
    }
    expect(translateAuthMessage('Something else', t)).toBe('Something else');
  });
});
