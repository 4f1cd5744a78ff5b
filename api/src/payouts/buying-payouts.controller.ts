import { Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { z } from 'zod';
import {
  payBuyingRequest,
  payoutActionResponse,
  type PayoutActionResponse,
  payoutIdParams,
} from '@shared/contracts/payouts';
import { Access } from '../common/auth/access.decorators';
import { CurrentPrincipal } from '../common/auth/current-auth.decorator';
import { type Principal } from '../common/auth/principal';
import { Contract, ValidParams } from '../common/validation/contract';
import { BuyingPayoutsService } from './buying-payouts.service';

/** POST /api/payouts/{id}/pay (ours; spec 000 §4 "Buying: the primary action is Pay"). */
@Controller('api/payouts')
@Access('Orders')
export class BuyingPayoutsController {
  constructor(private readonly buying: BuyingPayoutsService) {}

  @Post(':id/pay')
  @HttpCode(HttpStatus.OK)
  @Contract({
    summary:
      'Pay a Buying payout: by cheque when its items were bought with payment type auto and the cheque service is configured (Pending), otherwise paid at once; 409 for a payout that is not Buying',
    params: payoutIdParams,
    body: payBuyingRequest,
    response: payoutActionResponse,
  })
  async pay(
    @CurrentPrincipal() p: Principal,
    @ValidParams() params: z.output<typeof payoutIdParams>,
  ): Promise<PayoutActionResponse> {
    return this.buying.pay(p, params.id);
  }
}
