import { z } from 'zod';
import { ROLES } from '@shared/domain/access-controls';

/** What a signed access token says about its bearer. Role comes from here, never from a cookie. */
export const authClaims = z.object({
  /** Account id (the login identity). */
  sub: z.string(),
  storeId: z.number().int(),
  kind: z.enum(['employee', 'consigner']),
  /** The employee's or consigner's id. */
  profileId: z.number().int(),
  role: z.enum(ROLES),
});
export type AuthClaims = z.infer<typeof authClaims>;

export const TOKEN_ISSUER = 'consigndesk';
export const TOKEN_AUDIENCE = 'consigndesk-api';
/** Short-lived: a stolen access token is useful for minutes; refresh tokens (rotating) renew it. */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
