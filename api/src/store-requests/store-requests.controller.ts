import { Controller, Get, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { type z } from 'zod';
import { inventoryResponse, type InventoryResponse } from '@shared/contracts/inventories';
import {
  sendStoreRequestedItemsEmailResponse,
  type SendStoreRequestedItemsEmailResponse,
  storeProductsQuery,
  type StoreProductsQuery,
  storeProductsResponse,
  type StoreProductsResponse,
  storeRequestOffersQuery,
  type StoreRequestOffersQuery,
  storeRequestOffersResponse,
  type StoreRequestOffersResponse,
  storeBuyRequestedInventoryRequest,
} from '@shared/contracts/store-requests';
import { Access } from '../common/auth/access.decorators';
import { CurrentPrincipal } from '../common/auth/current-auth.decorator';
import { type Principal } from '../common/auth/principal';
import { MailRateLimit, mailTargets } from '../common/rate-limit/mail-rate-limit';
import { Contract, ValidBody, ValidQuery } from '../common/validation/contract';
import { StoreBuyService } from './store-buy.service';
import { StoreRequestsService } from './store-requests.service';

/**
 * spec 001 §7: GET /api/inventories/getStoreProducts (the Request Items screen, which needs Products,
 * spec 000 §6), POST /api/inventories/storeBuyRequestedInventory (taking an offer, which needs
 * Inventory) and, ours, the open offers of store requests for the Request grid (an inventory list,
 * which needs Inventory). Static paths, matched before GET /api/inventories/{id}.
 */
@Controller('api/inventories')
export class StoreRequestsController {
  constructor(
    private readonly storeRequests: StoreRequestsService,
    private readonly storeBuy: StoreBuyService,
  ) {}

  @Get('getStoreProducts')
  @Access('Products')
  @Contract({
    summary:
      "The store's products matching search, each variant with its Active stock and open requests at location",
    query: storeProductsQuery,
    response: storeProductsResponse,
  })
  async storeProducts(
    @CurrentPrincipal() p: Principal,
    @ValidQuery() query: StoreProductsQuery,
  ): Promise<StoreProductsResponse> {
    return this.storeRequests.storeProducts(p, query);
  }

  @Get('storeRequestOffers')
  @Access('Inventory')
  @Contract({
    summary: 'The open offers (Requested items) made against these store requests',
    query: storeRequestOffersQuery,
    response: storeRequestOffersResponse,
  })
  async offers(
    @CurrentPrincipal() p: Principal,
    @ValidQuery() query: StoreRequestOffersQuery,
  ): Promise<StoreRequestOffersResponse> {
    return this.storeRequests.offers(p, query.requests);
  }

  @Post('storeBuyRequestedInventory')
  @HttpCode(HttpStatus.OK)
  @Access('Inventory')
  @Contract({
    summary:
      'Take an offer made against a store request: the offer Requested → Drop off pending, the request closes',
    body: storeBuyRequestedInventoryRequest,
    response: inventoryResponse,
  })
  async storeBuyRequestedInventory(
    @CurrentPrincipal() p: Principal,
    @ValidBody() body: z.output<typeof storeBuyRequestedInventoryRequest>,
  ): Promise<InventoryResponse> {
    return this.storeBuy.storeBuyRequestedInventory(p, body);
  }
}

/**
 * spec 001 §7: POST /api/consigners/sendStoreRequestedItemsEmail (empty body). The Email consigners
 * button is on the Request Items screen, so the call needs what that screen needs: Products.
 */
@Controller('api/consigners')
export class StoreRequestsMailController {
  constructor(private readonly storeRequests: StoreRequestsService) {}

  @Post('sendStoreRequestedItemsEmail')
  @HttpCode(HttpStatus.OK)
  @MailRateLimit(mailTargets.callerStore)
  @Access('Products')
  @Contract({
    summary: "Mail the store's open Buying and Consignment requests to every consigner with notifications on",
    response: sendStoreRequestedItemsEmailResponse,
  })
  async sendStoreRequestedItemsEmail(
    @CurrentPrincipal() p: Principal,
  ): Promise<SendStoreRequestedItemsEmailResponse> {
    return this.storeRequests.sendStoreRequestedItemsEmail(p);
  }
}
