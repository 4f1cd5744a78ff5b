import { Inject, Injectable } from '@nestjs/common';
import jwt from 'jsonwebtoken';
import { ACCESS_TOKEN_TTL_SECONDS } from '@shared/contracts/auth';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { authClaims, type AuthClaims, TOKEN_AUDIENCE, TOKEN_ISSUER } from './auth-claims';
import { signingKeyOf } from './signing-key';

@Injectable()
export class TokenService {
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
    try {
      const payload = jwt.verify(token, signingKeyOf(this.config.jwtSecret), {
        algorithms: ['HS256'],
        issuer: TOKEN_ISSUER,
        audience: TOKEN_AUDIENCE,
      });
      const parsed = authClaims.safeParse(payload);
      return parsed.success ? parsed.data : null;
    } catch {
      return null;
    }
  }
}
