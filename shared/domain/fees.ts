import { BOX_FEE, CLEANING_FEE, FEE_LINES } from '../constants';
import { type ConsignerType } from '../contracts/consigner-types';
import { validation } from '../messages';
import { formatMoney } from './money-format';
import { fromCents, toCents, percentOfCents } from './money';

/*
 * The inventory fee rule (spec 000 §2.3 fee breakdown, §3 Calculated fees, §4; spec 001 §5, §7
 * POST /api/inventories/fees, §9 Fees and money). One pure function used by the API and by the
 * renderer's fee breakdown. All arithmetic is in integer cents; amounts come in and go out of the
 * API in major units (DECIMAL(12,2)), converted exactly by toCents / fromCents.
 *
 * For one unit of an item at price P (cents):
 *
 *   Transaction Fee              transcation = round(P × store's transaction percent)
 *   Selling Fees                 selling     = max(round(P × type's sellingFee percent), minFee) + flatFee
 *   Cleaning Fee                 cleaning    = the cleaning fee when charged for this item, else 0
 *   Box Fees                     box         = the box fee when charged for this item, else 0
 *                                storeFees   = transcation + selling + cleaning + box
 *   VAT                          vat         = round(storeFees × VAT rate) when the store AND the
 *                                              consigner charge tax, else 0
 *                                payout      = max(P − storeFees − vat, 0)
 *                                payoutFee   = storeFees + vat (the lines deducted from this item)
 *                                total       = P
 *   Outstanding Withdrawal Fees  negativeBalance = what the consigner owes, shown, not deducted
 *
 * The consigner's negative balance (withdrawal fees owed) is taken once, when a payout is made
 * (spec 001 §9), not from each listed item: its line is informational (`isDeducted: false`), so the
 * payout the breakdown shows before saving is the payout stored on the item (issue 12).
 * round() is half-up (half away from zero) to the cent, on each line separately, so the lines shown
 * always add up to payoutFee. VAT is on the store's own fees of this sale, not on the withdrawal
 * fees collected (those are a debt from earlier, not a new charge).
 *
 * Two owners skip the fee schedule:
 *   - a store account (the store sells its own stock): no fees, payout = the item's cost, shown
 *     with the label Cost instead of Payout (spec 000 §6);
 *   - a buying store: the price the store agrees in buy-and-sell is what it pays the seller, so
 *     payout = payoutAmount = P and no fees (spec 000 §4, spec 001 §9).
 *
 * The warning 'The current price will give a payout of $0.' shows when the Selling Fees line is
 * above 0 and the payout is below 1 (100 cents), with zero in the store's currency (spec 001 §5).
 */

/** A fee line's label, in display order (spec 001 §9). */
export type FeeLineLabel = (typeof FEE_LINES)[number];

// --- Which consigner type applies -----------------------------------------------------------------

/** The fields of an item that choose its consigner type. */
export interface FeeItem {
  category: string | null;
  option1Value: string | null;
  option2Value: string | null;
  option3Value: string | null;
}

type TypeKeys = 'id' | 'isDefault' | 'category' | 'option1Value' | 'option2Value' | 'option3Value';
const MATCH_FIELDS = ['category', 'option1Value', 'option2Value', 'option3Value'] as const;

/** Compared trimmed and case-insensitively; blank counts as not set (a wildcard). */
function matchKey(value: string | null | undefined): string | null {
  const key = value?.trim().toLowerCase();
  return key ? key : null;
}

/** How many set fields a type has when all of them equal the item's; -1 when one differs. */
function specificity(type: Pick<ConsignerType, TypeKeys>, item: FeeItem): number {
  let count = 0;
  for (const field of MATCH_FIELDS) {
    const wanted = matchKey(type[field]);
    if (wanted === null) continue;
    if (wanted !== matchKey(item[field])) return -1;
    count += 1;
  }
  return count;
}

/**
 * The consigner type whose fees apply to an item.
 *
 * A type matches an item when each of its set fields (category, option1Value, option2Value,
 * option3Value) equals the item's (trimmed, case-insensitive); a field left empty matches anything.
 * Among matching types the most specific (most set fields) wins. Ties go to the consigner's own type
 * (consignerTypeId, when given), then the store's default type, then the lowest id. When no type
 * matches, the store's default type applies; with no default either, null.
 */
export function pickConsignerType<T extends Pick<ConsignerType, TypeKeys>>(
  types: readonly T[],
  item: FeeItem,
  consignerTypeId?: number | null,
): T | null {
  let best: T | null = null;
  let bestRank: readonly number[] = [];
  for (const type of types) {
    const score = specificity(type, item);
    if (score < 0) continue;
    // Compared left to right, larger wins: specificity, consigner's own type, default, lower id.
    const rank = [score, type.id === consignerTypeId ? 1 : 0, type.isDefault ? 1 : 0, -type.id];
    if (best === null || isRankHigher(rank, bestRank)) {
      best = type;
      bestRank = rank;
    }
  }
  return best ?? types.find((type) => type.isDefault) ?? null;
}

function isRankHigher(rank: readonly number[], other: readonly number[]): boolean {
  for (let index = 0; index < rank.length; index += 1) {
    if (rank[index] !== other[index]) return rank[index] > other[index];
  }
  return false;
}

// --- The fees -------------------------------------------------------------------------------------

/** A consigner type's fee schedule in cents (sellingFee stays a percent). */
export interface FeeSchedule {
  sellingFeePercent: number;
  minFeeCents: number;
  flatFeeCents: number;
}

/** A consigner type (major units, flatFee nullable) as the schedule calculateFees takes. */
export function feeScheduleOf(type: Pick<ConsignerType, 'sellingFee' | 'minFee' | 'flatFee'>): FeeSchedule {
  return {
    sellingFeePercent: type.sellingFee,
    minFeeCents: toCents(type.minFee),
    flatFeeCents: toCents(type.flatFee ?? 0),
  };
}

export const DEFAULT_CLEANING_FEE_CENTS = toCents(CLEANING_FEE);
export const DEFAULT_BOX_FEE_CENTS = toCents(BOX_FEE);

/** Everything the fees of one unit depend on. Money in integer cents, percents as 0–100. */
export interface FeesInput {
  /** The unit price. */
  priceCents: number;
  /** The chosen consigner type's fees (pickConsignerType, then feeScheduleOf). */
  schedule: FeeSchedule;
  /** The store's Transaction Fee percent (store setting transactionFee). */
  transactionFeePercent: number;
  isCleaningCharged: boolean;
  /** The store's cleaning fee; CLEANING_FEE (20) when not given. */
  cleaningFeeCents?: number;
  isBoxCharged: boolean;
  /** The store's box fee; BOX_FEE (20) when not given. */
  boxFeeCents?: number;
  /** What the consigner owes in withdrawal fees (their negative balance), as a positive amount. */
  negativeBalanceCents: number;
  /** The store's VAT percent (store setting vatRate). */
  vatRatePercent: number;
  /** The store's chargeTax. */
  isTaxChargedByStore: boolean;
  /** The consigner's chargeTax (the VAT toggle on the consigner page). */
  isTaxChargedByConsigner: boolean;
  /** The item belongs to a store account (consigner.isStoreAccount). */
  isStoreAccount: boolean;
  /** The item's cost, shown as Cost for a store account; 0 when not given. */
  costCents?: number;
  /** The store is a buying store (store.isBuyingStore). */
  isBuyingStore: boolean;
  /** The store's currency code, for the zero-payout warning. */
  currency: string;
}

export interface FeeLine {
  label: FeeLineLabel;
  cents: number;
  /** False for Outstanding Withdrawal Fees: shown, taken at payout, not from this item's payout. */
  isDeducted: boolean;
}

/** The one line shown but not deducted from the item (see the top of this file). */
export const TAKEN_AT_PAYOUT_LINE: FeeLineLabel = 'Outstanding Withdrawal Fees';

/** The fees of one unit, all in cents. */
export interface FeeBreakdown {
  /** The six lines in FEE_LINES order, every one always present. */
  lines: FeeLine[];
  /** Transaction Fee (contract spelling, spec 000 §3). */
  transcation: number;
  /** Selling Fees. */
  selling: number;
  /** Cleaning Fee. */
  cleaning: number;
  /** Box Fees. */
  box: number;
  /** Outstanding Withdrawal Fees: what the consigner owes, taken at payout (not in payout or payoutFee). */
  negativeBalance: number;
  /** VAT. */
  vat: number;
  /** The sum of the deducted lines. */
  payoutFee: number;
  /** What the consigner is paid, never below 0 (for a store account: the cost). */
  payout: number;
  /** Equal to payout (spec 000 §4: buy-and-sell sets both to the price). */
  payoutAmount: number;
  /** The unit price the breakdown splits. */
  total: number;
  /** The label the payout is shown with (spec 000 §6: store accounts see Cost). */
  payoutLabel: 'Payout' | 'Cost';
  /** 'The current price will give a payout of $0.' in the store's currency, or null. */
  zeroPayoutWarning: string | null;
}

/** The fees of one unit of an item. See the formula at the top of this file. */
export function calculateFees(input: FeesInput): FeeBreakdown {
  const price = input.priceCents;
  const owed = input.negativeBalanceCents;
  const cost = input.costCents ?? 0;
  const { sellingFeePercent, minFeeCents, flatFeeCents } = input.schedule;
  const cleaningFeeCents = input.cleaningFeeCents ?? DEFAULT_CLEANING_FEE_CENTS;
  const boxFeeCents = input.boxFeeCents ?? DEFAULT_BOX_FEE_CENTS;
  // Callers validate first (zod contracts); a bad number here is a programming error, not user input.
  assertCents(price, 'priceCents');
  assertCents(owed, 'negativeBalanceCents');
  assertCents(cost, 'costCents');
  assertCents(minFeeCents, 'schedule.minFeeCents');
  assertCents(flatFeeCents, 'schedule.flatFeeCents');
  assertCents(cleaningFeeCents, 'cleaningFeeCents');
  assertCents(boxFeeCents, 'boxFeeCents');
  assertPercent(sellingFeePercent, 'schedule.sellingFeePercent');
  assertPercent(input.transactionFeePercent, 'transactionFeePercent');
  assertPercent(input.vatRatePercent, 'vatRatePercent');

  if (input.isStoreAccount) {
    return breakdown({ total: price, payout: cost, owed, payoutLabel: 'Cost', currency: input.currency });
  }
  if (input.isBuyingStore) {
    return breakdown({ total: price, payout: price, owed, payoutLabel: 'Payout', currency: input.currency });
  }

  const transcation = percentOfCents(price, input.transactionFeePercent);
  const selling = Math.max(percentOfCents(price, sellingFeePercent), minFeeCents) + flatFeeCents;
  const cleaning = input.isCleaningCharged ? cleaningFeeCents : 0;
  const box = input.isBoxCharged ? boxFeeCents : 0;
  const storeFees = transcation + selling + cleaning + box;
  const isVatCharged = input.isTaxChargedByStore && input.isTaxChargedByConsigner;
  const vat = isVatCharged ? percentOfCents(storeFees, input.vatRatePercent) : 0;

  return breakdown({
    total: price,
    payout: Math.max(price - storeFees - vat, 0),
    owed,
    payoutLabel: 'Payout',
    currency: input.currency,
    fees: { transcation, selling, cleaning, box, vat },
  });
}

type FeeParts = Pick<FeeBreakdown, 'transcation' | 'selling' | 'cleaning' | 'box' | 'vat'>;
const NO_FEES: FeeParts = { transcation: 0, selling: 0, cleaning: 0, box: 0, vat: 0 };

function breakdown(parts: {
  total: number;
  payout: number;
  owed: number;
  payoutLabel: FeeBreakdown['payoutLabel'];
  currency: string;
  fees?: FeeParts;
}): FeeBreakdown {
  const fees = parts.fees ?? NO_FEES;
  const amounts: Record<FeeLineLabel, number> = {
    'Transaction Fee': fees.transcation,
    'Selling Fees': fees.selling,
    'Cleaning Fee': fees.cleaning,
    'Box Fees': fees.box,
    'Outstanding Withdrawal Fees': parts.owed,
    VAT: fees.vat,
  };
  const lines = FEE_LINES.map((label) => ({
    label,
    cents: amounts[label],
    isDeducted: label !== TAKEN_AT_PAYOUT_LINE,
  }));
  // spec 001 §5: selling fee above 0 and payout below 1 (major unit).
  const isZeroPayout = fees.selling > 0 && parts.payout < 100;
  return {
    lines,
    ...fees,
    negativeBalance: parts.owed,
    payoutFee: lines.reduce((sum, line) => sum + (line.isDeducted ? line.cents : 0), 0),
    payout: parts.payout,
    payoutAmount: parts.payout,
    total: parts.total,
    payoutLabel: parts.payoutLabel,
    zeroPayoutWarning: isZeroPayout
      ? validation.inventory.zeroPayoutIn(formatMoney(0, parts.currency))
      : null,
  };
}

/** What POST /api/inventories/fees answers (spec 001 §7, spec 000 §3), in major units. */
export interface FeesResponse {
  payout: number;
  payoutFee: number;
  total: number;
  transcation: number;
  selling: number;
  negativeBalance: number;
}

export function toFeesResponse(fees: FeeBreakdown): FeesResponse {
  return {
    payout: fromCents(fees.payout),
    payoutFee: fromCents(fees.payoutFee),
    total: fromCents(fees.total),
    transcation: fromCents(fees.transcation),
    selling: fromCents(fees.selling),
    negativeBalance: fromCents(fees.negativeBalance),
  };
}

function assertCents(value: number, name: string): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${name} must be a whole number of cents, 0 or more (got ${value})`);
  }
}

function assertPercent(value: number, name: string): void {
  if (!Number.isFinite(value) || value < 0 || value > 100) {
    throw new RangeError(`${name} must be a percent from 0 to 100 (got ${value})`);
  }
}
