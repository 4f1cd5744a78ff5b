import { Global, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { PassportModule } from '@nestjs/passport';
import { ApiAuthGuard } from './api-auth.guard';
import { JwtStrategy } from './jwt.strategy';
import { TokenService } from './token.service';

@Global()
@Module({
  imports: [PassportModule],
  providers: [JwtStrategy, TokenService, { provide: APP_GUARD, useClass: ApiAuthGuard }],
  exports: [TokenService],
})
export class AuthModule {}
