import { type EntityManager, type SelectQueryBuilder } from 'typeorm';
import { type SoldItemRow } from '@shared/contracts/orders';
import { type StoreRepository } from '../common/tenancy/store-repository';
import { Consigner } from '../consigners/consigner.entity';
import { RawColumns } from '../database/raw-columns';
import { Inventory } from '../inventories/inventory.entity';
import { Location } from '../locations/location.entity';
import { SubLocation } from '../locations/sub-location.entity';
import { Product } from '../products/product.entity';
import { OrderLine } from './order-line.entity';
import { Order } from './order.entity';
import { ownerOf, placeOf } from './order-reader';

/** The columns a /findOrders row shows, and nothing else (a line's item has ~60). */
const LINE_COLUMNS = [
  'id',
  'orderId',
  'inventoryId',
  'source',
  'salePrice',
  'payout',
  'payoutLabel',
  'soldOn',
] as const satisfies readonly (keyof OrderLine)[];
const ITEM_COLUMNS = [
  'id',
  'code',
  'option1Value',
  'image',
  'status',
] as const satisfies readonly (keyof Inventory)[];
const CONSIGNER_COLUMNS = [
  'id',
  'firstName',
  'lastName',
  'isStoreAccount',
] as const satisfies readonly (keyof Consigner)[];

interface RowColumns {
  line: RawColumns<OrderLine, (typeof LINE_COLUMNS)[number]>;
  order: RawColumns<Order, 'id' | 'name'>;
  item: RawColumns<Inventory, (typeof ITEM_COLUMNS)[number]>;
  product: RawColumns<Product, 'id' | 'title' | 'sku' | 'image'>;
  location: RawColumns<Location, 'id' | 'name'>;
  subLocation: RawColumns<SubLocation, 'id' | 'name'>;
  consigner: RawColumns<Consigner, (typeof CONSIGNER_COLUMNS)[number]>;
}

const columnsByConnection = new WeakMap<object, RowColumns>();

/** The row columns of this connection's entities (their metadata is read once). */
function rowColumns(manager: EntityManager): RowColumns {
  let columns = columnsByConnection.get(manager.connection);
  if (!columns) {
    columns = {
      line: new RawColumns(manager, OrderLine, 'line', LINE_COLUMNS),
      order: new RawColumns(manager, Order, 'order', ['id', 'name']),
      item: new RawColumns(manager, Inventory, 'item', ITEM_COLUMNS),
      product: new RawColumns(manager, Product, 'product', ['id', 'title', 'sku', 'image']),
      location: new RawColumns(manager, Location, 'location', ['id', 'name']),
      subLocation: new RawColumns(manager, SubLocation, 'subLocation', ['id', 'name']),
      consigner: new RawColumns(manager, Consigner, 'consigner', CONSIGNER_COLUMNS),
    };
    columnsByConnection.set(manager.connection, columns);
  }
  return columns;
}

/** One raw row of `selectSoldItemRows`, and the raw soldOn of its line (an export batch's cursor). */
export interface RawSoldItem {
  row: SoldItemRow;
  rawSoldOn: unknown;
}

/**
 * Adds to a query over order lines (alias `line`) the joins and columns a row shows: its order's
 * name, its item, the item's product and place, and the owner it was sold for. Joined through the
 * line's and item's own foreign keys: a row only ever points at rows of its store. Read as raw
 * rows: building whole entities (the item's ~60 columns, each relation's) cost more than the
 * database took to answer for a page of 500.
 */
export function selectSoldItemRows(query: SelectQueryBuilder<OrderLine>): SelectQueryBuilder<OrderLine> {
  const built = query
    .select([])
    .innerJoin('line.order', 'order')
    .innerJoin('line.inventory', 'item')
    .innerJoin('item.product', 'product')
    .leftJoin('item.location', 'location')
    .leftJoin('item.subLocation', 'subLocation')
    .leftJoin('line.consigner', 'consigner');
  for (const part of Object.values(rowColumns(query.connection.manager))) part.select(built);
  return built;
}

/** The raw rows of `selectSoldItemRows`, as the /findOrders table shows them. */
export function readSoldItemRows(
  manager: EntityManager,
  found: readonly Record<string, unknown>[],
): RawSoldItem[] {
  const columns = rowColumns(manager);
  return found.map((raw) => {
    const line = columns.line.read(raw);
    const item = columns.item.read(raw);
    const product = columns.product.read(raw);
    const row: SoldItemRow = {
      orderId: line.orderId,
      orderName: columns.order.read(raw).name,
      source: line.source,
      inventoryId: line.inventoryId,
      code: item.code,
      title: product.title,
      image: item.image ?? product.image,
      sku: product.sku,
      size: item.option1Value,
      location: placeOf({
        location: columns.location.isPresent(raw) ? columns.location.read(raw) : null,
        subLocation: columns.subLocation.isPresent(raw) ? columns.subLocation.read(raw) : null,
      }),
      consigner: ownerOf(columns.consigner.isPresent(raw) ? columns.consigner.read(raw) : null),
      price: line.salePrice,
      payout: line.payout,
      payoutLabel: line.payoutLabel,
      status: item.status,
      soldOn: new Date(line.soldOn as Date).toISOString(),
    };
    return { row, rawSoldOn: raw.line_soldOn };
  });
}

/** The rows of these lines, in the order given (a line not found is left out). */
export async function readSoldItemsByIds(
  lines: StoreRepository<OrderLine>,
  ids: readonly number[],
): Promise<SoldItemRow[]> {
  if (ids.length === 0) return [];
  const found = await selectSoldItemRows(
    lines.query('line').andWhere('line.id IN (:...ids)', { ids }),
  ).getRawMany<Record<string, unknown>>();
  const byId = new Map(
    readSoldItemRows(lines.manager, found).map(({ row }, index) => [Number(found[index].line_id), row]),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
}
