import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { authClaims, type AuthClaims, TOKEN_AUDIENCE, TOKEN_ISSUER } from './auth-claims';
import { signingKeyOf } from './signing-key';

/** Bearer access tokens on /api (passport-jwt). */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      // passport-jwt hands the key to jsonwebtoken untouched; its types predate KeyObject keys.
      secretOrKey: signingKeyOf(config.jwtSecret) as unknown as Buffer,
      algorithms: ['HS256'],
      issuer: TOKEN_ISSUER,
      audience: TOKEN_AUDIENCE,
      ignoreExpiration: false,
    });
  }

  /** A token signed by us but shaped wrongly (an old format) is refused, not half-trusted. */
  validate(payload: unknown): AuthClaims | false {
    const parsed = authClaims.safeParse(payload);
    return parsed.success ? parsed.data : false;
  }
}
