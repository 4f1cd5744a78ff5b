import { type Order, type OrderLine, type ReturnDestination } from '@shared/contracts/orders';
import { fromCents, toCents } from '@shared/domain/money';
import { type PaymentMethod, refundOf } from '@shared/domain/sale';
import { validation } from '@shared/messages';

/**
 * The return dialog's rules (issue 15 "Returns"), pure: which lines can still go back, what their
 * return gives back, and what the clerk must be told before confirming.
 */

/** Lines of a completed order that were not returned yet. */
export function returnableLines(order: Pick<Order, 'status' | 'lineItems'>): OrderLine[] {
  if (order.status !== 'completed') return [];
  return order.lineItems.filter((line) => line.returnedAt === null);
}

/** What returning these lines gives back, in major units: each line's sale price and its tax. */
export function refundFor(lines: readonly Pick<OrderLine, 'salePrice' | 'tax'>[]): number {
  return fromCents(
    refundOf(lines.map((line) => ({ salePriceCents: toCents(line.salePrice), taxCents: toCents(line.tax) }))),
  );
}

/** The refund goes back the way most of the money came in: the method of the largest payment. */
export function defaultRefundMethod(order: Pick<Order, 'payments'>): PaymentMethod {
  const payments = order.payments.filter((payment) => payment.kind === 'payment');
  if (payments.length === 0) return 'cash';
  return payments.reduce((largest, payment) => (payment.amount > largest.amount ? payment : largest)).method;
}

/**
 * For each chosen line whose consigner was already paid (isPaidOut): the warning the clerk reads
 * before confirming (the payout becomes a negative balance on the consigner).
 */
export function paidOutWarnings(
  lines: readonly Pick<OrderLine, 'isPaidOut' | 'consigner' | 'payout'>[],
  formatAmount: (amount: number) => string,
): string[] {
  return lines
    .filter((line) => line.isPaidOut)
    .map((line) =>
      validation.orders.returnAfterPayout(line.consigner?.name ?? 'The consigner', formatAmount(line.payout)),
    );
}

export interface ReturnChoice {
  inventoryId: number;
  to: ReturnDestination;
}

/** How a returned line reads on the order page: where it went, and when. */
export function returnedNote(
  line: Pick<OrderLine, 'returnedTo' | 'returnedAt'>,
  ownerWord: string,
  formatDate: (iso: string) => string,
): string | null {
  if (line.returnedAt === null) return null;
  const where =
    line.returnedTo === 'Withdrawn' ? `back to the ${ownerWord.toLowerCase()}` : 'back on the floor';
  return `Returned ${formatDate(line.returnedAt)}, ${where}`;
}

/** How a payment or refund method reads on screen. */
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  cash: 'Cash',
  card: 'Card',
  other: 'Other',
};

const PAYOUT_TEMPLATE = new RegExp(
  `^${validation.orders
    .returnAfterPayout('\u0000', '\u0001')
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .replace('\u0000', '.+')
    .replace('\u0001', '.+')}$`,
);

/**
 * Whether a refusal of the return is the API's "already paid" question (an item paid out after the
 * dialog opened): the clerk has now read it, and confirming again answers it.
 */
export function isReturnAfterPayout(message: string): boolean {
  return PAYOUT_TEMPLATE.test(message);
}
