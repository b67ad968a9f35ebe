// The route tree: one layout (the shell) around every spec route, the app's extra routes, and a not-found page.
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { EXTRA_ROUTE_MODULES, notFoundModule, SPEC_ROUTE_MODULES, type RouteModule } from './route-table';
import { RootLayout } from './root-layout';

const lazyRoute = (path: string, load: RouteModule): RouteObject => ({
  path,
  lazy: async () => ({ Component: (await load()).default }),
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
