import { HttpStatus, Injectable } from '@nestjs/common';
import { In, Not } from 'typeorm';
import {
  type SendStoreRequestedItemsEmailResponse,
  STORE_PRODUCTS_MAX,
  type StoreProductsQuery,
  type StoreProductsResponse,
  type StoreRequestOffersResponse,
} from '@shared/contracts/store-requests';
import {
  formatPriceRange,
  STORE_REQUEST_STATUSES,
  templateVariants,
  variantMatchKey,
} from '@shared/domain/store-requests';
import { variantKey } from '@shared/domain/variant-key';
import { validation } from '@shared/messages';
import { type Principal } from '../common/auth/principal';
import { AppError } from '../common/errors/app-error';
import { invalid } from '../common/errors/errors';
import { type StoreRepositories, type StoreRepository } from '../common/tenancy/store-repository';
import { InjectStoreRepositories } from '../common/tenancy/tenancy.module';
import { Consigner } from '../consigners/consigner.entity';
import { ITEM_RELATIONS, priceRangeOf, toInventoryItem } from '../inventories/inventory.mapper';
import { Inventory } from '../inventories/inventory.entity';
import { Location } from '../locations/location.entity';
import { mailTemplates } from '../mail/mail-templates';
import { MailService } from '../mail/mail.service';
import { ProductTemplate } from '../product-templates/product-template.entity';
import { searchProducts } from '../products/product-search';
import { Product } from '../products/product.entity';
import { StoreUrls } from '../stores/store-urls.service';
import { TransactionRunner } from '../database/transaction-runner';

const messages = validation.storeRequests;
/** A mail lists at most this many request lines; the rest are counted and on the store's page. */
const MAIL_LINES_MAX = 100;
/** The open offers of a page of the Request grid; more is not a grid any more. */
const OFFERS_MAX = 1000;

const badRequest = (message: string) => new AppError(HttpStatus.BAD_REQUEST, 'VALIDATION_FAILED', message);

/** One count of the store's items of a product's variant, in one status. */
interface VariantCount {
  productId: number;
  option1Value: string | null;
  option2Value: string | null;
  option3Value: string | null;
  status: string;
  count: string | number;
}

/**
 * Store requests (spec 000 §2.3 Request Items and the Request grid): what the store could ask for,
 * the offers its requests have, and the mail that tells consigners what it is looking for. Taking
 * an offer is a status move: StoreBuyService.storeBuyRequestedInventory.
 */
@Injectable()
export class StoreRequestsService {
  constructor(
    @InjectStoreRepositories(Inventory) private readonly items: StoreRepositories<Inventory>,
    private readonly transactions: TransactionRunner,
    private readonly mail: MailService,
    private readonly urls: StoreUrls,
  ) {}

  /**
   * GET /api/inventories/getStoreProducts: the store's products matching the search (as GET
   * /api/products: title, brand, SKU), the first STORE_PRODUCTS_MAX by title, each with every
   * variant of its template and, per variant, the Active items and the open requests at the
   * location (every location when none is asked).
   */
  async storeProducts(principal: Principal, query: StoreProductsQuery): Promise<StoreProductsResponse> {
    const items = this.items.for(principal);
    if (query.location !== undefined && !(await items.sibling(Location).existsBy({ id: query.location }))) {
      throw invalid('location', validation.inventory.locationNotFound);
    }
    const found = await searchProducts(items.sibling(Product), query.search)
      .orderBy('product.title', 'ASC')
      .addOrderBy('product.id', 'ASC')
      // limit, not take: the search's join selects no entity, so there is nothing for take to page.
      .limit(STORE_PRODUCTS_MAX + 1)
      .getMany();
    const products = found.slice(0, STORE_PRODUCTS_MAX);
    if (products.length === 0) return { products: [], hasMore: false };

    const templates = new Map(
      (
        await items.sibling(ProductTemplate).findBy({
          id: In([...new Set(products.map((product) => product.productTemplateId))]),
        })
      ).map((template) => [template.id, template]),
    );
    const counts = await variantCounts(
      items,
      products.map((product) => product.id),
      query.location,
    );
    return {
      products: products.map((product) => {
        const template = templates.get(product.productTemplateId);
        return {
          id: product.id,
          title: product.title,
          sku: product.sku,
          image: product.image,
          category: product.category,
          productTemplateId: product.productTemplateId,
          variants: (template ? templateVariants(template) : []).map((variant) => {
            const count = counts.get(`${product.id}|${variantMatchKey(variant)}`);
            return { ...variant, qty: count?.qty ?? 0, requested: count?.requested ?? 0 };
          }),
        };
      }),
      hasMore: found.length > STORE_PRODUCTS_MAX,
    };
  }

  /**
   * Ours, for the Request grid: the open offers (Requested) made against these requests of the
   * store, oldest first. Ids of other stores' requests find nothing.
   */
  async offers(principal: Principal, requestIds: readonly number[]): Promise<StoreRequestOffersResponse> {
    const items = await this.items.for(principal).find({
      where: { buyingId: In([...new Set(requestIds)]), status: 'Requested' },
      relations: ITEM_RELATIONS,
      order: { id: 'ASC' },
      take: OFFERS_MAX,
    });
    return { offers: items.map((item) => toInventoryItem(item, principal.store.currency)) };
  }

  /**
   * POST /api/consigners/sendStoreRequestedItemsEmail: one mail to every active consigner of the
   * store with email notifications on (not the store's own account), listing the open requests
   * (product, SKU, variant, Buying or Consignment, price range in the store's currency; the same
   * request asked several times is one line with its count) and linking to the store's buy-and-sell
   * page. Refused (400) when there is no open request or nobody to mail. `sent`: the mails queued
   * (the outbox); the job runner delivers them and retries a failed send.
   */
  async sendStoreRequestedItemsEmail(principal: Principal): Promise<SendStoreRequestedItemsEmailResponse> {
    const store = principal.store;
    const items = this.items.for(principal);
    const requests = await items.find({
      where: { status: In([...STORE_REQUEST_STATUSES]) },
      relations: { product: true },
      order: { id: 'ASC' },
    });
    if (requests.length === 0) throw badRequest(messages.noOpenRequests);
    const recipients = await items.sibling(Consigner).find({
      where: {
        isActive: true,
        emailNotifications: true,
        isStoreAccount: false,
        email: Not(''),
      },
      order: { id: 'ASC' },
    });
    if (recipients.length === 0) throw badRequest(messages.nobodyToEmail);

    const lines = requestLines(requests, store.currency);
    const shown = lines.slice(0, MAIL_LINES_MAX);
    const url = this.urls.page(store.handle, '/buyandsell');
    // The outbox: one mail job per recipient, all or none; the job runner sends and retries them.
    const mails = recipients.map((consigner) =>
      mailTemplates.storeRequestedItems(
        store,
        consigner.email,
        consigner.firstName,
        shown,
        lines.length - shown.length,
        url,
      ),
    );
    await this.transactions.run((manager) => this.mail.queue(manager, store, mails, principal.accountId));
    return { sent: mails.length };
  }
}

/** Active items and open requests per product and variant (variantMatchKey), at a location or all. */
async function variantCounts(
  items: StoreRepository<Inventory>,
  productIds: readonly number[],
  locationId: number | undefined,
): Promise<Map<string, { qty: number; requested: number }>> {
  const builder = items
    .query('item')
    .select('item.productId', 'productId')
    .addSelect('item.option1Value', 'option1Value')
    .addSelect('item.option2Value', 'option2Value')
    .addSelect('item.option3Value', 'option3Value')
    .addSelect('item.status', 'status')
    .addSelect('COUNT(*)', 'count')
    .andWhere('item.productId IN (:...productIds)', { productIds })
    .andWhere('item.status IN (:...statuses)', { statuses: ['Active', ...STORE_REQUEST_STATUSES] })
    .groupBy('item.productId')
    .addGroupBy('item.option1Value')
    .addGroupBy('item.option2Value')
    .addGroupBy('item.option3Value')
    .addGroupBy('item.status');
  if (locationId !== undefined) builder.andWhere('item.locationId = :locationId', { locationId });
  const counts = new Map<string, { qty: number; requested: number }>();
  for (const row of await builder.getRawMany<VariantCount>()) {
    const key = `${Number(row.productId)}|${variantMatchKey(row)}`;
    const entry = counts.get(key) ?? { qty: 0, requested: 0 };
    if (row.status === 'Active') entry.qty += Number(row.count);
    else entry.requested += Number(row.count);
    counts.set(key, entry);
  }
  return counts;
}

/**
 * The mail's lines: "Nike Dunk Low Panda (DD1391-100), 10 / New: Buying, $150 – $200", the same
 * request asked several times once with "×2"; by product title, then in the order they were asked.
 */
function requestLines(requests: readonly Inventory[], currency: string): string[] {
  const lines = new Map<string, { text: string; count: number; title: string }>();
  for (const request of requests) {
    const range = priceRangeOf(request);
    const product = request.product;
    const title = product?.title ?? `#${request.productId}`;
    const variant = variantKey([request.option1Value, request.option2Value, request.option3Value]);
    const text = [
      `${title}${product?.sku ? ` (${product.sku})` : ''}${variant ? `, ${variant}` : ''}: ${request.status}`,
      range ? formatPriceRange(range, currency) : null,
    ]
      .filter((part): part is string => part !== null)
      .join(', ');
    const entry = lines.get(text) ?? { text, count: 0, title };
    entry.count += 1;
    lines.set(text, entry);
  }
  return [...lines.values()]
    .sort((a, b) => a.title.localeCompare(b.title))
    .map((entry) => (entry.count > 1 ? `${entry.text} ×${entry.count}` : entry.text));
}
