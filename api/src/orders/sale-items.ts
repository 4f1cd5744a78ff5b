import { HttpStatus } from '@nestjs/common';
import { In } from 'typeorm';
import { checkForSale, type HoldingOrder } from '@shared/domain/sale-availability';
import { type StoreRepository } from '../common/tenancy/store-repository';
import { type Blocker, type ItemsField, refusal } from '../inventories/engine/refusals';
import { type Inventory } from '../inventories/inventory.entity';
import { type Order } from './order.entity';

/** The columns a refusal names an order by. */
const HOLDING_COLUMNS = {
  id: true,
  name: true,
  customerFirstName: true,
  customerLastName: true,
  createdByName: true,
} as const;

/** The orders these items are on (their orderId), by id: what a refusal names. */
export async function holdingOrdersOf(
  orders: StoreRepository<Order>,
  items: readonly Pick<Inventory, 'orderId' | 'status'>[],
): Promise<Map<number, HoldingOrder>> {
  const ids = [
    ...new Set(
      items
        .filter((item) => item.status !== 'Active' && item.orderId !== null)
        .map((item) => item.orderId as number),
    ),
  ];
  if (ids.length === 0) return new Map();
  const found = await orders.find({ select: HOLDING_COLUMNS, where: { id: In(ids) } });
  return new Map(found.map((order) => [order.id, order]));
}

/**
 * Refuses the call (409, every blocking item named by code under `field.index`) unless each item
 * can be sold or held now (shared/domain/sale-availability.ts). `holdOrderId`: the hold being
 * completed, whose own items may be sold.
 */
export async function assertForSale(
  orders: StoreRepository<Order>,
  items: readonly Inventory[],
  call: ItemsField,
  holdOrderId: number | null = null,
): Promise<void> {
  const holding = await holdingOrdersOf(orders, items);
  const blockers: Blocker[] = [];
  items.forEach((item, index) => {
    const message = checkForSale(item, holding.get(item.orderId ?? 0) ?? null, holdOrderId);
    if (message) blockers.push({ index, item, message, status: HttpStatus.CONFLICT });
  });
  if (blockers.length > 0) throw refusal(call, blockers);
}
