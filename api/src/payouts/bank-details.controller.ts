import { Controller, Get } from '@nestjs/common';
import { z } from 'zod';
import { consignerIdParams, type ConsignerIdParams } from '@shared/contracts/consigners';
import {
  bankDetailRevealsResponse,
  type BankDetailRevealsResponse,
  bankDetailsParams,
  bankDetailsQuery,
  bankDetailsResponse,
  type BankDetailsResponse,
} from '@shared/contracts/payouts';
import { Access } from '../common/auth/access.decorators';
import { CurrentPrincipal } from '../common/auth/current-auth.decorator';
import { type Principal } from '../common/auth/principal';
import { Contract, ValidParams, ValidQuery } from '../common/validation/contract';
import { BankDetailsService } from './bank-details.service';

/**
 * The Bank Details button of a payout's consigner, and the log of its reveals on the consigner.
 * `@Access` takes any one of its needs: the payout route needs Orders here and Consigners in the
 * service (BankDetailsService.read answers 403 without it).
 */
@Controller('api')
export class BankDetailsController {
  constructor(private readonly bankDetails: BankDetailsService) {}

  @Get('payouts/:id/bankDetails/:consignerId')
  @Access('Orders')
  @Contract({
    summary:
      "A payout's consigner's payout details, numbers masked to the last four; `reveal=true` answers them in full and logs who saw them (needs Orders and Consigners)",
    params: bankDetailsParams,
    query: bankDetailsQuery,
    response: bankDetailsResponse,
  })
  async read(
    @CurrentPrincipal() p: Principal,
    @ValidParams() params: z.output<typeof bankDetailsParams>,
    @ValidQuery() query: z.output<typeof bankDetailsQuery>,
  ): Promise<BankDetailsResponse> {
    return this.bankDetails.read(p, params.id, params.consignerId, query.reveal);
  }

  @Get('consigners/:id/bankDetailReveals')
  @Access('Consigners')
  @Contract({
    summary: "Who saw a consigner's bank details in full from a payout, newest first",
    params: consignerIdParams,
    response: bankDetailRevealsResponse,
  })
  async reveals(
    @CurrentPrincipal() p: Principal,
    @ValidParams() params: ConsignerIdParams,
  ): Promise<BankDetailRevealsResponse> {
    return { bankDetailReveals: await this.bankDetails.revealsOf(p, params.id) };
  }
}
