// What happens on login, logout and the startup session check (spec §4), for the shell and the account screens.
import { STORAGE_KEYS } from '@mathbridge/contract';
import { HttpError } from '../../../lib/http';
import { i18n } from '../../../lib/i18n';
import { appPaths } from '../../../lib/paths';
import { readStorage, writeStorage } from '../../../lib/storage';
import { trackEvent, trackEventBeforeSessionEnds } from '../../analytics/lib/analytics';
import { alertText } from '../../feedback/lib/alert-text';
import { useAlertStore } from '../../feedback/stores/alert-store';
import { deleteSession } from '../api/delete-session';
import { getAccessToken } from '../api/get-access-token';
import { getMe } from '../api/get-me';
import { isUsableToken, useSessionStore } from '../../../lib/session-store';
import { decideStartup, endsSession, loginRedirectTarget } from './login-state';
import { navigateTo } from './navigation';

/** Sends the user to the login screen, keeping the query; remembers where they were for after the login. */
export function redirectToLogin(): void {
  const { pathname, search } = window.location;
  if (pathname !== appPaths.login) writeStorage(STORAGE_KEYS.backUrlPath, `${pathname}${search}`);
  navigateTo(loginRedirectTarget(search), { replace: true });
}

/** Ends the session without asking the user: a rejected me call or ping, or a missing token. */
export async function forceLogout(): Promise<void> {
  const hadSession = useSessionStore.getState().accessToken != null;
  useSessionStore.getState().loggedOut();
  if (hadSession) await deleteSession().catch(() => undefined);
  redirectToLogin();
}

/**
 * The login-after step: with a usable token, load the user and move to LOGIN. Returns false when the session
 * ended (the user was sent to the login screen).
 */
export async function refreshUser(): Promise<boolean> {
  const token = useSessionStore.getState().accessToken;
  if (!isUsableToken(token)) {
    await forceLogout();
    return false;
  }
  try {
    const user = await getMe();
    useSessionStore.getState().loggedIn(user);
    return true;
  } catch (error) {
    if (error instanceof HttpError && endsSession(error)) {
      await forceLogout();
      return false;
    }
    // Any other failure: say so, and carry on as a visitor.
    if (error instanceof HttpError) useAlertStore.getState().alert(alertText(error, i18n.t));
    useSessionStore.getState().markNoLogin();
    return false;
  }
}

/** Startup step 4: ask the gateway for the session's token, then follow the state machine. */
export async function checkSession(pathname: string): Promise<void> {
  const token = await getAccessToken();
  const hasCredential = isUsableToken(token);
  if (hasCredential) useSessionStore.getState().setAccessToken(token);
  switch (decideStartup(pathname, hasCredential)) {
    case 'logout-to-login':
      useSessionStore.getState().loggedOut();
      redirectToLogin();
      break;
    case 'login-after':
      await refreshUser();
      break;
    case 'no-login':
      useSessionStore.getState().markNoLogin();
      break;
    case 'no-login-then-login-after':
      useSessionStore.getState().markNoLogin();
      await refreshUser();
      break;
  }
  useSessionStore.getState().markViewOk();
}

/**
 * For the login screens: the gateway has set the session cookie and answered with an access token. Loads the user,
 * records the Log In event and returns to where the user was sent from.
 */
export async function completeLogin(accessToken: string): Promise<boolean> {
  useSessionStore.getState().setAccessToken(accessToken);
  const ok = await refreshUser();
  if (!ok) return false;
  trackEvent('login');
  const back = readStorage(STORAGE_KEYS.backUrlPath);
  writeStorage(STORAGE_KEYS.backUrlPath, null);
  navigateTo(back && back.startsWith('/') && !back.startsWith('//') ? back : appPaths.home, { replace: true });
  return true;
}

/** The user's logout: DELETE /api/jwt; on 204, NO_LOGIN and the login screen; on failure, an alert and stay. */
export async function logout(): Promise<boolean> {
  // Sent while the token is still good: the server reads the event's user from it.
  await trackEventBeforeSessionEnds('logout');
  try {
    await deleteSession();
  } catch {
    useAlertStore.getState().alert(i18n.t('errors.logoutFailed'));
    return false;
  }
  useSessionStore.getState().loggedOut();
  navigateTo(appPaths.login, { replace: true });
  return true;
}

/**
 * For the withdraw screen, after the api confirmed it: record the event and clear the session. The account is gone by
 * then, so the server stores the event without a user: withdrawals are counted, and the anonymised records stay
 * anonymous.
 */
export function completeWithdraw(): void {
  trackEvent('withdraw');
  useSessionStore.getState().loggedOut();
  navigateTo(appPaths.login, { replace: true });
}

/** Used by the http client: after a 401, the gateway may renew the token from the session cookie. */
export async function renewAccessToken(): Promise<string | null> {
  const token = await getAccessToken();
  if (!isUsableToken(token)) return null;
  useSessionStore.getState().setAccessToken(token);
  return token;
}
