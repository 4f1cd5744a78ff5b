import { type PreapprovalStatus } from '../constants';
import { validation } from '../messages';
import { fromCents, toCents } from './money';
import { type InventoryStatus } from './inventory-status';
import { formatMoney } from './money-format';

/*
 * Price guidance (spec 001 §5): the price alert and pre-approval, both judged against the market
 * price of a variant, which is the lowest price of the store's Active items of that product with the
 * same option values (any location): what a shopper can buy it for now. All arithmetic in cents.
 *
 *   Price alert    price > market − warnAmount               off when warnAmount is 0 or no market price
 *   Pre-approval   market − minApproval ≤ price ≤ market + maxApproval   (bounds included)
 *                  always approved when minApproval and maxApproval are both 0,
 *                  never when autoPreapproval is off (checked first),
 *                  not approved when there is no market price and a margin is set (nothing to judge by).
 */

/**
 * spec 001 §5: "A price alert shows when the price is above the lowest market price minus warnAmount.
 * It is off when warnAmount is 0." Also off with no price typed yet or no Active item to compare with.
 * With a lowest price of 200.00 and warnAmount 10.00: 190.00 is no alert, 190.01 is.
 */
export function isPriceAlert(
  price: number | null | undefined,
  lowestActivePrice: number | null | undefined,
  warnAmount: number,
): boolean {
  if (price == null || !(price > 0) || lowestActivePrice == null) return false;
  const warnCents = toCents(warnAmount);
  if (warnCents <= 0) return false;
  return toCents(price) > toCents(lowestActivePrice) - warnCents;
}

/** The highest price that gives no alert: the lowest active price less warnAmount (never below 0). */
export function priceAlertLimit(lowestActivePrice: number, warnAmount: number): number {
  return fromCents(Math.max(0, toCents(lowestActivePrice) - toCents(warnAmount)));
}

/**
 * What the alert says: the store's own warnText when it has one, otherwise our words naming the
 * limit and the lowest price, in the store's currency.
 */
export function priceAlertText(
  store: { warnText: string | null; warnAmount: number; currency: string },
  lowestActivePrice: number,
): string {
  const own = store.warnText?.trim();
  if (own) return own;
  return validation.inventory.priceAboveLowest(
    formatMoney(priceAlertLimit(lowestActivePrice, store.warnAmount), store.currency),
    formatMoney(lowestActivePrice, store.currency),
  );
}

/** The store settings pre-approval reads (spec 000 §3 Store). */
export interface PreapprovalRule {
  autoPreapproval: boolean;
  minApproval: number;
  maxApproval: number;
}

/**
 * spec 001 §5: "Pre-approval holds when the price lies within the minApproval and maxApproval margins
 * around the market price. It is always true when both are 0 and false when autoPreapproval is off."
 * With a market price of 200.00, minApproval 20.00 and maxApproval 10.00: 180.00 to 210.00 are
 * approved, 179.99 and 210.01 are not.
 */
export function isPreapproved(price: number, marketPrice: number | null, rule: PreapprovalRule): boolean {
  if (!rule.autoPreapproval) return false;
  const below = toCents(rule.minApproval);
  const above = toCents(rule.maxApproval);
  if (below === 0 && above === 0) return true;
  if (marketPrice === null) return false;
  const priceCents = toCents(price);
  const marketCents = toCents(marketPrice);
  return marketCents - below <= priceCents && priceCents <= marketCents + above;
}

/** Whether a new item in this status is judged for pre-approval: offers (Requested) and drop-offs (Pending). */
export function isJudgedForPreapproval(status: InventoryStatus): boolean {
  return status === 'Requested' || status === 'Pending';
}

/**
 * The preapprovalStatus a new item is stored with: 'Approved' or 'NotApproved' for an offer or a
 * drop-off, null for everything else (staff intake comes in Active and needs no approval; a store
 * request has no price yet).
 */
export function preapprovalStatusFor(
  status: InventoryStatus,
  price: number | null,
  marketPrice: number | null,
  rule: PreapprovalRule,
): PreapprovalStatus | null {
  if (!isJudgedForPreapproval(status) || price === null) return null;
  return isPreapproved(price, marketPrice, rule) ? 'Approved' : 'NotApproved';
}
