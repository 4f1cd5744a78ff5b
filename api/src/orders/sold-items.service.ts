import { Injectable } from '@nestjs/common';
import { In } from 'typeorm';
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
import { type StoreRepositories, type StoreRepository } from '../common/tenancy/store-repository';
import { OrderLine } from './order-line.entity';
import { ownerOf, placeOf } from './order-reader';
import { type SoldItemCursor, type SoldItemFilters, SoldItemsQuery } from './sold-items-query';

/** What a row is read with: its order's name, its item (title, SKU, image, place) and its owner. */
const ROW_RELATIONS = {
  order: true,
  inventory: { product: true, location: true, subLocation: true },
  consigner: true,
} as const;

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
    const list = await SoldItemsQuery.open(lines, params);
    const [count, ids] = await Promise.all([
      list.count(),
      list.pageIds(params.pageSize, (params.currentPage - 1) * params.pageSize),
    ]);
    return { rows: await readRows(lines, ids), count };
  }

  /**
   * Every sold item the filters find (at most ORDERS_EXPORT_MAX) as CSV lines, header first, in the
   * list's order, read in keyset rounds of EXPORT_BATCH: a store's whole history streams out in
   * constant memory, a round at a time as the client takes it. The UTF-8 byte order mark makes
   * spreadsheets read accents right.
   */
  async *csv(principal: Principal, filters: SoldItemFilters): AsyncGenerator<string> {
    yield `\uFEFF${csvLine(ORDERS_EXPORT_COLUMNS)}`;
    const lines = this.lines.for(principal);
    const list = await SoldItemsQuery.open(lines, filters);
    if (list.isEmpty) return;
    let cursor: SoldItemCursor | null = null;
    for (let written = 0; written < ORDERS_EXPORT_MAX;) {
      const limit = Math.min(EXPORT_BATCH, ORDERS_EXPORT_MAX - written);
      const found: { id: number | string; soldOn: unknown }[] = await list
        .batchAfter(cursor, limit)
        .select('line.id', 'id')
        .addSelect('line.soldOn', 'soldOn')
        .getRawMany<{ id: number | string; soldOn: unknown }>();
      if (found.length === 0) return;
      const rows = await readRows(
        lines,
        found.map((row) => Number(row.id)),
      );
      yield rows.map((row) => csvLine(exportCells(row))).join('');
      written += found.length;
      const last = found[found.length - 1];
      cursor = { soldOn: last.soldOn, id: Number(last.id) };
      if (found.length < limit) return;
    }
  }
}

/** The rows of these lines, in the order given. */
async function readRows(lines: StoreRepository<OrderLine>, ids: readonly number[]): Promise<SoldItemRow[]> {
  if (ids.length === 0) return [];
  const found = await lines.find({ where: { id: In([...ids]) }, relations: ROW_RELATIONS });
  const byId = new Map(found.map((line) => [line.id, line]));
  return ids.flatMap((id) => {
    const line = byId.get(id);
    return line ? [toSoldItemRow(line)] : [];
  });
}

/** A line (read with ROW_RELATIONS) as the /findOrders table shows it. */
function toSoldItemRow(line: OrderLine): SoldItemRow {
  const { order, inventory: item } = line;
  if (!order || !item?.product || !line.soldOn) {
    throw new Error(`Order line ${line.id} was read without its order, item and product, or unsold`);
  }
  return {
    orderId: line.orderId,
    orderName: order.name,
    source: line.source,
    inventoryId: line.inventoryId,
    code: item.code,
    title: item.product.title,
    image: item.image ?? item.product.image,
    sku: item.product.sku,
    size: item.option1Value,
    location: placeOf(item),
    consigner: ownerOf(line.consigner ?? null),
    price: line.salePrice,
    payout: line.payout,
    payoutLabel: line.payoutLabel,
    status: item.status,
    soldOn: new Date(line.soldOn).toISOString(),
  };
}

/** One CSV line's cells, in ORDERS_EXPORT_COLUMNS order. */
function exportCells(row: SoldItemRow): CsvValue[] {
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
    'Date Sold': formatDateSold(row.soldOn),
    Source: SOURCE_LABELS[row.source],
  };
  return ORDERS_EXPORT_COLUMNS.map((column) => cells[column]);
}
