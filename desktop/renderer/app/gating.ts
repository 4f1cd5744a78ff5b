import { type Profile } from '@shared/contracts/me';
import { type PublicStore, type StoreFeatures } from '@shared/contracts/stores';
import { type AccessControl, hasAccess } from '@shared/domain/access-controls';
import { type Session } from '../features/session/session.store';

export const LOGIN_PATH = '/login';
export const VERIFY_PATH = '/verify';
export const DISABLED_ACCOUNT_PATH = '/disabledAccount';
export const MAINTENANCE_PATH = '/maintenance';
export const HOME_PATH = '/';

type SwitchFeature = {
  [K in keyof StoreFeatures]: StoreFeatures[K] extends boolean ? K : never;
}[keyof StoreFeatures];

/** What gating needs to know about a route; the route table adds the title and element. */
export interface GatedRoute {
  path: string;
  /** spec 000 §2.1 public routes vs §2.2 private routes (the side-menu layout). */
  area: 'public' | 'private';
  /** A public route that still needs a signed-in user (spec 000 §2.4: the kiosk). */
  requiresSignIn?: boolean;
  /** spec 000 §6: the access control a restricted employee needs for this screen. */
  access?: AccessControl;
  /** spec 000 §6: only the role Admin gets this route. */
  adminOnly?: boolean;
  /** A per-store switch the screen needs (spec README: features instead of store ids). */
  storeFeature?: SwitchFeature;
}

export type GateDecision =
  /** Go to /login, remembering where the visitor wanted to go. */
  | { kind: 'signIn' }
  | { kind: 'redirect'; to: string }
  /** The profile belongs to another store than the token: end the session (spec 000 §2.2). */
  | { kind: 'signOut' }
  /** Denied on the home route itself, where "redirect to /" would loop: show the 403 view in place. */
  | { kind: 'forbidden' }
  | null;

/** The screens gating sends people to stay reachable, or nobody could verify, read why, or sign in. */
const MAINTENANCE_EXEMPT_PATHS: ReadonlySet<string> = new Set([
  LOGIN_PATH,
  VERIFY_PATH,
  DISABLED_ACCOUNT_PATH,
  MAINTENANCE_PATH,
]);

export function needsSignIn(route: GatedRoute): boolean {
  return route.area === 'private' || route.requiresSignIn === true;
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

/**
 * Where a visitor of `route` must go instead, in the order of spec 000 §2.2 and §4 (Account gating).
 * `profile` is null when signed out or not loaded; `store` is the store the page is about, which is the
 * profile's store until public pages resolve a store by handle.
 */
export function decideRedirect(
  session: Session,
  profile: Profile | null,
  route: GatedRoute,
  store: PublicStore | null = profile?.store ?? null,
): GateDecision {
  const isSignInRequired = needsSignIn(route);
  if (isSignInRequired && session.accessToken === null) return { kind: 'signIn' };

  if (profile && session.storeId !== null && profile.store.id !== session.storeId) return { kind: 'signOut' };
  if (isSignInRequired && profile) {
    if (!profile.emailVerified) return { kind: 'redirect', to: VERIFY_PATH };
    if (!profile.isActive) return { kind: 'redirect', to: DISABLED_ACCOUNT_PATH };
  }

  // Only public pages close for maintenance: staff must still reach Settings to switch it off.
  if (route.area === 'public' && store?.maintenanceMode && !MAINTENANCE_EXEMPT_PATHS.has(route.path)) {
    return { kind: 'redirect', to: MAINTENANCE_PATH };
  }

  if (isSignInRequired && profile && !canOpen(profile, route)) {
    return route.path === HOME_PATH ? { kind: 'forbidden' } : { kind: 'redirect', to: HOME_PATH };
  }
  return null;
}

/** Navigation state carried to /login so the sign-in screen can return the user where they were going. */
export interface SignInRedirectState {
  from: string;
}
