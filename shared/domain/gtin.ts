/** The lengths of the GTIN family: GTIN-8 (EAN-8), GTIN-12 (UPC-A), GTIN-13 (EAN-13), GTIN-14. */
export const GTIN_LENGTHS = [8, 12, 13, 14] as const;

/**
 * Whether a code is a GTIN with a correct check digit (GS1 mod-10): from the right, excluding the
 * check digit, digits are weighted 3, 1, 3, 1…; the check digit brings the sum to a multiple of 10.
 */
export function isValidGtin(code: string): boolean {
  if (!/^\d+$/.test(code) || !(GTIN_LENGTHS as readonly number[]).includes(code.length)) return false;
  const digits = [...code].map(Number);
  const check = digits.pop() as number;
  const sum = digits.reverse().reduce((total, digit, index) => total + digit * (index % 2 === 0 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10 === check;
}
