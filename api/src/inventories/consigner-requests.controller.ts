import { Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { type z } from 'zod';
import { requestPriceChangeRequest, requestWithdrawalRequest } from '@shared/contracts/inventory-actions';
import { inventoryResponse, type InventoryResponse } from '@shared/contracts/inventories';
import { Access } from '../common/auth/access.decorators';
import { CurrentPrincipal } from '../common/auth/current-auth.decorator';
import { type Principal } from '../common/auth/principal';
import { Contract, ValidBody } from '../common/validation/contract';
import { InventoryActionsService } from './inventory-actions.service';

/**
 * The consigner's own requests on their Active items (ours; spec 000 §1: consigners "can request
 * price changes or withdrawals"). Staff answer them with acceptInventoryPrice, declineInventoryPrice,
 * acceptInventoryWithdrawal and declineInventoryWithdrawal (inventory-actions.controller.ts).
 */
@Controller('api/inventories')
@Access('Consigner')
export class ConsignerRequestsController {
  constructor(private readonly actions: InventoryActionsService) {}

  @Post('requestPriceChange')
  @HttpCode(HttpStatus.OK)
  @Contract({
    summary: 'A consigner asks for a new price on their item: Active → RequestPriceChange',
    body: requestPriceChangeRequest,
    response: inventoryResponse,
  })
  async requestPriceChange(
    @CurrentPrincipal() p: Principal,
    @ValidBody() body: z.output<typeof requestPriceChangeRequest>,
  ): Promise<InventoryResponse> {
    return this.actions.consignerRequest(p, 'requestPriceChange', body);
  }

  @Post('requestWithdrawal')
  @HttpCode(HttpStatus.OK)
  @Contract({
    summary: 'A consigner asks for their item back: Active → RequestWithdrawal',
    body: requestWithdrawalRequest,
    response: inventoryResponse,
  })
  async requestWithdrawal(
    @CurrentPrincipal() p: Principal,
    @ValidBody() body: z.output<typeof requestWithdrawalRequest>,
  ): Promise<InventoryResponse> {
    return this.actions.consignerRequest(p, 'requestWithdrawal', body);
  }
}
