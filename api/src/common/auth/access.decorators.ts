import { SetMetadata } from '@nestjs/common';
import { type AccessControl } from '@shared/domain/access-controls';

export const ACCESS = 'consigndesk:access';

/**
 * Who may call a route with a profile (an active, verified employee or consigner), any one of:
 * - an access control (spec 000 §6): an employee whose list holds it, or who has no list;
 * - 'Admin': the store owner (role Admin);
 * - 'AnyEmployee': any employee of the store;
 * - 'Consigner': a consigner, for their own account endpoints (the service checks it is theirs).
 */
export type ProfileNeed = AccessControl | 'Admin' | 'AnyEmployee' | 'Consigner';

/**
 * Routes for callers who may have no profile yet:
 * - 'Account': a verified account, with or without a profile (creating one's consigner profile);
 * - 'SignedIn': any signed-in account (GET /api/me, which reports the state so the screens can route).
 */
export type AccountNeed = 'Account' | 'SignedIn';

export type AccessNeeds = readonly [AccountNeed] | readonly [ProfileNeed, ...ProfileNeed[]];

/**
 * The one declaration of what a route needs, read by ApiAuthGuard: every route declares either
 * this or @Public() (tests/api/route-access.test.ts enumerates them). On a controller it covers
 * every route of it; on a route it replaces the controller's. Several needs: any one suffices.
 */
export function Access(need: AccountNeed): MethodDecorator & ClassDecorator;
export function Access(...needs: [ProfileNeed, ...ProfileNeed[]]): MethodDecorator & ClassDecorator;
export function Access(...needs: (ProfileNeed | AccountNeed)[]): MethodDecorator & ClassDecorator {
  return SetMetadata(ACCESS, needs);
}
