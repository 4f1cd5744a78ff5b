import { useMatches } from 'react-router';
import { type AppRoute } from './routes';

/** What router.tsx puts in each route's `handle`, so layouts and pages can read their own table entry. */
export interface RouteHandle {
  route: AppRoute;
}

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'route' in handle;
}

/** The route-table entry of the deepest matched route; null above the table (the error boundary). */
export function useCurrentRoute(): AppRoute | null {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const { handle } = matches[index];
    if (isRouteHandle(handle)) return handle.route;
  }
  return null;
}
