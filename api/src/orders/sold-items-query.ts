import { utcDatetimeText, zonedDayStart } from '@shared/domain/time-zone';
import { type SelectQueryBuilder } from 'typeorm';
import { type OrdersParams } from '@shared/contracts/orders';
import { CHANNEL_SOURCES, orderNumberOf } from '@shared/domain/sold-items';
import { type StoreRepository } from '../common/tenancy/store-repository';
import { codePrefixOf, type ListWindow } from '../inventories/inventory-list-plan';
import { Inventory } from '../inventories/inventory.entity';
import { searchProducts } from '../products/product-search';
import { Product } from '../products/product.entity';
import { type OrderLine } from './order-line.entity';
import { Order } from './order.entity';

/** The /findOrders filters (the list's query without its page). */
export type SoldItemFilters = Omit<OrdersParams, 'pageSize' | 'currentPage'> & {
  /** The store's time zone: dateRangeStart / dateRangeEnd are its calendar days. */
  timeZone: string;
};

/**
 * A search is looked up first (the products it finds, the codes it starts, the order it names),
 * then the lines are read by their items' and orders' ids. Past these many matches the lists of ids
 * would be long and the matches common: the search stays a subquery instead.
 */
const SEARCH_PRODUCTS_MAX = 999;
const SEARCH_CODES_MAX = 500;
/**
 * Lists stay below MariaDB's in_predicate_conversion_threshold (1,000): a longer IN list is turned
 * into a derived table that the lines were scanned against (300 ms at 100,000 orders).
 */
const SEARCH_ITEMS_MAX = 999;

/** An item on a sale not returned is in one of these (a return moves it out). */
const SOLD_STATUSES = ['Sold', 'Paid'];

/**
 * The list's indexes (migration 1764806460000): each holds every column a filter reads, so the
 * count and the page's ids are read from the index alone, already in the list's order. Named for
 * MariaDB, whose planner would otherwise take the channel's index for "in store" and sort a whole
 * store's lines; SQLite finds them by their equalities.
 */
const LISTED_INDEX = 'IDX_order_lines_store_listed';
const CONSIGNER_INDEX = 'IDX_order_lines_store_consigner_listed';
const SOURCE_INDEX = 'IDX_order_lines_store_source_listed';
/** A search's lines by their items and their orders (MariaDB merges the two). */
const SEARCH_INDEXES = 'IDX_order_lines_inventory, IDX_order_lines_store_order';

/** What a search found, looked up before the list's queries; null: too many to list. */
interface SearchMatch {
  itemIds: number[] | null;
  orderIds: number[];
}

/** Where an export batch starts: after this line of the list (newest sale first). */
export interface SoldItemCursor {
  soldOn: unknown;
  id: number;
}

/**
 * The store's sold items that pass the /findOrders filters: the lines of completed sales not
 * returned, on the order_lines table alone, newest sale first (then the latest line). The one query
 * behind the page's count, the page's ids and the export's batches.
 */
export class SoldItemsQuery {
  private constructor(
    private readonly lines: StoreRepository<OrderLine>,
    private readonly filters: SoldItemFilters,
    private readonly match: SearchMatch | null,
  ) {}

  static async open(lines: StoreRepository<OrderLine>, filters: SoldItemFilters): Promise<SoldItemsQuery> {
    const match = filters.search ? await searchMatch(lines, filters.search) : null;
    return new SoldItemsQuery(lines, filters, match);
  }

  /** The search alone finds nothing: no query needs to run. */
  get isEmpty(): boolean {
    return this.match !== null && this.match.itemIds?.length === 0 && this.match.orderIds.length === 0;
  }

  async count(): Promise<number> {
    if (this.isEmpty) return 0;
    const found = await this.filtered().select('COUNT(*)', 'count').getRawOne<{ count: number | string }>();
    return Number(found?.count ?? 0);
  }

  /**
   * The line ids of a window of the list, in the list's order: a window in the list's second half
   * (pageWindow) is read from the end, so the last page skips as few rows as the first.
   */
  async pageIds(window: ListWindow): Promise<number[]> {
    if (this.isEmpty) return [];
    const direction = window.isReversed ? 'ASC' : 'DESC';
    const found = await this.filtered()
      .select('line.id', 'id')
      .orderBy('line.soldOn', direction)
      .addOrderBy('line.id', direction)
      .limit(window.limit)
      .offset(window.offset)
      .getRawMany<{ id: number | string }>();
    const ids = found.map((row) => Number(row.id));
    return window.isReversed ? ids.reverse() : ids;
  }

  /**
   * The lines after `cursor` in the list's order, at most `limit`: one keyset batch of the export
   * (each starts where the last ended, so a deep batch costs what the first does), for the caller
   * to join and select what it writes. The cursor's soldOn is the raw value a batch read.
   */
  batchAfter(cursor: SoldItemCursor | null, limit: number): SelectQueryBuilder<OrderLine> {
    const query = this.filtered();
    if (cursor) {
      query.andWhere('(line.soldOn < :afterSoldOn OR (line.soldOn = :afterSoldOn AND line.id < :afterId))', {
        afterSoldOn: cursor.soldOn,
        afterId: cursor.id,
      });
    }
    return this.ordered(query).limit(limit);
  }

  private ordered(query: SelectQueryBuilder<OrderLine>): SelectQueryBuilder<OrderLine> {
    return query.orderBy('line.soldOn', 'DESC').addOrderBy('line.id', 'DESC');
  }

  private filtered(): SelectQueryBuilder<OrderLine> {
    const { filters, match } = this;
    const query = this.lines
      .query('line')
      .andWhere('line.returnedAt IS NULL')
      .andWhere('line.soldOn IS NOT NULL');
    if (filters.consigner !== undefined) {
      query.andWhere('line.consignerId = :consignerId', { consignerId: filters.consigner });
    }
    if (filters.channel === 'online') query.andWhere('line.source = :source', { source: 'platform' });
    if (filters.channel === 'inStore') {
      query.andWhere('line.source IN (:...sources)', { sources: CHANNEL_SOURCES.inStore });
    }
    // The store's days, as the UTC instants they start at, in the text both engines compare datetimes by.
    const dayStart = (day: string) => utcDatetimeText(zonedDayStart(day, filters.timeZone));
    if (filters.dateRangeStart)
      query.andWhere('line.soldOn >= :rangeStart', { rangeStart: dayStart(filters.dateRangeStart) });
    if (filters.dateRangeEnd)
      query.andWhere('line.soldOn < :rangeEnd', { rangeEnd: dayStart(filters.dateRangeEnd) });
    if (filters.search && match) {
      const either: string[] = [];
      if (match.itemIds === null) {
        const items = this.lines.sibling(Inventory).query('searchItem').select('searchItem.id');
        const products = searchProducts(this.lines.sibling(Product), filters.search, 'searchProduct').select(
          'searchProduct.id',
        );
        const codePrefix = codePrefixOf(filters.search);
        items.andWhere(
          `(searchItem.productId IN (${products.getQuery()})${codePrefix ? ' OR searchItem.code LIKE :codePrefix' : ''})`,
        );
        items.andWhere('searchItem.status IN (:...soldStatuses)', { soldStatuses: SOLD_STATUSES });
        either.push(`line.inventoryId IN (${items.getQuery()})`);
        query.setParameters({
          ...items.getParameters(),
          ...products.getParameters(),
          codePrefix,
          soldStatuses: SOLD_STATUSES,
        });
      } else if (match.itemIds.length > 0) {
        either.push('line.inventoryId IN (:...searchItemIds)');
        query.setParameter('searchItemIds', match.itemIds);
      }
      if (match.orderIds.length > 0) {
        either.push('line.orderId IN (:...searchOrderIds)');
        query.setParameter('searchOrderIds', match.orderIds);
      }
      query.andWhere(`(${either.join(' OR ')})`);
      // The matches are few and known: read them by their items and orders, then sort them. Left
      // to itself, MariaDB walked the whole list in its order to skip the sort (300 ms at 100,000).
      if (match.itemIds !== null) query.useIndex(SEARCH_INDEXES);
    } else {
      query.useIndex(
        filters.consigner !== undefined
          ? CONSIGNER_INDEX
          : filters.channel === 'online'
            ? SOURCE_INDEX
            : LISTED_INDEX,
      );
    }
    return query;
  }
}

/**
 * The search looked up on its own: the items it names (of the products it finds, with a code it
 * starts) that were ever on an order, and the order whose number it is.
 */
async function searchMatch(lines: StoreRepository<OrderLine>, search: string): Promise<SearchMatch> {
  const number = orderNumberOf(search);
  const codePrefix = codePrefixOf(search);
  const [products, codes, orders] = await Promise.all([
    searchProducts(lines.sibling(Product), search)
      .select('product.id', 'id')
      .limit(SEARCH_PRODUCTS_MAX + 1)
      .getRawMany<{ id: number | string }>(),
    codePrefix
      ? lines
          .sibling(Inventory)
          .query('item')
          .select('item.id', 'id')
          .andWhere('item.code LIKE :codePrefix', { codePrefix })
          .limit(SEARCH_CODES_MAX + 1)
          .getRawMany<{ id: number | string }>()
      : [],
    number === null ? [] : lines.sibling(Order).findBy({ number }),
  ]);
  const orderIds = orders.map((order) => order.id);
  if (products.length > SEARCH_PRODUCTS_MAX || codes.length > SEARCH_CODES_MAX) {
    return { itemIds: null, orderIds };
  }
  const itemIds = new Set(codes.map((row) => Number(row.id)));
  if (products.length > 0) {
    // The products' items sold now (Sold, Paid): a line not returned is one of these, and a
    // return puts its item back. Read from (storeId, productId, status) alone, never from the lines.
    const sold = await lines
      .sibling(Inventory)
      .query('soldItem')
      .select('soldItem.id', 'id')
      .andWhere('soldItem.productId IN (:...productIds)', {
        productIds: products.map((row) => Number(row.id)),
      })
      .andWhere('soldItem.status IN (:...soldStatuses)', { soldStatuses: SOLD_STATUSES })
      .limit(SEARCH_ITEMS_MAX + 1)
      .getRawMany<{ id: number | string }>();
    for (const row of sold) itemIds.add(Number(row.id));
  }
  if (itemIds.size > SEARCH_ITEMS_MAX) return { itemIds: null, orderIds };
  return { itemIds: [...itemIds], orderIds };
}
