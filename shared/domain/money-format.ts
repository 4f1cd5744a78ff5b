import { MOBILE_PAYOUT_DECIMALS, NUMBER_LOCALE, TOTAL_PAYOUT_DECIMALS } from '../constants';

/**
 * An amount in a store's currency (spec 001 §9: prices show 2 decimals when not whole): Intl currency
 * style, en-US, no decimals for a whole amount. The one money rule of the product; an unknown currency
 * code falls back to a plain number rather than failing the page.
 */
export function formatMoney(amount: number, currency: string, locale: string = NUMBER_LOCALE): string {
  const digits = Number.isInteger(amount) ? 0 : 2;
  try {
    return new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: 2,
    }).format(amount);
  } catch {
    return amount.toFixed(digits);
  }
}

/** An amount the record may not have yet (a store request's price, a payout not worked out): '—'. */
export function formatMoneyOrDash(amount: number | null | undefined, currency: string): string {
  return amount === null || amount === undefined ? '—' : formatMoney(amount, currency);
}

/**
 * A payout total (spec 001 §9: "Total payout shows 2 decimals. Payouts show 1 decimal on mobile
 * cards"): always that many decimals, whole amounts included, so a column of totals lines up.
 */
export function formatPayoutTotal(
  amount: number,
  currency: string,
  { isMobileCard = false }: { isMobileCard?: boolean } = {},
  locale: string = NUMBER_LOCALE,
): string {
  const digits = isMobileCard ? MOBILE_PAYOUT_DECIMALS : TOTAL_PAYOUT_DECIMALS;
  try {
    return new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(amount);
  } catch {
    return amount.toFixed(digits);
  }
}
