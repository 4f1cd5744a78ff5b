import { RouteGate } from './route-gate';

/**
 * spec 000 §2.1: the shell of the public pages (sign-in and the other account screens, the
 * catalogue, the kiosk, buy and sell): gating and the screen, no side menu and none of the back
 * office's queries. It is part of the first download; the back office is not.
 */
export function PublicShell() {
  return <RouteGate />;
}
