import { Injectable } from '@nestjs/common';
import { In, type SelectQueryBuilder } from 'typeorm';
import { CATALOGUE_BEST_SELLER_DAYS } from '@shared/constants';
import {
  type ShopperInventory,
  type ShopperLocation,
  type ShopperProduct,
  type ShopperSize,
} from '@shared/contracts/public-pages';
import { toCents } from '@shared/domain/money';
import { PUBLIC_STOCK_STATUSES, publicPriceOf } from '@shared/domain/public-price';
import { compareSizes } from '@shared/domain/size-sort';
import { type StoreRepositories, type StoreScope } from '../common/tenancy/store-repository';
import { InjectStoreRepositories } from '../common/tenancy/tenancy.module';
import { Inventory } from '../inventories/inventory.entity';
import { Location } from '../locations/location.entity';
import { OrderLine } from '../orders/order-line.entity';
import { Product } from '../products/product.entity';
import { searchProducts } from '../products/product-search';

/** At most this many best sellers (the IN DEMAND banner). */
export const BEST_SELLERS_MAX = 8;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Which products a public grid lists, and how. */
export interface ProductPageQuery {
  search?: string;
  location?: number;
  category?: string;
  size?: string;
  page: number;
  pageSize: number;
  /**
   * `listed`: products with Active items, the newest listing first (the catalogue); `updated`: the
   * newest updated Active item first (the kiosk's newestUpdated).
   */
  order: 'listed' | 'updated';
  /** The kiosk with search text: every product the search finds, stocked or not. */
  everyFound?: boolean;
}

/** One item as the public reads find it: public columns only (never its code, owner or money). */
interface PublicItemRow {
  id: number;
  productId: number;
  option1Value: string | null;
  option2Value: string | null;
  price: number;
  status: string;
  locationId: number | null;
  location: string | null;
}

/**
 * The reads behind the store's public faces (issue 17: catalogue, kiosk, stock lookup): products
 * paged in SQL through the indexes (the store's Active items by status; the product search), and
 * only the page's products' public stock read. Every price is a public price (publicPriceOf).
 */
@Injectable()
export class StorefrontReads {
  constructor(
    @InjectStoreRepositories(Product) private readonly products: StoreRepositories<Product>,
    @InjectStoreRepositories(Inventory) private readonly inventories: StoreRepositories<Inventory>,
    @InjectStoreRepositories(Location) private readonly locations: StoreRepositories<Location>,
    @InjectStoreRepositories(OrderLine) private readonly orderLines: StoreRepositories<OrderLine>,
  ) {}

  /** The ids of one page of products, in order, and how many match. */
  async productPage(scope: StoreScope, q: ProductPageQuery): Promise<{ ids: number[]; count: number }> {
    const query = searchProducts(this.products.for(scope), q.search ?? '', 'product');
    if (q.everyFound) {
      if (q.category) query.andWhere('product.category = :category', { category: q.category });
      const [rows, count] = await Promise.all([
        query
          .clone()
          .select('product.id', 'id')
          .orderBy('product.updatedAt', 'DESC')
          .addOrderBy('product.id', 'DESC')
          .offset((q.page - 1) * q.pageSize)
          .limit(q.pageSize)
          .getRawMany<{ id: number | string }>(),
        query.getCount(),
      ]);
      return { ids: rows.map((row) => Number(row.id)), count };
    }
    this.joinActiveItems(query, q);
    const sortKey =
      q.order === 'listed' ? 'MAX(COALESCE(item.acceptedOn, item.createdAt))' : 'MAX(item.updatedAt)';
    const [rows, total] = await Promise.all([
      query
        .clone()
        .select('product.id', 'id')
        .addSelect(sortKey, 'sortKey')
        .groupBy('product.id')
        .orderBy('sortKey', 'DESC')
        .addOrderBy('product.id', 'DESC')
        .offset((q.page - 1) * q.pageSize)
        .limit(q.pageSize)
        .getRawMany<{ id: number | string }>(),
      query.clone().select('COUNT(DISTINCT product.id)', 'count').getRawOne<{ count: number | string }>(),
    ]);
    return { ids: rows.map((row) => Number(row.id)), count: Number(total?.count ?? 0) };
  }

  /**
   * The products as a shopper sees them, in the order of `ids`, with their sizes (lowest public
   * price, how many at it) and their items in public stock, of `location` when given.
   */
  async shopperProducts(
    scope: StoreScope,
    upPrice: number,
    ids: readonly number[],
    location?: number,
  ): Promise<{ products: ShopperProduct[]; inventories: ShopperInventory[] }> {
    if (ids.length === 0) return { products: [], inventories: [] };
    const [products, rows] = await Promise.all([
      this.products.for(scope).find({ where: { id: In([...ids]) } }),
      this.publicItems(scope, { productIds: ids, location }),
    ]);
    const inventories = rows.map((row) => toShopperInventory(row, upPrice));
    const byProduct = new Map<number, ShopperInventory[]>();
    for (const item of inventories)
      byProduct.set(item.productId, [...(byProduct.get(item.productId) ?? []), item]);
    const found = new Map(products.map((product) => [product.id, product]));
    return {
      products: ids
        .map((id) => found.get(id))
        .filter((product): product is Product => product !== undefined)
        .map((product) => toShopperProduct(product, byProduct.get(product.id) ?? [])),
      inventories,
    };
  }

  /**
   * The products sold most over the last CATALOGUE_BEST_SELLER_DAYS (completed sales not returned:
   * a line's soldOn is set when its order completes), the most recent sale breaking ties; at most
   * BEST_SELLERS_MAX. Read from the order lines' (storeId, returnedAt, soldOn) index.
   */
  async bestSellerIds(scope: StoreScope, now: Date = new Date()): Promise<number[]> {
    const since = new Date(now.getTime() - CATALOGUE_BEST_SELLER_DAYS * DAY_MS);
    const rows = await this.orderLines
      .for(scope)
      .query('line')
      .innerJoin(Inventory, 'item', 'item.id = line.inventoryId AND item.storeId = line.storeId')
      .select('item.productId', 'productId')
      .addSelect('COUNT(*)', 'sold')
      .addSelect('MAX(line.soldOn)', 'lastSold')
      .andWhere('line.returnedAt IS NULL')
      .andWhere('line.soldOn >= :since', { since })
      .groupBy('item.productId')
      .orderBy('sold', 'DESC')
      .addOrderBy('lastSold', 'DESC')
      .addOrderBy('item.productId', 'DESC')
      .limit(BEST_SELLERS_MAX)
      .getRawMany<{ productId: number | string }>();
    return rows.map((row) => Number(row.productId));
  }

  /** The last completed, not returned, sale price of a product's size; 0 when it never sold. */
  async lastSoldPrice(scope: StoreScope, productId: number, option1Value: string): Promise<number> {
    const row = await this.orderLines
      .for(scope)
      .query('line')
      .innerJoin(Inventory, 'item', 'item.id = line.inventoryId AND item.storeId = line.storeId')
      .select('line.salePrice', 'salePrice')
      .andWhere('item.productId = :productId', { productId })
      .andWhere('item.option1Value = :option1Value', { option1Value })
      .andWhere('line.returnedAt IS NULL')
      .andWhere('line.soldOn IS NOT NULL')
      .orderBy('line.soldOn', 'DESC')
      .addOrderBy('line.id', 'DESC')
      .limit(1)
      .getRawOne<{ salePrice: number | string }>();
    return row ? Number(row.salePrice) : 0;
  }

  /** A product's items in public stock (every size), with their statuses for the caller's rules. */
  publicItems(
    scope: StoreScope,
    filter: { productIds: readonly number[]; location?: number },
  ): Promise<PublicItemRow[]> {
    const query = this.inventories
      .for(scope)
      .query('item')
      .leftJoin(Location, 'location', 'location.id = item.locationId AND location.storeId = item.storeId')
      .select([
        'item.id AS id',
        'item.productId AS productId',
        'item.option1Value AS option1Value',
        'item.option2Value AS option2Value',
        'item.price AS price',
        'item.status AS status',
        'item.locationId AS locationId',
        'location.name AS location',
      ])
      .andWhere('item.productId IN (:...productIds)', { productIds: [...filter.productIds] })
      .andWhere('item.status IN (:...statuses)', { statuses: [...PUBLIC_STOCK_STATUSES] })
      .orderBy('item.id', 'ASC');
    if (filter.location) query.andWhere('item.locationId = :location', { location: filter.location });
    return query.getRawMany<Record<string, unknown>>().then((rows) =>
      rows.map((row) => ({
        id: Number(row.id),
        productId: Number(row.productId),
        option1Value: (row.option1Value as string | null) ?? null,
        option2Value: (row.option2Value as string | null) ?? null,
        price: Number(row.price ?? 0),
        status: String(row.status),
        locationId: row.locationId === null ? null : Number(row.locationId),
        location: (row.location as string | null) ?? null,
      })),
    );
  }

  /** The store's active locations, by name (the catalogue's location filter). */
  async shopperLocations(scope: StoreScope): Promise<ShopperLocation[]> {
    const rows = await this.locations.for(scope).find({ order: { name: 'ASC' } });
    return rows.filter((row) => row.isActive !== false).map((row) => ({ id: row.id, name: row.name }));
  }

  /**
   * Products with Active items (of the size, category and location asked), joined so the store's
   * Active items are read by their (storeId, status, …) indexes.
   */
  private joinActiveItems(query: SelectQueryBuilder<Product>, q: ProductPageQuery): void {
    query
      .innerJoin(Inventory, 'item', 'item.productId = product.id AND item.storeId = product.storeId')
      .andWhere('item.status = :active', { active: 'Active' });
    if (q.location) query.andWhere('item.locationId = :location', { location: q.location });
    if (q.category) query.andWhere('item.category = :category', { category: q.category });
    if (q.size) {
      // The kiosk's sizes are option1 values, or option2 where a template names it size (kioskSizesOf).
      query.andWhere('(LOWER(item.option1Value) = :size OR LOWER(item.option2Value) = :size)', {
        size: q.size.toLowerCase(),
      });
    }
  }
}

function toShopperInventory(row: PublicItemRow, upPrice: number): ShopperInventory {
  return {
    id: row.id,
    productId: row.productId,
    option1Value: row.option1Value ?? '',
    option2Value: row.option2Value,
    price: publicPriceOf({ status: row.status, price: row.price }, upPrice),
    inStock: row.status === 'Active',
    location: row.location,
  };
}

/** A product card: each size's lowest public price and how many items are at it. */
export function toShopperProduct(product: Product, items: readonly ShopperInventory[]): ShopperProduct {
  const sizes = new Map<string, ShopperSize>();
  for (const item of items) {
    const size = sizes.get(item.option1Value);
    if (!size || toCents(item.price) < toCents(size.price)) {
      sizes.set(item.option1Value, { option1Value: item.option1Value, price: item.price, quantity: 1 });
    } else if (toCents(item.price) === toCents(size.price)) {
      size.quantity += 1;
    }
  }
  const sorted = [...sizes.values()].sort((a, b) => compareSizes(a.option1Value, b.option1Value));
  return {
    id: product.id,
    title: product.title,
    brand: product.brand,
    sku: product.sku,
    category: product.category,
    image: product.image,
    lowestPrice: sorted.length === 0 ? null : Math.min(...sorted.map((size) => size.price)),
    sizes: sorted,
  };
}
