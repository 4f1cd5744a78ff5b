import { Controller, Get } from '@nestjs/common';
import {
  inventoryIdParams,
  type InventoryIdParams,
  inventoryLogsResponse,
  type InventoryLogsResponse,
} from '@shared/contracts/inventories';
import {
  inventoryLogsPageResponse,
  type InventoryLogsPageResponse,
  type InventoryLogsParams,
  inventoryLogsQuery,
} from '@shared/contracts/inventory-lists';
import { Access } from '../common/auth/access.decorators';
import { CurrentPrincipal } from '../common/auth/current-auth.decorator';
import { type Principal } from '../common/auth/principal';
import { Contract, ValidParams, ValidQuery } from '../common/validation/contract';
import { InventoryActivityService } from './inventory-activity.service';

/** spec 001 §7: the inventory logs, the Activity feed (spec 000 §2.3) and one item's timeline. */
@Controller('api/inventoryLogs')
@Access('Inventory')
export class InventoryActivityController {
  constructor(private readonly activity: InventoryActivityService) {}

  @Get()
  @Contract({
    summary: "The store's inventory changes, newest first: search, lastUpdatedBy, after, before, page, take",
    query: inventoryLogsQuery,
    response: inventoryLogsPageResponse,
  })
  async feed(
    @CurrentPrincipal() p: Principal,
    @ValidQuery() query: InventoryLogsParams,
  ): Promise<InventoryLogsPageResponse> {
    return this.activity.feed(p, query);
  }

  @Get(':id')
  @Contract({
    summary: "An item's changes, newest first",
    params: inventoryIdParams,
    response: inventoryLogsResponse,
  })
  async forItem(
    @CurrentPrincipal() p: Principal,
    @ValidParams() params: InventoryIdParams,
  ): Promise<InventoryLogsResponse> {
    return this.activity.forItem(p, params.id);
  }
}
