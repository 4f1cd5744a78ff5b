import { type InventoryListMode } from '../constants';
import { type InventoryStatus } from './inventory-status';
import { sizeKey } from './size-sort';

/**
 * The inventory admin lists (spec 000 §2.3 "Inventory admin lists"): one screen family, one mode per
 * list, each with its title and the filter it starts with. The table is the spec's, as written; the
 * filter bar can widen or narrow it from there.
 */
export interface InventoryListModeDefinition {
  title: string;
  route: string;
  status: InventoryStatus;
  /** Only items not printed yet (the spec's "Active (and printed false)"). */
  printed?: boolean;
}

export const INVENTORY_LIST_MODE_DEFINITIONS: Readonly<
  Record<InventoryListMode, InventoryListModeDefinition>
> = {
  Find: { title: 'Find Inventory', route: '/findInventory', status: 'Active', printed: false },
  Incoming: { title: 'Drop off pending', route: '/incomingInventory', status: 'Pending' },
  Requested: { title: 'Request', route: '/requestedInventory', status: 'Requested' },
  // Issue 14: "Ready To Print lists what is not printed yet" (the spec's table says Active only); an
  // item leaves it once its label came out and it was marked printed.
  ReadyToPrint: { title: 'Ready To Print', route: '/readyToPrint', status: 'Active', printed: false },
  Withdraw: { title: 'Withdrawn', route: '/withdrawnInventory', status: 'Withdrawn' },
  PriceChange: {
    title: 'Inventory Price Change',
    route: '/pendingPriceChangeInventory',
    status: 'RequestPriceChange',
  },
  RequestWithdrawal: {
    title: 'Withdrawal Request',
    route: '/pendingWithdrawalInventory',
    status: 'RequestWithdrawal',
  },
  Buying: { title: 'Buying', route: '/buyingInventory', status: 'Buying' },
  Consignment: { title: 'Consignment', route: '/requestInventory', status: 'Consignment' },
};

/**
 * spec 000 §2.2: "Menu badges show counts for Requested, Price Change, Withdrawal Request, Buying and
 * Consignment". The badge's menu label and the status it counts.
 */
export const MENU_BADGE_STATUSES = [
  { label: 'Requested', status: 'Requested' },
  { label: 'Price Change', status: 'RequestPriceChange' },
  { label: 'Withdrawal Request', status: 'RequestWithdrawal' },
  { label: 'Buying', status: 'Buying' },
  { label: 'Consignment', status: 'Consignment' },
] as const satisfies readonly { label: string; status: QueueStatus }[];

/**
 * The statuses GET /api/inventories/getStoreInventoryStatus counts: the work queues, items waiting
 * for the store or the seller to act. They stay small however old the store is, so counting them
 * on the (storeId, status) indexes is cheap on every page load; the histories (Active, Sold, Paid,
 * Withdrawn, Declined) grow without end and are counted by their own lists. The menu badges
 * (MENU_BADGE_STATUSES) are among them.
 */
export const QUEUE_STATUSES = [
  'Pending',
  'Requested',
  'RequestPriceChange',
  'StoreRequestPriceChange',
  'RequestWithdrawal',
  'InTransit',
  'PendingSale',
  'Buying',
  'Consignment',
] as const satisfies readonly InventoryStatus[];
export type QueueStatus = (typeof QUEUE_STATUSES)[number];

/** spec 000 §4, 001 §9: an item counts as Synced only if it has a shopifyId and is Active. */
export function isSynced(item: { shopifyId: string | null; status: InventoryStatus }): boolean {
  return item.status === 'Active' && !!item.shopifyId;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * spec 000 §4: Days Active is the days since acceptedOn, for Active items (null otherwise): whole
 * days, so an item accepted today has 0.
 */
export function daysActive(
  item: { status: InventoryStatus; acceptedOn: string | Date | null },
  now: Date,
): number | null {
  if (item.status !== 'Active' || !item.acceptedOn) return null;
  const accepted = new Date(item.acceptedOn).getTime();
  return Math.max(0, Math.floor((now.getTime() - accepted) / DAY_MS));
}

/** Sizes past this are clamped, so the key fits its column and the groups stay apart. */
const SIZE_KEY_NUMBER_MAX = 99_999;
const SIZE_KEY_GROUP_STEP = 100_000;

/**
 * A number that orders sizes as compareSizes does (numbers first, then apparel XXS…XXL, then the
 * rest), stored beside option1Value so "sizeLowToHigh" is an index-backed ORDER BY. Equal keys
 * (the rest, or '10' and 'US 10') are ordered by the value itself after it. null for no size.
 */
export function sizeSortKey(size: string | null | undefined): number | null {
  if (size === null || size === undefined || size.trim() === '') return null;
  const key = sizeKey(size);
  const value = key.group === 0 ? Math.min(key.value, SIZE_KEY_NUMBER_MAX) : key.value;
  // Three decimals are kept by the column (DECIMAL(9,3)): '10.25' and '10.5' stay apart.
  return key.group * SIZE_KEY_GROUP_STEP + Math.round(value * 1000) / 1000;
}
