/**
 * Bank number checks for consigner payout details (spec 001 §5 Consigners). Pure functions shared by
 * the API contract and the add-consigner screen.
 */

/** Spaces and dashes people type for readability are not part of the number. */
export function normalizeBankNumber(value: string): string {
  return value.replace(/[\s-]/g, '').toUpperCase();
}

/** IBAN (ISO 13616): country code, two check digits, up to 30 letters or digits; mod-97 of the rearranged number is 1. */
export function isValidIban(value: string): boolean {
  const iban = normalizeBankNumber(value);
  if (!/^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const character of rearranged) {
    const digits = /[A-Z]/.test(character) ? String(character.charCodeAt(0) - 55) : character;
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

/** ABA routing number: nine digits with the 3-7-1 weighted checksum divisible by 10. */
export function isValidAbaRouting(value: string): boolean {
  const routing = normalizeBankNumber(value);
  if (!/^[0-9]{9}$/.test(routing)) return false;
  const weights = [3, 7, 1, 3, 7, 1, 3, 7, 1];
  const sum = [...routing].reduce((total, digit, index) => total + Number(digit) * weights[index], 0);
  return sum % 10 === 0;
}

/** SWIFT/BIC: 4-letter bank code, 2-letter country, 2-character location, optional 3-character branch. */
export function isValidSwift(value: string): boolean {
  return /^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(normalizeBankNumber(value));
}
