import { describe, expect, it } from 'vitest';
import { PORTAL_ROUTES } from '../../app/routes';
import { PORTAL_MENU } from './portal-menu';

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
});
