import { PORTAL_PATH } from '../../app/gating';

export type PortalMenuIcon = 'dashboard' | 'items' | 'list' | 'payouts' | 'settings';

export interface PortalMenuEntry {
  path: string;
  label: string;
  icon: PortalMenuIcon;
}

/** The portal's menu (issue 18), in its order: no staff entry is ever part of it. */
export const PORTAL_MENU: readonly PortalMenuEntry[] = [
  { path: PORTAL_PATH, label: 'Dashboard', icon: 'dashboard' },
  { path: `${PORTAL_PATH}/items`, label: 'My items', icon: 'items' },
  { path: `${PORTAL_PATH}/list`, label: 'List items', icon: 'list' },
  { path: `${PORTAL_PATH}/payouts`, label: 'Payouts', icon: 'payouts' },
  { path: `${PORTAL_PATH}/settings`, label: 'Settings', icon: 'settings' },
];
