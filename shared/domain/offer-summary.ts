import { fromCents, toCents } from './money';

/**
 * The buy-and-sell summary bar (spec 000 §2.4 Step 1; 001 §9): how many items a seller is offering,
 * what the store charges for taking them (the store's payoutFee per item) and what they are worth at
 * the prices the seller asks. Pure, in cents: the screen shows it as the seller builds the offer.
 */

/** One row of an offer: `quantity` items of one size, at `requestedPrice` each (null: not priced yet). */
export interface OfferLine {
  quantity: number;
  requestedPrice: number | null;
}

export interface OfferSummary {
  /** Items offered: every row counts its quantity. */
  count: number;
  /** count × payoutFee (spec 001 §9). */
  cost: number;
  /** The requested prices of every item; rows not priced yet count 0. */
  totalValue: number;
}

export function offerSummary(lines: readonly OfferLine[], payoutFee: number): OfferSummary {
  const count = lines.reduce((total, line) => total + line.quantity, 0);
  const valueCents = lines.reduce(
    (total, line) => total + toCents(line.requestedPrice ?? 0) * line.quantity,
    0,
  );
  return { count, cost: fromCents(toCents(payoutFee) * count), totalValue: fromCents(valueCents) };
}

/**
 * spec 001 §5: Next on the items advances only when no item has price 0. The index of the first row
 * that still needs a price (none, 0 or less), or -1 when every row has one.
 */
export function firstUnpricedLine(lines: readonly OfferLine[]): number {
  return lines.findIndex((line) => line.requestedPrice === null || !(line.requestedPrice > 0));
}
