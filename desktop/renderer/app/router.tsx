import { createBrowserRouter, type RouteObject } from 'react-router';
import { FullPageSpinner } from '../ui/full-page-spinner';
import { type RouteHandle } from './current-route';
import { PublicShell } from './public-shell';
import { RouteErrorPage } from './route-error-page';
import { NOT_FOUND_ROUTE, PORTAL_ROUTES, ROUTES, type AppRoute } from './routes';

function toRouteObject(route: AppRoute): RouteObject {
  const handle: RouteHandle = { route };
  return { path: route.path, lazy: route.lazy, handle };
}

/**
 * Three shells: the public one (gating only, in the first download), the back office (the side
 * menu and its queries), loaded with the first private screen, and the consigner portal (its own
 * menu, issue 18), loaded with the first portal screen. Every screen loads on first visit.
 */
export function createAppRouter() {
  return createBrowserRouter([
    {
      errorElement: <RouteErrorPage />,
      // Shown while the first screen's chunk loads.
      hydrateFallbackElement: <FullPageSpinner />,
      children: [
        {
          element: <PublicShell />,
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
