import { Inject, Injectable } from '@nestjs/common';
import jwt from 'jsonwebtoken';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { ACCESS_TOKEN_TTL_SECONDS, type AuthClaims, TOKEN_AUDIENCE, TOKEN_ISSUER } from './auth-claims';

@Injectable()
export class TokenService {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  signAccessToken(claims: AuthClaims): string {
    const { sub, ...rest } = claims;
    return jwt.sign(rest, this.config.jwtSecret, {
      algorithm: 'HS256',
      subject: sub,
      issuer: TOKEN_ISSUER,
      audience: TOKEN_AUDIENCE,
      expiresIn: ACCESS_TOKEN_TTL_SECONDS,
    });
  }
}
