import { describe, expect, it } from 'vitest';
import { PORTAL_ROUTES } from '../../app/routes';
import { PORTAL_MENU, portalMenuKey } from './portal-menu';

describe('portal menu', () => {
  it('lists the five portal screens, each a portal route', () => {
    expect(PORTAL_MENU.map((entry) => entry.label)).toEqual([
      'Dashboard',
      'My items',
      'List items',
      'Payouts',
      'Settings',
    ]);
    const portalPaths = PORTAL_ROUTES.filter((route) => route.area === 'portal').map((route) => route.path);
    for (const entry of PORTAL_MENU) expect(portalPaths).toContain(entry.path);
  });

  it('highlights the entry a path belongs to', () => {
    expect(portalMenuKey('/portal')).toBe('/portal');
    expect(portalMenuKey('/portal/items')).toBe('/portal/items');
    expect(portalMenuKey('/portal/payouts/12')).toBe('/portal/payouts');
    expect(portalMenuKey('/portal/listing')).toBe('/portal');
  });
});
