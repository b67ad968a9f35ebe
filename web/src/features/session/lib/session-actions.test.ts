import { SPEC_CALLS, STORAGE_KEYS } from '@mathbridge/contract';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { configureHttp } from '../../../lib/http';
import { initI18n } from '../../../lib/i18n';
import { recordingServerForFile } from '../../../test/recording-server';
import { useAlertStore } from '../../feedback/stores/alert-store';
import { useSessionStore } from '../../../lib/session-store';
import { registerNavigate } from './navigation';
import { checkSession, completeLogin, logout, refreshUser } from './session-actions';
import { testUser } from '../../../test/user-me';

const user = testUser({ languageType: 'ko', translationCode: 'ko' });

const server = recordingServerForFile();
let navigations: string[];

beforeAll(() => {
  initI18n('en');
});

beforeEach(() => {
  navigations = [];
  localStorage.clear();
  registerNavigate((to) => {
    navigations.push(to);
    window.history.pushState({}, '', to);
  });
  configureHttp({ getTranslationCode: () => 'ko', getAccessToken: () => useSessionStore.getState().accessToken });
  useSessionStore.setState({ loginStatus: 'INIT', initViewStatus: 'INIT', accessToken: null, user: null });
  useAlertStore.setState({ queue: [] });
  server.on('GET /api/user/me', { status: 200, body: user });
  server.on('DELETE /api/jwt', { status: 204 });
  server.on('POST /v1/api/events', { status: 201, body: { id: 'e' } });
});

const at = (path: string) => window.history.pushState({}, '', path);
const sentTo = (method: string, path: string) => server.requests.filter((r) => r.method === method && r.path === path);

describe('startup session check', () => {
  it('sends a visitor on a login-only path to login, keeping the query', async () => {
    server.on('GET /api/jwt', { status: 200, body: { accessToken: null } });
    at('/analytics/record?tab=week');
    await checkSession('/analytics/record');
    expect(useSessionStore.getState()).toMatchObject({ loginStatus: 'NO_LOGIN', initViewStatus: 'OK', user: null });
    expect(navigations).toEqual(['/user/login?tab=week']);
    expect(localStorage.getItem(STORAGE_KEYS.backUrlPath)).toBe('/analytics/record?tab=week');
    expect(sentTo('GET', '/api/user/me')).toHaveLength(0);
  });

  it.each(['', 'undefined'])('treats the token %j as no credential', async (accessToken) => {
    server.on('GET /api/jwt', { status: 200, body: { accessToken } });
    at('/study');
    await checkSession('/study');
    expect(useSessionStore.getState().loginStatus).toBe('NO_LOGIN');
    expect(navigations).toEqual(['/user/login']);
  });

  it('logs a user with a session in on a login-only path', async () => {
    server.on('GET /api/jwt', { status: 200, body: { accessToken: 'tok' } });
    at('/study');
    await checkSession('/study');
    expect(useSessionStore.getState()).toMatchObject({
      loginStatus: 'LOGIN',
      initViewStatus: 'OK',
      accessToken: 'tok',
    });
    expect(useSessionStore.getState().user?.id).toBe('u-1');
    expect(sentTo('GET', '/api/user/me')[0]?.headers.authorization).toBe('Bearer tok');
    expect(navigations).toEqual([]);
  });

  it('leaves a visitor on a public path as NO_LOGIN without asking for the user', async () => {
    server.on('GET /api/jwt', { status: 200, body: { accessToken: null } });
    at('/preview');
    await checkSession('/preview');
    expect(useSessionStore.getState()).toMatchObject({ loginStatus: 'NO_LOGIN', initViewStatus: 'OK' });
    expect(sentTo('GET', '/api/user/me')).toHaveLength(0);
    expect(navigations).toEqual([]);
  });

  it('logs in on a public path too when a session exists', async () => {
    server.on('GET /api/jwt', { status: 200, body: { accessToken: 'tok' } });
    at('/preview');
    await checkSession('/preview');
    expect(useSessionStore.getState().loginStatus).toBe('LOGIN');
  });

  it.each([
    [401, 'E_UNAUTHORIZED'],
    [401, 'E00001'],
    [404, 'E00004'],
  ])('logs out and goes to login when the me call answers %i %s', async (status, code) => {
    server.on('GET /api/jwt', { status: 200, body: { accessToken: 'tok' } });
    server.on('GET /api/user/me', { status, body: { code, message: 'no' } });
    at('/study?x=1');
    await checkSession('/study');
    expect(useSessionStore.getState()).toMatchObject({ loginStatus: 'NO_LOGIN', user: null, accessToken: null });
    expect(sentTo('DELETE', SPEC_CALLS.jwt)).toHaveLength(1);
    expect(navigations).toEqual(['/user/login?x=1']);
  });
});

describe('refreshing the user', () => {
  it('logs out and goes to login when the token is missing', async () => {
    at('/more?from=tab');
    expect(await refreshUser()).toBe(false);
    expect(navigations).toEqual(['/user/login?from=tab']);
    expect(sentTo('GET', '/api/user/me')).toHaveLength(0);
  });
});

describe('login and logout', () => {
  it('completes a login: LOGIN, a Log In event, and back to where the user was sent from', async () => {
    localStorage.setItem(STORAGE_KEYS.backUrlPath, '/analytics/record?tab=week');
    at('/user/login');
    useSessionStore.setState({ loginStatus: 'NO_LOGIN', initViewStatus: 'OK' });
    expect(await completeLogin('tok')).toBe(true);
    expect(useSessionStore.getState().loginStatus).toBe('LOGIN');
    expect(navigations).toEqual(['/analytics/record?tab=week']);
    await new Promise((r) => setTimeout(r, 50));
    const [event] = sentTo('POST', '/v1/api/events');
    expect(event?.body).toMatchObject({ name: 'login', userId: 'u-1' });
  });

  it('logs out on 204: NO_LOGIN, user cleared, login screen, Log Out event with the user', async () => {
    useSessionStore.setState({ loginStatus: 'LOGIN', initViewStatus: 'OK', accessToken: 'tok', user: user as never });
    expect(await logout()).toBe(true);
    expect(useSessionStore.getState()).toMatchObject({ loginStatus: 'NO_LOGIN', user: null, accessToken: null });
    expect(navigations).toEqual(['/user/login']);
    // The event left with the token before the session ended (the server takes the user from the token).
    const order = server.requests.map((r) => `${r.method} ${r.path}`);
    expect(order.indexOf('POST /v1/api/events')).toBeLessThan(order.indexOf('DELETE /api/jwt'));
    const [event] = sentTo('POST', '/v1/api/events');
    expect(event?.body).toMatchObject({ name: 'logout', userId: 'u-1' });
    expect(event?.headers.authorization).toBe('Bearer tok');
  });

  it('stays and alerts when the logout fails', async () => {
    server.on('DELETE /api/jwt', { status: 502, body: { code: 'E_UPSTREAM', message: 'down' } });
    useSessionStore.setState({ loginStatus: 'LOGIN', initViewStatus: 'OK', accessToken: 'tok', user: user as never });
    expect(await logout()).toBe(false);
    expect(useSessionStore.getState().loginStatus).toBe('LOGIN');
    expect(navigations).toEqual([]);
    expect(useAlertStore.getState().queue.map((m) => m.text)).toEqual([
      "We couldn't log you out properly. Please try again.",
    ]);
  });
});
