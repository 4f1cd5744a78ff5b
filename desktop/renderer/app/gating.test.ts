import { describe, expect, it } from 'vitest';
import { makeProfile } from '../features/session/profile.fixture';
import { type Session } from '../features/session/session.store';
import { canOpen, decideRedirect, type GatedRoute } from './gating';

const signedIn: Session = { accessToken: 'token', storeId: 7 };
const signedOut: Session = { accessToken: null, storeId: null };

const home: GatedRoute = { path: '/', area: 'private', access: 'Products' };
const findInventory: GatedRoute = { path: '/findInventory', area: 'private', access: 'Inventory' };
const settings: GatedRoute = { path: '/settings', area: 'private' };
const dashboard: GatedRoute = { path: '/dashboard', area: 'private', adminOnly: true };
const scanItems: GatedRoute = {
  path: '/scanItems',
  area: 'private',
  access: 'Inventory',
  storeFeature: 'scanItems',
};
const catalogue: GatedRoute = { path: '/catalogue/:handle', area: 'public' };
const login: GatedRoute = { path: '/login', area: 'public' };
const verify: GatedRoute = { path: '/verify', area: 'public' };
const maintenance: GatedRoute = { path: '/maintenance', area: 'public' };
const kiosk: GatedRoute = { path: '/instore', area: 'public', requiresSignIn: true };

describe('decideRedirect', () => {
  it('lets anyone open a public page', () => {
    expect(decideRedirect(signedOut, null, catalogue)).toBeNull();
    expect(decideRedirect(signedOut, null, login)).toBeNull();
  });

  it('sends signed-out visitors of a private page, or of the kiosk, to sign in', () => {
    expect(decideRedirect(signedOut, null, findInventory)).toEqual({ kind: 'signIn' });
    expect(decideRedirect(signedOut, null, kiosk)).toEqual({ kind: 'signIn' });
  });

  it('sends an unverified email to /verify before anything else about the account', () => {
    const profile = makeProfile({ emailVerified: false, isActive: false });
    expect(decideRedirect(signedIn, profile, findInventory)).toEqual({ kind: 'redirect', to: '/verify' });
    expect(decideRedirect(signedIn, profile, kiosk)).toEqual({ kind: 'redirect', to: '/verify' });
  });

  it('sends an inactive account to /disabledAccount', () => {
    const profile = makeProfile({ isActive: false });
    expect(decideRedirect(signedIn, profile, settings)).toEqual({ kind: 'redirect', to: '/disabledAccount' });
  });

  it('ends the session when the profile belongs to another store than the token', () => {
    const profile = makeProfile({ store: { id: 8 } });
    expect(decideRedirect(signedIn, profile, findInventory)).toEqual({ kind: 'signOut' });
    expect(decideRedirect(signedIn, profile, catalogue)).toEqual({ kind: 'signOut' });
  });

  it('sends public pages of a store in maintenance to /maintenance', () => {
    const profile = makeProfile({ store: { maintenanceMode: true } });
    expect(decideRedirect(signedIn, profile, catalogue)).toEqual({ kind: 'redirect', to: '/maintenance' });
    expect(decideRedirect(signedIn, profile, kiosk)).toEqual({ kind: 'redirect', to: '/maintenance' });
  });

  it('uses the store the page is about when one is given', () => {
    const store = makeProfile({ store: { maintenanceMode: true } }).store;
    expect(decideRedirect(signedOut, null, catalogue, store)).toEqual({
      kind: 'redirect',
      to: '/maintenance',
    });
  });

  it('keeps the maintenance notice and the account screens reachable, and staff at work', () => {
    const profile = makeProfile({ store: { maintenanceMode: true } });
    expect(decideRedirect(signedIn, profile, maintenance)).toBeNull();
    expect(decideRedirect(signedIn, profile, login)).toBeNull();
    expect(decideRedirect(signedIn, profile, verify)).toBeNull();
    expect(decideRedirect(signedIn, profile, settings)).toBeNull();
  });

  it('sends an employee whose access controls lack the screen to /', () => {
    const profile = makeProfile({ role: 'Employee', accessControls: ['Products'] });
    expect(decideRedirect(signedIn, profile, findInventory)).toEqual({ kind: 'redirect', to: '/' });
  });

  it('does not restrict a profile without an access-control list', () => {
    const profile = makeProfile({ role: 'Employee', accessControls: null });
    expect(decideRedirect(signedIn, profile, findInventory)).toBeNull();
  });

  it('shows the 403 view in place when / itself is denied, instead of redirecting to itself', () => {
    const profile = makeProfile({ role: 'Employee', accessControls: ['Inventory'] });
    expect(decideRedirect(signedIn, profile, home)).toEqual({ kind: 'forbidden' });
  });

  it('keeps /dashboard for Admin', () => {
    expect(decideRedirect(signedIn, makeProfile({ role: 'Admin' }), dashboard)).toBeNull();
    expect(decideRedirect(signedIn, makeProfile({ role: 'Employee' }), dashboard)).toEqual({
      kind: 'redirect',
      to: '/',
    });
  });

  it('opens Scan Items only in stores with the scanItems feature', () => {
    const without = makeProfile();
    const withFeature = makeProfile({ store: { features: { ...without.store.features, scanItems: true } } });
    expect(decideRedirect(signedIn, without, scanItems)).toEqual({ kind: 'redirect', to: '/' });
    expect(decideRedirect(signedIn, withFeature, scanItems)).toBeNull();
  });

  it('keeps Settings open without the Settings control (its content is gated, not the page)', () => {
    expect(canOpen(makeProfile({ role: 'Employee', accessControls: [] }), settings)).toBe(true);
  });
});
