// The app shell: runs startup, guards login-only paths, and lays out header, main, footer and the mobile tab bar
// according to the chrome rules. Renders nothing until the startup session check is done (except on the public pages
// a visitor sees the same way signed in or not, first-paint.ts), nor while a visitor is sent from a login-only path to
// the login screen.
import { LIMITS } from '@mathbridge/contract';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import useMediaQuery from '@mui/material/useMediaQuery';
import { lazy, Suspense, useDeferredValue, useEffect, useLayoutEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { topBarType } from '../components/layout/chrome';
import { Footer } from '../components/layout/footer';
import { TopBar } from '../components/layout/top-bar';
import { usePageViews } from '../features/analytics/hooks/use-page-views';
import { LoadingOverlay } from '../features/feedback/components/loading-overlay';
import { useAlertStore } from '../features/feedback/stores/alert-store';
import { useTranslationAvailability } from '../features/language/api/get-translation-languages';
import { useUiLanguageSync } from '../features/language/hooks/use-ui-language';
import { useActivePing } from '../features/session/hooks/use-active-ping';
import { useLoginGuard, usePasswordChangeGuard, useStartup } from '../features/session/hooks/use-startup';
import { shouldRedirectToLogin } from '../features/session/lib/login-state';
import { registerNavigate } from '../features/session/lib/navigation';
import { logout } from '../features/session/lib/session-actions';
import { useSessionStore } from '../lib/session-store';
import { useAppStore } from '../features/shell/stores/app-store';
import { useAnswerSync } from '../features/solve/hooks/use-answer-sync';
import { usePageTranslation } from '../features/translation/hooks/use-page-translation';
import { appEnv } from '../lib/env';
import { appPaths } from '../lib/paths';
import { useEarlyPaint } from './first-paint';
import { dropPrerendered } from './prerendered';

// The language settings (a dialog with the translation picker) load when first opened, not with every page.
const LanguageSettingsPopup = lazy(() =>
  import('../features/language/components/language-settings-popup').then((m) => ({ default: m.LanguageSettingsPopup })),
);
// What only a logged-in student sees (the alert bell, the mobile tab bar), and the alert dialog and snackbar until
// there is a first message, load when needed: a visitor's first load carries none of them.
const TopBarAlerts = lazy(() =>
  import('../features/alerts/components/top-bar-alerts').then((m) => ({ default: m.TopBarAlerts })),
);
const BottomBar = lazy(() => import('../components/layout/bottom-bar').then((m) => ({ default: m.BottomBar })));
const AlertHost = lazy(() =>
  import('../features/feedback/components/alert-host').then((m) => ({ default: m.AlertHost })),
);

/** The alert dialog and snackbar, from the first message on (then kept, so closing keeps its transition). */
function Messages() {
  const hasMessage = useAlertStore((s) => s.queue.length > 0);
  const [used, setUsed] = useState(hasMessage);
  if (hasMessage && !used) setUsed(true);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <AlertHost />
    </Suspense>
  );
}

/** `prerendering`: drawn to HTML at build time (src/ssr), where the page draws in the one render there is. */
export function RootLayout({ prerendering = false }: { prerendering?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const mobile = useMediaQuery(`(max-width:${LIMITS.mobileBreakpointPx}px)`);
  const initViewStatus = useSessionStore((s) => s.initViewStatus);
  const loginStatus = useSessionStore((s) => s.loginStatus);
  const loggedIn = loginStatus === 'LOGIN';
  const user = useSessionStore((s) => s.user);
  const hasUser = user != null;
  const resetPaging = useAppStore((s) => s.resetPaging);
  const [languageOpen, setLanguageOpen] = useState(false);
  // Once opened, the dialog stays mounted, so closing it keeps its transition and returns the focus.
  const [languageUsed, setLanguageUsed] = useState(false);

  useEffect(() => registerNavigate((to, options) => void navigate(to, options)), [navigate]);
  useStartup();
  useUiLanguageSync();
  useTranslationAvailability();
  useLoginGuard();
  usePasswordChangeGuard();
  useActivePing(appEnv.activePingIntervalMs);
  usePageViews();
  usePageTranslation();
  useAnswerSync();

  // A visitor on a login-only path is on the way to the login screen: drawing the screen meanwhile would start its
  // authenticated calls (401s and 'session expired' warnings for someone who never had a session).
  // A visitor's public page draws without waiting for the session check's answer (first-paint.ts).
  const earlyPaint = useEarlyPaint(pathname);
  const waiting = initViewStatus !== 'OK' && !earlyPaint;
  const ready = !waiting && !shouldRedirectToLogin({ initViewStatus, loginStatus, pathname });
  // The page's first render is the largest piece of startup work: deferred, React renders it as a transition, in
  // short slices, rather than in the store update that made it ready (one long task on a phone). Until it is done,
  // what was there stays (the drawn page, or the loading indicator). Only the start is deferred: a page that may no
  // longer draw goes at once.
  const drawing = useDeferredValue(ready, prerendering && ready) && ready;
  // The page drawn at build time (prerendered.ts) goes in the frame where the app's own page arrives.
  useLayoutEffect(() => {
    if (drawing) dropPrerendered();
  }, [drawing]);
  if (!drawing) {
    return (
      <>
        <LoadingOverlay />
        <Messages />
      </>
    );
  }

  const variant = topBarType(pathname);
  const chrome = variant !== 'none';
  const showBottomBar = chrome && mobile && loggedIn;

  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <Link
        href="#main-content"
        sx={{
          position: 'absolute',
          left: 8,
          top: -48,
          zIndex: 2000,
          bgcolor: 'background.paper',
          px: 2,
          py: 1,
          borderRadius: 1,
          '&:focus': { top: 8 },
        }}
      >
        {t('nav.skipToContent')}
      </Link>
      {chrome && (
        <TopBar
          variant={variant}
          loggedIn={loggedIn}
          account={user && { name: user.name, email: user.email, hasPassword: user.hasPassword }}
          mobile={mobile}
          onLinkClick={resetPaging}
          onOpenLanguage={() => {
            setLanguageUsed(true);
            setLanguageOpen(true);
          }}
          onLogout={() => void logout()}
          paths={appPaths}
          actions={
            // The bell's place is kept while it loads, so the links beside it do not move.
            <Suspense fallback={<Box aria-hidden sx={{ width: (theme) => theme.spacing(5) }} />}>
              <TopBarAlerts />
            </Suspense>
          }
        />
      )}
      {/* At least a screen tall: the footer starts below the fold, so a screen whose content arrives after the first
          paint does not push a visible footer down (a layout shift). */}
      <Box component="main" id="main-content" tabIndex={-1} sx={{ flex: 1, minHeight: '100dvh', outline: 'none' }}>
        <Outlet />
      </Box>
      {chrome && (
        <Footer termsPath={appPaths.termsOfUse} privacyPath={appPaths.privacy} companyUrl={appEnv.companyUrl} />
      )}
      {showBottomBar && (
        <>
          <Box aria-hidden sx={{ height: 'calc(56px + env(safe-area-inset-bottom))', flexShrink: 0 }} />
          <Suspense fallback={null}>
            <BottomBar
              pathname={pathname}
              hasUser={hasUser}
              onNavigate={(path) => void navigate(path)}
              onRequireLogin={() => useAlertStore.getState().alert(t('errors.requiredLogin'))}
            />
          </Suspense>
        </>
      )}
      {languageUsed && (
        <Suspense fallback={null}>
          <LanguageSettingsPopup open={languageOpen} onClose={() => setLanguageOpen(false)} />
        </Suspense>
      )}
      <LoadingOverlay />
      <Messages />
    </Box>
  );
}
