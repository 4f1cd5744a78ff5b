import { validation } from '../messages';
import { type InventoryStatus } from './inventory-status';
import { inventoryStatusLabel } from './status-labels';

/*
 * Whether the register may sell an item (issue 15): the one rule behind scanning an item into the
 * cart (GET /api/orders/cartItem), checking out and holding items for the kiosk, so the cashier is
 * told the same thing at the scan and at the sale.
 *
 * An Active item can be sold. A Pending sale item can be sold only by completing the hold that has
 * it. An item another order has (a hold, or a sale another register just completed) is refused
 * naming that order and who it is for, so the cashier knows who has it; any other status is
 * refused with its label ('This item is Drop off pending').
 */

/** The order an item is on (its orderId), as the refusal names it. */
export interface HoldingOrder {
  id: number;
  name: string;
  customerFirstName: string | null;
  customerLastName: string | null;
  /** The cashier (or kiosk) that made the order: named when it has no customer. */
  createdByName: string | null;
}

export interface SaleCandidate {
  status: InventoryStatus;
  orderId: number | null;
}

/** The statuses of an item some order has. */
const ON_AN_ORDER: readonly InventoryStatus[] = ['PendingSale', 'Sold'];

/** Who an order is for, as a refusal names it: its customer, else whoever made it. */
export function orderHolderName(order: HoldingOrder): string {
  const customer = `${order.customerFirstName ?? ''} ${order.customerLastName ?? ''}`.trim();
  return customer || order.createdByName || order.name;
}

/**
 * Why the register cannot sell this item, or null. `holdOrderId` is the hold the register is
 * completing (its items may be sold); `holdingOrder` the order the item's orderId names, if any.
 */
export function checkForSale(
  item: SaleCandidate,
  holdingOrder: HoldingOrder | null,
  holdOrderId: number | null = null,
): string | null {
  if (item.status === 'Active') return null;
  if (item.status === 'PendingSale' && holdOrderId !== null && item.orderId === holdOrderId) return null;
  if (ON_AN_ORDER.includes(item.status) && holdingOrder && holdingOrder.id === item.orderId) {
    return validation.orders.heldBy(holdingOrder.name, orderHolderName(holdingOrder));
  }
  return validation.orders.notForSale(inventoryStatusLabel(item.status));
}
