import { lazy, Suspense } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { FullPageSpinner } from '../ui/full-page-spinner';
import { type RouteHandle } from './current-route';
import { NOT_FOUND_ROUTE, PORTAL_ROUTES, ROUTES, type AppRoute } from './routes';

// Rare (a screen crashed), so it is not part of the first download either.
const RouteErrorPage = lazy(() =>
  import('./route-error-page').then((module) => ({ default: module.RouteErrorPage })),
);

function toRouteObject(route: AppRoute): RouteObject {
  const handle: RouteHandle = { route };
  return { path: route.path, lazy: route.lazy, handle };
}

/**
 * Nothing but lazy routes around the route table, so the entry holds neither antd nor a shell: antd's
 * root (theme, toasts), then one of three shells, the public one (gating only), the back office (the
 * side menu and its queries) or the consigner portal (its own menu, issue 18), then the screen.
 * React Router downloads the three files side by side.
 */
export function createAppRouter() {
  return createBrowserRouter([
    {
      lazy: () => import('./antd-root').then((module) => ({ Component: module.AntdRoot })),
      errorElement: (
        <Suspense fallback={<FullPageSpinner />}>
          <RouteErrorPage />
        </Suspense>
      ),
      // Shown while the first screen's files load.
      hydrateFallbackElement: <FullPageSpinner />,
      children: [
        {
          lazy: () => import('./public-shell').then((module) => ({ Component: module.PublicShell })),
          children: [...ROUTES, ...PORTAL_ROUTES]
            .filter((route) => route.area === 'public')
            .map(toRouteObject),
        },
        {
          lazy: () =>
            import('../features/portal/portal-shell').then((module) => ({ Component: module.PortalShell })),
          children: PORTAL_ROUTES.filter((route) => route.area === 'portal').map(toRouteObject),
        },
        {
          lazy: () =>
            import('./layout/back-office-shell').then((module) => ({ Component: module.BackOfficeShell })),
          children: [...ROUTES.filter((route) => route.area === 'private'), NOT_FOUND_ROUTE].map(
            toRouteObject,
          ),
        },
      ],
    },
  ]);
}
