import { Brackets, type SelectQueryBuilder } from 'typeorm';
import { type InventoryFilters } from '@shared/contracts/inventory-lists';
import { sizeSortKey } from '@shared/domain/inventory-list';
import { type StoreRepository } from '../common/tenancy/store-repository';
import { searchProducts } from '../products/product-search';
import { type Product } from '../products/product.entity';
import {
  codePrefixOf,
  flip,
  isEmptyMatch,
  type ListWindow,
  planIndex,
  type SearchMatch,
  SIZE_INDEX,
  SORTS,
} from './inventory-list-plan';
import { type Inventory } from './inventory.entity';

/**
 * A search is looked up first (the store's products it finds, items whose code starts with it),
 * then the items are read by those ids on an index. Past these many matches the lists of ids would
 * be long and the matches common: the search stays a subquery instead.
 */
const SEARCH_PRODUCTS_MAX = 2_000;
const SEARCH_CODES_MAX = 500;

type Purpose = Parameters<typeof planIndex>[2];

/**
 * The store's items that pass a list's filters, on the items table alone, read through the index
 * planIndex names: the one query behind a page's count, a page's ids and the export's batches.
 * Built per request with the store's repositories; `open` looks the search up first.
 */
export class InventoryListQuery {
  private constructor(
    private readonly items: StoreRepository<Inventory>,
    private readonly products: StoreRepository<Product>,
    private readonly filters: InventoryFilters,
    private readonly match: SearchMatch | null,
  ) {}

  static async open(
    items: StoreRepository<Inventory>,
    products: StoreRepository<Product>,
    filters: InventoryFilters,
  ): Promise<InventoryListQuery> {
    const match = filters.search ? await searchMatch(items, products, filters.search) : null;
    return new InventoryListQuery(items, products, filters, match);
  }

  /** The search alone finds nothing: no query needs to run. */
  get isEmpty(): boolean {
    return this.match !== null && isEmptyMatch(this.match);
  }

  /** How many items match: COUNT(*) on the filter's index (never COUNT(DISTINCT), which dedupes). */
  async count(): Promise<number> {
    const found = await this.filtered('count')
      .select('COUNT(*)', 'count')
      .getRawOne<{ count: number | string }>();
    return Number(found?.count ?? 0);
  }

  /** The ids of a window of the list, in the list's order. */
  async pageIds(window: ListWindow): Promise<number[]> {
    const { columns, direction } = SORTS[this.filters.sortOption];
    const readDirection = window.isReversed ? flip(direction) : direction;
    const query = this.filtered('page').select('item.id', 'id');
    for (const column of [...columns, 'printed', 'id']) query.addOrderBy(`item.${column}`, readDirection);
    const found = await query.limit(window.limit).offset(window.offset).getRawMany<{ id: number | string }>();
    const ids = found.map((row) => Number(row.id));
    return window.isReversed ? ids.reverse() : ids;
  }

  /**
   * The items after `lastId`, in id order, at most `limit`: one keyset batch of the export, for
   * the caller to join and select what it writes.
   */
  batchAfter(lastId: number, limit: number): SelectQueryBuilder<Inventory> {
    return this.filtered('export')
      .andWhere('item.id > :lastId', { lastId })
      .orderBy('item.id', 'ASC')
      .limit(limit);
  }

  private filtered(purpose: Purpose): SelectQueryBuilder<Inventory> {
    const { filters, match } = this;
    const index = planIndex(filters, match, purpose);
    const query = this.items.query('item');
    if (index) query.useIndex(index);
    const { status } = filters;
    if (status?.length === 1) query.andWhere('item.status = :status', { status: status[0] });
    else if (status) query.andWhere('item.status IN (:...statuses)', { statuses: status });
    // 1/0, not true/false: the same literal on both engines' boolean columns.
    if (filters.printed !== undefined) {
      query.andWhere('item.printed = :printed', { printed: filters.printed ? 1 : 0 });
    }
    const equal = {
      option1Value: filters.option1Value,
      option2Value: filters.option2Value,
      option3Value: filters.option3Value,
      category: filters.category,
      consignerId: filters.consigner,
      productId: filters.productId,
      locationId: filters.location,
      subLocationId: filters.subLocation,
    };
    for (const [column, value] of Object.entries(equal)) {
      if (value !== undefined) query.andWhere(`item.${column} = :${column}`, { [column]: value });
    }
    // The size's sort key is a function of the size: saying so lets the size index find the size.
    if (filters.option1Value && index === SIZE_INDEX) {
      query.andWhere('item.sizeSort = :sizeSort', { sizeSort: sizeSortKey(filters.option1Value) });
    }
    if (filters.dateRangeStart) {
      query.andWhere('item.createdAt >= :rangeStart', { rangeStart: filters.dateRangeStart });
    }
    if (filters.dateRangeEnd)
      query.andWhere('item.createdAt < :rangeEnd', { rangeEnd: filters.dateRangeEnd });
    if (filters.search && match) {
      const search = filters.search;
      query.andWhere(
        new Brackets((or) => {
          if (match.productIds === null) {
            const products = searchProducts(this.products, search).select('product.id');
            or.orWhere(`item.productId IN (${products.getQuery()})`, products.getParameters());
          } else if (match.productIds.length > 0) {
            or.orWhere('item.productId IN (:...searchProductIds)', { searchProductIds: match.productIds });
          }
          if (match.codeIds === null) {
            or.orWhere('item.code LIKE :codePrefix', { codePrefix: codePrefixOf(search) });
          } else if (match.codeIds.length > 0) {
            or.orWhere('item.id IN (:...searchCodeIds)', { searchCodeIds: match.codeIds });
          }
        }),
      );
    }
    return query;
  }
}

/** The search looked up on its own, before the list's queries (see SearchMatch). */
async function searchMatch(
  items: StoreRepository<Inventory>,
  products: StoreRepository<Product>,
  search: string,
): Promise<SearchMatch> {
  const codePrefix = codePrefixOf(search);
  const [found, codes] = await Promise.all([
    searchProducts(products, search)
      .select('product.id', 'id')
      .limit(SEARCH_PRODUCTS_MAX + 1)
      .getRawMany<{ id: number | string }>(),
    codePrefix
      ? items
          .query('item')
          .select('item.id', 'id')
          .andWhere('item.code LIKE :codePrefix', { codePrefix })
          .limit(SEARCH_CODES_MAX + 1)
          .getRawMany<{ id: number | string }>()
      : [],
  ]);
  const ids = (rows: { id: number | string }[], max: number) =>
    rows.length > max ? null : rows.map((row) => Number(row.id));
  return { productIds: ids(found, SEARCH_PRODUCTS_MAX), codeIds: ids(codes, SEARCH_CODES_MAX) };
}
