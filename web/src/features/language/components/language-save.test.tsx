// The device-language save: a logged-in user's choice in the language widget is sent to PUT /api/user/language
// (a real local server records it); a visitor's is not, and a failing save stays on the console.
import { AUTH_PATHS } from '@mathbridge/contract';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it } from 'vitest';
import { configureHttp, type HttpError } from '../../../lib/http';
import { initI18n } from '../../../lib/i18n';
import { recordingServerForFile } from '../../../test/recording-server';
import { useSessionStore } from '../../../lib/session-store';
import { useLanguageStore } from '../stores/language-store';
import { LanguageWidget } from './language-widget';

const i18n = initI18n('en');
const server = recordingServerForFile();
let reported: [HttpError, string][];

beforeEach(() => {
  localStorage.clear();
  server.on(`PUT ${AUTH_PATHS.language}`, { status: 204 });
  reported = [];
  configureHttp({
    getTranslationCode: () => useLanguageStore.getState().translationCode,
    getAccessToken: () => useSessionStore.getState().accessToken,
    onError: (error, mode) => void reported.push([error, mode]),
  });
  useLanguageStore.getState().chooseGlobal();
});

const renderWidget = () =>
  render(
    <I18nextProvider i18n={i18n}>
      <LanguageWidget />
    </I18nextProvider>,
  );

function logIn() {
  useSessionStore.getState().setAccessToken('token-abc');
  useSessionStore
    .getState()
    .loggedIn({ name: 'Minji' } as Parameters<ReturnType<typeof useSessionStore.getState>['loggedIn']>[0]);
}

const saves = () => server.requests.filter((r) => r.method === 'PUT' && r.path === AUTH_PATHS.language);

describe('device-language save', () => {
  it("sends a logged-in user's choice of Korean, then of a translation language, with the bearer token", async () => {
    logIn();
    renderWidget();
    await userEvent.click(screen.getByRole('radio', { name: /한국어/ }));
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(saves()[0]?.body).toEqual({ languageType: 'ko', translationCode: 'ko' });
    expect(saves()[0]?.headers.authorization).toBe('Bearer token-abc');

    await userEvent.click(screen.getByRole('radio', { name: 'Global' }));
    await waitFor(() => expect(saves()).toHaveLength(2));
    expect(saves()[1]?.body).toEqual({ languageType: 'en', translationCode: 'en' });

    await userEvent.click(screen.getByRole('combobox'));
    await userEvent.keyboard('Vietn');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(saves()).toHaveLength(3));
    expect(saves()[2]?.body).toEqual({ languageType: 'en', translationCode: 'vi' });
  }, 30_000);

  it("does not send a visitor's choice", async () => {
    useSessionStore.getState().loggedOut();
    renderWidget();
    await userEvent.click(screen.getByRole('radio', { name: /한국어/ }));
    expect(useLanguageStore.getState().languageType).toBe('ko');
    // Give a stray request time to arrive before asserting that none did.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(saves()).toHaveLength(0);
  });

  it('reports a failed save to the quiet handler only, and keeps the choice on the device', async () => {
    server.on(`PUT ${AUTH_PATHS.language}`, { status: 503, body: { code: 'E_UNAVAILABLE', message: 'Resting' } });
    logIn();
    renderWidget();
    await userEvent.click(screen.getByRole('radio', { name: /한국어/ }));
    await waitFor(() => expect(reported).toHaveLength(1));
    expect(reported[0]?.[1]).toBe('quiet');
    expect(reported[0]?.[0].message).toBe('Resting');
    expect(useLanguageStore.getState()).toMatchObject({ languageType: 'ko', translationCode: 'ko' });
  });
});
