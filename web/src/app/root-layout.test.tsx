import { render, screen, waitFor, within } from '@testing-library/react';
import { SPEC_CALLS } from '@mathbridge/contract';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { BottomBar } from '../components/layout/bottom-bar';
import { useLoadingStore } from '../features/feedback/stores/loading-store';
import { useLanguageStore } from '../features/language/stores/language-store';
import { useSessionStore } from '../lib/session-store';
import { initI18n } from '../lib/i18n';
import { recordingServerForFile } from '../test/recording-server';
import { setUpHttp } from './http-setup';
import { trackSessionHint } from './first-paint';
import { AppProvider, createQueryClient } from './provider';
import { appRoutes } from './router';
import { testUser } from '../test/user-me';

const user = testUser({ id: 'u-7', name: 'Jisoo' });

const server = recordingServerForFile();

beforeAll(() => {
  setUpHttp();
  initI18n('en');
});

beforeEach(() => {
  localStorage.clear();
  useLanguageStore.getState().setTranslationAvailable(true);
  useLanguageStore.getState().chooseGlobal();
  useSessionStore.setState({ loginStatus: 'INIT', initViewStatus: 'INIT', accessToken: null, user: null });
  useLoadingStore.setState({ enabled: false, inFlight: 0 });
  server.on('GET /v2/api/comm/course/map', { status: 200, body: { grades: [] } });
  server.on('GET /api/jwt', { status: 200, body: { accessToken: null } });
  server.on('GET /api/user/me', { status: 200, body: user });
  server.on('POST /v1/api/events', { status: 201, body: { id: 'e' } });
  server.on('POST /v1/api/logging/user/active', { status: 204 });
  server.on('GET /healthz', { status: 200, body: { status: 'ok', service: 'gateway', uptimeSeconds: 1 } });
  server.on('GET /api/translate/languages', {
    status: 200,
    body: { available: true, languageCodes: ['ko', 'en', 'vi'] },
  });
  server.on('GET /api/health', { status: 200, body: { gateway: 'ok', api: 'ok' } });
});

function renderApp(path: string, width = 1280) {
  window.innerWidth = width;
  window.history.pushState({}, '', path);
  const router = createBrowserRouter(appRoutes());
  render(
    <AppProvider queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return router;
}

const loggedIn = () => server.on('GET /api/jwt', { status: 200, body: { accessToken: 'tok' } });

// The first render loads the lazy screens cold; give it room on a busy machine.
describe('shell', { timeout: 20_000 }, () => {
  // A visitor's public page draws before startup is done (first-paint.ts): each test's startup ends before the next
  // test changes the server's answers, so none of it lands in the next test.
  afterEach(async () => {
    await waitFor(() => expect(useSessionStore.getState().initViewStatus).toBe('OK'));
  });

  it('starts in the spec order and marks out header, main and footer for a visitor', async () => {
    renderApp('/healthcheck');
    expect(await screen.findByRole('heading', { name: 'Service status' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Language settings' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/user/login');
    expect(screen.getByRole('link', { name: 'MathBridge home' })).toHaveAttribute('href', '/preview');
    const order = server.requests.map((r) => `${r.method} ${r.path}`);
    expect(order.indexOf('GET /v2/api/comm/course/map')).toBeLessThan(order.indexOf('GET /api/jwt'));
    await waitFor(() => expect(screen.getByTestId('health-api')).toHaveAttribute('data-status', 'ok'));
  });

  it('carries the spec headers on every startup call', async () => {
    useLanguageStore.getState().setTranslationCode('vi');
    renderApp('/main');
    await screen.findByRole('heading', { level: 1, name: 'Math that clicks, one problem at a time' });
    // A visitor's /main draws without waiting for the session check's answer (first-paint.ts): let it arrive.
    await waitFor(() => expect(server.requests.some((r) => r.path === SPEC_CALLS.jwt)).toBe(true));
    const fromThisPage = server.requests.filter((r) => r.headers.viewurl === '/main');
    expect(fromThisPage.map((r) => r.path)).toEqual(expect.arrayContaining([SPEC_CALLS.courseMap, SPEC_CALLS.jwt]));
    for (const r of fromThisPage) {
      expect(r.headers.translationcode).toBe('vi');
      expect(r.headers.timezone).toBeTruthy();
      expect(r.headers.viewurl).toBe('/main');
    }
  });

  it('sends a visitor on a login-only path to the login screen with the query kept', async () => {
    const router = renderApp('/analytics/record?range=month');
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/login'));
    expect(router.state.location.search).toBe('?range=month');
    await waitFor(() => expect(screen.queryByRole('banner')).not.toBeInTheDocument());
  });

  it.each(['/', '/study'])('makes no authenticated call and logs no warning for a visitor opening %s', async (path) => {
    const warn = vi.spyOn(console, 'warn');
    const error = vi.spyOn(console, 'error');
    const router = renderApp(path);
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/login'));
    // Let any query a screen started in passing reach the server.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const visitorCalls = [
      SPEC_CALLS.courseMap,
      SPEC_CALLS.jwt,
      '/api/translate/languages',
      '/v1/api/events',
      '/api/auth/oauth/providers',
    ];
    expect(server.requests.map((r) => r.path).filter((p) => !visitorCalls.includes(p))).toEqual([]);
    expect(server.requests.filter((r) => r.headers.authorization)).toEqual([]);
    expect(warn).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
    warn.mockRestore();
    error.mockRestore();
  });

  it('offers no translation and sends none when the server has no translation service', async () => {
    server.on('GET /api/translate/languages', { status: 200, body: { available: false, languageCodes: ['ko', 'en'] } });
    localStorage.setItem('languageType', 'en');
    localStorage.setItem('translationCode', 'vi');
    useLanguageStore.getState().chooseAtStartup([]);
    renderApp('/main');
    await screen.findByRole('heading', { level: 1, name: 'Math that clicks, one problem at a time' });
    await waitFor(() => expect(useLanguageStore.getState().translationCode).toBe('en'));
    // Page translation waits half a second after the screen appears.
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(server.requests.filter((r) => r.path === SPEC_CALLS.translate)).toEqual([]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('hides the chrome on the login screen', async () => {
    renderApp('/user/login');
    // The account screens draw the content; the shell decides only what is around it.
    await waitFor(() => expect(useSessionStore.getState().initViewStatus).toBe('OK'));
    await waitFor(() => expect(document.getElementById('main-content')).toBeInTheDocument());
    expect(document.querySelectorAll('main')).toHaveLength(1);
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
  });

  it('shows the logged-in top bar, sends a page view with the user, and pings activity', async () => {
    loggedIn();
    // A screen that needs no data of its own (the payment callback with nothing to check).
    renderApp('/payment/callback/iamport/kakaopay');
    await screen.findByTestId('payment-callback-failed');
    expect(screen.getByRole('link', { name: 'MathBridge home' })).toHaveAttribute('href', '/');
    const primary = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(primary).getByRole('link', { name: 'Study' })).toHaveAttribute('href', '/study');
    expect(within(primary).getByRole('link', { name: 'Analytics' })).toHaveAttribute('href', '/analytics/record');
    await waitFor(() => {
      const events = server.requests.filter((r) => r.path === '/v1/api/events').map((r) => r.body);
      expect(events).toContainEqual(expect.objectContaining({ name: 'page_view', userId: 'u-7', language: 'en' }));
    });
    await waitFor(() =>
      expect(server.requests.some((r) => r.path === SPEC_CALLS.activePing && r.method === 'POST')).toBe(true),
    );
  });

  it('gives a desktop student an account menu with the entries of /more, by keyboard', async () => {
    loggedIn();
    const router = renderApp('/payment/callback/iamport/kakaopay');
    await screen.findByTestId('payment-callback-failed');
    const button = screen.getByRole('button', { name: 'Account menu: Jisoo' });
    expect(button).toHaveAttribute('aria-haspopup', 'true');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    button.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', { name: 'Account menu: Jisoo' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAttribute('aria-controls', menu.id);
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('My account'),
      'Change password',
      'Settings',
      'Alerts',
      'Sample problems',
      'Notices',
      'Help center',
      'Membership',
      'Log out',
    ]);
    for (const item of items) expect(item).not.toHaveAttribute('aria-disabled');
    await waitFor(() => expect(items[0]).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    expect(items[1]).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(button).toHaveFocus();
    await userEvent.click(button);
    await userEvent.click(await screen.findByRole('menuitem', { name: /My account/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/more'));
  });

  it('shows the bottom bar at 700 px when logged in, not at 701 px', async () => {
    loggedIn();
    renderApp('/study', 700);
    const nav = await screen.findByRole('navigation', { name: 'App navigation' });
    expect(within(nav).getByRole('button', { name: 'Learning' })).toHaveAttribute('aria-current', 'page');
    expect(
      within(nav)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Home', 'Learning', 'Solve', 'Analytics', 'More']);
  });

  it('has no bottom bar above 700 px, or for a visitor', async () => {
    loggedIn();
    renderApp('/payment/callback/iamport/kakaopay', 701);
    await screen.findByTestId('payment-callback-failed');
    expect(screen.queryByRole('navigation', { name: 'App navigation' })).not.toBeInTheDocument();
  });

  it('has no bottom bar for a visitor on mobile', async () => {
    renderApp('/main', 390);
    await screen.findByRole('heading', { level: 1, name: 'Math that clicks, one problem at a time' });
    expect(screen.queryByRole('navigation', { name: 'App navigation' })).not.toBeInTheDocument();
  });

  it('alerts a 401 from the activity ping by logging out', async () => {
    loggedIn();
    server.on('POST /v1/api/logging/user/active', { status: 401, body: { code: 'E00001', message: 'expired' } });
    server.on('DELETE /api/jwt', { status: 204 });
    const router = renderApp('/study');
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/login'));
    expect(useSessionStore.getState().loginStatus).toBe('NO_LOGIN');
  });
});

describe('bottom bar', () => {
  it("alerts 'Required Login' for a non-home tab without a user, and goes home freely", async () => {
    const onNavigate = vi.fn();
    const onRequireLogin = vi.fn();
    render(<BottomBar pathname="/" hasUser={false} onNavigate={onNavigate} onRequireLogin={onRequireLogin} />);
    await userEvent.click(screen.getByRole('button', { name: 'Analytics' }));
    expect(onRequireLogin).toHaveBeenCalledTimes(1);
    expect(onNavigate).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'More' }));
    expect(onRequireLogin).toHaveBeenCalledTimes(2);
  });
});

describe('first paint', { timeout: 20_000 }, () => {
  /** Holds the session check's answer until release() is called. */
  function holdSessionCheck(accessToken: string | null) {
    let release = () => undefined as void;
    server.on(
      'GET /api/jwt',
      () =>
        new Promise((resolve) => {
          release = () => resolve({ status: 200, body: { accessToken } });
        }),
    );
    return () => release();
  }

  it("draws a visitor's /preview while the session check is still out, after the course map", async () => {
    const stopTracking = trackSessionHint();
    const release = holdSessionCheck(null);
    renderApp('/preview', 390);
    expect(await screen.findByRole('heading', { level: 1, name: 'Take a look around' })).toBeInTheDocument();
    await waitFor(() => expect(server.requests.some((r) => r.path === SPEC_CALLS.jwt)).toBe(true));
    expect(useSessionStore.getState().initViewStatus).toBe('INIT');
    const order = server.requests.map((r) => r.path);
    expect(order.indexOf(SPEC_CALLS.courseMap)).toBeLessThan(order.indexOf(SPEC_CALLS.jwt));
    release();
    await waitFor(() => expect(useSessionStore.getState().initViewStatus).toBe('OK'));
    expect(useSessionStore.getState().loginStatus).toBe('NO_LOGIN');
    stopTracking();
  });

  it('keeps a returning student waiting for the session check, and remembers a login for the next load', async () => {
    localStorage.setItem('sessionHint', '1');
    const stopTracking = trackSessionHint();
    const release = holdSessionCheck('tok');
    renderApp('/main');
    await waitFor(() => expect(server.requests.some((r) => r.path === SPEC_CALLS.jwt)).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    release();
    await waitFor(() => expect(useSessionStore.getState().loginStatus).toBe('LOGIN'));
    expect(localStorage.getItem('sessionHint')).toBe('1');
    useSessionStore.getState().loggedOut();
    expect(localStorage.getItem('sessionHint')).toBeNull();
    stopTracking();
  });
});
