import type { CustomBarcode } from '../constants';
import { isValidGtin } from './gtin';

/**
 * Which barcode a label carries (spec 001 §9 `customBarcode`, issue 14): CODE → Code 128 of the item
 * code; SKU → Code 128 of the product SKU; GTIN → EAN-13 when it is 13 digits with a valid check
 * digit, UPC-A when 12, else Code 128 of it; None → no barcode.
 */

export type LabelSymbology = 'code128' | 'ean13' | 'upca';

export interface LabelBarcodeChoice {
  symbology: LabelSymbology;
  data: string;
}

/**
 * Code 128 carries ASCII; a value with anything else (or nothing) has no barcode rather than one
 * that would scan back as something else.
 */
const CODE128_DATA = /^[\x20-\x7e]+$/;

export function labelBarcode(
  customBarcode: CustomBarcode,
  facts: { code: string; sku: string; gtin: string | null },
): LabelBarcodeChoice | null {
  const code128 = (data: string): LabelBarcodeChoice | null =>
    CODE128_DATA.test(data) ? { symbology: 'code128', data } : null;
  switch (customBarcode) {
    case 'CODE':
      return code128(facts.code.trim());
    case 'SKU':
      return code128(facts.sku.trim());
    case 'GTIN': {
      const gtin = (facts.gtin ?? '').trim();
      if (gtin.length === 13 && isValidGtin(gtin)) return { symbology: 'ean13', data: gtin };
      if (gtin.length === 12 && isValidGtin(gtin)) return { symbology: 'upca', data: gtin };
      return code128(gtin);
    }
    case 'None':
      return null;
  }
}

/**
 * The barcode's width in modules, quiet zones included: EAN-13 and UPC-A are 95 modules (+ 11/7 and
 * 9/9 quiet modules); Code 128 is counted at its widest (subset B: start, 11 per character, check,
 * 13-module stop, 10 quiet modules each side), so a box sized by it always holds the bars.
 */
export function barcodeModules(choice: LabelBarcodeChoice): number {
  if (choice.symbology === 'ean13') return 95 + 18;
  if (choice.symbology === 'upca') return 95 + 18;
  return 11 * (choice.data.length + 2) + 13 + 20;
}

/**
 * The narrowest bar the layout accepts (mm): 1 dot of a 203 dpi thermal head is 0.125 mm; below
 * that a barcode is not placed, since it would not scan.
 */
export const MIN_MODULE_MM = 0.125;
