import { hasAccess } from '@shared/domain/access-controls';
import { useStoreInventoryStatusQuery } from '../../features/inventory/shared/list-queries';
import { useMeQuery } from '../../features/session/queries';
import { type MenuBadge } from './menu-items';

export type MenuBadgeCounts = Partial<Record<MenuBadge, number>>;

/**
 * spec 000 §2.2: counts for Requested, Price Change, Withdrawal Request, Buying and Consignment,
 * from GET /api/inventories/getStoreInventoryStatus. Every inventory action refreshes them (the
 * action mutations invalidate the query).
 */
export function useMenuBadgeCounts(): MenuBadgeCounts {
  const profile = useMeQuery().data;
  const canSee = !!profile && profile.kind === 'employee' && hasAccess(profile.accessControls, 'Inventory');
  const counts = useStoreInventoryStatusQuery(canSee).data;
  if (!counts) return {};
  return {
    requested: counts.Requested,
    priceChange: counts.RequestPriceChange,
    withdrawalRequest: counts.RequestWithdrawal,
    buying: counts.Buying,
    consignment: counts.Consignment,
  };
}
