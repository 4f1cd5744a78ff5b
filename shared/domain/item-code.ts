/**
 * Inventory item codes (issue 5): short, store-unique, and unambiguous on a printed label. The
 * alphabet leaves out 0/O and 1/I (and lower case), so a clerk reading a label aloud or typing it
 * cannot confuse two codes. 32 symbols × 6 places ≈ 1.07 billion codes per store; the API assigns
 * one at random inside the creating transaction and tries again on the (rare) unique-index clash.
 */
export const ITEM_CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
export const ITEM_CODE_LENGTH = 6;

/** A code from `randomIndex` (a source of whole numbers in [0, alphabet length)). */
export function makeItemCode(randomIndex: (size: number) => number): string {
  let code = '';
  for (let place = 0; place < ITEM_CODE_LENGTH; place++) {
    code += ITEM_CODE_ALPHABET[randomIndex(ITEM_CODE_ALPHABET.length)];
  }
  return code;
}

/**
 * A code as typed or scanned, made comparable: trimmed and upper-cased. Returns null when it cannot
 * be a code (wrong length, or a symbol outside the alphabet such as 0, O, 1 or I).
 */
export function normalizeItemCode(input: string): string | null {
  const code = input.trim().toUpperCase();
  if (code.length !== ITEM_CODE_LENGTH) return null;
  return [...code].every((symbol) => ITEM_CODE_ALPHABET.includes(symbol)) ? code : null;
}
