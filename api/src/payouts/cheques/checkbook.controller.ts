import { Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { z } from 'zod';
import {
  payoutActionResponse,
  type PayoutActionResponse,
  retryAutoPayoutRequest,
} from '@shared/contracts/payouts';
import { Access } from '../../common/auth/access.decorators';
import { CurrentPrincipal } from '../../common/auth/current-auth.decorator';
import { type Principal } from '../../common/auth/principal';
import { Contract, ValidBody } from '../../common/validation/contract';
import { AutoPayoutRetry } from './auto-payout-retry.service';

/** spec 001 §7 POST /api/checkbook/retryAutoPayout: Retry Auto Payout on a Failed automated payout. */
@Controller('api/checkbook')
@Access('Orders')
export class CheckbookController {
  constructor(private readonly autoPayoutRetry: AutoPayoutRetry) {}

  @Post('retryAutoPayout')
  @HttpCode(HttpStatus.OK)
  @Contract({
    summary:
      'Retry a Failed automated payout: its Failed consigners (or the named ones) Pending again and the cheque job queued, sending only what is left (409 unless Failed)',
    body: retryAutoPayoutRequest,
    response: payoutActionResponse,
  })
  retry(
    @CurrentPrincipal() p: Principal,
    @ValidBody() body: z.output<typeof retryAutoPayoutRequest>,
  ): Promise<PayoutActionResponse> {
    return this.autoPayoutRetry.retry(p, body);
  }
}
