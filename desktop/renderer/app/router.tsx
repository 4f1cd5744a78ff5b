import { lazy, Suspense } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { FullPageSpinner } from '../ui/full-page-spinner';
import { type RouteHandle } from './current-route';
import { LightRoot } from './light-root';
import { NOT_FOUND_ROUTE, PORTAL_ROUTES, ROUTES, type AppRoute } from './routes';

// Rare (a screen crashed), so it is not part of the first download either.
const RouteErrorPage = lazy(() =>
  import('./route-error-page').then((module) => ({ default: module.RouteErrorPage })),
);

function toRouteObject(route: AppRoute): RouteObject {
  const handle: RouteHandle = { route };
  return { path: route.path, lazy: route.lazy, handle };
}

const PUBLIC_ROUTES = [...ROUTES, ...PORTAL_ROUTES].filter((route) => route.area === 'public');

/** The public shell (gating only) around some public routes: a lazy route, beside the screen's file. */
function publicShell(routes: readonly AppRoute[]): RouteObject {
  return {
    lazy: () => import('./public-shell').then((module) => ({ Component: module.PublicShell })),
    children: routes.map(toRouteObject),
  };
}

/**
 * The entry holds the route table and the light root (app/light-root.tsx: the light kit's toasts, no
 * antd); around the screens, lazy routes: the public shell (gating) with the light public pages
 * right under the light root, and antd's root (theme, `App`, the notify bridge) around the three
 * shells that still need antd: the consigner portal's (its own menu, issue 18), the back office's
 * (the side menu and its queries) and the public shell again for the one public-area screen built
 * with antd, the consigner portal's sign-up (AppRoute.usesAntd). React Router downloads a page's
 * files side by side.
 */
export function createAppRouter() {
  return createBrowserRouter([
    {
      Component: LightRoot,
      errorElement: (
        <Suspense fallback={<FullPageSpinner />}>
          <RouteErrorPage />
        </Suspense>
      ),
      // Shown while the first screen's files load.
      hydrateFallbackElement: <FullPageSpinner />,
      children: [
        publicShell(PUBLIC_ROUTES.filter((route) => !route.usesAntd)),
        {
          lazy: () => import('./antd-root').then((module) => ({ Component: module.AntdRoot })),
          children: [
            publicShell(PUBLIC_ROUTES.filter((route) => route.usesAntd)),
            {
              lazy: () =>
                import('../features/portal/portal-shell').then((module) => ({
                  Component: module.PortalShell,
                })),
              children: PORTAL_ROUTES.filter((route) => route.area === 'portal').map(toRouteObject),
            },
            {
              lazy: () =>
                import('./layout/back-office-shell').then((module) => ({
                  Component: module.BackOfficeShell,
                })),
              children: [...ROUTES.filter((route) => route.area === 'private'), NOT_FOUND_ROUTE].map(
                toRouteObject,
              ),
            },
          ],
        },
      ],
    },
  ]);
}
