import { CHEQUE_MAX_AMOUNT } from '../constants';
import { toCents } from './money';

/*
 * Payouts (issue 16; spec 000 §2.3 Payouts, §4 Payouts; 001 §9 cheques): what a set of sold items
 * owes each consigner, and how an automated payout splits it into cheques. Integer cents throughout;
 * the API and the screens call these and never work the sums out themselves.
 */

/**
 * A payout's life (spec 000 §4: Pending, Failed, Buying "and others"; the others are ours):
 * - `Unpaid`: created by hand, waiting to be marked paid (the primary action marks items paid);
 * - `PartiallyPaid`: some of its consigners were marked paid, not all;
 * - `Pending`: an automated payout whose cheques are being sent by the background job;
 * - `Failed`: an automated payout with at least one consigner whose cheque the service refused
 *   (the reason is kept per consigner); Retry Auto Payout sends what is left;
 * - `Buying`: what a buying store owes a seller for items it bought (accepted offers), waiting for Pay;
 * - `Paid`: every consigner of it paid, by hand or by cheque.
 */
export const PAYOUT_STATUSES = ['Unpaid', 'PartiallyPaid', 'Pending', 'Failed', 'Buying', 'Paid'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

/** One consigner's share of a payout: `unpaid` until marked paid or paid by cheque. */
export const PAYOUT_CONSIGNER_STATUSES = ['Unpaid', 'Pending', 'Failed', 'Paid'] as const;
export type PayoutConsignerStatus = (typeof PAYOUT_CONSIGNER_STATUSES)[number];

/**
 * A cheque's life in our own record (written before the service is called, so a lost answer is
 * looked up, never sent again blindly):
 * - `Sending`: our record exists, the service has been (or is about to be) asked; its answer is not known;
 * - `Sent`: the service created it (its id is kept);
 * - `Failed`: the service refused it (the reason is kept); a retry sends a new cheque for what is left.
 */
export const CHEQUE_STATES = ['Sending', 'Sent', 'Failed'] as const;
export type ChequeState = (typeof CHEQUE_STATES)[number];

export const CHEQUE_MAX_CENTS = toCents(CHEQUE_MAX_AMOUNT);

/** A sold item waiting to be paid: whose it is and its payout (order line's payout) in cents. */
export interface OwedItem {
  consignerId: number;
  payoutCents: number;
}

/** What one consigner is owed for a set of items (owedByConsigner). */
export interface ConsignerOwed {
  consignerId: number;
  itemCount: number;
  /** The items' payouts, summed. */
  itemsCents: number;
  /** The consigner's negative balance before this payout (what they owe the store). */
  balanceBeforeCents: number;
  /** The part of that balance this payout takes: min(balance, items). */
  balanceAppliedCents: number;
  /** What is paid: items − balance applied, never below 0. */
  owedCents: number;
  /** The balance left for the next payout: balance − applied. */
  balanceCarriedCents: number;
}

/**
 * Per consigner, in the order consigners first appear in `items`: the sum of their items' payouts,
 * minus their outstanding negative balance (early-withdrawal fees, returns after payout), never
 * below 0; what the payout cannot take is carried forward. A negative or missing balance counts as 0.
 *
 *   items 150.00 + 50.00, balance 30.00  → owed 170.00, carried 0
 *   items 40.00, balance 100.00          → owed 0, applied 40.00, carried 60.00
 */
export function owedByConsigner(
  items: readonly OwedItem[],
  balanceCents: ReadonlyMap<number, number>,
): ConsignerOwed[] {
  const byConsigner = new Map<number, { itemCount: number; itemsCents: number }>();
  for (const item of items) {
    assertCents(item.payoutCents, 'payoutCents');
    if (item.payoutCents < 0) throw new RangeError(`A payout cannot be negative (got ${item.payoutCents})`);
    const entry = byConsigner.get(item.consignerId) ?? { itemCount: 0, itemsCents: 0 };
    entry.itemCount += 1;
    entry.itemsCents += item.payoutCents;
    byConsigner.set(item.consignerId, entry);
  }
  return [...byConsigner].map(([consignerId, { itemCount, itemsCents }]) => {
    const balance = Math.max(0, balanceCents.get(consignerId) ?? 0);
    assertCents(balance, 'balanceCents');
    const applied = Math.min(balance, itemsCents);
    return {
      consignerId,
      itemCount,
      itemsCents,
      balanceBeforeCents: balance,
      balanceAppliedCents: applied,
      owedCents: itemsCents - applied,
      balanceCarriedCents: balance - applied,
    };
  });
}

/** Cheques needed for an amount: the amount divided by CHEQUE_MAX_AMOUNT, rounded up (0 for nothing). */
export function chequesNeeded(totalCents: number): number {
  assertCents(totalCents, 'totalCents');
  return totalCents <= 0 ? 0 : Math.ceil(totalCents / CHEQUE_MAX_CENTS);
}

/**
 * The cheques for an amount, each at most CHEQUE_MAX_AMOUNT: full cheques first, the rest last.
 *   1999.99 → [1999.99]; 2000 → [2000]; 2000.01 → [2000, 0.01]; 10,000.50 → [2000 ×5, 0.50]
 */
export function chequeAmounts(totalCents: number): number[] {
  const count = chequesNeeded(totalCents);
  return Array.from({ length: count }, (_, index) =>
    index < count - 1 ? CHEQUE_MAX_CENTS : totalCents - CHEQUE_MAX_CENTS * (count - 1),
  );
}

/**
 * What a retry sends (spec 001 §9: the remaining balance for consigners with fewer cheques than
 * needed): the owed amount less the cheques already sent (or whose answer is not known yet: those
 * are looked up, never counted as unsent), split again. Empty when nothing is left.
 */
export function remainingChequeAmounts(owedCents: number, sentOrSendingCents: readonly number[]): number[] {
  const sent = sentOrSendingCents.reduce((sum, cents) => sum + cents, 0);
  return chequeAmounts(Math.max(0, owedCents - sent));
}

/**
 * The idempotency key of a cheque: one per (store, payout, consigner, cheque number), so the same
 * cheque asked for twice is one cheque at the service. Cheque numbers run 1, 2, … per consigner
 * per payout and continue across retries (a retry's cheques get new numbers, so new keys).
 */
export function chequeIdempotencyKey(
  storeId: number,
  payoutId: number,
  consignerId: number,
  chequeNumber: number,
): string {
  return `consigndesk-${storeId}-${payoutId}-${consignerId}-${chequeNumber}`;
}

/** A payout's status from its consigners' (every one Paid → Paid; any Failed → Failed; …). */
export function payoutStatusOf(
  consigners: readonly PayoutConsignerStatus[],
  base: 'Unpaid' | 'Buying',
): PayoutStatus {
  if (consigners.length > 0 && consigners.every((status) => status === 'Paid')) return 'Paid';
  if (consigners.some((status) => status === 'Failed')) return 'Failed';
  if (consigners.some((status) => status === 'Pending')) return 'Pending';
  if (consigners.some((status) => status === 'Paid')) return 'PartiallyPaid';
  return base;
}

/** Payout names run per store: PO-1001, PO-1002, … */
export const FIRST_PAYOUT_NUMBER = 1001;
export function payoutName(number: number): string {
  return `PO-${number}`;
}

function assertCents(value: number, name: string): void {
  if (!Number.isSafeInteger(value))
    throw new RangeError(`${name} must be a whole number of cents (got ${value})`);
}
