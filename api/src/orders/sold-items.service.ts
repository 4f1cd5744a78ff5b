import { Injectable } from '@nestjs/common';
import {
  ORDERS_EXPORT_MAX,
  type OrdersParams,
  type OrdersResponse,
  type SoldItemRow,
} from '@shared/contracts/orders';
import { csvLine, type CsvValue } from '@shared/domain/csv';
import { formatDateSold, ORDERS_EXPORT_COLUMNS } from '@shared/domain/sold-items';
import { type Principal } from '../common/auth/principal';
import { InjectStoreRepositories } from '../common/tenancy/tenancy.module';
import { type StoreRepositories } from '../common/tenancy/store-repository';
import { readPage } from '../database/paged-read';
import { OrderLine } from './order-line.entity';
import { readSoldItemRows, readSoldItemsByIds, selectSoldItemRows } from './sold-item-rows';
import { type SoldItemCursor, type SoldItemFilters, SoldItemsQuery } from './sold-items-query';

/**
 * Lines read per round of the CSV export: bounded memory whatever the store's size, and few enough
 * that a round's rows are garbage before the collector moves them to the old generation.
 */
const EXPORT_BATCH = 500;

const SOURCE_LABELS: Record<SoldItemRow['source'], string> = {
  register: 'Register',
  kiosk: 'Kiosk',
  platform: 'Online',
};

/** The /findOrders list (GET /api/orders) and its CSV export (POST /api/orders/export). */
@Injectable()
export class SoldItemsService {
  constructor(@InjectStoreRepositories(OrderLine) private readonly lines: StoreRepositories<OrderLine>) {}

  /** One page of the sold items the filters find, newest sale first, and how many there are. */
  async page(principal: Principal, params: OrdersParams): Promise<OrdersResponse> {
    const lines = this.lines.for(principal);
    const list = await SoldItemsQuery.open(lines, { ...params, timeZone: principal.store.timeZone });
    return readPage(list, (ids) => readSoldItemsByIds(lines, ids), params);
  }

  /**
   * Every sold item the filters find (at most ORDERS_EXPORT_MAX) as CSV lines, header first, in the
   * list's order, read in keyset rounds of EXPORT_BATCH: a store's whole history streams out in
   * constant memory, a round at a time as the client takes it. The UTF-8 byte order mark makes
   * spreadsheets read accents right.
   */
  async *csv(principal: Principal, filters: Omit<SoldItemFilters, 'timeZone'>): AsyncGenerator<string> {
    yield `\uFEFF${csvLine(ORDERS_EXPORT_COLUMNS)}`;
    const lines = this.lines.for(principal);
    const timeZone = principal.store.timeZone;
    const list = await SoldItemsQuery.open(lines, { ...filters, timeZone });
    if (list.isEmpty) return;
    let cursor: SoldItemCursor | null = null;
    for (let written = 0; written < ORDERS_EXPORT_MAX;) {
      const limit = Math.min(EXPORT_BATCH, ORDERS_EXPORT_MAX - written);
      const found: Record<string, unknown>[] = await selectSoldItemRows(
        list.batchAfter(cursor, limit),
      ).getRawMany<Record<string, unknown>>();
      if (found.length === 0) return;
      const rows = readSoldItemRows(lines.manager, found);
      yield rows.map(({ row }) => csvLine(exportCells(row, timeZone))).join('');
      written += found.length;
      const last = rows[rows.length - 1];
      cursor = { soldOn: last.rawSoldOn, id: Number(found[found.length - 1].line_id) };
      if (found.length < limit) return;
    }
  }
}

/** One CSV line's cells, in ORDERS_EXPORT_COLUMNS order. */
function exportCells(row: SoldItemRow, timeZone: string): CsvValue[] {
  const cells: Record<(typeof ORDERS_EXPORT_COLUMNS)[number], CsvValue> = {
    'Order No': row.orderName,
    Title: row.title,
    Code: row.code,
    SKU: row.sku,
    Size: row.size,
    Location: row.location,
    Consigner: row.consigner?.name,
    Price: row.price,
    Payout: row.payout,
    'Date Sold': formatDateSold(row.soldOn, timeZone),
    Source: SOURCE_LABELS[row.source],
  };
  return ORDERS_EXPORT_COLUMNS.map((column) => cells[column]);
}
