// A page view on every route change, once the session check has finished (so the event carries the user).
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppStore } from '../../shell/stores/app-store';
import { useSessionStore } from '../../../lib/session-store';
import { trackPageView } from '../lib/analytics';

export function usePageViews(): void {
  const { pathname, search } = useLocation();
  const ready = useSessionStore((s) => s.initViewStatus === 'OK');
  useEffect(() => {
    if (!ready) return;
    useAppStore.getState().pushRoute(`${pathname}${search}`);
    trackPageView();
  }, [pathname, search, ready]);
}
