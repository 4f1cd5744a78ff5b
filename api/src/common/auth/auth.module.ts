import { Global, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { PassportModule } from '@nestjs/passport';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Account } from '../../accounts/account.entity';
import { Employee } from '../../employees/employee.entity';
import { RefreshToken } from '../../auth/refresh-token.entity';
import { Consigner } from '../../consigners/consigner.entity';
import { ApiAuthGuard } from './api-auth.guard';
import { JwtStrategy } from './jwt.strategy';
import { PrincipalService } from './principal.service';
import { TokenService } from './token.service';

@Global()
@Module({
  imports: [PassportModule, TypeOrmModule.forFeature([Account, Employee, Consigner, RefreshToken])],
  providers: [JwtStrategy, TokenService, PrincipalService, { provide: APP_GUARD, useClass: ApiAuthGuard }],
  exports: [TokenService, PrincipalService],
})
export class AuthModule {}
