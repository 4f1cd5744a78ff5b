import { describe, expect, it } from 'vitest';
import { LABEL_SHEET_STOCK } from '@shared/contracts/labels';
import { validation } from '@shared/messages';
import { labelPreviewQueryOf, orderedElements, previewRefusal, sheetCellSize } from './label-preview-query';

describe('labelPreviewQueryOf', () => {
  it('sends the form as it stands, elements in the layout order', () => {
    expect(
      labelPreviewQueryOf({
        labelOptions: ['Price', 'Logo', 'SKU'],
        labelSize: { width: 60, height: 30 },
        labelSheet: 'roll',
        customBarcode: 'GTIN',
        features: { labelLayout: 'compact', scanItems: true },
      }),
    ).toEqual({
      sheet: 'roll',
      width: 60,
      height: 30,
      options: 'Logo,SKU,Price',
      layout: 'compact',
      customBarcode: 'GTIN',
    });
  });

  it('leaves out what the form does not hold yet, so the saved value is used', () => {
    expect(labelPreviewQueryOf({ labelSize: { width: null, height: 25 } })).toEqual({ height: 25 });
    expect(labelPreviewQueryOf({})).toEqual({});
  });

  it('sends a size the server will refuse, so the preview shows the limit', () => {
    expect(labelPreviewQueryOf({ labelSize: { width: 10, height: 200 } })).toEqual({
      width: 10,
      height: 200,
    });
  });

  it('sends no size with a sheet: the stock fixes it', () => {
    expect(labelPreviewQueryOf({ labelSheet: 'a4-3x8', labelSize: { width: 60, height: 30 } })).toEqual({
      sheet: 'a4-3x8',
    });
  });

  it('sends no elements as an empty list, and drops values it does not know', () => {
    expect(
      labelPreviewQueryOf({ labelOptions: [], labelSheet: 'a5', customBarcode: 'EAN', features: {} }),
    ).toEqual({ options: '' });
  });

  it('names an item when asked for one', () => {
    expect(labelPreviewQueryOf({}, 42)).toEqual({ inventory: 42 });
  });
});

describe('previewRefusal', () => {
  it('names the limit of a size the server would refuse, and passes the rest', () => {
    expect(previewRefusal({ width: 10, height: 25 })).toBe(validation.labels.widthRange(25, 150));
    expect(previewRefusal({ width: 50, height: 101 })).toBe(validation.labels.heightRange(10, 100));
    expect(previewRefusal({ width: 50, height: 25, options: 'Logo,Price' })).toBeNull();
    expect(previewRefusal({})).toBeNull();
  });
});

describe('label form helpers', () => {
  it('orders ticked elements as LABEL_ELEMENTS does', () => {
    expect(orderedElements(['Sublocation', 'QR Code', 'Logo'])).toEqual(['Logo', 'QR Code', 'Sublocation']);
  });

  it('gives a sheet’s cell size and none for a roll', () => {
    expect(sheetCellSize('a4-3x8')).toEqual(LABEL_SHEET_STOCK['a4-3x8'].cell);
    expect(sheetCellSize('roll')).toBeNull();
    expect(sheetCellSize(undefined)).toBeNull();
  });
});
