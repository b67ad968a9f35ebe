// Runs the startup sequence once, and afterwards sends a visitor on a login-only path to the login screen.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { ensureCourseMap } from '../../course/api/get-course-map';
import { useLoadingStore } from '../../feedback/stores/loading-store';
import { useLanguageStore } from '../../language/stores/language-store';
import { appPaths } from '../../../lib/paths';
import { shouldRedirectToLogin } from '../lib/login-state';
import { navigateTo } from '../lib/navigation';
import { checkSession, redirectToLogin } from '../lib/session-actions';
import { runStartup } from '../lib/startup';
import { useSessionStore } from '../../../lib/session-store';

export function useStartup(): void {
  const queryClient = useQueryClient();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void runStartup({
      loadCourseMap: () => ensureCourseMap(queryClient),
      setUpLoadingIndicator: () => useLoadingStore.getState().enable(),
      chooseLanguage: () => useLanguageStore.getState().chooseAtStartup(),
      checkSession: () => checkSession(window.location.pathname),
    });
  }, [queryClient]);
}

export function useLoginGuard(): void {
  const { pathname } = useLocation();
  const initViewStatus = useSessionStore((s) => s.initViewStatus);
  const loginStatus = useSessionStore((s) => s.loginStatus);
  useEffect(() => {
    if (shouldRedirectToLogin({ initViewStatus, loginStatus, pathname })) redirectToLogin();
  }, [initViewStatus, loginStatus, pathname]);
}

/** A user who logged in with a temporary password stays on the password change until it is done, reloads included. */
export function usePasswordChangeGuard(): void {
  const { pathname } = useLocation();
  const mustChange = useSessionStore((s) => s.loginStatus === 'LOGIN' && s.user?.mustChangePassword === true);
  useEffect(() => {
    if (mustChange && pathname !== appPaths.changePassword) navigateTo(appPaths.changePassword, { replace: true });
  }, [mustChange, pathname]);
}
