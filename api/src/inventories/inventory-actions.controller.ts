import { Controller, HttpCode, HttpStatus, Post, Put } from '@nestjs/common';
import { type z } from 'zod';
import {
  acceptInventoryRequest,
  acceptRequestToSellRequest,
  acceptTransferRequest,
  bulkAcceptRequestToSellRequest,
  bulkEditInventoryRequest,
  bulkPrintInventoryRequest,
  cancelDropoffRequest,
  deleteInventoryRequest,
  type InventoriesResponse,
  inventoriesResponse,
  inventoryDecisionRequest,
  declineInventoryRequest,
  itemsRequest,
  removedInventoriesResponse,
  type RemovedInventoriesResponse,
  storeRequestPriceChangeRequest,
  transferRequest,
  updateInventoryRequest,
  withdrawInventoryRequest,
  type WithdrawInventoryResponse,
  withdrawInventoryResponse,
} from '@shared/contracts/inventory-actions';
import {
  inventoryIdParams,
  type InventoryIdParams,
  inventoryResponse,
  type InventoryResponse,
} from '@shared/contracts/inventories';
import { Access } from '../common/auth/access.decorators';
import { CurrentPrincipal } from '../common/auth/current-auth.decorator';
import { type Principal } from '../common/auth/principal';
import { Contract, ValidBody, ValidParams } from '../common/validation/contract';
import { InventoryActionsService } from './inventory-actions.service';
import { InventoryEditsService } from './inventory-edits.service';

type Body<T extends z.ZodType> = z.output<T>;

/**
 * spec 001 §7 Inventories: the status actions (moves of shared/domain/inventory-status.ts), the
 * item edit and the bulk table's edit (bulkEditInventory, ours). Lists answer { inventories },
 * single items { inventory }, removals { ids }. Taking an offer on a store request is routed by
 * store-requests.controller.ts.
 */
@Controller('api/inventories')
@Access('Inventory')
export class InventoryActionsController {
  constructor(
    private readonly actions: InventoryActionsService,
    private readonly edits: InventoryEditsService,
  ) {}

  @Post('acceptInventory')
  @HttpCode(HttpStatus.OK)
  @Contract({
    summary: 'Accept drop-offs: Drop off pending → Active at a location, acceptedOn now',
    body: acceptInventoryRequest,
    response: inventoriesResponse,
  })
  async acceptInventory(
    @CurrentPrincipal() p: Principal,
    @ValidBody() body: Body<typeof acceptInventoryRequest>,
  ): Promise<InventoriesResponse> {
    return this.actions.accept(p, 'acceptInventory', body);
  }

  @Post('bulkAcceptInventory')
  @HttpCode(HttpStatus.OK)
  @Contract({
    summary: 'Accept many drop-offs at once (all or nothing)',
    body: acceptInventoryRequest,
    response: inventoriesResponse,
  })
  async bulkAcceptInventory(
    @CurrentPrincipal() p: Principal,
    @ValidBody() body: Body<typeof acceptInventoryRequest>,
  ): Promise<InventoriesResponse> {
    return this.actions.accept(p, 'bulkAcceptInventory', body);
  }

  @Post('declineInventory')
  @HttpCode(HttpStatus.OK)
  @Contract({
    summary: 'Decline drop-offs: Drop off pending → Declined',
    body: declineInventoryRequest,
    response: inventoriesResponse,
  })
  async declineInventory(
    @CurrentPrincipal() p: Principal,
    @ValidBody() body: Body<typeof declineInventoryRequest>,
  ): Promise<InventoriesResponse> {
    return this.actions.moveList(p, 'declineInventory', 'items', { ids: body.items });
  }

  @Post('deleteInventory')
  @HttpCode(HttpStatus.OK)
  @Contract({
    summary: 'Delete Drop off pending items (of consignerId, when given)',
    body: deleteInventoryRequest,
    response: removedInventoriesResponse,
  })
  async deleteInventory(
    @CurrentPrincipal() p: Principal,
    @ValidBody() body: Body<typeof deleteInventoryRequest>,
  ): Promise<RemovedInventoriesResponse> {
    return this.actions.remove(p, 'deleteInventory', { ids: body.ids, ownerId: body.consignerId });
  }

  /** Also the consigner's own (issue 18): their Drop off pending items only. */
  @Post('cancelDropoff')
  @Access('Inventory', 'Consigner')
  @HttpCode(HttpStatus.OK)
  @Contract({
    summary: "Cancel a consigner's drop-off: its Drop off pending items are removed",
    body: cancelDropoffRequest,
    response: removedInventoriesResponse,
  })
  async cancelDropoff(
    @CurrentPrincipal() p: Principal,
    @ValidBody() body: Body<typeof cancelDropoffRequest>,
  ): Promise<RemovedInventoriesResponse> {
    return this.actions.remove(p, 'cancelDropoff', { ids: body.ids, ownerId: body.consigner });
  }

  @Post('acceptRequestToSell')
  @HttpCode(HttpStatus.OK)
  @Contract({
    summary: 'Accept a request to sell: Requested → Drop off pending at a location',
    body: acceptRequestToSellRequest,
    response: inventoryResponse,
  })
  async acceptRequestToSell(
    @CurrentPrincipal() p: Principal,
    @ValidBody() body: Body<typeof acceptRequestToSellRequest>,
  ): Promise<InventoryResponse> {
    return this.actions.acceptRequestToSell(p, body);
  }

  @Post('bulkAcceptRequestToSell')
  @HttpCode(HttpStatus.OK)
  @Contract({
    summary: 'Accept many requests to sell (all or nothing); each item needs a location',
    body: bulkAcceptRequestToSellRequest,
    response: inventoriesResponse,
  })
  async bulkAcceptRequestToSell(
    @CurrentPrincipal() p: Principal,
    @ValidBody() body: Body<typeof bulkAcceptRequestToSellRequest>,
  ): Promise<InventoriesResponse> {
    return this.actions.moveList(p, 'bulkAcceptRequestToSell', 'items', { ...body, ids: body.items });
  }

  @Post('bulkDeclineRequestToSell')
  @HttpCode(HttpStatus.OK)
  @Contract({
    summary: 'Decline many requests to sell: Requested → Declined (all or nothing)',
    body: itemsRequest,
    response: inventoriesResponse,
  })
  async bulkDeclineRequestToSell(
    @CurrentPrincipal() p: Principal,
    @ValidBody() body: Body<typeof itemsRequest>,
  ): Promise<InventoriesResponse> {
    return this.actions.moveList(p, 'bulkDeclineRequestToSell', 'items', { ids: body.items });
  }

  @Post('storeRequestPriceChange')
  @HttpCode(HttpStatus.OK)
  @Contract({
    summary: 'Ask the seller for a new price: Active → StoreRequestPriceChange',
    body: storeRequestPriceChangeRequest,
    response: inventoryResponse,
  })
  async storeRequestPriceChange(
    @CurrentPrincipal() p: Principal,
    @ValidBody() body: Body<typeof storeRequestPriceChangeRequest>,
  ): Promise<InventoryResponse> {
    return this.actions.storeRequestPriceChange(p, body);
  }

  @Post('acceptInventoryPrice')
  @HttpCode(HttpStatus.OK)
  @Contract({
    summary: "Accept a consigner's price change request: the requested price applies, Active again",
    body: inventoryDecisionRequest,
    response: inventoryResponse,
  })
  async acceptInventoryPrice(
    @CurrentPrincipal() p: Principal,
    @ValidBody() body: Body<typeof inventoryDecisionRequest>,
  ): Promise<InventoryResponse> {
    return this.actions.decide(p, 'acceptInventoryPrice', body);
  }

  @Post('declineInventoryPrice')
  @HttpCode(HttpStatus.OK)
  @Contract({
    summary: "Decline a consigner's price change request: Active again at its price",
    body: inventoryDecisionRequest,
    response: inventoryResponse,
  })
  async declineInventoryPrice(
    @CurrentPrincipal() p: Principal,
    @ValidBody() body: Body<typeof inventoryDecisionRequest>,
  ): Promise<InventoryResponse> {
    return this.actions.decide(p, 'declineInventoryPrice', body);
  }

  @Post('acceptInventoryWithdrawal')
  @HttpCode(HttpStatus.OK)
  @Contract({
    summary: "Accept a consigner's withdrawal request: RequestWithdrawal → Withdrawn",
    body: inventoryDecisionRequest,
    response: inventoryResponse,
  })
  async acceptInventoryWithdrawal(
    @CurrentPrincipal() p: Principal,
    @ValidBody() body: Body<typeof inventoryDecisionRequest>,
  ): Promise<InventoryResponse> {
    return this.actions.decide(p, 'acceptInventoryWithdrawal', body);
  }

  @Post('declineInventoryWithdrawal')
  @HttpCode(HttpStatus.OK)
  @Contract({
    summary: "Decline a consigner's withdrawal request: Active again",
    body: inventoryDecisionRequest,
    response: inventoryResponse,
  })
  async declineInventoryWithdrawal(
    @CurrentPrincipal() p: Principal,
    @ValidBody() body: Body<typeof inventoryDecisionRequest>,
  ): Promise<InventoryResponse> {
    return this.actions.decide(p, 'declineInventoryWithdrawal', body);
  }

  @Post('withdrawInventory')
  @HttpCode(HttpStatus.OK)
  @Contract({
    summary:
      "Withdraw an item; an early withdrawal adds the withdrawal fee to the consigner's negativeBalance",
    body: withdrawInventoryRequest,
    response: withdrawInventoryResponse,
  })
  async withdrawInventory(
    @CurrentPrincipal() p: Principal,
    @ValidBody() body: Body<typeof withdrawInventoryRequest>,
  ): Promise<WithdrawInventoryResponse> {
    return this.actions.withdraw(p, body);
  }

  /** spec 000 §2.3, §6: transfer creation is an Orders screen (/transfers); accepting one is Inventory's. */
  @Post('transfer')
  @HttpCode(HttpStatus.OK)
  @Access('Orders')
  @Contract({
    summary: 'Send Active items to another location: Active → InTransit',
    body: transferRequest,
    response: inventoriesResponse,
  })
  async transfer(
    @CurrentPrincipal() p: Principal,
    @ValidBody() body: Body<typeof transferRequest>,
  ): Promise<InventoriesResponse> {
    return this.actions.transfer(p, body);
  }

  @Post('acceptTransfer')
  @HttpCode(HttpStatus.OK)
  @Contract({
    summary: 'Receive transferred items: InTransit → Active at the location chosen',
    body: acceptTransferRequest,
    response: inventoriesResponse,
  })
  async acceptTransfer(
    @CurrentPrincipal() p: Principal,
    @ValidBody() body: Body<typeof acceptTransferRequest>,
  ): Promise<InventoriesResponse> {
    return this.actions.moveList(p, 'acceptTransfer', 'inventories', { ...body, ids: body.inventories });
  }

  @Post('bulkPrintInventory')
  @HttpCode(HttpStatus.OK)
  @Contract({
    summary: 'Mark items printed (Ready To Print); the label document is made by the printing feature',
    body: bulkPrintInventoryRequest,
    response: inventoriesResponse,
  })
  async bulkPrintInventory(
    @CurrentPrincipal() p: Principal,
    @ValidBody() body: Body<typeof bulkPrintInventoryRequest>,
  ): Promise<InventoriesResponse> {
    return this.actions.bulkPrint(p, body.inventories);
  }

  @Post('bulkEditInventory')
  @HttpCode(HttpStatus.OK)
  @Contract({
    summary:
      "Edit many items at once (the bulk table; ours): each row an item's id and PUT's fields, all or nothing",
    body: bulkEditInventoryRequest,
    response: inventoriesResponse,
  })
  async bulkEditInventory(
    @CurrentPrincipal() p: Principal,
    @ValidBody() body: Body<typeof bulkEditInventoryRequest>,
  ): Promise<InventoriesResponse> {
    return this.edits.bulkEdit(p, body);
  }

  @Put(':id')
  @Contract({
    summary: "Edit an item's fields; payout follows, every change logged",
    params: inventoryIdParams,
    body: updateInventoryRequest,
    response: inventoryResponse,
  })
  async update(
    @CurrentPrincipal() p: Principal,
    @ValidParams() params: InventoryIdParams,
    @ValidBody() body: Body<typeof updateInventoryRequest>,
  ): Promise<InventoryResponse> {
    return this.edits.update(p, params.id, body);
  }
}
