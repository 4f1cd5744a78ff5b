import { type Order } from '@shared/contracts/orders';

/** Why the platform actions are off, as the order page says it. */
export const PLATFORM_REASONS = {
  noShop: 'No online shop is connected',
  inStore: 'This order was made in store',
  noAdminAddress: "The online shop's admin address is not known yet",
} as const;

/**
 * The order page's platform actions (spec 000 §2.3: open in the platform's admin, Resync), shown
 * disabled with the reason until a shop is connected (spec README deviations): null when they apply.
 * Resync of a register or kiosk order is off too: the API would refuse it.
 */
export function platformActionReason(
  order: Pick<Order, 'source'>,
  store: { platform: string | null } | undefined,
): string | null {
  if (!store?.platform) return PLATFORM_REASONS.noShop;
  if (order.source !== 'platform') return PLATFORM_REASONS.inStore;
  return null;
}
