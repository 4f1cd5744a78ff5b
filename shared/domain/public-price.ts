import { fromCents, toCents } from './money';

/**
 * Public prices (spec 000 §1 upPrice; 001 §9 Fees and money): what a shopper sees on the catalogue,
 * the kiosk and a reservation. The one place the rules live; the API computes every public price
 * with these, the screens never add the mark-up themselves. Money in major units, worked in cents.
 */

/**
 * The statuses a shopper can find an item in: on the floor (Active, at its price) and the store's
 * other stock that can still be sold (at its price plus the store's upPrice): items moving between
 * locations, and items whose price is being renegotiated. Everything else (Pending, Requested,
 * withdrawn, sold…) is never shown publicly.
 */
export const PUBLIC_STOCK_STATUSES = [
  'Active',
  'InTransit',
  'RequestPriceChange',
  'StoreRequestPriceChange',
] as const;
export type PublicStockStatus = (typeof PUBLIC_STOCK_STATUSES)[number];

export function isPublicStockStatus(status: string): status is PublicStockStatus {
  return (PUBLIC_STOCK_STATUSES as readonly string[]).includes(status);
}

/** An item's public price: its price when Active, else its price plus the store's upPrice. */
export function publicPriceOf(item: { status: string; price: number }, upPrice: number): number {
  if (item.status === 'Active') return fromCents(toCents(item.price));
  return fromCents(toCents(item.price) + toCents(Math.max(0, upPrice)));
}

/** The stored price behind a non-Active item's public price (spec 001 §9: price minus upPrice). */
export function basePriceOf(item: { status: string; publicPrice: number }, upPrice: number): number {
  if (item.status === 'Active') return fromCents(toCents(item.publicPrice));
  return fromCents(Math.max(0, toCents(item.publicPrice) - toCents(Math.max(0, upPrice))));
}

/**
 * A reservation's price (spec 001 §9): the last sold price if above 0, otherwise the current price,
 * plus upPrice.
 */
export function reservePriceOf(lastSoldPrice: number, currentPrice: number, upPrice: number): number {
  const base = toCents(lastSoldPrice) > 0 ? toCents(lastSoldPrice) : toCents(currentPrice);
  return fromCents(base + toCents(Math.max(0, upPrice)));
}
