import { RouteGate } from '../../app/route-gate';
import { PortalLayout } from './portal-layout';

/**
 * Issue 18: the consigner portal's screens, gated (signed-in consigners only), inside the portal's
 * own menu. Its own chunk: a consigner never downloads the back office's shell or menu.
 */
export function PortalShell() {
  return <RouteGate layout={PortalLayout} />;
}
