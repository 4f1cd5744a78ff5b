import { type SelectQueryBuilder } from 'typeorm';
import { type InventoryFilters } from '@shared/contracts/inventory-lists';
import { sizeSortKey } from '@shared/domain/inventory-list';
import { type StoreRepository } from '../common/tenancy/store-repository';
import { CompiledQueries, type QuerySlots, type SlotValues } from '../database/compiled-query';
import { type ListWindow } from '../database/paged-read';
import { searchProducts } from '../products/product-search';
import { type Product } from '../products/product.entity';
import {
  codePrefixOf,
  flip,
  isEmptyMatch,
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
    const [found] = await this.run('count', '', (query) => query.select('COUNT(*)', 'count'), {});
    return Number(found?.count ?? 0);
  }

  /** The ids of a window of the list, in the list's order. */
  async pageIds(window: ListWindow): Promise<number[]> {
    const { columns, direction } = SORTS[this.filters.sortOption];
    const readDirection = window.isReversed ? flip(direction) : direction;
    const found = await this.run(
      'page',
      `${this.filters.sortOption}:${readDirection}`,
      (query, bound) => {
        query.select('item.id', 'id');
        for (const column of [...columns, 'printed', 'id']) query.addOrderBy(`item.${column}`, readDirection);
        return query.limit(bound('limit')).offset(bound('offset'));
      },
      { limit: window.limit, offset: window.offset },
    );
    const ids = found.map((row) => Number(row.id));
    return window.isReversed ? ids.reverse() : ids;
  }

  /**
   * The items after `lastId`, in id order, at most `limit`: one keyset batch of the export, for
   * the caller to join and select what it writes.
   */
  batchAfter(lastId: number, limit: number): SelectQueryBuilder<Inventory> {
    const query = this.items.query('item');
    this.applyFilters(query, this.plan('export'), (_name, value) => value);
    return query.andWhere('item.id > :lastId', { lastId }).orderBy('item.id', 'ASC').limit(limit);
  }

  /**
   * Runs the filtered query `finish` completes. A list request's SQL has one of a few shapes (which
   * filters are set, how many statuses, the sort), so it is compiled once per shape and run with the
   * request's values (database/compiled-query.ts): building it each time cost more than the database
   * took to answer the small lists. Date bounds and a search too common to list its products are
   * bound by TypeORM itself (a Date's SQL form is the driver's), so those shapes are built per request.
   */
  private async run(
    purpose: 'count' | 'page',
    key: string,
    finish: (
      query: SelectQueryBuilder<Inventory>,
      bound: (name: string) => number,
    ) => SelectQueryBuilder<Inventory>,
    numbers: Record<string, number>,
  ): Promise<Record<string, unknown>[]> {
    const plan = this.plan(purpose);
    if (!plan.isCompilable) {
      const query = this.items.query('item');
      this.applyFilters(query, plan, (_name, value) => value);
      return finish(query, (name) => numbers[name]).getRawMany<Record<string, unknown>>();
    }
    const values: SlotValues = { ...numbers };
    for (const condition of plan.conditions) Object.assign(values, condition.params);
    const shape = plan.conditions
      .map(({ sql, params }) =>
        [sql, ...Object.values(params).map((value) => (Array.isArray(value) ? value.length : 1))].join(':'),
      )
      .join('&');
    return this.items.runCompiled(
      LIST_QUERIES,
      `${purpose}|${key}|${plan.index ?? ''}|${shape}`,
      (query, slots) => {
        const built = query('item');
        this.applyFilters(built, plan, slotValues(slots));
        return finish(built, (name) => slots.number(name));
      },
      values,
    );
  }

  /** Which index the list reads through, and its conditions with their values. */
  private plan(purpose: Purpose): FilterPlan {
    const { filters, match } = this;
    const index = planIndex(filters, match, purpose);
    const conditions: Condition[] = [];
    const where = (sql: string, params: Condition['params'] = {}) => conditions.push({ sql, params });
    const { status } = filters;
    if (status?.length === 1) where('item.status = :status', { status: status[0] });
    else if (status) where('item.status IN (:...statuses)', { statuses: status });
    // 1/0, not true/false: the same literal on both engines' boolean columns.
    if (filters.printed !== undefined) where('item.printed = :printed', { printed: filters.printed ? 1 : 0 });
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
      if (value !== undefined) where(`item.${column} = :${column}`, { [column]: value });
    }
    // The size's sort key is a function of the size: saying so lets the size index find the size.
    if (filters.option1Value && index === SIZE_INDEX) {
      where('item.sizeSort = :sizeSort', { sizeSort: sizeSortKey(filters.option1Value) });
    }
    let isCompilable = true;
    if (filters.dateRangeStart) {
      where('item.createdAt >= :rangeStart', { rangeStart: filters.dateRangeStart });
      isCompilable = false;
    }
    if (filters.dateRangeEnd) {
      where('item.createdAt < :rangeEnd', { rangeEnd: filters.dateRangeEnd });
      isCompilable = false;
    }
    if (filters.search && match) {
      const either: string[] = [];
      const params: Condition['params'] = {};
      if (match.productIds === null) {
        const products = searchProducts(this.products, filters.search).select('product.id');
        either.push(`item.productId IN (${products.getQuery()})`);
        Object.assign(params, products.getParameters());
        isCompilable = false;
      } else if (match.productIds.length > 0) {
        either.push('item.productId IN (:...searchProductIds)');
        params.searchProductIds = match.productIds;
      }
      if (match.codeIds === null) {
        either.push('item.code LIKE :codePrefix');
        params.codePrefix = codePrefixOf(filters.search);
      } else if (match.codeIds.length > 0) {
        either.push('item.id IN (:...searchCodeIds)');
        params.searchCodeIds = match.codeIds;
      }
      // isEmpty answers before any query when neither finds anything.
      if (either.length > 0) where(`(${either.join(' OR ')})`, params);
    }
    return { index, conditions, isCompilable };
  }

  private applyFilters(query: SelectQueryBuilder<Inventory>, plan: FilterPlan, bind: ValueBinder): void {
    if (plan.index) query.useIndex(plan.index);
    for (const { sql, params } of plan.conditions) {
      query.andWhere(
        sql,
        Object.fromEntries(Object.entries(params).map(([name, value]) => [name, bind(name, value)])),
      );
    }
  }
}

const LIST_QUERIES = new CompiledQueries();

/** A condition of a list's WHERE, with its named values (a list for an `IN (:...name)`). */
interface Condition {
  sql: string;
  params: Record<string, unknown>;
}

interface FilterPlan {
  index: string | undefined;
  conditions: Condition[];
  /** Every value can be a slot: no Date, no subquery of the search. */
  isCompilable: boolean;
}

/** Puts a value into the query: itself (a query built per request) or a slot (a compiled one). */
type ValueBinder = (name: string, value: unknown) => unknown;

/** The slots of a compiled list query, each named as its condition names its value. */
function slotValues(slots: QuerySlots): ValueBinder {
  return (name, value) => {
    if (Array.isArray(value)) return slots.list(name, value);
    return typeof value === 'number' ? slots.number(name) : slots.string(name);
  };
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
