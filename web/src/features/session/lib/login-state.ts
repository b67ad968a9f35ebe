// The login state machine of spec §4 as pure decisions; session-actions.ts carries them out.
import { ErrorCode, isPublicPath, LOGIN_PATH, type InitViewStatus, type LoginState } from '@mathbridge/contract';

export type StartupDecision =
  /** Non-public path, no credential: log out and go to the login screen. */
  | 'logout-to-login'
  /** Non-public path with a credential: run the login-after step. */
  | 'login-after'
  /** Public path: NO_LOGIN, and no further step. */
  | 'no-login'
  /** Public path with a credential: NO_LOGIN, then the login-after step. */
  | 'no-login-then-login-after';

export function decideStartup(pathname: string, hasCredential: boolean): StartupDecision {
  if (isPublicPath(pathname)) return hasCredential ? 'no-login-then-login-after' : 'no-login';
  return hasCredential ? 'login-after' : 'logout-to-login';
}

/** On each route change: the view is OK, the path is not public and nobody is logged in. */
export function shouldRedirectToLogin(state: {
  initViewStatus: InitViewStatus;
  loginStatus: LoginState;
  pathname: string;
}): boolean {
  return state.initViewStatus === 'OK' && state.loginStatus === 'NO_LOGIN' && !isPublicPath(state.pathname);
}

/** The login screen, keeping the current query string. */
export function loginRedirectTarget(search: string): string {
  if (!search || search === '?') return LOGIN_PATH;
  return `${LOGIN_PATH}${search.startsWith('?') ? search : `?${search}`}`;
}

/** The me call's answers that end the session (spec §8): 401, E00004 or E00001. */
export function endsSession(error: { status: number; code: string | null }): boolean {
  return error.status === 401 || error.code === ErrorCode.UserNotFound || error.code === ErrorCode.InvalidToken;
}
