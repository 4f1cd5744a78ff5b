import { Injectable } from '@nestjs/common';
import { type z } from 'zod';
import {
  type KioskProductsResponse,
  type kioskProductsQuery,
  type KioskResponse,
  type StockLookupRequest,
  type StockLookupResponse,
} from '@shared/contracts/public-pages';
import { kioskCategoriesOf, kioskSizesOf } from '@shared/domain/kiosk';
import { toCents } from '@shared/domain/money';
import { reservePriceOf } from '@shared/domain/public-price';
import { type Principal } from '../common/auth/principal';
import { notFound } from '../common/errors/errors';
import { type StoreRepositories } from '../common/tenancy/store-repository';
import { InjectStoreRepositories } from '../common/tenancy/tenancy.module';
import { ProductTemplate } from '../product-templates/product-template.entity';
import { Product } from '../products/product.entity';
import { toShopperStore } from './catalogue.service';
import { StorefrontReads } from './storefront-reads.service';

/** The in-store kiosk's reads (spec 000 §2.4 Kiosk; a signed-in user with InStoreApp). */
@Injectable()
export class KioskService {
  constructor(
    private readonly reads: StorefrontReads,
    @InjectStoreRepositories(Product) private readonly productRows: StoreRepositories<Product>,
    @InjectStoreRepositories(ProductTemplate) private readonly templates: StoreRepositories<ProductTemplate>,
  ) {}

  /** The start screen: the store, the category buttons and the size buttons, from the templates. */
  async start(p: Principal): Promise<KioskResponse> {
    const templates = await this.templates.for(p).find({
      select: {
        id: true,
        category: true,
        option1: true,
        option1Values: true,
        option2: true,
        option2Values: true,
      },
    });
    return {
      store: toShopperStore(p.store),
      categories: kioskCategoriesOf(templates.map((template) => template.category)),
      sizes: kioskSizesOf(templates),
    };
  }

  /**
   * The grid, newest updated first: without search text the products with Active items (of the
   * category and size chosen); with it every product the product search finds (of the category),
   * stocked or not, so a shopper can reserve what is not on the floor.
   */
  async products(p: Principal, q: z.output<typeof kioskProductsQuery>): Promise<KioskProductsResponse> {
    const search = q.search?.trim() ?? '';
    const page = await this.reads.productPage(p, {
      search,
      location: q.location,
      category: q.category || undefined,
      size: q.size || undefined,
      page: q.page,
      pageSize: q.pageSize,
      order: 'updated',
      everyFound: search !== '',
    });
    const { products } = await this.reads.shopperProducts(
      p,
      Number(p.store.upPrice ?? 0),
      page.ids,
      q.location,
    );
    return { products, count: page.count };
  }

  /**
   * The stock lookup of one product and size (spec 000 §3): whether an Active item of the size is on
   * the floor, the product's items a shopper can find (every size), the size's last sale price, the
   * reservation's price (reservePriceOf; the current price is the size's lowest stored price, else
   * the product's) and the Active item a hold would take: at the kiosk's location first, then the
   * cheapest, then the longest in stock.
   */
  async stockLookup(p: Principal, body: StockLookupRequest): Promise<StockLookupResponse> {
    const product = await this.productRows
      .for(p)
      .findOne({ select: { id: true }, where: { id: body.productId } });
    if (!product) throw notFound();
    const upPrice = Number(p.store.upPrice ?? 0);
    const [rows, lastSoldPrice] = await Promise.all([
      this.reads.publicItems(p, { productIds: [product.id] }),
      this.reads.lastSoldPrice(p, product.id, body.option1Value),
    ]);
    const { inventories } = await this.reads.shopperProducts(p, upPrice, [product.id]);
    const ofSize = rows.filter((row) => row.option1Value === body.option1Value);
    const active = ofSize
      .filter((row) => row.status === 'Active')
      .sort(
        (a, b) =>
          Number(b.locationId === body.location) - Number(a.locationId === body.location) ||
          toCents(a.price) - toCents(b.price) ||
          a.id - b.id,
      );
    return {
      inStock: active.length > 0,
      relatedInventories: inventories,
      lastSoldPrice,
      reservePrice: reservePriceOf(lastSoldPrice, currentPriceOf(rows, body.option1Value), upPrice),
      holdItemId: active[0]?.id ?? null,
    };
  }

  /** A reservation's price (reservePriceOf), as the stock lookup showed it to the shopper. */
  async reservePrice(p: Principal, productId: number, option1Value: string): Promise<number> {
    const [rows, lastSoldPrice] = await Promise.all([
      this.reads.publicItems(p, { productIds: [productId] }),
      this.reads.lastSoldPrice(p, productId, option1Value),
    ]);
    return reservePriceOf(lastSoldPrice, currentPriceOf(rows, option1Value), Number(p.store.upPrice ?? 0));
  }
}

/**
 * The "current price" of a reservation (spec 001 §9): the size's lowest stored price among the
 * items a shopper can find, else the product's, else 0 (a product with no stock at all).
 */
function currentPriceOf(
  rows: readonly { option1Value: string | null; price: number }[],
  option1Value: string,
): number {
  const lowest = (prices: number[]) => (prices.length === 0 ? null : Math.min(...prices));
  return (
    lowest(rows.filter((row) => row.option1Value === option1Value).map((row) => row.price)) ??
    lowest(rows.map((row) => row.price)) ??
    0
  );
}
