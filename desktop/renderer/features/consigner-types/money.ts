/**
 * An amount in the store's currency: 2 decimals when not whole, none when whole (spec 001 §9).
 * An unknown currency code falls back to a plain number rather than failing the page.
 */
export function formatMoney(amount: number, currency: string, locale = 'en-US'): string {
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

/** A percent: 2 decimals when not whole. */
export function formatPercent(value: number): string {
  return `${Number.isInteger(value) ? value : value.toFixed(2)}%`;
}

/** Form input → number for the request: empty stays null, anything else is converted. */
export function toNumberOrNull(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  return Number(value);
}
