// Every route of spec §2, the public list, the chrome rules that depend on the path, and the calls of spec §7.

/**
 * The calls whose paths spec §7 fixes. The api, the gateway and the app take them from here; the other
 * path constants (AUTH_PATHS, TRANSLATE_PATHS, COURSE_MAP_PATH) name the same strings.
 */
export const SPEC_CALLS = {
  /** GET (the session's access token) and DELETE (logout), answered by the gateway. */
  jwt: '/api/jwt',
  me: '/api/user/me',
  translate: '/api/translate/exec',
  courseMap: '/v2/api/comm/course/map',
  activePing: '/v1/api/logging/user/active',
} as const;

export const LOGIN_PATH = '/user/login';

export const SOLVE_ROUTES = [
  '/solve/one/workbook',
  '/solve/test/one/workbook',
  '/solve/test/diagnose/workbook',
  '/solve/test/one/workbook_quest',
  '/solve/test/one/workbookv2',
  '/solve/test/list',
  '/solve/test/sat',
  '/solve/diagnose/report',
  '/solve/diagnose/workbook',
] as const;

export const SAMPLE_ROUTES = [
  '/sample/preVer2',
  '/sample/preVer3',
  '/sample/preVer2Diagnose',
  '/sample/test/workbookSat',
] as const;

export const NAMED_ROUTES = [
  '/',
  '/preview',
  '/report',
  '/main',
  '/healthcheck',
  '/more',
  '/study',
  '/study/learning/',
  '/study/chat',
  '/analytics/record',
  '/solve/one',
  '/sample',
  '/test',
  '/sat',
  '/user/login',
  '/user/signup',
  '/user/signupAfter',
  '/user/forgotPassword',
  '/user/changePassword',
  '/user/webview',
  '/user/webview/signup',
  '/term/use',
  '/term/privacy',
  '/term/marketing',
  '/callback/kakao',
  '/callback/google',
  '/payment/callback/iamport/kakaopay',
] as const;

/** Every route the app registers. */
export const ALL_ROUTES: readonly string[] = [...NAMED_ROUTES, ...SOLVE_ROUTES, ...SAMPLE_ROUTES];

/** Routes reachable without logging in (spec §2, exactly). */
export const PUBLIC_ROUTES: readonly string[] = [
  '/main',
  '/user/login',
  '/healthcheck',
  '/user/webview',
  '/user/webview/signup',
  '/user/signup',
  '/user/signupAfter',
  '/user/forgotPassword',
  '/user/changePassword',
  ...SOLVE_ROUTES,
  ...SAMPLE_ROUTES,
  '/term/use',
  '/term/privacy',
  '/term/marketing',
  '/callback/kakao',
  '/callback/google',
  '/preview',
  '/report',
];

/** Routes that need a login: everything registered that is not public. */
export const PROTECTED_ROUTES: readonly string[] = ALL_ROUTES.filter((r) => !PUBLIC_ROUTES.includes(r));

/** Exact paths on which the top bar, footer and bottom bar are hidden (spec §2). */
export const CHROMELESS_PATHS: readonly string[] = [
  '/user/login',
  '/user/signup',
  '/user/signupAfter',
  '/user/forgotPassword',
  '/user/changePassword',
  '/sample',
  '/study/learning/',
  '/term/use',
  '/term/privacy',
  '/term/marketing',
  '/test',
  '/sat',
  '/study/chat',
];

/** Trailing slashes matter only for '/study/learning/', which the spec names with one. */
export function isPublicPath(pathname: string): boolean {
  return PUBLIC_ROUTES.includes(pathname) || PUBLIC_ROUTES.includes(stripTrailingSlash(pathname));
}

export function isChromeHidden(pathname: string): boolean {
  if (CHROMELESS_PATHS.includes(pathname)) return true;
  const segments = pathname.split('/').filter(Boolean);
  const first = segments[0];
  if (first === 'sample' || first === 'callback') return true;
  return segments.length >= 4 && segments.includes('workbook');
}

function stripTrailingSlash(pathname: string): string {
  return pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
}
