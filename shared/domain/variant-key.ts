/**
 * A variant's key: its option values joined with " / " ("10.5 / New"), blanks left out. The same
 * key names a variant in lowest-price answers, the Add Inventory rows and price alerts.
 */
export function variantKey(values: readonly (string | null | undefined)[]): string {
  return values
    .map((value) => value?.trim() ?? '')
    .filter((value) => value !== '')
    .join(' / ');
}
