import { createBrowserRouter, type RouteObject } from 'react-router';
import { type RouteHandle } from './current-route';
import { RouteErrorPage } from './route-error-page';
import { RouteGate } from './route-gate';
import { NOT_FOUND_ROUTE, ROUTES, type AppRoute } from './routes';

function toRouteObject(route: AppRoute): RouteObject {
  const handle: RouteHandle = { route };
  return { path: route.path, element: route.element, handle };
}

export function createAppRouter() {
  return createBrowserRouter([
    {
      errorElement: <RouteErrorPage />,
      children: [
        {
          element: <RouteGate />,
          children: ROUTES.filter((route) => route.area === 'public').map(toRouteObject),
        },
        {
          element: <RouteGate withMenu />,
          children: [...ROUTES.filter((route) => route.area === 'private'), NOT_FOUND_ROUTE].map(
            toRouteObject,
          ),
        },
      ],
    },
  ]);
}
