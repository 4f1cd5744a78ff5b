import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { PassportModule } from '@nestjs/passport';
import { Account } from '../accounts/account.entity';
import { ApiAuthGuard } from '../common/auth/api-auth.guard';
import { JwtStrategy } from '../common/auth/jwt.strategy';
import { PrincipalService } from '../common/auth/principal.service';
import { TokenService } from '../common/auth/token.service';
import { TenancyModule } from '../common/tenancy/tenancy.module';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { EmailToken } from './email-token.entity';
import { EmailTokensService } from './email-tokens.service';
import { LoginThrottleService } from './login-throttle.service';
import { RefreshTokensService } from './refresh-tokens.service';

/**
 * Who is calling, and how they sign in. The request side lives in common/auth, used by every
 * controller: the global guard on /api (bearer token, then the caller's profile as the database
 * says now: the Principal), the JWT strategy, the decorators. The feature side is here: /open/auth
 * (sign-in, the rotating refresh cookie, mailed links, login throttling). Modules that mail links
 * or end sessions (stores, employees, consigners) import it for its services.
 */
@Module({
  imports: [PassportModule, TenancyModule.forFeature([Account, EmailToken])],
  controllers: [AuthController],
  providers: [
    { provide: APP_GUARD, useClass: ApiAuthGuard },
    JwtStrategy,
    TokenService,
    PrincipalService,
    AuthService,
    EmailTokensService,
    RefreshTokensService,
    LoginThrottleService,
  ],
  exports: [TokenService, PrincipalService, AuthService, EmailTokensService, RefreshTokensService],
})
export class AuthModule {}
