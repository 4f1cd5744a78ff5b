/**
 * A consigner's payout details (where their money goes) as the audit log keeps them: any change
 * of them is logged and mailed to the consigner (docs/consigners.md), because a changed
 * destination is how a payout is redirected.
 */
export interface PayoutDetails {
  payoutType: string | null;
  /** PayPal or Zelle: the account email payouts go to. */
  payoutData: string | null;
  bankData: Record<string, string> | null;
}

/** Bank numbers that are masked in the audit log and its mail: only their last 4 characters show. */
const MASKED_FIELDS = new Set(['accountNumber', 'routingNumber', 'ibanNumber']);
const VISIBLE_TAIL = 4;

/** '123456789' → '•••••6789'; a number of 4 characters or fewer is masked whole. */
export function maskNumber(value: string): string {
  if (value.length <= VISIBLE_TAIL) return '•'.repeat(value.length);
  return '•'.repeat(value.length - VISIBLE_TAIL) + value.slice(-VISIBLE_TAIL);
}

/** The details with their account, routing and IBAN numbers masked to the last 4. */
export function maskPayoutDetails(details: PayoutDetails): PayoutDetails {
  return {
    payoutType: details.payoutType,
    payoutData: details.payoutData,
    bankData:
      details.bankData &&
      Object.fromEntries(
        Object.entries(details.bankData).map(([key, value]) => [
          key,
          MASKED_FIELDS.has(key) ? maskNumber(value) : value,
        ]),
      ),
  };
}

const canonical = (bank: Record<string, string> | null) =>
  bank === null || Object.keys(bank).length === 0
    ? null
    : JSON.stringify(Object.entries(bank).sort(([a], [b]) => a.localeCompare(b)));

/** Whether the payout type, the payout email or any bank detail differs (an empty bankData is none). */
export function payoutDetailsChanged(before: PayoutDetails, after: PayoutDetails): boolean {
  return (
    before.payoutType !== after.payoutType ||
    (before.payoutData ?? null) !== (after.payoutData ?? null) ||
    canonical(before.bankData) !== canonical(after.bankData)
  );
}
