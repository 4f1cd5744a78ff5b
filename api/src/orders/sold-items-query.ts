import { utcDatetimeText, zonedDayStart } from '@shared/domain/time-zone';
import { type SelectQueryBuilder } from 'typeorm';
import { type OrdersParams } from '@shared/contracts/orders';
import { CHANNEL_SOURCES } from '@shared/domain/sold-items';
import { type StoreRepository } from '../common/tenancy/store-repository';
import { type ListWindow } from '../database/paged-read';
import { type OrderLine } from './order-line.entity';
import { findSaleSearch, isEmptySaleSearch, type SaleSearchMatch, whereSaleSearch } from './sale-search';

/** The /findOrders filters (the list's query without its page). */
export type SoldItemFilters = Omit<OrdersParams, 'pageSize' | 'currentPage'> & {
  /** The store's time zone: dateRangeStart / dateRangeEnd are its calendar days. */
  timeZone: string;
};

/**
 * The list's indexes (migration 1764806460000): each holds every column a filter reads, so the
 * count and the page's ids are read from the index alone, already in the list's order. Named for
 * MariaDB, whose planner would otherwise take the channel's index for "in store" and sort a whole
 * store's lines; SQLite finds them by their equalities.
 */
const LISTED_INDEX = 'IDX_order_lines_store_listed';
const CONSIGNER_INDEX = 'IDX_order_lines_store_consigner_listed';
const SOURCE_INDEX = 'IDX_order_lines_store_source_listed';

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
    private readonly match: SaleSearchMatch | null,
  ) {}

  static async open(lines: StoreRepository<OrderLine>, filters: SoldItemFilters): Promise<SoldItemsQuery> {
    const match = filters.search ? await findSaleSearch(lines, filters.search) : null;
    return new SoldItemsQuery(lines, filters, match);
  }

  /** The search alone finds nothing: no query needs to run. */
  get isEmpty(): boolean {
    return isEmptySaleSearch(this.match);
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
      whereSaleSearch(this.lines, query, filters.search, match);
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
