import { describe, expect, it } from 'vitest';
import { type InventoryItem } from '@shared/contracts/inventories';
import { type ScanGtinResponse } from '@shared/contracts/scans';
import { validation } from '@shared/messages';
import {
  isRepeatWithinDebounce,
  listTotals,
  saveProblem,
  scanOutcome,
  stepOneProblem,
  withItems,
} from './scan-intake';

const product = {
  id: 7,
  title: 'Jordan 1 Chicago',
  sku: 'AJ1-CHI',
  brand: 'Nike',
  image: null,
  productTemplateId: 3,
};

function item(id: number, price: number | null = 100, payout: number | null = 80): InventoryItem {
  return {
    id,
    code: `C${id}`,
    storeId: 1,
    productId: product.id,
    product: { ...product, category: 'Sneakers', gender: 'Men', shopifyId: null, stockXId: null },
    productTemplateId: 3,
    option1Value: '10',
    option2Value: null,
    option3Value: null,
    location: null,
    subLocation: null,
    transferLocation: null,
    transferSubLocation: null,
    status: 'Pending',
    consignerId: 5,
    consigner: null,
    lastUpdatedBy: null,
    price,
    requestedPrice: null,
    storeRequestPriceRange: null,
    payout,
    payoutAmount: null,
    payoutFee: null,
    cost: null,
    total: null,
    discount: null,
    currency: 'USD',
    taxable: false,
    quantity: 1,
    hasCleaningFee: false,
    hasBoxFee: false,
    acceptedOn: null,
    soldOn: null,
    orderId: null,
    buyingId: null,
    paymentType: null,
    shopifyId: null,
    printed: false,
    trackingCode: null,
    packingSlip: null,
    notes: null,
    image: null,
    category: 'Sneakers',
    preapprovalStatus: null,
    withdrawalDecidedAt: null,
    withdrawalDecidedBy: null,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    version: 1,
  };
}

const GTIN = '0012345678905';

function answer(items: InventoryItem[]): ScanGtinResponse {
  return { scanGTINProduct: product, gtinSize: '10', scanGTINInventories: items };
}

describe('what a scanned barcode leads to', () => {
  it('adds the one unlisted matching item', () => {
    expect(scanOutcome(GTIN, answer([item(1)]), new Set())).toEqual({ kind: 'add', item: item(1) });
  });

  it('adds the one still unlisted when the others are listed', () => {
    expect(scanOutcome(GTIN, answer([item(1), item(2)]), new Set([1]))).toEqual({
      kind: 'add',
      item: item(2),
    });
  });

  it('offers a picker for several unlisted items, without the listed ones', () => {
    expect(scanOutcome(GTIN, answer([item(1), item(2), item(3)]), new Set([2]))).toEqual({
      kind: 'pick',
      items: [item(1), item(3)],
    });
  });

  it('creates an item when the consigner has none of that product and size waiting', () => {
    expect(scanOutcome(GTIN, answer([]), new Set([9]))).toEqual({ kind: 'create', product, size: '10' });
  });

  it("says 'Item already scanned' when every match is listed", () => {
    expect(scanOutcome(GTIN, answer([item(1)]), new Set([1]))).toEqual({
      kind: 'alreadyScanned',
      product,
      size: '10',
    });
  });

  it('attaches an unknown GTIN, and only a GTIN (a check digit that fails is a misread)', () => {
    const unknown = { scanGTINProduct: null, gtinSize: null, scanGTINInventories: [] };
    expect(scanOutcome(GTIN, unknown, new Set())).toEqual({ kind: 'attach' });
    expect(scanOutcome('0012345678906', unknown, new Set())).toEqual({ kind: 'notAGtin' });
    expect(scanOutcome('ABC234', unknown, new Set())).toEqual({ kind: 'notAGtin' });
  });
});

describe('step 1 and Save', () => {
  it('Next needs a consigner and a location', () => {
    const both = validation.scan.selectLocationAndConsigner;
    expect(stepOneProblem({ consignerId: null, locationId: 2 })).toBe(both);
    expect(stepOneProblem({ consignerId: 5, locationId: null })).toBe(both);
    expect(stepOneProblem({ consignerId: 5, locationId: 2 })).toBeNull();
  });

  it('Save names the location first, then the consigner, then an empty list', () => {
    expect(saveProblem({ consignerId: null, locationId: null, count: 1 })).toBe('Please select a location');
    expect(saveProblem({ consignerId: null, locationId: 2, count: 1 })).toBe('Please select a consigner');
    expect(saveProblem({ consignerId: 5, locationId: 2, count: 0 })).toBe(validation.scan.nothingToSave);
    expect(saveProblem({ consignerId: 5, locationId: 2, count: 3 })).toBeNull();
  });
});

describe('the list', () => {
  it('puts the newest first and never lists an item twice', () => {
    const first = withItems([], [item(1)], false);
    const next = withItems(first, [item(2), item(1), item(3)], true);
    expect(next.map((row) => [row.item.id, row.isCreated])).toEqual([
      [3, true],
      [2, true],
      [1, false],
    ]);
  });

  it('totals price and payout in exact cents', () => {
    const rows = withItems([], [item(1, 0.1, 0.07), item(2, 0.2, 0.14), item(3, null, null)], false);
    expect(listTotals(rows)).toEqual({ count: 3, price: 0.3, payout: 0.21 });
  });
});

describe('scan input debounce', () => {
  it('takes the same code within 300 ms as the same scan, and later or another code as a new one', () => {
    const previous = { code: '0012345678905', at: 1_000 };
    expect(isRepeatWithinDebounce(previous, '0012345678905', 1_299)).toBe(true);
    expect(isRepeatWithinDebounce(previous, '0012345678905', 1_300)).toBe(false);
    expect(isRepeatWithinDebounce(previous, '0012345678912', 1_100)).toBe(false);
    expect(isRepeatWithinDebounce(null, '0012345678905', 1_100)).toBe(false);
  });
});
