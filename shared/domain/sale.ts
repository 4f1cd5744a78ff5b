import { validation } from '../messages';
import { percentOfCents } from './money';

/*
 * The register's sale rule (issue 15): one pure module the API and the Sell screen both use, so the
 * cart the cashier sees is the order the API writes. All money in integer cents; the contracts carry
 * major units and convert with toCents / fromCents at the edge.
 *
 * For a cart of lines (one inventory item each, at its price P):
 *
 *   line discount         ld  = amount (at most P), or round(P × percent)
 *   line net              n   = P − ld
 *   cart discount         cd  = amount (at most Σ n), or round(Σ n × percent)
 *   cart share of a line  cs  = cd split over the lines in proportion to n (largest remainder, so the
 *                               shares add up to cd exactly; ties go to the earlier line)
 *   sale price            s   = n − cs            (what the item sold for: its payout is worked
 *                                                 out from it unless the store absorbs discounts)
 *   tax of a line         t   = round(s × tax rate) when the store charges tax, else 0
 *
 *   subtotal = Σ P    discount = Σ (ld + cs)    tax = Σ t    total = subtotal − discount + tax
 *
 * Tax is worked out per line so a return refunds exactly what its line was charged (s + t).
 *
 * Payments: cash, card or other, split in any way. Only cash gives change: the non-cash payments may
 * not add up to more than the total, and the sale completes only when all payments cover it.
 */

export const PAYMENT_METHODS = ['cash', 'card', 'other'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const DISCOUNT_TYPES = ['amount', 'percent'] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];

/** A discount as the cashier gives it: an amount in cents, or a percent (0–100, 2 decimals). */
export type Discount = { type: 'amount'; cents: number } | { type: 'percent'; percent: number };

export interface SaleLineInput {
  inventoryId: number;
  /** The item's price. */
  priceCents: number;
  discount?: Discount | null;
}

export interface SaleInput {
  lines: readonly SaleLineInput[];
  cartDiscount?: Discount | null;
  /** The store's chargeTax. */
  isTaxCharged: boolean;
  /** The store's sales tax percent (salesTaxRate). */
  taxRatePercent: number;
}

export interface PricedLine {
  inventoryId: number;
  priceCents: number;
  lineDiscountCents: number;
  cartDiscountCents: number;
  /** lineDiscountCents + cartDiscountCents. */
  discountCents: number;
  /** priceCents − discountCents: what the item sold for. */
  salePriceCents: number;
  taxCents: number;
}

export interface SaleTotals {
  lines: PricedLine[];
  subtotalCents: number;
  discountCents: number;
  taxCents: number;
  totalCents: number;
}

function discountOf(discount: Discount | null | undefined, baseCents: number): number {
  if (!discount) return 0;
  return discount.type === 'amount' ? discount.cents : percentOfCents(baseCents, discount.percent);
}

function checkDiscount(discount: Discount | null | undefined, baseCents: number): string | null {
  if (!discount) return null;
  if (discount.type === 'percent') {
    return discount.percent >= 0 && discount.percent <= 100 ? null : validation.sale.percentOutOfRange;
  }
  if (!Number.isSafeInteger(discount.cents) || discount.cents < 0) return validation.sale.discountNegative;
  return discount.cents <= baseCents ? null : validation.sale.discountAbovePrice;
}

/** Why this cart cannot be priced, or null. The API refuses with the message; the screen shows it. */
export function checkSale(input: SaleInput): string | null {
  if (input.lines.length === 0) return validation.sale.emptyCart;
  const ids = new Set<number>();
  let netTotal = 0;
  for (const line of input.lines) {
    if (ids.has(line.inventoryId)) return validation.sale.itemTwice;
    ids.add(line.inventoryId);
    if (!Number.isSafeInteger(line.priceCents) || line.priceCents < 0) return validation.sale.noPrice;
    const problem = checkDiscount(line.discount, line.priceCents);
    if (problem) return problem;
    netTotal += line.priceCents - discountOf(line.discount, line.priceCents);
  }
  return checkDiscount(input.cartDiscount, netTotal);
}

/** Splits `total` over `weights` in proportion, largest remainder first (earlier line on a tie). */
export function splitInProportion(totalCents: number, weights: readonly number[]): number[] {
  const weightSum = weights.reduce((sum, weight) => sum + weight, 0);
  if (weightSum === 0 || totalCents === 0) return weights.map(() => 0);
  const exact = weights.map(
    (weight) => (BigInt(totalCents) * BigInt(weight) * 1_000_000n) / BigInt(weightSum),
  );
  const shares = exact.map((value) => Number(value / 1_000_000n));
  let left = totalCents - shares.reduce((sum, share) => sum + share, 0);
  const order = exact
    .map((value, index) => ({ index, remainder: value % 1_000_000n }))
    .sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  for (const { index } of order) {
    if (left === 0) break;
    shares[index] += 1;
    left -= 1;
  }
  return shares;
}

/** Prices a cart (see the top of this file). Throws when checkSale refuses it. */
export function priceSale(input: SaleInput): SaleTotals {
  const problem = checkSale(input);
  if (problem) throw new RangeError(problem);
  const nets = input.lines.map((line) => line.priceCents - discountOf(line.discount, line.priceCents));
  const netTotal = nets.reduce((sum, net) => sum + net, 0);
  const cartDiscount = discountOf(input.cartDiscount, netTotal);
  const shares = splitInProportion(cartDiscount, nets);
  const lines = input.lines.map((line, index): PricedLine => {
    const lineDiscountCents = line.priceCents - nets[index];
    const discountCents = lineDiscountCents + shares[index];
    const salePriceCents = line.priceCents - discountCents;
    return {
      inventoryId: line.inventoryId,
      priceCents: line.priceCents,
      lineDiscountCents,
      cartDiscountCents: shares[index],
      discountCents,
      salePriceCents,
      taxCents: input.isTaxCharged ? percentOfCents(salePriceCents, input.taxRatePercent) : 0,
    };
  });
  const subtotalCents = lines.reduce((sum, line) => sum + line.priceCents, 0);
  const discountCents = lines.reduce((sum, line) => sum + line.discountCents, 0);
  const taxCents = lines.reduce((sum, line) => sum + line.taxCents, 0);
  return {
    lines,
    subtotalCents,
    discountCents,
    taxCents,
    totalCents: subtotalCents - discountCents + taxCents,
  };
}

export interface PaymentInput {
  method: PaymentMethod;
  amountCents: number;
}

export interface Settlement {
  paidCents: number;
  /** What is still owed (0 once covered). */
  dueCents: number;
  /** Cash handed back: what was paid beyond the total (only cash gives change). */
  changeCents: number;
  isCovered: boolean;
}

/** Why these payments cannot pay this total, or null (an unfinished split is not a problem: see isCovered). */
export function checkPayments(totalCents: number, payments: readonly PaymentInput[]): string | null {
  let nonCash = 0;
  for (const payment of payments) {
    if (!Number.isSafeInteger(payment.amountCents) || payment.amountCents <= 0)
      return validation.sale.paymentPositive;
    if (payment.method !== 'cash') nonCash += payment.amountCents;
  }
  return nonCash > totalCents ? validation.sale.changeOnlyFromCash : null;
}

/** How far the payments go towards the total. */
export function settle(totalCents: number, payments: readonly PaymentInput[]): Settlement {
  const paidCents = payments.reduce((sum, payment) => sum + payment.amountCents, 0);
  return {
    paidCents,
    dueCents: Math.max(totalCents - paidCents, 0),
    changeCents: Math.max(paidCents - totalCents, 0),
    isCovered: paidCents >= totalCents,
  };
}

/**
 * The price the consigner's payout is worked out from (shared/domain/fees.ts): the full price when
 * the store absorbs discounts (store setting absorbDiscount), else the price the item sold for.
 */
export function payoutBasisCents(
  line: Pick<PricedLine, 'priceCents' | 'salePriceCents'>,
  absorbDiscount: boolean,
): number {
  return absorbDiscount ? line.priceCents : line.salePriceCents;
}

/** What returning these lines gives back to the customer: each line's sale price and its tax. */
export function refundOf(lines: readonly Pick<PricedLine, 'salePriceCents' | 'taxCents'>[]): number {
  return lines.reduce((sum, line) => sum + line.salePriceCents + line.taxCents, 0);
}
