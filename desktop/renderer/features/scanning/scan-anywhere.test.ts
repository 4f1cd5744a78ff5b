import { describe, expect, it } from 'vitest';
import { type GtinLookupResponse } from '@shared/contracts/scans';
import { type InventoryItem } from '@shared/contracts/inventories';
import { type CodeLookups, isScanForAnywhere, resolveScannedCode } from './scan-anywhere';

const item = { id: 41, code: 'CD1234' } as InventoryItem;
const product = { product: { id: 7 }, size: '10' } as GtinLookupResponse;
/** A valid EAN-13 (check digit 1) and the same digits with a wrong check digit. */
const GTIN = '4006381333931';
const BAD_CHECK_DIGIT = '4006381333932';

/** Look-ups over a fixed catalogue, recording what was asked. */
function catalogue(items: Record<string, InventoryItem>, gtins: Record<string, GtinLookupResponse>) {
  const asked: string[] = [];
  const lookups: CodeLookups = {
    item: (code) => {
      asked.push(`item:${code}`);
      return Promise.resolve(items[code] ?? null);
    },
    gtin: (gtin) => {
      asked.push(`gtin:${gtin}`);
      return Promise.resolve(gtins[gtin] ?? null);
    },
  };
  return { lookups, asked };
}

describe('which scans the global handler takes', () => {
  it('takes scans outside text fields on ordinary screens', () => {
    expect(isScanForAnywhere({ inTextField: false }, '/')).toBe(true);
    expect(isScanForAnywhere({ inTextField: false }, '/findInventory')).toBe(true);
    expect(isScanForAnywhere({ inTextField: false }, null)).toBe(true);
  });

  it('leaves a scan typed into a text field to that field', () => {
    expect(isScanForAnywhere({ inTextField: true }, '/')).toBe(false);
  });

  it('leaves scan intake, scan runs, the register and Settings (the Devices test area) alone: they handle every scan', () => {
    expect(isScanForAnywhere({ inTextField: false }, '/scan')).toBe(false);
    expect(isScanForAnywhere({ inTextField: false }, '/scanItems')).toBe(false);
    expect(isScanForAnywhere({ inTextField: false }, '/sell')).toBe(false);
    expect(isScanForAnywhere({ inTextField: false }, '/settings')).toBe(false);
  });
});

describe('what a scanned code names', () => {
  it('is an item when an item has the code', async () => {
    const { lookups, asked } = catalogue({ CD1234: item }, {});
    expect(await resolveScannedCode(' CD1234 ', lookups)).toEqual({ kind: 'item', item });
    expect(asked).toEqual(['item:CD1234']);
  });

  it('is a product when no item has it and it is a GTIN of a product', async () => {
    const { lookups, asked } = catalogue({}, { [GTIN]: product });
    expect(await resolveScannedCode(GTIN, lookups)).toEqual({ kind: 'product', productId: 7 });
    expect(asked).toEqual([`item:${GTIN}`, `gtin:${GTIN}`]);
  });

  it('asks for no product when the digits fail the GTIN check digit', async () => {
    const { lookups, asked } = catalogue({}, { [BAD_CHECK_DIGIT]: product });
    expect(await resolveScannedCode(BAD_CHECK_DIGIT, lookups)).toEqual({ kind: 'unknown' });
    expect(asked).toEqual([`item:${BAD_CHECK_DIGIT}`]);
  });

  it('does not send a code longer than any item code as one', async () => {
    const { lookups, asked } = catalogue({}, {});
    const long = 'X'.repeat(33);
    expect(await resolveScannedCode(long, lookups)).toEqual({ kind: 'unknown' });
    expect(asked).toEqual([]);
  });
});
