import { Controller, Get, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { type z } from 'zod';
import {
  answerOfferRequest,
  answerOfferResponse,
  type AnswerOfferResponse,
  portalItemIdParams,
  portalItemResponse,
  type PortalItemResponse,
  portalItemsQuery,
  portalItemsResponse,
  type PortalItemsResponse,
  portalPayoutsQuery,
  portalPayoutsResponse,
  type PortalPayoutsResponse,
  portalProductsQuery,
  portalProductsResponse,
  type PortalProductsResponse,
  portalSettingsResponse,
  type PortalSettingsResponse,
  portalStoreResponse,
  type PortalStoreResponse,
} from '@shared/contracts/consigner-portal';
import { Access } from '../common/auth/access.decorators';
import { CurrentPrincipal } from '../common/auth/current-auth.decorator';
import { type Principal } from '../common/auth/principal';
import { Contract, ValidBody, ValidParams, ValidQuery } from '../common/validation/contract';
import { ConsignerPortalService } from './consigner-portal.service';
import { PortalPayoutsService } from './portal-payouts.service';

/**
 * The consigner portal's own calls (issue 18; the spec shows none of these, so they are ours, under
 * /api/portal/; docs/consigner-portal.md lists them with the spec calls the portal also uses). A
 * consigner's, about themself only; employees are refused (403).
 */
@Controller('api/portal')
@Access('Consigner')
export class ConsignerPortalController {
  constructor(
    private readonly portal: ConsignerPortalService,
    private readonly payouts: PortalPayoutsService,
  ) {}

  /** Before the consigner profile exists too: the sign-up completion screens read it. */
  @Get('store')
  @Access('Account')
  @Contract({
    summary:
      "The portal's store: sign-up fields, payout options, terms, ship instructions, drop-off locations",
    response: portalStoreResponse,
  })
  store(@CurrentPrincipal() p: Principal): Promise<PortalStoreResponse> {
    return this.portal.store(p);
  }

  @Get('settings')
  @Contract({
    summary: "The consigner's own record, whether their bank details are locked, and their sign-up step",
    response: portalSettingsResponse,
  })
  settings(@CurrentPrincipal() p: Principal): Promise<PortalSettingsResponse> {
    return this.portal.settings(p);
  }

  @Get('items')
  @Contract({
    summary: "The consigner's items, newest first, by status and search, with counts per status",
    query: portalItemsQuery,
    response: portalItemsResponse,
  })
  items(
    @CurrentPrincipal() p: Principal,
    @ValidQuery() query: z.output<typeof portalItemsQuery>,
  ): Promise<PortalItemsResponse> {
    return this.portal.list(p, query);
  }

  @Get('items/:id')
  @Contract({
    summary: "One of the consigner's items (404 for anyone else's)",
    params: portalItemIdParams,
    response: portalItemResponse,
  })
  item(
    @CurrentPrincipal() p: Principal,
    @ValidParams() params: z.output<typeof portalItemIdParams>,
  ): Promise<PortalItemResponse> {
    return this.portal.one(p, params.id);
  }

  @Post('answerOffer')
  @HttpCode(HttpStatus.OK)
  @Contract({
    summary: "Accept or reject the store's price offer on an item, signed in (spends the mailed link)",
    body: answerOfferRequest,
    response: answerOfferResponse,
  })
  answerOffer(
    @CurrentPrincipal() p: Principal,
    @ValidBody() body: z.output<typeof answerOfferRequest>,
  ): Promise<AnswerOfferResponse> {
    return this.portal.answerOffer(p, body);
  }

  @Get('products')
  @Contract({
    summary: "The store's products a consigner may list for drop-off, with their templates' options",
    query: portalProductsQuery,
    response: portalProductsResponse,
  })
  products(
    @CurrentPrincipal() p: Principal,
    @ValidQuery() query: z.output<typeof portalProductsQuery>,
  ): Promise<PortalProductsResponse> {
    return this.portal.products(p, query);
  }

  @Get('payouts')
  @Contract({
    summary: "The consigner's payouts (items, amounts, method, cheques), newest first, and what is owed now",
    query: portalPayoutsQuery,
    response: portalPayoutsResponse,
  })
  payoutList(
    @CurrentPrincipal() p: Principal,
    @ValidQuery() query: z.output<typeof portalPayoutsQuery>,
  ): Promise<PortalPayoutsResponse> {
    return this.payouts.list(p, query);
  }
}
