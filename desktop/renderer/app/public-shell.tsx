import { RouteGate } from './route-gate';

/**
 * spec 000 §2.1: the shell of the public pages (sign-in and the other account screens, the
 * catalogue, the kiosk, buy and sell): gating and the screen, no side menu and none of the back
 * office's queries. A lazy route, like the back office's shell: its file downloads beside the screen's.
 */
export function PublicShell() {
  return <RouteGate />;
}
