// The route tree: one layout (the shell) around every spec route, the app's extra routes, and a not-found page.
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { EXTRA_ROUTE_MODULES, notFoundModule, SPEC_ROUTE_MODULES, type RouteModule } from './route-table';
import { loadScreenTexts } from '../lib/i18n';
import { RootLayout } from './root-layout';

/** The workbook screens, where a typed answer may come any moment: MathLive is worth having ready. */
const WORKBOOK_PATH = /^\/solve\/(one|test\/[^/]+)\/workbook/;

/** How long the first problem has the device to itself before MathLive (a large script) is read in idle time. */
const WARM_UP_DELAY_MS = 4000;

/**
 * Loads MathLive in idle time once a workbook has settled, so a later typed-answer problem does not wait for it. Not
 * at once: the first screen's own work comes first, and a problem with choices needs no math field at all.
 */
function warmUpMathInput(): void {
  const start = () =>
    void import('../features/problem/components/math-input').then(({ warmUpMathLive }) => warmUpMathLive());
  setTimeout(() => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(start, { timeout: 10_000 });
    else start();
  }, WARM_UP_DELAY_MS);
}

/** The visitor's pages, which need only the shell's texts (lib/shell-texts.ts); every other screen draws once its language's other texts are in too. */
const SHELL_TEXT_PATHS = new Set(['/preview', '/main', '/user/login']);

const lazyRoute = (path: string, load: RouteModule): RouteObject => ({
  path,
  lazy: async () => {
    const [{ default: Component }] = await Promise.all([
      load(),
      SHELL_TEXT_PATHS.has(path) ? undefined : loadScreenTexts().catch(() => undefined),
    ]);
    if (WORKBOOK_PATH.test(path)) warmUpMathInput();
    return { Component };
  },
});

export function appRoutes(): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      // The shell itself shows nothing until startup is done, so there is nothing to show while a screen loads.
      HydrateFallback: () => null,
      children: [
        ...Object.entries(SPEC_ROUTE_MODULES).map(([path, load]) => lazyRoute(path, load)),
        ...Object.entries(EXTRA_ROUTE_MODULES).map(([path, load]) => lazyRoute(path, load)),
        lazyRoute('*', notFoundModule),
      ],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(appRoutes());
}
