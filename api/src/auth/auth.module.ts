import { forwardRef, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { StoresModule } from '../stores/stores.module';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { EmailTokensService } from './email-tokens.service';
import { LoginAttempt } from './login-attempt.entity';
import { LoginThrottleService } from './login-throttle.service';
import { RefreshTokensService } from './refresh-tokens.service';

@Module({
  imports: [TypeOrmModule.forFeature([LoginAttempt]), forwardRef(() => StoresModule)],
  controllers: [AuthController],
  providers: [AuthService, EmailTokensService, RefreshTokensService, LoginThrottleService],
  exports: [AuthService, EmailTokensService, RefreshTokensService],
})
export class AuthFeatureModule {}
