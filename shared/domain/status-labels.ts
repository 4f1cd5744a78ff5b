import { type InventoryStatus } from './inventory-status';

/**
 * What each inventory status is called on screen (issue 12: labels everywhere, never the code).
 * Where spec 000 names one it is used: Pending is "Drop off pending" (§4 and the Incoming list) and
 * RequestWithdrawal "Withdrawal Request" (the list table); the rest are ours, written for a clerk.
 * Codes stay the data: API values, filters in the address bar and CSV columns keep them.
 */
export const INVENTORY_STATUS_LABELS: Readonly<Record<InventoryStatus, string>> = {
  Pending: 'Drop off pending',
  Active: 'Active',
  Requested: 'Requested',
  RequestPriceChange: 'Price change request',
  StoreRequestPriceChange: 'Price change requested by store',
  RequestWithdrawal: 'Withdrawal Request',
  Withdrawn: 'Withdrawn',
  Declined: 'Declined',
  Sold: 'Sold',
  PendingSale: 'Pending sale',
  Paid: 'Paid',
  InTransit: 'In transit',
  Buying: 'Buying',
  Consignment: 'Consignment',
};

/** The label of a status; a code this build does not know (a newer server) is shown as it is. */
export function inventoryStatusLabel(status: InventoryStatus | (string & {})): string {
  return (INVENTORY_STATUS_LABELS as Record<string, string>)[status] ?? status;
}
