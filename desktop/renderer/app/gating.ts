import { type Profile } from '@shared/contracts/me';
import { type PublicStore, type StoreFeatures } from '@shared/contracts/stores';
import { PORTAL_PATH, PORTAL_SIGNUP_PATH } from '@shared/constants';
import { type AccessControl, hasAccess } from '@shared/domain/access-controls';

export const LOGIN_PATH = '/login';
export const VERIFY_PATH = '/verify';
export const DISABLED_ACCOUNT_PATH = '/disabledAccount';
export const MAINTENANCE_PATH = '/maintenance';
export const STORE_SIGNUP_PATH = '/storeSignup';
export const FORGOT_PATH = '/forgot';
export const EMPLOYEE_SIGNUP_PATH = '/signup/:id';
export const CATALOGUE_PATH = '/catalogue/:handle';
export const PRICE_LINK_PATH = '/buyandsell/:action/:code';
export const HOME_PATH = '/';
export const KIOSK_PATH = '/instore';
/** Ours (issue 18): the consigner portal, and its sign-up page (the catalogue's Sign up link). */
export { PORTAL_PATH, PORTAL_SIGNUP_PATH } from '@shared/constants';

type SwitchFeature = {
  [K in keyof StoreFeatures]: StoreFeatures[K] extends boolean ? K : never;
}[keyof StoreFeatures];

/** What gating needs to know about a route; the route table adds the title and element. */
export interface GatedRoute {
  path: string;
  /**
   * spec 000 §2.1 public routes, §2.2 private routes (the side-menu layout), and ours (issue 18) the
   * consigner portal's screens (signed-in consigners only, inside the portal's own menu).
   */
  area: 'public' | 'private' | 'portal';
  /** A public route that still needs a signed-in user (spec 000 §2.4: the kiosk). */
  requiresSignIn?: boolean;
  /** A public route a signed-in user has no business on: they go on to `/` (spec 000 §2.1 /login, /signup/{id}). */
  isGuestOnly?: boolean;
  /** spec 000 §6: the access control a restricted employee needs for this screen. */
  access?: AccessControl;
  /** spec 000 §6: only the role Admin gets this route. */
  adminOnly?: boolean;
  /** A per-store switch the screen needs (spec README: features instead of store ids). */
  storeFeature?: SwitchFeature;
}

/** spec 000 §4 "Login state is loading, logged in, or signed in with no profile (403)". */
export type AccountState =
  | { status: 'signedOut' }
  /** Signed in, GET /api/me not answered yet. */
  | { status: 'loading' }
  /** GET /api/me failed for a reason a retry may fix (server down). */
  | { status: 'failed' }
  /** GET /api/me answered NO_PROFILE: an account, but nobody in this store. */
  | { status: 'noProfile' }
  | { status: 'ready'; profile: Profile };

/** The store of the page's address (GET /open/store). */
export type PageStore =
  | { status: 'loading' }
  /** isConsignerAddress: the page is on the store's consigner address (issue 18). */
  | { status: 'ready'; store: PublicStore; isConsignerAddress?: boolean }
  | { status: 'missing' }
  | { status: 'unknown' };

export interface GateInput {
  route: GatedRoute;
  account: AccountState;
  pageStore: PageStore;
  /** Where a guest-only page sends a signed-in user: the page they were sent to sign in from. */
  returnTo?: string | null;
}

export type GateDecision =
  /** Not known yet whether the page may show: a spinner, never a flash of the wrong screen. */
  | { kind: 'wait' }
  /** Go to /login, remembering where the visitor wanted to go. */
  | { kind: 'signIn' }
  | { kind: 'redirect'; to: string }
  /** The signed-in account belongs to another store than the page: end the session (spec 000 §2.2). */
  | { kind: 'signOut' }
  /** Denied on the home route itself, where "redirect to /" would loop: the 403 view inside the layout. */
  | { kind: 'forbidden' }
  /** The standalone 403 view with Back To Login (spec 000 §2.1): an account with no profile here. */
  | { kind: 'notAuthorized'; reason: 'noProfile' }
  /** The profile could not be loaded: say so, offer to retry or sign out. */
  | { kind: 'loadFailed' }
  | null;

/**
 * The screens gating sends people to, and those needed to get into an account, stay open during
 * maintenance: staff must still be able to sign in, reset a password or accept an invite to reach
 * Settings and switch maintenance off. /storeSignup is about the product, not this store.
 */
const MAINTENANCE_EXEMPT_PATHS: ReadonlySet<string> = new Set([
  LOGIN_PATH,
  VERIFY_PATH,
  DISABLED_ACCOUNT_PATH,
  MAINTENANCE_PATH,
  FORGOT_PATH,
  EMPLOYEE_SIGNUP_PATH,
  STORE_SIGNUP_PATH,
]);

/**
 * spec 000 §2.1: "Signed-out users with no resolved store are sent here, except on the catalogue."
 * Ours: nor on a price link, whose code names its store (the page shows the store the answer names),
 * so a mailed link works on any address of the product.
 */
const STORELESS_PATHS: ReadonlySet<string> = new Set([STORE_SIGNUP_PATH, CATALOGUE_PATH, PRICE_LINK_PATH]);

export function needsSignIn(route: GatedRoute): boolean {
  return route.area !== 'public' || route.requiresSignIn === true;
}

/** Whether this profile may open the route (spec 000 §6); also decides which menu entries show. */
export function canOpen(
  profile: Pick<Profile, 'role' | 'accessControls' | 'store'>,
  route: GatedRoute,
): boolean {
  if (route.adminOnly && profile.role !== 'Admin') return false;
  if (route.storeFeature && !profile.store.features[route.storeFeature]) return false;
  return hasAccess(profile.accessControls, route.access);
}

export function isConsignerProfile(profile: Pick<Profile, 'kind' | 'role'>): boolean {
  return profile.kind === 'consigner' || profile.role === 'Consigner';
}

/** Where a visitor of `route` must go instead, in the order of spec 000 §2.2 and §4 (Account gating). */
export function decideRedirect({ route, account, pageStore, returnTo }: GateInput): GateDecision {
  const isSignInRequired = needsSignIn(route);
  const isSignedIn = account.status !== 'signedOut';

  if (isSignInRequired && !isSignedIn) {
    // Ours (issue 18): on the store's consigner address the visitors of `/` are consigners; their
    // entry is the portal's sign-up page (with its Log in link), not the staff sign-in.
    if (route.path !== HOME_PATH) return { kind: 'signIn' };
    if (pageStore.status === 'loading') return { kind: 'wait' };
    return pageStore.status === 'ready' && pageStore.isConsignerAddress
      ? { kind: 'redirect', to: PORTAL_SIGNUP_PATH }
      : { kind: 'signIn' };
  }
  if (route.isGuestOnly && isSignedIn) return { kind: 'redirect', to: safeReturnPath(returnTo) ?? HOME_PATH };

  if (isSignInRequired) {
    if (account.status === 'loading') return { kind: 'wait' };
    if (account.status === 'failed') return { kind: 'loadFailed' };
    // An account with no profile yet, on the portal: a consigner who has not finished signing up.
    if (account.status === 'noProfile' && route.area === 'portal') {
      return { kind: 'redirect', to: PORTAL_SIGNUP_PATH };
    }
    if (account.status === 'noProfile') return { kind: 'notAuthorized', reason: 'noProfile' };
  }
  const profile = account.status === 'ready' ? account.profile : null;

  if (isSignInRequired && profile) {
    if (pageStore.status === 'ready' && pageStore.store.id !== profile.store.id) return { kind: 'signOut' };
    if (!profile.emailVerified) return { kind: 'redirect', to: VERIFY_PATH };
    if (!profile.isActive) return { kind: 'redirect', to: DISABLED_ACCOUNT_PATH };
    // spec 000 §6: consigners have their own screens, and the portal is theirs alone.
    const isConsigner = isConsignerProfile(profile);
    if (isConsigner && route.area !== 'portal') return { kind: 'redirect', to: PORTAL_PATH };
    if (!isConsigner && route.area === 'portal') return { kind: 'redirect', to: HOME_PATH };
  }

  if (route.area === 'public') {
    // Maintenance and the missing-store rule both depend on the store: do not guess while it loads.
    if (pageStore.status === 'loading') return { kind: 'wait' };
    if (pageStore.status === 'missing' && !isSignedIn && !STORELESS_PATHS.has(route.path)) {
      return { kind: 'redirect', to: STORE_SIGNUP_PATH };
    }
    const store = pageStore.status === 'ready' ? pageStore.store : (profile?.store ?? null);
    // Only public pages close for maintenance: staff must still reach Settings to switch it off.
    if (store?.maintenanceMode && !MAINTENANCE_EXEMPT_PATHS.has(route.path)) {
      return { kind: 'redirect', to: MAINTENANCE_PATH };
    }
  }

  if (isSignInRequired && profile && !canOpen(profile, route)) {
    if (route.path !== HOME_PATH) return { kind: 'redirect', to: HOME_PATH };
    // A kiosk's own account (InStoreApp, no Products) signs in on the shop floor: its home is the kiosk.
    return profile.accessControls?.includes('InStoreApp')
      ? { kind: 'redirect', to: KIOSK_PATH }
      : { kind: 'forbidden' };
  }
  return null;
}

/**
 * A path inside this app to return to after signing in, or null. Anything else (another origin,
 * "//evil.example", the login page itself) is refused, so a crafted link cannot bounce a clerk elsewhere.
 */
export function safeReturnPath(from: string | null | undefined): string | null {
  if (!from || !from.startsWith('/') || from.startsWith('//') || from.startsWith('/\\')) return null;
  const pathname = from.split(/[?#]/, 1)[0];
  return pathname === LOGIN_PATH ? null : from;
}

/** Navigation state carried to /login so the sign-in screen can return the user where they were going. */
export interface SignInRedirectState {
  from?: string;
  /** Prefills the email field (after an invite was accepted). */
  email?: string;
}
