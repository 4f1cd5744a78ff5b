import { Controller, Get, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { z } from 'zod';
import {
  bulkFeesRequest,
  type BulkFeesResponse,
  bulkFeesResponse,
  createInventoriesRequest,
  type CreateInventoriesResponse,
  createInventoriesResponse,
  feesRequest,
  type FeesResponse,
  feesResponse,
  inventoryCodeParams,
  type InventoryCodeParams,
  inventoryIdParams,
  type InventoryIdParams,
  inventoryResponse,
  type InventoryResponse,
} from '@shared/contracts/inventories';
import {
  lowestPriceForVariantRequest,
  type LowestPriceForVariantParams,
  lowestPriceForVariantResponse,
  type LowestPriceForVariantResponse,
} from '@shared/contracts/price-guidance';
import { scanGtinRequest, scanGtinResponse, type ScanGtinResponse } from '@shared/contracts/scans';
import { Access } from '../common/auth/access.decorators';
import { CurrentPrincipal } from '../common/auth/current-auth.decorator';
import { type Principal } from '../common/auth/principal';
import { Contract, ValidBody, ValidParams } from '../common/validation/contract';
import { InventoriesService } from './inventories.service';
import { InventoryIntakeService } from './inventory-intake.service';
import { ScanIntakeService } from './scan-intake.service';

/**
 * spec 001 §7 Inventories: creating items, reading one, its fees, the lowest prices per variant and
 * scan intake's barcode lookup.
 */
@Controller('api/inventories')
@Access('Inventory')
export class InventoriesController {
  constructor(
    private readonly inventories: InventoriesService,
    private readonly intake: InventoryIntakeService,
    private readonly scans: ScanIntakeService,
  ) {}

  /** Also a consigner's drop-off listing (issue 18; docs/consigner-portal.md). */
  @Post()
  @Access('Inventory', 'Consigner')
  @Contract({
    summary: 'Create inventory: each inventoryFormArray row becomes `quantity` items with their own codes',
    body: createInventoriesRequest,
    response: createInventoriesResponse,
    status: 201,
  })
  async create(
    @CurrentPrincipal() p: Principal,
    @ValidBody() body: z.output<typeof createInventoriesRequest>,
  ): Promise<CreateInventoriesResponse> {
    return this.intake.create(p, body.inventoryFormArray);
  }

  /** Also the portal wizard's fee breakdown, on the consigner's own schedule. */
  @Post('fees')
  @Access('Inventory', 'Consigner')
  @HttpCode(HttpStatus.OK)
  @Contract({
    summary:
      'The fees and payout of one unit at a price (Transaction, Selling, Cleaning, Box, withdrawal fees, VAT)',
    body: feesRequest,
    response: feesResponse,
  })
  async fees(
    @CurrentPrincipal() p: Principal,
    @ValidBody() body: z.output<typeof feesRequest>,
  ): Promise<FeesResponse> {
    return this.inventories.fees(p, body);
  }

  @Post('bulkFees')
  @HttpCode(HttpStatus.OK)
  @Contract({
    summary:
      'The fees and payout of several rows at once, answered in order (ours: the bulk inventory table)',
    body: bulkFeesRequest,
    response: bulkFeesResponse,
  })
  async bulkFees(
    @CurrentPrincipal() p: Principal,
    @ValidBody() body: z.output<typeof bulkFeesRequest>,
  ): Promise<BulkFeesResponse> {
    return this.inventories.bulkFees(p, body.items);
  }

  @Post('getLowestPriceForVariant')
  @HttpCode(HttpStatus.OK)
  @Contract({
    summary:
      'Lowest Active price and Active quantity per variant of a product (one variant, one location when given)',
    body: lowestPriceForVariantRequest,
    response: lowestPriceForVariantResponse,
  })
  async lowestPriceForVariant(
    @CurrentPrincipal() p: Principal,
    @ValidBody() body: LowestPriceForVariantParams,
  ): Promise<LowestPriceForVariantResponse> {
    return { prices: await this.inventories.lowestPrices(p, body) };
  }

  @Post('scan')
  @HttpCode(HttpStatus.OK)
  @Contract({
    summary:
      "Scan intake: a barcode's product and size, and the consigner's Drop off pending items of it (oldest first)",
    body: scanGtinRequest,
    response: scanGtinResponse,
  })
  async scan(
    @CurrentPrincipal() p: Principal,
    @ValidBody() body: z.output<typeof scanGtinRequest>,
  ): Promise<ScanGtinResponse> {
    return this.scans.scan(p, body);
  }

  @Get('code/:code')
  @Contract({
    summary: 'One item by its code (as typed or scanned)',
    params: inventoryCodeParams,
    response: inventoryResponse,
  })
  async byCode(
    @CurrentPrincipal() p: Principal,
    @ValidParams() params: InventoryCodeParams,
  ): Promise<InventoryResponse> {
    return this.inventories.findByCode(p, params.code);
  }

  @Get(':id')
  @Contract({ summary: 'One inventory item', params: inventoryIdParams, response: inventoryResponse })
  async one(
    @CurrentPrincipal() p: Principal,
    @ValidParams() params: InventoryIdParams,
  ): Promise<InventoryResponse> {
    return this.inventories.findOne(p, params.id);
  }
}
