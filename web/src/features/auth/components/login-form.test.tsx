import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../lib/i18n';
import { LoginForm } from './login-form';

const i18n = initI18n('ko');

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('login form', () => {
  it("shows the api's one message for a wrong e-mail or password, in Korean", async () => {
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        calls.push(`${init?.method ?? 'GET'} ${url}`);
        if (url.includes('/oauth/providers')) return json(200, { kakao: false, google: false });
        return json(401, { code: 'E_AUTH_CREDENTIALS', message: 'The e-mail address or password is incorrect' });
      }),
    );
    render(
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={new QueryClient()}>
          <MemoryRouter>
            <LoginForm />
          </MemoryRouter>
        </QueryClientProvider>
      </I18nextProvider>,
    );
    fireEvent.change(screen.getByLabelText(/^이메일/), { target: { value: 'kim@example.com' } });
    fireEvent.change(screen.getByLabelText(/^비밀번호/, { selector: 'input' }), { target: { value: 'wrong123!' } });
    fireEvent.click(screen.getByRole('button', { name: '로그인' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('이메일 또는 비밀번호가 올바르지 않습니다.');
    expect(calls).toContain('POST /api/auth/login');
    // No social buttons when no provider is configured.
    expect(screen.queryByText('카카오로 시작하기')).not.toBeInTheDocument();
  }, 20_000);
});
