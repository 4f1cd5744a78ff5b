import { Controller, Get } from '@nestjs/common';
import { z } from 'zod';
import {
  type ReadyToPayIdsResponse,
  readyToPayIdsResponse,
  type ReadyToPayParams,
  readyToPayQuery,
  type ReadyToPayResponse,
  readyToPayResponse,
} from '@shared/contracts/payouts';
import { Access } from '../common/auth/access.decorators';
import { CurrentPrincipal } from '../common/auth/current-auth.decorator';
import { type Principal } from '../common/auth/principal';
import { Contract, ValidQuery } from '../common/validation/contract';
import { ReadyToPayService } from './ready-to-pay.service';

/**
 * Ready to Pay, at the spec's path under /api/inventories (spec 001 §7). A static path: Fastify's
 * router matches it before GET /api/inventories/{id} whatever the order the routes were declared in.
 */
@Controller('api/inventories')
@Access('Orders')
export class ReadyToPayController {
  constructor(private readonly readyToPay: ReadyToPayService) {}

  @Get('ordersPayoutInventories')
  @Contract({
    summary:
      'Ready to Pay: Sold items in no payout (store accounts left out), one page, with what each consigner is owed; idsOnly=true: every matching id by consigner',
    query: readyToPayQuery,
    response: z.union([readyToPayResponse, readyToPayIdsResponse]),
  })
  list(
    @CurrentPrincipal() p: Principal,
    @ValidQuery() query: ReadyToPayParams,
  ): Promise<ReadyToPayResponse | ReadyToPayIdsResponse> {
    return query.idsOnly ? this.readyToPay.ids(p, query) : this.readyToPay.list(p, query);
  }
}
