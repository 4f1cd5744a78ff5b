/**
 * Inventory statuses (spec 000 §4). The transitions between them arrive with the inventory issue;
 * the names and their display labels are fixed here so every part spells them the same way.
 */
export const INVENTORY_STATUSES = [
  'Pending',
  'Active',
  'Requested',
  'RequestPriceChange',
  'StoreRequestPriceChange',
  'RequestWithdrawal',
  'Withdrawn',
  'Declined',
  'Sold',
  'PendingSale',
  'Paid',
  'InTransit',
  'Buying',
  'Consignment',
] as const;
export type InventoryStatus = (typeof INVENTORY_STATUSES)[number];

/** spec 000 §4: Pending is shown as "Drop off pending"; every other status shows its own name. */
export function inventoryStatusLabel(status: InventoryStatus): string {
  return status === 'Pending' ? 'Drop off pending' : status;
}
