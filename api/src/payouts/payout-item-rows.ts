import { type FindOptionsSelect, type FindOptionsWhere, In } from 'typeorm';
import { type PayoutItem as PayoutItemContract } from '@shared/contracts/payouts';
import { type StoreRepository, type StoreRow } from '../common/tenancy/store-repository';
import { Inventory } from '../inventories/inventory.entity';
import { OrderLine } from '../orders/order-line.entity';
import { Order } from '../orders/order.entity';
import { Product } from '../products/product.entity';
import { type PayoutItem } from './payout-item.entity';

/** A sale as the payout screens list it, before its item, order and product are read. */
export interface SaleRef {
  inventoryId: number;
  consignerId: number;
  /** The sale's order line; null for an item a buying store bought. */
  lineId: number | null;
  salePrice: number;
  payout: number;
}

/** A payout's item as a sale to list. */
export function saleRefOf(item: PayoutItem): SaleRef {
  return {
    inventoryId: item.inventoryId,
    consignerId: item.consignerId,
    lineId: item.orderLineId,
    salePrice: item.salePrice,
    payout: item.payout,
  };
}

/** Keys per IN list: below MariaDB's in_predicate_conversion_threshold (1,000). */
const KEYS_PER_READ = 500;

/**
 * The rows of some sales (a page of Ready to Pay, the items of a payout), in the order given. Each
 * table is read on its own by primary key (the lines, the items, their orders and products): joined
 * in one query, MariaDB's planner, with no statistics for a store's one product, started from the
 * product and walked every item of it (seconds at 50,000 sales).
 */
export async function readSaleRows<R extends StoreRow>(
  repository: StoreRepository<R>,
  sales: readonly SaleRef[],
): Promise<PayoutItemContract[]> {
  const lineIds = sales.flatMap((sale) => (sale.lineId === null ? [] : [sale.lineId]));
  const lines = await byKeys(repository.sibling(OrderLine), lineIds, {
    id: true,
    orderId: true,
    soldOn: true,
  });
  const items = await byKeys(
    repository.sibling(Inventory),
    sales.map((sale) => sale.inventoryId),
    {
      id: true,
      code: true,
      option1Value: true,
      image: true,
      status: true,
      acceptedOn: true,
      productId: true,
    },
  );
  const orders = await byKeys(
    repository.sibling(Order),
    [...lines.values()].map((line) => line.orderId),
    { id: true, name: true },
  );
  const products = await byKeys(
    repository.sibling(Product),
    [...items.values()].map((item) => item.productId),
    { id: true, title: true, sku: true, image: true },
  );
  return sales.flatMap((sale) => {
    const item = items.get(sale.inventoryId);
    if (!item) return [];
    const product = products.get(item.productId);
    const line = sale.lineId === null ? undefined : lines.get(sale.lineId);
    const order = line ? orders.get(line.orderId) : undefined;
    const soldOn = line ? line.soldOn : item.acceptedOn;
    return [
      {
        inventoryId: sale.inventoryId,
        code: item.code,
        title: product?.title ?? '',
        image: item.image ?? product?.image ?? null,
        sku: product?.sku ?? '',
        size: item.option1Value,
        consignerId: sale.consignerId,
        orderId: order?.id ?? null,
        orderName: order?.name ?? null,
        soldOn: soldOn ? new Date(soldOn).toISOString() : null,
        salePrice: Number(sale.salePrice),
        payout: Number(sale.payout),
        status: item.status,
      },
    ];
  });
}

/** The store's rows with these ids (only the columns chosen), by id. */
async function byKeys<T extends StoreRow>(
  repository: StoreRepository<T>,
  ids: readonly number[],
  select: FindOptionsSelect<T>,
): Promise<Map<number, T>> {
  const unique = [...new Set(ids)];
  const found = new Map<number, T>();
  for (let start = 0; start < unique.length; start += KEYS_PER_READ) {
    const rows = await repository.find({
      select: { ...select, id: true, storeId: true } as FindOptionsSelect<T>,
      where: { id: In(unique.slice(start, start + KEYS_PER_READ)) } as FindOptionsWhere<T>,
    });
    for (const row of rows) found.set(row.id, row);
  }
  return found;
}
