import { describe, expect, it } from 'vitest';
import { gtinForms, isValidGtin, withCheckDigit } from './gtin';

describe('isValidGtin (GS1 mod-10 check digit)', () => {
  it('accepts real codes of every length', () => {
    expect(isValidGtin('4006381333931')).toBe(true); // EAN-13
    expect(isValidGtin('036000291452')).toBe(true); // UPC-A
    expect(isValidGtin('96385074')).toBe(true); // EAN-8
    expect(isValidGtin('10012345678902')).toBe(true); // GTIN-14
    expect(isValidGtin('0194501089418')).toBe(true); // EAN-13 with a leading zero
  });

  it('refuses a code with an altered digit or check digit', () => {
    expect(isValidGtin('4006381333932')).toBe(false);
    expect(isValidGtin('4006381323931')).toBe(false);
    expect(isValidGtin('036000291453')).toBe(false);
    expect(isValidGtin('036000291442')).toBe(false);
    expect(isValidGtin('96385075')).toBe(false);
  });

  it('refuses other lengths and non-digits', () => {
    expect(isValidGtin('')).toBe(false);
    expect(isValidGtin('1234567')).toBe(false);
    expect(isValidGtin('40063813339310')).toBe(false);
    expect(isValidGtin('400638133393X')).toBe(false);
    expect(isValidGtin(' 4006381333931')).toBe(false);
    expect(isValidGtin('123456789012345')).toBe(false);
  });
});

describe('gtinForms (one barcode at the lengths a store may have kept it)', () => {
  it('finds a UPC-A kept as an EAN-13 or GTIN-14, and back', () => {
    expect(gtinForms('036000291452')).toEqual(['036000291452', '0036000291452', '00036000291452']);
    expect(gtinForms('0036000291452')).toContain('036000291452');
    expect(gtinForms('4006381333931')).toEqual(['4006381333931', '04006381333931']);
  });

  it('keeps a short GTIN-8 at every length and a store code as scanned', () => {
    expect(gtinForms('96385074')).toEqual(['96385074', '000096385074', '0000096385074', '00000096385074']);
    expect(gtinForms(' AB-12 ')).toEqual(['AB-12']);
    expect(gtinForms('123456789012345')).toEqual(['123456789012345']);
  });
});

describe('withCheckDigit', () => {
  it('completes a GTIN body with the digit isValidGtin checks', () => {
    expect(withCheckDigit('400638133393')).toBe('4006381333931');
    expect(withCheckDigit('03600029145')).toBe('036000291452');
    expect(withCheckDigit('9638507')).toBe('96385074');
    expect(isValidGtin(withCheckDigit('200012300950'))).toBe(true);
    expect(() => withCheckDigit('12345')).toThrow();
  });
});
