import { Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { z } from 'zod';
import { orderIdParams, orderResponse, type OrderResponse, returnRequest } from '@shared/contracts/orders';
import { Access } from '../common/auth/access.decorators';
import { CurrentPrincipal } from '../common/auth/current-auth.decorator';
import { type Principal } from '../common/auth/principal';
import { Contract, ValidBody, ValidParams } from '../common/validation/contract';
import { OrderReturnsService } from './order-returns.service';

/** Returns (ours; issue 15): items of a completed sale come back, with the refund recorded. */
@Controller('api/orders')
@Access('Orders')
export class OrderReturnsController {
  constructor(private readonly returns: OrderReturnsService) {}

  @Post(':id/return')
  @HttpCode(HttpStatus.OK)
  @Contract({
    summary:
      "Return some or all of a completed order's items (to Active or Withdrawn) with a refund; 409 returnAfterPayout until a paid-out item's charge back is confirmed",
    params: orderIdParams,
    body: returnRequest,
    response: orderResponse,
  })
  async returnItems(
    @CurrentPrincipal() p: Principal,
    @ValidParams() params: z.output<typeof orderIdParams>,
    @ValidBody() body: z.output<typeof returnRequest>,
  ): Promise<OrderResponse> {
    return { order: await this.returns.returnItems(p, params.id, body) };
  }
}
