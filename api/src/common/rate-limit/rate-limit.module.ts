import { Global, Module } from '@nestjs/common';
import { MailRateLimitGuard, MailRateLimits } from './mail-rate-limit';

/** The mail limits, for the guard of `@MailRateLimit` on any controller. */
@Global()
@Module({
  providers: [MailRateLimits, MailRateLimitGuard],
  exports: [MailRateLimits, MailRateLimitGuard],
})
export class RateLimitModule {}
