import { Controller, Get } from '@nestjs/common';
import { z } from 'zod';
import { chequesQuery, chequesResponse, type ChequesResponse } from '@shared/contracts/payouts';
import { Access } from '../common/auth/access.decorators';
import { CurrentPrincipal } from '../common/auth/current-auth.decorator';
import { type Principal } from '../common/auth/principal';
import { Contract, ValidQuery } from '../common/validation/contract';
import { PayoutReader } from './payout-reader';

/** spec 001 §7 GET /api/cheques: an automated payout's cheques. */
@Controller('api/cheques')
@Access('Orders')
export class ChequesController {
  constructor(private readonly reader: PayoutReader) {}

  @Get()
  @Contract({
    summary: "A payout's cheques, oldest first, with their state (404 for a payout not in the store)",
    query: chequesQuery,
    response: chequesResponse,
  })
  list(
    @CurrentPrincipal() p: Principal,
    @ValidQuery() query: z.output<typeof chequesQuery>,
  ): Promise<ChequesResponse> {
    return this.reader.chequesOf(p, query.payoutId);
  }
}
