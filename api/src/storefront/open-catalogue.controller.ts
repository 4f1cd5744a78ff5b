import { Controller, Get, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { type z } from 'zod';
import {
  catalogueQuery,
  catalogueResponse,
  type CatalogueResponse,
  messageResponse,
  type MessageResponse,
  sendCatalogueRequest,
} from '@shared/contracts/public-pages';
import { Public } from '../common/auth/public.decorator';
import { PublicStore } from '../common/public-forms/public-store';
import { PublicWrite } from '../common/public-forms/public-write';
import { MailRateLimit, mailTargets } from '../common/rate-limit/mail-rate-limit';
import { Contract, ValidBody, ValidQuery } from '../common/validation/contract';
import { type Store } from '../stores/store.entity';
import { CatalogueService } from './catalogue.service';

/** The store's public catalogue (spec 000 §2.1 /catalogue/{handle}; 001 §7 getStoreProducts). */
@Public()
@Controller('open/stores')
export class OpenCatalogueController {
  constructor(private readonly catalogue: CatalogueService) {}

  @Get('getStoreProducts')
  @Contract({
    summary:
      "A store's catalogue by handle: products with Active items, best sellers, locations, sign-up link",
    query: catalogueQuery,
    response: catalogueResponse,
  })
  getStoreProducts(
    @PublicStore() store: Store,
    @ValidQuery() query: z.output<typeof catalogueQuery>,
  ): Promise<CatalogueResponse> {
    return this.catalogue.catalogue(store, query);
  }

  @Post('sendCatalogue')
  @HttpCode(HttpStatus.OK)
  @MailRateLimit(mailTargets.bodyEmail)
  @PublicWrite('catalogue-email')
  @Contract({
    summary: "Mails the store's catalogue address (public form guard; limited per address and mailbox)",
    body: sendCatalogueRequest,
    response: messageResponse,
  })
  sendCatalogue(
    @PublicStore() store: Store,
    @ValidBody() body: z.output<typeof sendCatalogueRequest>,
  ): Promise<MessageResponse> {
    return this.catalogue.sendCatalogue(store, body);
  }
}
