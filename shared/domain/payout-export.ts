import { type CsvValue } from './csv';
import { maskPayoutDetails, type PayoutDetails } from './payout-details';

/*
 * The payout's CSV export (POST /api/payouts/export; issue 16): one section per consigner with the
 * details the store needs to pay them, their items and totals, then the payout's total. The layout
 * is ours; the API streams it (api/src/payouts/payout-export.service.ts).
 */

/** The item rows' columns, in order: amounts in the last two. */
export const PAYOUT_EXPORT_ITEM_COLUMNS = [
  'Code',
  'Title',
  'SKU',
  'Size',
  'Order',
  'Sale date',
  'Sale price',
  'Payout',
] as const;

/**
 * Integer cents as the export writes money: fixed 2 decimals from the integer itself (15050 →
 * '150.50', -5 → '-0.05'), never through a float, so every amount is exact to the cent.
 */
export function centsText(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Not whole cents: ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** The bank details a section names, in this order, by their label. */
const BANK_FIELDS: readonly (readonly [string, string])[] = [
  ['accountName', 'Account name'],
  ['bank', 'Bank'],
  ['bankType', 'Account type'],
  ['accountNumber', 'Account number'],
  ['routingType', 'Routing type'],
  ['routingNumber', 'Routing number'],
  ['swiftCode', 'Swift code'],
  ['ibanNumber', 'IBAN'],
  ['branchCode', 'Branch code'],
  ['email', 'Bank email'],
];

/**
 * The rows (label, value) that say how to pay a consigner: the payout method, then the PayPal or
 * Zelle account email, or the bank details. Account, routing and IBAN numbers are in full only when
 * `isFull` (a user allowed to see bank details), masked to the last 4 otherwise.
 */
export function payoutDetailRows(details: PayoutDetails, isFull: boolean): CsvValue[][] {
  const shown = isFull ? details : maskPayoutDetails(details);
  const rows: CsvValue[][] = [['Payout method', shown.payoutType ?? 'Not set']];
  if (shown.payoutType === 'PayPal' || shown.payoutType === 'Zelle') {
    rows.push([`${shown.payoutType} email`, shown.payoutData ?? '']);
  } else if (shown.payoutType === 'Bank') {
    const bank = shown.bankData ?? {};
    for (const [field, label] of BANK_FIELDS) if (bank[field]) rows.push([label, bank[field]]);
  }
  return rows;
}
