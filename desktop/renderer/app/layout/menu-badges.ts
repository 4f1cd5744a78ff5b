import { type MenuBadge } from './menu-items';

export type MenuBadgeCounts = Partial<Record<MenuBadge, number>>;

/**
 * spec 000 §2.2: counts for Requested, Price Change, Withdrawal Request, Buying and Consignment. They
 * come from GET /api/inventories/getStoreInventoryStatus (spec 001 §7), which the inventory issue adds;
 * until then no entry shows a count. The side menu renders whatever this returns.
 */
export function useMenuBadgeCounts(): MenuBadgeCounts {
  return {};
}
