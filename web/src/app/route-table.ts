// Which module draws each route. Every route of the spec (contract ALL_ROUTES) is here, loaded lazily; the account
// screens live in features/auth/routes so that feature can replace them without touching the router.
import type { NAMED_ROUTES, SAMPLE_ROUTES, SOLVE_ROUTES } from '@mathbridge/contract';
import type { ComponentType } from 'react';
import { appPaths } from '../lib/paths';

export type RouteModule = () => Promise<{ default: ComponentType }>;

type SpecRoute = (typeof NAMED_ROUTES)[number] | (typeof SOLVE_ROUTES)[number] | (typeof SAMPLE_ROUTES)[number];

/** Typed by the contract's route lists: a route without a module fails the typecheck. */
export const SPEC_ROUTE_MODULES: Record<SpecRoute, RouteModule> = {
  '/': () => import('../features/home/routes/home'),
  '/preview': () => import('../features/home/routes/preview'),
  '/report': () => import('../features/share/routes/shared-report'),
  '/main': () => import('../features/home/routes/landing'),
  '/healthcheck': () => import('./routes/healthcheck'),
  '/more': () => import('./routes/more'),
  '/study': () => import('../features/study/routes/study'),
  '/study/learning/': () => import('../features/study/routes/learning'),
  '/study/chat': () => import('../features/chat/routes/chat'),
  '/analytics/record': () => import('../features/records/routes/analytics-record'),
  '/solve/one': () => import('../features/solve/routes/solve-one'),
  '/sample': () => import('../features/problem/routes/student-sample'),
  '/test': () => import('../features/level-test/routes/level-test'),
  '/sat': () => import('../features/sat/routes/sat-home'),
  '/user/login': () => import('../features/auth/routes/login'),
  '/user/signup': () => import('../features/auth/routes/signup'),
  '/user/signupAfter': () => import('../features/auth/routes/signup-after'),
  '/user/forgotPassword': () => import('../features/auth/routes/forgot-password'),
  '/user/changePassword': () => import('../features/auth/routes/change-password'),
  '/user/webview': () => import('../features/auth/routes/webview'),
  '/user/webview/signup': () => import('../features/auth/routes/webview-signup'),
  '/term/use': () => import('../features/auth/routes/term-use'),
  '/term/privacy': () => import('../features/auth/routes/term-privacy'),
  '/term/marketing': () => import('../features/auth/routes/term-marketing'),
  '/callback/kakao': () => import('../features/auth/routes/callback-kakao'),
  '/callback/google': () => import('../features/auth/routes/callback-google'),
  '/payment/callback/iamport/kakaopay': () => import('../features/membership/routes/payment-callback'),
  '/solve/one/workbook': () => import('../features/solve/routes/practice-workbook'),
  '/solve/test/one/workbook': () => import('../features/solve/routes/test-workbook'),
  '/solve/test/diagnose/workbook': () => import('../features/diagnose/routes/diagnose-workbook'),
  '/solve/test/one/workbook_quest': () => import('../features/solve/routes/quest-workbook'),
  '/solve/test/one/workbookv2': () => import('../features/solve/routes/sheet-workbook'),
  '/solve/test/list': () => import('../features/solve/routes/test-list'),
  '/solve/test/sat': () => import('../features/sat/routes/sat-test'),
  '/solve/diagnose/report': () => import('../features/diagnose/routes/diagnose-report'),
  '/solve/diagnose/workbook': () => import('../features/diagnose/routes/diagnose-setup'),
  '/sample/preVer2': () => import('../features/problem/routes/sample'),
  '/sample/preVer3': () => import('../features/problem/routes/sample'),
  '/sample/preVer2Diagnose': () => import('../features/diagnose/routes/diagnose-sample'),
  '/sample/test/workbookSat': () => import('../features/sat/routes/sat-sample'),
};

/** Routes this app adds beyond the spec's list (they need a login, like every non-public path). */
export const EXTRA_ROUTE_MODULES: Record<string, RouteModule> = {
  [appPaths.settings]: () => import('./routes/settings'),
  [appPaths.solveResult]: () => import('../features/solve/routes/result'),
  [appPaths.incorrectNotes]: () => import('../features/solve/routes/incorrect-notes'),
  [appPaths.membership]: () => import('../features/membership/routes/membership'),
  [appPaths.paymentHistory]: () => import('../features/membership/routes/payment-history'),
  [appPaths.notices]: () => import('../features/support/routes/notices'),
  [appPaths.noticeDetail]: () => import('../features/support/routes/notice-detail'),
  [appPaths.support]: () => import('../features/support/routes/support'),
  [appPaths.supportInquiry]: () => import('../features/support/routes/inquiry-detail'),
  [appPaths.operator]: () => import('../features/support/routes/operator'),
  [appPaths.alerts]: () => import('../features/alerts/routes/alerts'),
};

export const notFoundModule: RouteModule = () => import('./routes/not-found');
