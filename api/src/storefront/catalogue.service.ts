import { Injectable } from '@nestjs/common';
import {
  type CatalogueResponse,
  type MessageResponse,
  type catalogueQuery,
  type sendCatalogueRequest,
  type ShopperStore,
} from '@shared/contracts/public-pages';
import { PORTAL_SIGNUP_PATH } from '@shared/constants';
import { notices } from '@shared/messages';
import { type z } from 'zod';
import { scopeOf } from '../common/tenancy/current-store.decorator';
import { TransactionRunner } from '../database/transaction-runner';
import { mailTemplates } from '../mail/mail-templates';
import { MailService } from '../mail/mail.service';
import { StoreUrls } from '../stores/store-urls.service';
import { type Store } from '../stores/store.entity';
import { StorefrontReads } from './storefront-reads.service';

export function toShopperStore(store: Store): ShopperStore {
  return { name: store.name, handle: store.handle, currency: store.currency, logo: store.logo };
}

/** The store's public catalogue (/catalogue/{handle}) and its Email action. */
@Injectable()
export class CatalogueService {
  constructor(
    private readonly reads: StorefrontReads,
    private readonly urls: StoreUrls,
    private readonly mail: MailService,
    private readonly transactions: TransactionRunner,
  ) {}

  async catalogue(store: Store, q: z.output<typeof catalogueQuery>): Promise<CatalogueResponse> {
    const scope = scopeOf(store);
    const [page, locations, bestSellerIds] = await Promise.all([
      this.reads.productPage(scope, {
        search: q.search,
        location: q.location,
        page: q.page,
        pageSize: q.pageSize,
        order: 'listed',
      }),
      this.reads.shopperLocations(scope),
      this.reads.bestSellerIds(scope),
    ]);
    const upPrice = Number(store.upPrice ?? 0);
    const [listed, bestSellers] = await Promise.all([
      this.reads.shopperProducts(scope, upPrice, page.ids, q.location),
      this.reads.shopperProducts(scope, upPrice, bestSellerIds),
    ]);
    return {
      store: toShopperStore(store),
      products: listed.products,
      count: page.count,
      locations,
      signUpLink: this.signUpLink(store),
      inventories: listed.inventories,
      logo: store.logo,
      bestSellers: bestSellers.products,
    };
  }

  /** Mails the catalogue's address; the guards have counted the request (address and mailbox). */
  async sendCatalogue(store: Store, body: z.output<typeof sendCatalogueRequest>): Promise<MessageResponse> {
    const url = this.catalogueUrl(store);
    await this.transactions.run((manager) =>
      this.mail.queue(manager, store, [mailTemplates.catalogueLink(store, body.email, url)]),
    );
    return { message: notices.emailSent };
  }

  /** The catalogue's public address: the store's own domain or address + /catalogue/{handle}. */
  catalogueUrl(store: Store): string {
    return this.urls.storePage(store, `/catalogue/${encodeURIComponent(store.handle)}`);
  }

  /**
   * Where Sign in / Sign up lead: the consigner portal's sign-up page (issue 18), on the store's
   * consigner domain (consignerCname, else consignerUrl: host names, see the store settings) when it
   * has one, else on the store's own address. No handle rides along on the consigner domain: the
   * API knows the store by that host (StoreResolver).
   */
  signUpLink(store: Store): string {
    const host = store.consignerCname?.trim() || store.consignerUrl?.trim();
    if (host) return new URL(PORTAL_SIGNUP_PATH, `https://${host}/`).toString();
    return this.urls.storePage(store, PORTAL_SIGNUP_PATH);
  }
}
