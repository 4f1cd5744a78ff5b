import { Inject, Injectable } from '@nestjs/common';
import jwt from 'jsonwebtoken';
import { ACCESS_TOKEN_TTL_SECONDS } from '@shared/contracts/auth';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { authClaims, type AuthClaims, TOKEN_AUDIENCE, TOKEN_ISSUER } from './auth-claims';
import { signingKeyOf } from './signing-key';

/** Past this many tokens verified lately, the oldest is forgotten (and verified again if it comes back). */
const VERIFIED_TOKENS_MAX = 10_000;

@Injectable()
export class TokenService {
  /**
   * Access tokens verified lately, with their claims and when they expire. A session sends the
   * same token with every request for its 15 minutes; its signature and claims cannot change, so
   * they are checked once (jsonwebtoken's decoding, HMAC and claim checks were 15-35 µs of every
   * /api request), and only the expiry is checked again each time, as jsonwebtoken checks it.
   * The secret is the process's own and does not change while it runs. Revocation is not the
   * token's business: the principal's session is read from the database (PrincipalCache).
   */
  private readonly verified = new Map<string, { claims: AuthClaims; expiresAtMs: number }>();

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** Short-lived: a stolen access token is useful for minutes; the rotating refresh cookie renews it. */
  signAccessToken(claims: AuthClaims, ttlSeconds = ACCESS_TOKEN_TTL_SECONDS): string {
    const { sub, ...rest } = claims;
    return jwt.sign(rest, signingKeyOf(this.config.jwtSecret), {
      algorithm: 'HS256',
      subject: sub,
      issuer: TOKEN_ISSUER,
      audience: TOKEN_AUDIENCE,
      expiresIn: ttlSeconds,
    });
  }

  /** The claims of a valid access token, for the few /open calls that act on the signed-in account. */
  verifyAccessToken(token: string): AuthClaims | null {
    const known = this.verified.get(token);
    if (known) {
      // jsonwebtoken's rule: expired from the second `exp` on.
      if (Date.now() < known.expiresAtMs) return { ...known.claims };
      this.verified.delete(token);
      return null;
    }
    let payload: string | jwt.JwtPayload;
    try {
      payload = jwt.verify(token, signingKeyOf(this.config.jwtSecret), {
        algorithms: ['HS256'],
        issuer: TOKEN_ISSUER,
        audience: TOKEN_AUDIENCE,
      });
    } catch {
      return null;
    }
    const parsed = authClaims.safeParse(payload);
    if (!parsed.success) return null;
    const exp = typeof payload === 'object' ? payload.exp : undefined;
    if (typeof exp === 'number') {
      if (this.verified.size >= VERIFIED_TOKENS_MAX) {
        const oldest = this.verified.keys().next().value;
        if (oldest !== undefined) this.verified.delete(oldest);
      }
      this.verified.set(token, { claims: parsed.data, expiresAtMs: exp * 1000 });
    }
    return { ...parsed.data };
  }
}
