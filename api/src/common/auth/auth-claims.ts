import { z } from 'zod';

/**
 * What a signed access token says: which account, in which store, from which sign-in session.
 * Role, access controls and the active flag are read from the database on every request (the
 * Principal), so a change by an Admin takes effect at once, not when the token expires.
 */
export const authClaims = z.object({
  /** Account id (the login identity). */
  sub: z.string(),
  storeId: z.number().int(),
  /** The refresh-token family this access token was issued in. */
  sid: z.string(),
});
export type AuthClaims = z.infer<typeof authClaims>;

export const TOKEN_ISSUER = 'consigndesk';
export const TOKEN_AUDIENCE = 'consigndesk-api';
