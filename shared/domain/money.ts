/*
 * Money as integer minor units (cents): every calculation on money in the product goes through
 * these, never through float arithmetic on major units. Columns are DECIMAL(12,2) and JSON carries
 * major units (`price: 150.5`, spec 001 §7); toCents / fromCents convert exactly at that edge.
 */

/** Largest amount toCents accepts: its cents stay a safe integer. */
const MAX_AMOUNT = Number.MAX_SAFE_INTEGER / 100;

/**
 * Major units (19.99) to integer cents (1999), exactly: reads the number's shortest decimal form (the
 * digits a DECIMAL(12,2) column or a form field holds) instead of multiplying by 100 in floating point,
 * so toCents(0.1) + toCents(0.2) === 30 and toCents(1.005) === 101. More than 2 decimals round half
 * away from zero on the third decimal: toCents(0.30000000000000004) === 30.
 */
export function toCents(amount: number): number {
  if (!Number.isFinite(amount) || Math.abs(amount) > MAX_AMOUNT) {
    throw new RangeError(`Not an amount of money: ${amount}`);
  }
  const text = Math.abs(amount).toString();
  // Below 1e-6 JavaScript writes an exponent; such an amount is 0 cents.
  if (text.includes('e')) return 0;
  const [whole, fraction = ''] = text.split('.');
  const digits = fraction.padEnd(3, '0');
  const cents = Number(whole) * 100 + Number(digits.slice(0, 2)) + (digits[2] >= '5' ? 1 : 0);
  return amount < 0 && cents !== 0 ? -cents : cents;
}

/** Integer cents (1999) to major units (19.99): the same number a DECIMAL(12,2) column gives back. */
export function fromCents(cents: number): number {
  assertWholeCents(cents, 'cents');
  return cents / 100;
}

/**
 * percent % of an amount in cents, rounded half-up (half away from zero) to the cent. The percent
 * keeps 2 decimals (a DECIMAL(5,2) column: 12.5, 7.25) and the product is exact integer arithmetic.
 */
export function percentOfCents(cents: number, percent: number): number {
  assertWholeCents(cents, 'cents');
  const hundredthsOfPercent = BigInt(toCents(percent));
  const product = BigInt(cents) * hundredthsOfPercent;
  const magnitude = product < 0n ? -product : product;
  const rounded = (magnitude + 5_000n) / 10_000n;
  const result = Number(product < 0n ? -rounded : rounded);
  return result === 0 ? 0 : result;
}

function assertWholeCents(value: number, name: string): void {
  if (!Number.isSafeInteger(value))
    throw new RangeError(`${name} must be a whole number of cents (got ${value})`);
}
