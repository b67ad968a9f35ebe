// The activity ping (spec §7): once when a logged-in user with a token is known, then every interval; 401 logs out.
import { useEffect } from 'react';
import { HttpError } from '../../../lib/http';
import { pingActive } from '../api/ping-active';
import { forceLogout } from '../lib/session-actions';
import { useSessionStore } from '../../../lib/session-store';

export function useActivePing(intervalMs: number): void {
  const loggedIn = useSessionStore((s) => s.loginStatus === 'LOGIN' && s.accessToken != null);
  useEffect(() => {
    if (!loggedIn) return;
    const ping = () =>
      pingActive().catch((error: unknown) => {
        if (error instanceof HttpError && error.status === 401) void forceLogout();
      });
    void ping();
    const timer = window.setInterval(() => void ping(), intervalMs);
    return () => window.clearInterval(timer);
  }, [loggedIn, intervalMs]);
}
