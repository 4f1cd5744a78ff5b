import { Controller, Get, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { z } from 'zod';
import {
  markPaidRequest,
  payoutActionResponse,
  type PayoutActionResponse,
  payoutDetailResponse,
  type PayoutDetailResponse,
  payoutFilterOptionsResponse,
  type PayoutFilterOptionsResponse,
  payoutIdParams,
  type PayoutsParams,
  payoutsQuery,
  payoutsResponse,
  type PayoutsResponse,
  payRequest,
  payResponse,
  type PayResponse,
} from '@shared/contracts/payouts';
import { Access } from '../common/auth/access.decorators';
import { CurrentPrincipal } from '../common/auth/current-auth.decorator';
import { type Principal } from '../common/auth/principal';
import { Contract, ValidBody, ValidParams, ValidQuery } from '../common/validation/contract';
import { PayoutCreationService } from './payout-creation.service';
import { PayoutReader } from './payout-reader';
import { PayoutSettlement } from './payout-settlement.service';

/**
 * spec 001 §7 payouts: the list and its filters, one payout, creating one (pay) and marking it paid.
 * Static paths are matched before GET /api/payouts/{id}.
 */
@Controller('api/payouts')
@Access('Orders')
export class PayoutsController {
  constructor(
    private readonly reader: PayoutReader,
    private readonly creation: PayoutCreationService,
    private readonly settlement: PayoutSettlement,
  ) {}

  @Get('filterOptions')
  @Contract({
    summary: 'The payout statuses and the consigners (store accounts left out) to filter the list by',
    response: payoutFilterOptionsResponse,
  })
  filterOptions(@CurrentPrincipal() p: Principal): Promise<PayoutFilterOptionsResponse> {
    return this.reader.filterOptions(p);
  }

  @Get()
  @Contract({
    summary:
      "The payouts: search (payout or consigner name), consigner, status, sorted and paged, each with its consigners' shares",
    query: payoutsQuery,
    response: payoutsResponse,
  })
  list(@CurrentPrincipal() p: Principal, @ValidQuery() query: PayoutsParams): Promise<PayoutsResponse> {
    return this.reader.list(p, query);
  }

  @Post('pay')
  @HttpCode(HttpStatus.CREATED)
  @Contract({
    summary:
      'Create a payout of the chosen Sold items in one transaction (409 naming the payout that holds an item already); automated payouts start Pending and send cheques in the background',
    body: payRequest,
    response: payResponse,
  })
  pay(
    @CurrentPrincipal() p: Principal,
    @ValidBody() body: z.output<typeof payRequest>,
  ): Promise<PayResponse> {
    return this.creation.pay(p, body);
  }

  @Post('paid/:id')
  @HttpCode(HttpStatus.OK)
  @Contract({
    summary:
      "Mark the named consigners (or every unpaid one) paid: their items Sold → Paid, mailed; 409 while an automated payout's cheques are being sent",
    params: payoutIdParams,
    body: markPaidRequest,
    response: payoutActionResponse,
  })
  markPaid(
    @CurrentPrincipal() p: Principal,
    @ValidParams() params: z.output<typeof payoutIdParams>,
    @ValidBody() body: z.output<typeof markPaidRequest>,
  ): Promise<PayoutActionResponse> {
    return this.settlement.markPaid(p, params.id, body);
  }

  @Get(':id')
  @Contract({
    summary: 'One payout with its consigners and items',
    params: payoutIdParams,
    response: payoutDetailResponse,
  })
  detail(
    @CurrentPrincipal() p: Principal,
    @ValidParams() params: z.output<typeof payoutIdParams>,
  ): Promise<PayoutDetailResponse> {
    return this.reader.detail(p, params.id);
  }
}
