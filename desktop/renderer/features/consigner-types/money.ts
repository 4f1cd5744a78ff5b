/** An amount in the store's currency: the product's one money rule lives in shared/. */
export { formatMoney } from '@shared/domain/money-format';

/** A percent: 2 decimals when not whole. */
export function formatPercent(value: number): string {
  return `${Number.isInteger(value) ? value : value.toFixed(2)}%`;
}

/** Form input → number for the request: empty stays null, anything else is converted. */
export function toNumberOrNull(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  return Number(value);
}
