import { describe, expect, it } from 'vitest';
import { type AccessControl } from '@shared/domain/access-controls';
import { NOT_FOUND_ROUTE, PORTAL_ROUTES, ROUTES } from './routes';
import { ScreenPlaceholder } from './screen-placeholder';

/** spec 000 §2.1 and §2.2, with the access control §6 asks for (undefined: not gated by one). */
const SPEC_PUBLIC_ROUTES = [
  '/login',
  '/storeSignup',
  '/signup/:id',
  '/forgot',
  '/verify',
  '/disabledAccount',
  '/maintenance',
  '/catalogue/:handle',
  '/instore',
  '/buyandsell',
  '/buyandsell/:action/:code',
];

const SPEC_PRIVATE_ROUTES: Record<string, AccessControl | undefined> = {
  '/dashboard': undefined,
  '/': 'Products',
  '/request': 'Products',
  '/products/create': 'Products',
  '/products/:id': 'Products',
  '/scan': 'Inventory',
  '/addInventory/:id': 'Inventory',
  '/findInventory': 'Inventory',
  '/inventories/:id': 'Inventory',
  '/requestedInventory': 'Inventory',
  '/incomingInventory': 'Inventory',
  '/readyToPrint': 'Inventory',
  '/withdrawnInventory': 'Inventory',
  '/pendingPriceChangeInventory': 'Inventory',
  '/pendingWithdrawalInventory': 'Inventory',
  '/requestInventory': 'Inventory',
  '/buyingInventory': 'Inventory',
  '/transfers': 'Orders',
  '/acceptTransfers': 'Inventory',
  '/consigners': 'Consigners',
  '/consigners/:id': undefined,
  '/addConsigner': 'Consigners',
  '/employees': 'Employees',
  '/employees/:id': 'Employees',
  '/addEmployee': 'Employees',
  '/activity': 'Inventory',
  // Ours (issue 15): the register.
  '/sell': 'Orders',
  '/findOrders': 'Orders',
  '/orders/:id': 'Orders',
  // Ours (issue 17): the kiosk's reservations.
  '/reservations': 'Orders',
  '/pendingPayouts': 'Orders',
  '/payouts': 'Orders',
  '/payouts/:id': 'Orders',
  '/settings': undefined,
  '/fees': 'Settings',
  '/productTemplates': 'Settings',
  '/subLocations': 'Settings',
  '/scanItems': 'Inventory',
};

/**
 * The routes whose screen a later issue builds: they show the placeholder until then. When a
 * screen lands, its path leaves this list (the test below fails until it does).
 */
const STILL_TO_BUILD: string[] = [];

describe('route table', () => {
  it('declares every spec route exactly once', () => {
    const paths = ROUTES.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect([...paths].sort()).toEqual([...SPEC_PUBLIC_ROUTES, ...Object.keys(SPEC_PRIVATE_ROUTES)].sort());
  });

  it('puts §2.1 routes outside the menu layout and §2.2 routes inside it', () => {
    for (const route of ROUTES) {
      expect(route.area, route.path).toBe(SPEC_PUBLIC_ROUTES.includes(route.path) ? 'public' : 'private');
    }
  });

  it('asks for the access control spec 000 §6 names for each private screen', () => {
    const access = Object.fromEntries(
      ROUTES.filter((route) => route.area === 'private').map((route) => [route.path, route.access]),
    );
    expect(access).toEqual(SPEC_PRIVATE_ROUTES);
  });

  it('keeps /dashboard for Admin only, and only /dashboard', () => {
    expect(ROUTES.filter((route) => route.adminOnly).map((route) => route.path)).toEqual(['/dashboard']);
  });

  it('needs a signed-in user for the kiosk but for no other public page', () => {
    expect(ROUTES.filter((route) => route.requiresSignIn).map((route) => route.path)).toEqual(['/instore']);
  });

  it('sends signed-in users away from /login and /signup/{id} only', () => {
    expect(ROUTES.filter((route) => route.isGuestOnly).map((route) => route.path)).toEqual([
      '/login',
      '/signup/:id',
    ]);
  });

  it('gives every route a title', () => {
    for (const route of ROUTES) expect(route.title, route.path).not.toBe('');
  });

  it('loads every screen lazily, so the public pages never download the back office', () => {
    for (const route of [...ROUTES, NOT_FOUND_ROUTE]) {
      expect(typeof route.lazy, route.path).toBe('function');
      // A screen given outright would be bundled with the route table, into the first download.
      expect(route, route.path).not.toHaveProperty('element');
      expect(route, route.path).not.toHaveProperty('Component');
    }
  });

  it('builds every screen but the ones still to come, which show the placeholder', async () => {
    const placeholders: string[] = [];
    for (const route of [...ROUTES, NOT_FOUND_ROUTE]) {
      const { Component } = await route.lazy();
      expect(typeof Component, route.path).toBe('function');
      if (Component === ScreenPlaceholder) placeholders.push(route.path);
    }
    expect(placeholders.sort()).toEqual([...STILL_TO_BUILD].sort());
    // The first import of every screen (antd and all) takes a while on a busy machine.
  }, 120_000);

  it('highlights only menu paths that are routes themselves', () => {
    const paths = new Set(ROUTES.map((route) => route.path));
    for (const route of ROUTES) if (route.menuPath) expect(paths.has(route.menuPath), route.path).toBe(true);
  });

  it('keeps the consigner portal under /portal, in its own area, apart from the spec routes', () => {
    const paths = [...ROUTES, ...PORTAL_ROUTES].map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(Object.fromEntries(PORTAL_ROUTES.map((route) => [route.path, route.area]))).toEqual({
      '/portal/signup': 'public',
      '/portal': 'portal',
      '/portal/items': 'portal',
      '/portal/list': 'portal',
      '/portal/payouts': 'portal',
      '/portal/settings': 'portal',
    });
    // The portal is the consigners': no staff access control, no Admin-only screen.
    for (const route of PORTAL_ROUTES) {
      expect(route.access, route.path).toBeUndefined();
      expect(route.adminOnly, route.path).toBeUndefined();
    }
  });

  it('builds every portal screen, each loaded lazily', async () => {
    for (const route of PORTAL_ROUTES) {
      expect(route, route.path).not.toHaveProperty('Component');
      const { Component } = await route.lazy();
      expect(typeof Component, route.path).toBe('function');
      expect(Component, route.path).not.toBe(ScreenPlaceholder);
    }
  }, 120_000);
});
