// Draws a visitor's public page to HTML at build time (prerender.ts runs it under Node): the app's shell and the page
// as a visitor first sees them, in one language and the default theme, with the styles they use.
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import type { Language } from '@mathbridge/contract';
import i18next from 'i18next';
import { renderToString } from 'react-dom/server';
import { initReactI18next } from 'react-i18next';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type RouteObject } from 'react-router-dom';
import { createQueryClient, Providers } from '../app/provider';
import { RootLayout } from '../app/root-layout';
import LoginRoute from '../features/auth/routes/login';
import LandingRoute from '../features/home/routes/landing';
import PreviewRoute from '../features/home/routes/preview';
import { createAppTheme } from '../features/theme/lib/create-app-theme';
import { i18nSettings } from '../lib/i18n';
import { resources } from '../lib/i18n-resources';
import { useSessionStore } from '../lib/session-store';

const PAGES: Record<string, RouteObject['Component']> = {
  '/preview': PreviewRoute,
  '/main': LandingRoute,
  '/user/login': LoginRoute,
};

export interface DrawnPage {
  /** The page's markup (the shell and the route). */
  html: string;
  /** Every style rule the markup uses (MUI's, through emotion), the global baseline first. */
  css: string;
}

/** A page as the app draws it for a visitor (nobody logged in), before any data has arrived. */
export async function renderPage(path: string, language: Language): Promise<DrawnPage> {
  const Component = PAGES[path];
  if (!Component) throw new Error(`No page is drawn at build time for ${path}`);
  const routes: RouteObject[] = [{ element: <RootLayout prerendering />, children: [{ path, Component }] }];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`Drawing ${path} answered a redirect`);
  const router = createStaticRouter(handler.dataRoutes, context);

  const i18n = i18next.createInstance();
  void i18n.use(initReactI18next).init(i18nSettings(language, { [language]: resources[language] }));
  // Startup done for a visitor: the page draws as it does once the session check has answered "nobody". A server
  // render reads each store's initial state (zustand), so that is where it goes.
  Object.assign(useSessionStore.getInitialState(), { loginStatus: 'NO_LOGIN', initViewStatus: 'OK' });

  // compat: the rules go to the cache (collected below) instead of <style> elements inside the markup.
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  const html = renderToString(
    <CacheProvider value={cache}>
      <Providers i18n={i18n} theme={createAppTheme('default')} client={createQueryClient()}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </Providers>
    </CacheProvider>,
  );
  const css = Object.values(cache.inserted)
    .filter((rules): rules is string => typeof rules === 'string')
    .join('');
  return { html, css };
}
