import { ALL_ROUTES, PROTECTED_ROUTES, PUBLIC_ROUTES } from '@mathbridge/contract';
import { describe, expect, it } from 'vitest';
import { decideStartup, endsSession, loginRedirectTarget, shouldRedirectToLogin } from './login-state';

describe('startup decision', () => {
  it.each(PROTECTED_ROUTES)('on login-only %s: logs out without a credential, else runs login-after', (path) => {
    expect(decideStartup(path, false)).toBe('logout-to-login');
    expect(decideStartup(path, true)).toBe('login-after');
  });

  it.each(PUBLIC_ROUTES)('on public %s: NO_LOGIN, then login-after with a credential', (path) => {
    expect(decideStartup(path, false)).toBe('no-login');
    expect(decideStartup(path, true)).toBe('no-login-then-login-after');
  });

  it('treats an unknown path as login-only', () => {
    expect(decideStartup('/somewhere/else', false)).toBe('logout-to-login');
  });
});

describe('route change guard', () => {
  it('redirects a visitor on a login-only path once the view is OK', () => {
    for (const pathname of PROTECTED_ROUTES) {
      expect(shouldRedirectToLogin({ initViewStatus: 'OK', loginStatus: 'NO_LOGIN', pathname })).toBe(true);
    }
  });

  it('leaves public paths, logged-in users and the init view alone', () => {
    for (const pathname of PUBLIC_ROUTES) {
      expect(shouldRedirectToLogin({ initViewStatus: 'OK', loginStatus: 'NO_LOGIN', pathname })).toBe(false);
    }
    for (const pathname of ALL_ROUTES) {
      expect(shouldRedirectToLogin({ initViewStatus: 'OK', loginStatus: 'LOGIN', pathname })).toBe(false);
      expect(shouldRedirectToLogin({ initViewStatus: 'INIT', loginStatus: 'NO_LOGIN', pathname })).toBe(false);
    }
  });
});

describe('login redirect', () => {
  it('keeps the query string', () => {
    expect(loginRedirectTarget('?unit=12&mode=TODAY')).toBe('/user/login?unit=12&mode=TODAY');
    expect(loginRedirectTarget('')).toBe('/user/login');
    expect(loginRedirectTarget('?')).toBe('/user/login');
  });
});

describe('me call errors that end the session', () => {
  it('are 401, E00004 and E00001', () => {
    expect(endsSession({ status: 401, code: null })).toBe(true);
    expect(endsSession({ status: 404, code: 'E00004' })).toBe(true);
    expect(endsSession({ status: 400, code: 'E00001' })).toBe(true);
    expect(endsSession({ status: 500, code: 'E_INTERNAL' })).toBe(false);
    expect(endsSession({ status: 0, code: null })).toBe(false);
  });
});
