import { type EntityManager, type SelectQueryBuilder } from 'typeorm';
import { type PayoutItem as PayoutItemContract } from '@shared/contracts/payouts';
import { RawColumns } from '../database/raw-columns';
import { Inventory } from '../inventories/inventory.entity';
import { OrderLine } from '../orders/order-line.entity';
import { Order } from '../orders/order.entity';
import { Product } from '../products/product.entity';
import { PayoutItem } from './payout-item.entity';

/**
 * The rows the payout screens list (a sale waiting in Ready to Pay, or an item of a payout), read
 * as raw rows with only the columns shown: a page of hundreds of items would otherwise build each
 * item's ~60 columns as entities. Joins go through the rows' own foreign keys, so they stay in the
 * store of the scoped query they extend.
 */
interface ItemColumns {
  line: RawColumns<
    OrderLine,
    'id' | 'orderId' | 'inventoryId' | 'consignerId' | 'salePrice' | 'payout' | 'soldOn'
  >;
  lineDate: RawColumns<OrderLine, 'soldOn'>;
  paid: RawColumns<PayoutItem, 'id' | 'inventoryId' | 'consignerId' | 'salePrice' | 'payout'>;
  order: RawColumns<Order, 'id' | 'name'>;
  item: RawColumns<Inventory, 'id' | 'code' | 'option1Value' | 'image' | 'status' | 'acceptedOn'>;
  product: RawColumns<Product, 'id' | 'title' | 'sku' | 'image'>;
}

const columnsByConnection = new WeakMap<object, ItemColumns>();

function itemColumns(manager: EntityManager): ItemColumns {
  let columns = columnsByConnection.get(manager.connection);
  if (!columns) {
    columns = {
      line: new RawColumns(manager, OrderLine, 'line', [
        'id',
        'orderId',
        'inventoryId',
        'consignerId',
        'salePrice',
        'payout',
        'soldOn',
      ]),
      lineDate: new RawColumns(manager, OrderLine, 'line', ['soldOn']),
      paid: new RawColumns(manager, PayoutItem, 'paid', [
        'id',
        'inventoryId',
        'consignerId',
        'salePrice',
        'payout',
      ]),
      order: new RawColumns(manager, Order, 'order', ['id', 'name']),
      item: new RawColumns(manager, Inventory, 'item', [
        'id',
        'code',
        'option1Value',
        'image',
        'status',
        'acceptedOn',
      ]),
      product: new RawColumns(manager, Product, 'product', ['id', 'title', 'sku', 'image']),
    };
    columnsByConnection.set(manager.connection, columns);
  }
  return columns;
}

/** Adds to a query over order lines (alias `line`, its item joined as `item`) what a Ready to Pay row shows. */
export function selectLineRows(query: SelectQueryBuilder<OrderLine>): SelectQueryBuilder<OrderLine> {
  const columns = itemColumns(query.connection.manager);
  const built = query.select([]).innerJoin('line.order', 'order').innerJoin('item.product', 'product');
  for (const part of [columns.line, columns.order, columns.item, columns.product]) part.select(built);
  return built;
}

export function readLineRows(
  manager: EntityManager,
  found: readonly Record<string, unknown>[],
): PayoutItemContract[] {
  const columns = itemColumns(manager);
  return found.map((raw) => {
    const line = columns.line.read(raw);
    const item = columns.item.read(raw);
    const product = columns.product.read(raw);
    return {
      inventoryId: line.inventoryId,
      code: item.code,
      title: product.title,
      image: item.image ?? product.image,
      sku: product.sku,
      size: item.option1Value,
      consignerId: line.consignerId as number,
      orderId: line.orderId,
      orderName: columns.order.read(raw).name,
      soldOn: line.soldOn ? new Date(line.soldOn).toISOString() : null,
      salePrice: line.salePrice,
      payout: line.payout,
      status: item.status,
    };
  });
}

/**
 * Adds to a query over payout items (alias `paid`) what a payout's item row shows: its sale's order
 * when it was sold (a buying store's bought item has none: its date is when it was accepted).
 */
export function selectPayoutItemRows(query: SelectQueryBuilder<PayoutItem>): SelectQueryBuilder<PayoutItem> {
  const columns = itemColumns(query.connection.manager);
  const built = query
    .select([])
    .innerJoin('paid.inventory', 'item')
    .innerJoin('item.product', 'product')
    .leftJoin('paid.orderLine', 'line')
    .leftJoin('line.order', 'order');
  for (const part of [columns.paid, columns.item, columns.product, columns.order, columns.lineDate])
    part.select(built);
  return built;
}

export function readPayoutItemRows(
  manager: EntityManager,
  found: readonly Record<string, unknown>[],
): PayoutItemContract[] {
  const columns = itemColumns(manager);
  return found.map((raw) => {
    const paid = columns.paid.read(raw);
    const item = columns.item.read(raw);
    const product = columns.product.read(raw);
    const order = columns.order.isPresent(raw) ? columns.order.read(raw) : null;
    const soldOn = order ? columns.lineDate.read(raw).soldOn : item.acceptedOn;
    return {
      inventoryId: paid.inventoryId,
      code: item.code,
      title: product.title,
      image: item.image ?? product.image,
      sku: product.sku,
      size: item.option1Value,
      consignerId: paid.consignerId,
      orderId: order?.id ?? null,
      orderName: order?.name ?? null,
      soldOn: soldOn ? new Date(soldOn).toISOString() : null,
      salePrice: paid.salePrice,
      payout: paid.payout,
      status: item.status,
    };
  });
}
