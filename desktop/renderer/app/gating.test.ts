import { describe, expect, it } from 'vitest';
import { type Profile } from '@shared/contracts/me';
import { makeProfile } from '../features/session/profile.fixture';
import {
  type AccountState,
  canOpen,
  decideRedirect,
  type GatedRoute,
  type GateInput,
  type PageStore,
  safeReturnPath,
} from './gating';

const signedOut: AccountState = { status: 'signedOut' };
const ready = (profile: Profile = makeProfile()): AccountState => ({ status: 'ready', profile });
const storeOf = (profile: Profile): PageStore => ({ status: 'ready', store: profile.store });
const demoStore: PageStore = storeOf(makeProfile());

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
const buyAndSell: GatedRoute = { path: '/buyandsell', area: 'public' };
const login: GatedRoute = { path: '/login', area: 'public', isGuestOnly: true };
const employeeSignup: GatedRoute = { path: '/signup/:id', area: 'public', isGuestOnly: true };
const forgot: GatedRoute = { path: '/forgot', area: 'public' };
const verify: GatedRoute = { path: '/verify', area: 'public' };
const storeSignup: GatedRoute = { path: '/storeSignup', area: 'public' };
const priceLink: GatedRoute = { path: '/buyandsell/:action/:code', area: 'public' };
const maintenance: GatedRoute = { path: '/maintenance', area: 'public' };
const kiosk: GatedRoute = { path: '/instore', area: 'public', requiresSignIn: true };
const portalHome: GatedRoute = { path: '/portal', area: 'portal' };
const portalItems: GatedRoute = { path: '/portal/items', area: 'portal' };
const portalSignup: GatedRoute = { path: '/portal/signup', area: 'public' };

function decide(route: GatedRoute, account: AccountState, overrides: Partial<GateInput> = {}) {
  return decideRedirect({ route, account, pageStore: demoStore, ...overrides });
}

describe('decideRedirect', () => {
  it('lets anyone open a public page', () => {
    expect(decide(catalogue, signedOut)).toBeNull();
    expect(decide(login, signedOut)).toBeNull();
    expect(decide(storeSignup, signedOut)).toBeNull();
  });

  it('sends signed-out visitors of a private page, or of the kiosk, to sign in', () => {
    expect(decide(findInventory, signedOut)).toEqual({ kind: 'signIn' });
    expect(decide(kiosk, signedOut)).toEqual({ kind: 'signIn' });
  });

  it("opens the portal's entry for signed-out visitors of / on the store's consigner address", () => {
    const consignerAddress: PageStore = {
      status: 'ready',
      store: makeProfile().store,
      isConsignerAddress: true,
    };
    expect(decide(home, signedOut, { pageStore: consignerAddress })).toEqual({
      kind: 'redirect',
      to: '/portal/signup',
    });
    // Not known yet which address this is: wait rather than flash the staff sign-in.
    expect(decide(home, signedOut, { pageStore: { status: 'loading' } })).toEqual({ kind: 'wait' });
    expect(decide(home, signedOut)).toEqual({ kind: 'signIn' });
    // Staff deep links on that address still sign in; signed in, staff reach the back office.
    expect(decide(findInventory, signedOut, { pageStore: consignerAddress })).toEqual({ kind: 'signIn' });
    expect(decide(home, ready(), { pageStore: consignerAddress })).toBeNull();
    expect(decide(portalHome, signedOut, { pageStore: consignerAddress })).toEqual({ kind: 'signIn' });
  });

  it('sends a signed-in user away from /login and /signup/{id}, back where they came from', () => {
    expect(decide(login, ready())).toEqual({ kind: 'redirect', to: '/' });
    expect(decide(employeeSignup, { status: 'loading' })).toEqual({ kind: 'redirect', to: '/' });
    expect(decide(login, ready(), { returnTo: '/employees?search=dana' })).toEqual({
      kind: 'redirect',
      to: '/employees?search=dana',
    });
    expect(decide(login, ready(), { returnTo: 'https://evil.example/' })).toEqual({
      kind: 'redirect',
      to: '/',
    });
  });

  it('waits for the profile before deciding anything about a signed-in page', () => {
    expect(decide(findInventory, { status: 'loading' })).toEqual({ kind: 'wait' });
    expect(decide(findInventory, { status: 'failed' })).toEqual({ kind: 'loadFailed' });
  });

  it('shows the standalone 403 view to an account with no profile in this store', () => {
    expect(decide(findInventory, { status: 'noProfile' })).toEqual({
      kind: 'notAuthorized',
      reason: 'noProfile',
    });
    expect(decide(kiosk, { status: 'noProfile' })).toEqual({ kind: 'notAuthorized', reason: 'noProfile' });
  });

  it('sends a consigner on any staff screen (the kiosk too) to the portal, and lets them browse public pages', () => {
    const consigner = makeProfile({ kind: 'consigner', role: 'Consigner', accessControls: [] });
    expect(decide(home, ready(consigner))).toEqual({ kind: 'redirect', to: '/portal' });
    expect(decide(dashboard, ready(consigner))).toEqual({ kind: 'redirect', to: '/portal' });
    expect(decide(settings, ready(consigner))).toEqual({ kind: 'redirect', to: '/portal' });
    expect(decide(kiosk, ready(consigner))).toEqual({ kind: 'redirect', to: '/portal' });
    expect(decide(catalogue, ready(consigner))).toBeNull();
    expect(decide(portalHome, ready(consigner))).toBeNull();
    expect(decide(portalItems, ready(consigner))).toBeNull();
  });

  it('keeps the portal to consigners: staff go to the back office, signed-out visitors sign in', () => {
    expect(decide(portalHome, ready())).toEqual({ kind: 'redirect', to: '/' });
    expect(decide(portalItems, ready(makeProfile({ role: 'Admin' })))).toEqual({ kind: 'redirect', to: '/' });
    expect(decide(portalItems, signedOut)).toEqual({ kind: 'signIn' });
    expect(decide(portalHome, { status: 'loading' })).toEqual({ kind: 'wait' });
  });

  it('sends an account with no profile yet from the portal to finish signing up', () => {
    expect(decide(portalHome, { status: 'noProfile' })).toEqual({ kind: 'redirect', to: '/portal/signup' });
    expect(decide(portalSignup, { status: 'noProfile' })).toBeNull();
    expect(decide(portalSignup, signedOut)).toBeNull();
  });

  it('sends an unverified or disabled consigner away from the portal like any account', () => {
    const unverified = makeProfile({ emailVerified: false, kind: 'consigner', role: 'Consigner' });
    expect(decide(portalHome, ready(unverified))).toEqual({ kind: 'redirect', to: '/verify' });
    const disabled = makeProfile({ isActive: false, kind: 'consigner', role: 'Consigner' });
    expect(decide(portalItems, ready(disabled))).toEqual({ kind: 'redirect', to: '/disabledAccount' });
  });

  it('sends an unverified email to /verify before anything else about the account', () => {
    const profile = makeProfile({ emailVerified: false, isActive: false, kind: 'consigner' });
    expect(decide(findInventory, ready(profile))).toEqual({ kind: 'redirect', to: '/verify' });
    expect(decide(kiosk, ready(profile))).toEqual({ kind: 'redirect', to: '/verify' });
  });

  it('sends an inactive account to /disabledAccount', () => {
    const profile = makeProfile({ isActive: false });
    expect(decide(settings, ready(profile))).toEqual({ kind: 'redirect', to: '/disabledAccount' });
  });

  it("ends the session when the profile belongs to another store than the page's", () => {
    const profile = makeProfile({ store: { id: 8 } });
    expect(decide(findInventory, ready(profile))).toEqual({ kind: 'signOut' });
    // A staff member may browse another store's public catalogue without being signed out.
    expect(decide(catalogue, ready(profile))).toBeNull();
    // Until the page's store is known, nothing is compared.
    expect(decide(findInventory, ready(profile), { pageStore: { status: 'loading' } })).toBeNull();
  });

  it('sends public pages of a store in maintenance to /maintenance', () => {
    const inMaintenance = storeOf(makeProfile({ store: { maintenanceMode: true } }));
    expect(decide(catalogue, signedOut, { pageStore: inMaintenance })).toEqual({
      kind: 'redirect',
      to: '/maintenance',
    });
    expect(decide(buyAndSell, signedOut, { pageStore: inMaintenance })).toEqual({
      kind: 'redirect',
      to: '/maintenance',
    });
    const profile = makeProfile({ store: { maintenanceMode: true } });
    expect(decide(kiosk, ready(profile), { pageStore: storeOf(profile) })).toEqual({
      kind: 'redirect',
      to: '/maintenance',
    });
  });

  it("falls back to the profile's store for maintenance when the page's store is unknown", () => {
    const profile = makeProfile({ store: { maintenanceMode: true } });
    expect(decide(kiosk, ready(profile), { pageStore: { status: 'unknown' } })).toEqual({
      kind: 'redirect',
      to: '/maintenance',
    });
  });

  it('keeps the account screens reachable during maintenance, and staff at work', () => {
    const profile = makeProfile({ store: { maintenanceMode: true } });
    const pageStore = storeOf(profile);
    for (const route of [maintenance, login, verify, forgot, employeeSignup, storeSignup]) {
      expect(decide(route, signedOut, { pageStore }), route.path).toBeNull();
    }
    expect(decide(settings, ready(profile), { pageStore })).toBeNull();
  });

  it('waits for the store before showing a public page', () => {
    expect(decide(login, signedOut, { pageStore: { status: 'loading' } })).toEqual({ kind: 'wait' });
    expect(decide(login, signedOut, { pageStore: { status: 'unknown' } })).toBeNull();
  });

  it('sends signed-out visitors of an address with no store to /storeSignup, except on the catalogue and a price link', () => {
    const pageStore: PageStore = { status: 'missing' };
    expect(decide(login, signedOut, { pageStore })).toEqual({ kind: 'redirect', to: '/storeSignup' });
    expect(decide(forgot, signedOut, { pageStore })).toEqual({ kind: 'redirect', to: '/storeSignup' });
    expect(decide(catalogue, signedOut, { pageStore })).toBeNull();
    expect(decide(storeSignup, signedOut, { pageStore })).toBeNull();
    // A mailed price link names its store by its code, whatever address it was opened on.
    expect(decide(priceLink, signedOut, { pageStore })).toBeNull();
    expect(decide(buyAndSell, signedOut, { pageStore })).toEqual({ kind: 'redirect', to: '/storeSignup' });
  });

  it('sends an employee whose access controls lack the screen to /', () => {
    const profile = makeProfile({ role: 'Employee', accessControls: ['Products'] });
    expect(decide(findInventory, ready(profile))).toEqual({ kind: 'redirect', to: '/' });
  });

  it('does not restrict a profile without an access-control list', () => {
    const profile = makeProfile({ role: 'Employee', accessControls: null });
    expect(decide(findInventory, ready(profile))).toBeNull();
  });

  it('shows the 403 view in place when / itself is denied, instead of redirecting to itself', () => {
    const profile = makeProfile({ role: 'Employee', accessControls: ['Inventory'] });
    expect(decide(home, ready(profile))).toEqual({ kind: 'forbidden' });
  });

  it("sends a kiosk's own account from / to the kiosk", () => {
    const profile = makeProfile({ role: 'Employee', accessControls: ['InStoreApp'] });
    expect(decide(home, ready(profile))).toEqual({ kind: 'redirect', to: '/instore' });
    expect(decide(findInventory, ready(profile))).toEqual({ kind: 'redirect', to: '/' });
  });

  it('keeps /dashboard for Admin', () => {
    expect(decide(dashboard, ready(makeProfile({ role: 'Admin' })))).toBeNull();
    expect(decide(dashboard, ready(makeProfile({ role: 'Employee' })))).toEqual({
      kind: 'redirect',
      to: '/',
    });
  });

  it('opens Scan Items only in stores with the scanItems feature', () => {
    const without = makeProfile();
    const withFeature = makeProfile({ store: { features: { ...without.store.features, scanItems: true } } });
    expect(decide(scanItems, ready(without))).toEqual({ kind: 'redirect', to: '/' });
    expect(decide(scanItems, ready(withFeature), { pageStore: storeOf(withFeature) })).toBeNull();
  });

  it('keeps Settings open without the Settings control (its content is gated, not the page)', () => {
    expect(canOpen(makeProfile({ role: 'Employee', accessControls: [] }), settings)).toBe(true);
  });
});

describe('safeReturnPath', () => {
  it('accepts paths of this app only', () => {
    expect(safeReturnPath('/employees/4?tab=access')).toBe('/employees/4?tab=access');
    expect(safeReturnPath('//evil.example/x')).toBeNull();
    expect(safeReturnPath('/\\evil.example')).toBeNull();
    expect(safeReturnPath('https://evil.example')).toBeNull();
    expect(safeReturnPath('/login?next=/')).toBeNull();
    expect(safeReturnPath(undefined)).toBeNull();
  });
});
