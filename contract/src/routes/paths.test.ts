// The route lists, the chrome rules and the calls of the spec; the spec's list of login routes is kept apart from
// paths.ts, so that the check does not read the list it checks.
import { describe, expect, it } from 'vitest';
import { AUTH_PATHS } from '../auth/accounts.js';
import { COURSE_MAP_PATH } from '../content/course-map.js';
import { TRANSLATE_PATHS } from '../translate/translate.js';
import SPEC_LOGIN_ROUTES from './spec-login-routes.json' with { type: 'json' };
import { ALL_ROUTES, PROTECTED_ROUTES, PUBLIC_ROUTES, SPEC_CALLS, isChromeHidden, isPublicPath } from './paths.js';

describe('route lists', () => {
  it('registers every public route', () => {
    for (const route of PUBLIC_ROUTES) expect(ALL_ROUTES).toContain(route);
  });

  it('protects the routes the spec leaves off the public list', () => {
    expect(PROTECTED_ROUTES).toEqual(expect.arrayContaining(SPEC_LOGIN_ROUTES.routes));
    expect(PROTECTED_ROUTES).not.toContain('/main');
  });

  it('treats solving and sample routes as public', () => {
    expect(isPublicPath('/solve/test/sat')).toBe(true);
    expect(isPublicPath('/sample/preVer3')).toBe(true);
    expect(isPublicPath('/study')).toBe(false);
  });
});

describe('chrome visibility', () => {
  it.each([
    ['/user/login', true],
    ['/study/learning/', true],
    ['/sample', true],
    ['/sample/preVer2', true],
    ['/callback/google', true],
    ['/solve/test/one/workbook', true],
    ['/solve/one/workbook', false],
    ['/solve/test/list', false],
    ['/study', false],
    ['/', false],
  ])('%s hidden=%s', (path, hidden) => {
    expect(isChromeHidden(path)).toBe(hidden);
  });
});

describe('the calls of spec §7', () => {
  it('keep the paths the spec names', () => {
    expect(SPEC_CALLS).toEqual({
      jwt: '/api/jwt',
      me: '/api/user/me',
      translate: '/api/translate/exec',
      courseMap: '/v2/api/comm/course/map',
      activePing: '/v1/api/logging/user/active',
    });
  });

  it('are the strings the other path constants name', () => {
    expect(AUTH_PATHS.me).toBe(SPEC_CALLS.me);
    expect(AUTH_PATHS.activePing).toBe(SPEC_CALLS.activePing);
    expect(TRANSLATE_PATHS.exec).toBe(SPEC_CALLS.translate);
    expect(COURSE_MAP_PATH).toBe(SPEC_CALLS.courseMap);
  });
});
