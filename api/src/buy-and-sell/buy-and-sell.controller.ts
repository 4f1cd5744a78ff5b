import { Controller, Get, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { type z } from 'zod';
import {
  buyAndSellInfoQuery,
  buyAndSellInfoResponse,
  type BuyAndSellInfoResponse,
  createBuyOrderRequest,
  createBuyOrderResponse,
  type CreateBuyOrderResponse,
} from '@shared/contracts/buy-and-sell';
import { Public } from '../common/auth/public.decorator';
import { PublicStore } from '../common/public-forms/public-store';
import { PublicWrite } from '../common/public-forms/public-write';
import { Contract, ValidBody, ValidQuery } from '../common/validation/contract';
import { type Store } from '../stores/store.entity';
import { BuyAndSellService } from './buy-and-sell.service';

/**
 * The public buy-and-sell flow (spec 000 §2.4 /buyandsell; 001 §7 getStoreBuyandSellInfo and
 * createBuyOrder). The store comes from the handle (query, or the body's `store.handle`) or the
 * store's own domain: 404 for none, 503 in maintenance.
 */
@Public()
@Controller('open/stores')
export class BuyAndSellController {
  constructor(private readonly buyAndSell: BuyAndSellService) {}

  @Get('getStoreBuyandSellInfo')
  @Contract({
    summary:
      "What a seller can offer a store: its products by the product search (paged, each with its template's sizes), payoutFee, isBuyingStore and drop-off locations",
    query: buyAndSellInfoQuery,
    response: buyAndSellInfoResponse,
  })
  getStoreBuyandSellInfo(
    @PublicStore() store: Store,
    @ValidQuery() query: z.output<typeof buyAndSellInfoQuery>,
  ): Promise<BuyAndSellInfoResponse> {
    return this.buyAndSell.info(store, query);
  }

  @Post('createBuyOrder')
  @HttpCode(HttpStatus.OK)
  @PublicWrite('buy-and-sell')
  @Contract({
    summary:
      'A seller offers items: Requested items at the prices asked, the seller matched by email or made; mails the seller and the store (public form guard)',
    body: createBuyOrderRequest,
    response: createBuyOrderResponse,
  })
  createBuyOrder(
    @PublicStore() store: Store,
    @ValidBody() body: z.output<typeof createBuyOrderRequest>,
  ): Promise<CreateBuyOrderResponse> {
    return this.buyAndSell.createBuyOrder(store, body);
  }
}
