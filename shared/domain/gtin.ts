/** The lengths of the GTIN family: GTIN-8 (EAN-8), GTIN-12 (UPC-A), GTIN-13 (EAN-13), GTIN-14. */
export const GTIN_LENGTHS = [8, 12, 13, 14] as const;

/**
 * Whether a code is a GTIN with a correct check digit (GS1 mod-10): from the right, excluding the
 * check digit, digits are weighted 3, 1, 3, 1…; the check digit brings the sum to a multiple of 10.
 */
export function isValidGtin(code: string): boolean {
  if (!/^\d+$/.test(code) || !(GTIN_LENGTHS as readonly number[]).includes(code.length)) return false;
  return checkDigitOf(code.slice(0, -1)) === Number(code.slice(-1));
}

/** `body` (a GTIN without its last digit) with its check digit: '400638133393' → '4006381333931'. */
export function withCheckDigit(body: string): string {
  if (!/^\d+$/.test(body) || !(GTIN_LENGTHS as readonly number[]).includes(body.length + 1)) {
    throw new Error(`Not the body of a GTIN: ${body}`);
  }
  return `${body}${checkDigitOf(body)}`;
}

function checkDigitOf(body: string): number {
  const digits = [...body].map(Number).reverse();
  const sum = digits.reduce((total, digit, index) => total + digit * (index % 2 === 0 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10;
}

/**
 * The spellings of one barcode a store may have kept: a GTIN is the same number whatever its
 * length once its leading zeros are dropped (a UPC-A 012345678905 is the EAN-13 0012345678905), and
 * scanners send it at the length of its symbology. Anything else is looked up as scanned.
 */
export function gtinForms(code: string): string[] {
  const trimmed = code.trim();
  if (!/^\d{1,14}$/.test(trimmed)) return [trimmed];
  const significant = trimmed.replace(/^0+/, '');
  const forms = GTIN_LENGTHS.filter((length) => length >= significant.length).map((length) =>
    significant.padStart(length, '0'),
  );
  return [...new Set([trimmed, ...forms])];
}
