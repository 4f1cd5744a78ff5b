import { Controller, Get, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { z } from 'zod';
import {
  cartItemQuery,
  cartItemResponse,
  type CartItemResponse,
  checkoutRequest,
  checkoutResponse,
  createDraftOrderRequest,
  holdsResponse,
  type HoldsResponse,
  orderIdParams,
  orderResponse,
  type OrderResponse,
} from '@shared/contracts/orders';
import { Access } from '../common/auth/access.decorators';
import { CurrentPrincipal } from '../common/auth/current-auth.decorator';
import { type Principal } from '../common/auth/principal';
import { Contract, ValidBody, ValidParams, ValidQuery } from '../common/validation/contract';
import { CheckoutService } from './checkout.service';
import { HoldsService } from './holds.service';

/**
 * The register's writes (issue 15): the cart's scan lookup, the checkout, and kiosk holds
 * (spec 001 §7 createDraftOrder; the queue and cancel are ours).
 */
@Controller('api/orders')
@Access('Orders')
export class RegisterController {
  constructor(
    private readonly checkouts: CheckoutService,
    private readonly holds: HoldsService,
  ) {}

  @Get('cartItem')
  @Contract({
    summary: 'The item a scanned or typed code names, as a cart line (409 with why when it cannot be sold)',
    query: cartItemQuery,
    response: cartItemResponse,
  })
  async cartItem(
    @CurrentPrincipal() p: Principal,
    @ValidQuery() query: z.output<typeof cartItemQuery>,
  ): Promise<CartItemResponse> {
    return this.checkouts.cartItem(p, query.code, query.holdOrderId ?? null, query.exclude ?? []);
  }

  @Post('checkout')
  @Contract({
    summary: 'Complete a sale: the order, its lines and payments, every item Sold, in one transaction (ours)',
    body: checkoutRequest,
    response: checkoutResponse,
    status: 201,
  })
  async checkout(
    @CurrentPrincipal() p: Principal,
    @ValidBody() body: z.output<typeof checkoutRequest>,
  ): Promise<OrderResponse> {
    return this.checkouts.checkout(p, body);
  }

  @Get('holds')
  @Contract({ summary: 'The open kiosk holds, oldest first (ours)', response: holdsResponse })
  async openHolds(@CurrentPrincipal() p: Principal): Promise<HoldsResponse> {
    return this.holds.openHolds(p);
  }

  @Post('createDraftOrder')
  // The kiosk's 'In stock - Start Checkout' (issue 17) holds the item as the kiosk's signed-in user.
  @Access('Orders', 'InStoreApp')
  @Contract({
    summary: 'Hold Active items for a customer (kiosk): an open order that expires after holdHours',
    body: createDraftOrderRequest,
    response: orderResponse,
    status: 201,
  })
  async createDraftOrder(
    @CurrentPrincipal() p: Principal,
    @ValidBody() body: z.output<typeof createDraftOrderRequest>,
  ): Promise<OrderResponse> {
    return this.holds.createDraftOrder(p, body.draftOrder);
  }

  @Post(':id/cancel')
  @HttpCode(HttpStatus.OK)
  @Contract({
    summary: 'Cancel an open hold: its items back to Active (ours)',
    params: orderIdParams,
    response: orderResponse,
  })
  async cancel(
    @CurrentPrincipal() p: Principal,
    @ValidParams() params: z.output<typeof orderIdParams>,
  ): Promise<OrderResponse> {
    return this.holds.cancel(p, params.id);
  }
}
