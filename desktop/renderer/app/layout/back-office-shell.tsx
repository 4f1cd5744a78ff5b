import { RouteGate } from '../route-gate';
import { AppLayout } from './app-layout';

/** spec 000 §2.2: the private screens, gated, inside the side-menu layout. Its own chunk. */
export function BackOfficeShell() {
  return <RouteGate layout={AppLayout} />;
}
