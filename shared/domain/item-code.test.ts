import { describe, expect, it } from 'vitest';
import { ITEM_CODE_ALPHABET, ITEM_CODE_LENGTH, makeItemCode, normalizeItemCode } from './item-code';

describe('item codes', () => {
  it('has no look-alike symbols: no 0/O, no 1/I, no lower case', () => {
    for (const symbol of ['0', 'O', '1', 'I', 'a']) expect(ITEM_CODE_ALPHABET).not.toContain(symbol);
    expect(new Set(ITEM_CODE_ALPHABET).size).toBe(ITEM_CODE_ALPHABET.length);
  });

  it('makes a code of the fixed length from the random source', () => {
    expect(makeItemCode(() => 0)).toBe('222222');
    let next = 0;
    const code = makeItemCode((size) => next++ % size);
    expect(code).toBe('234567');
    expect(code).toHaveLength(ITEM_CODE_LENGTH);
  });

  it('reads typed or scanned codes, refusing what cannot be one', () => {
    expect(normalizeItemCode(' a2b3c4 ')).toBe('A2B3C4');
    expect(normalizeItemCode('A2B3C')).toBeNull();
    expect(normalizeItemCode('A2B3C0')).toBeNull();
    expect(normalizeItemCode('IIIIII')).toBeNull();
  });
});
