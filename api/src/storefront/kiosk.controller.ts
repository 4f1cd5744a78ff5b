import { Controller, Get, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { type z } from 'zod';
import {
  kioskProductsQuery,
  kioskProductsResponse,
  type KioskProductsResponse,
  kioskResponse,
  type KioskResponse,
  stockLookupRequest,
  type StockLookupRequest,
  stockLookupResponse,
  type StockLookupResponse,
} from '@shared/contracts/public-pages';
import { Access } from '../common/auth/access.decorators';
import { CurrentPrincipal } from '../common/auth/current-auth.decorator';
import { type Principal } from '../common/auth/principal';
import { Contract, ValidBody, ValidQuery } from '../common/validation/contract';
import { KioskService } from './kiosk.service';

/** The in-store kiosk's calls (spec 000 §2.4, 001 §7): a signed-in user with InStoreApp, or the owner. */
@Controller('api')
@Access('InStoreApp', 'Admin')
export class KioskController {
  constructor(private readonly kiosk: KioskService) {}

  @Get('kiosk')
  @Contract({
    summary: "The kiosk's start screen: the store, its categories and its sizes (ours)",
    response: kioskResponse,
  })
  start(@CurrentPrincipal() p: Principal): Promise<KioskResponse> {
    return this.kiosk.start(p);
  }

  @Get('kiosk/products')
  @Contract({
    summary:
      "The kiosk's grid: products with Active items (or every product a search finds), newest updated first",
    query: kioskProductsQuery,
    response: kioskProductsResponse,
  })
  products(
    @CurrentPrincipal() p: Principal,
    @ValidQuery() query: z.output<typeof kioskProductsQuery>,
  ): Promise<KioskProductsResponse> {
    return this.kiosk.products(p, query);
  }

  @Post('inventories/inStoreInventoryDetails')
  @HttpCode(HttpStatus.OK)
  @Contract({
    summary: 'Stock lookup of one product and size: in stock, related items, last sold and reserve prices',
    body: stockLookupRequest,
    response: stockLookupResponse,
  })
  stockLookup(
    @CurrentPrincipal() p: Principal,
    @ValidBody() body: StockLookupRequest,
  ): Promise<StockLookupResponse> {
    return this.kiosk.stockLookup(p, body);
  }
}
