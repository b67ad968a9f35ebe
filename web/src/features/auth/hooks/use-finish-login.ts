// After the gateway answered a session-starting call: load the user (LOGIN), then go on, or to the forced
// password change when the user logged in with a temporary password.
import { useCallback } from 'react';
import { completeLogin } from '../../session/lib/session-actions';
import { navigateTo } from '../../session/lib/navigation';
import { useSessionStore } from '../../../lib/session-store';

export const CHANGE_PASSWORD_PATH = '/user/changePassword';

export function useFinishLogin() {
  return useCallback(async (accessToken: string) => {
    const ok = await completeLogin(accessToken);
    if (ok && useSessionStore.getState().user?.mustChangePassword) {
      navigateTo(CHANGE_PASSWORD_PATH, { replace: true });
    }
    return ok;
  }, []);
}
