import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CUSTOM_BARCODE_OPTIONS, LABEL_ELEMENTS, type LabelElement } from '../constants';
import { LABEL_SIZE_LIMITS } from '../contracts/labels';
import {
  elementBounds,
  LABEL_LAYOUT_NAMES,
  type LabelFacts,
  type LabelLayout,
  type LabelLayoutSettings,
  type LabelTextBox,
  layoutLabel,
} from './label-layout';
import { ELLIPSIS, lineHeightMm, textWidthMm } from './label-text';

/** Seeded, so a failure names the seed that replays it (LABEL_LAYOUT_SEED=<seed>). */
const SEED = Number(process.env.LABEL_LAYOUT_SEED ?? Date.now() % 1_000_000);

const FACTS: LabelFacts = {
  itemId: 42,
  code: 'K7MX2P',
  title: 'Air Jordan 1 Retro High OG Chicago Lost and Found',
  sku: 'DZ5485-612',
  size: '10.5',
  condition: 'New',
  price: 250,
  currency: 'USD',
  gtin: '0195244855125',
  consignerId: 7,
  consignerName: 'Jane Consigner',
  payoutFee: 22.5,
  subLocation: 'Shelf B3',
  shopifyId: '7001',
  catalogueUrl: 'https://demo.consigndesk.example/items/K7MX2P?utm_source=label',
  shopifyUrl: 'https://demo.myshopify.com/products/aj1-chicago?variant=7001',
};

const SETTINGS: LabelLayoutSettings = {
  size: { width: 60, height: 40 },
  options: ['Item Description', 'Size', 'Price', 'Item Id'],
  layout: 'standard',
  customBarcode: 'CODE',
  logo: null,
};

const texts = (layout: LabelLayout): LabelTextBox[] =>
  layout.elements.flatMap((element) => (element.kind === 'text' ? [element] : []));
const textOf = (layout: LabelLayout, element: LabelElement) =>
  texts(layout)
    .filter((box) => box.element === element)
    .map((box) => box.text)
    .join(' ');

function problems(layout: LabelLayout): string[] {
  const found: string[] = [];
  const epsilon = 1e-6;
  const boxes = layout.elements.map((element) => ({ element, ...elementBounds(element) }));
  for (const box of boxes) {
    const name = `${box.element.kind} ${'element' in box.element ? box.element.element : ''}`;
    if (box.x < -epsilon || box.y < -epsilon) found.push(`${name} starts outside the label`);
    if (box.x + box.width > layout.width + epsilon) found.push(`${name} leaves the label on the right`);
    if (box.y + box.height > layout.height + epsilon) found.push(`${name} leaves the label at the bottom`);
    if (box.width <= 0 || box.height <= 0) found.push(`${name} is empty`);
    if (box.element.kind === 'text') {
      const text = box.element;
      if (!text.text) found.push(`${name} has no text`);
      if (text.fontSize < 5 || text.fontSize > 8) found.push(`${name} at ${text.fontSize} pt`);
      if (textWidthMm(text.text, text.fontSize, text.isBold) > text.width + epsilon) {
        found.push(`${name} "${text.text}" is wider than its box`);
      }
    }
  }
  for (const [index, a] of boxes.entries()) {
    for (const b of boxes.slice(index + 1)) {
      const apart =
        a.x + a.width <= b.x + epsilon ||
        b.x + b.width <= a.x + epsilon ||
        a.y + a.height <= b.y + epsilon ||
        b.y + b.height <= a.y + epsilon;
      if (!apart) found.push(`${a.element.kind} and ${b.element.kind} overlap`);
    }
  }
  return found;
}

describe('layoutLabel', () => {
  it('keeps every element inside the label and apart, for any facts, size and ticked elements', () => {
    const text = fc.string({ unit: 'grapheme', maxLength: 120 });
    fc.assert(
      fc.property(
        fc.record({
          code: fc.stringMatching(/^[2-9A-HJ-NP-Z]{6}$/),
          title: text,
          sku: fc.oneof(fc.stringMatching(/^[A-Z0-9-]{0,30}$/), text),
          size: fc.string({ maxLength: 12 }),
          condition: fc.string({ maxLength: 20 }),
          price: fc.oneof(
            fc.integer({ min: 0, max: 1_000_000 }),
            fc.double({ min: 0, max: 1e6, noNaN: true }),
          ),
          currency: fc.constantFrom('USD', 'ZAR', 'EUR', 'JPY', 'XXX'),
          gtin: fc.option(
            fc.oneof(fc.constantFrom('4006381333931', '036000291452'), fc.stringMatching(/^\d{6,14}$/)),
          ),
          consignerName: text,
          payoutFee: fc.option(fc.double({ min: 0, max: 1e5, noNaN: true })),
          subLocation: fc.option(text),
          shopifyUrl: fc.option(fc.webUrl()),
        }),
        fc.record({
          width: fc.double({ min: LABEL_SIZE_LIMITS.minWidth, max: LABEL_SIZE_LIMITS.maxWidth, noNaN: true }),
          height: fc.double({
            min: LABEL_SIZE_LIMITS.minHeight,
            max: LABEL_SIZE_LIMITS.maxHeight,
            noNaN: true,
          }),
        }),
        fc.subarray([...LABEL_ELEMENTS]),
        fc.constantFrom(...LABEL_LAYOUT_NAMES),
        fc.constantFrom(...CUSTOM_BARCODE_OPTIONS),
        fc.option(fc.double({ min: 0.2, max: 6, noNaN: true })),
        (facts, size, options, layout, customBarcode, aspectRatio) => {
          const result = layoutLabel(
            { ...FACTS, ...facts },
            {
              size: { width: Math.max(size.width, size.height), height: Math.min(size.width, size.height) },
              options,
              layout,
              customBarcode,
              logo: aspectRatio === null ? null : { aspectRatio },
            },
          );
          expect(problems(result)).toEqual([]);
        },
      ),
      { seed: SEED, numRuns: 400 },
    );
  });

  it('draws the standard label: title, size and price, the item code, the CODE barcode across the bottom', () => {
    const layout = layoutLabel(FACTS, SETTINGS);
    expect(problems(layout)).toEqual([]);
    expect(textOf(layout, 'Size')).toBe('10.5');
    expect(textOf(layout, 'Price')).toBe('$250');
    expect(textOf(layout, 'Item Id')).toBe('Item: K7MX2P');
    const barcode = layout.elements.find((element) => element.kind === 'barcode');
    expect(barcode).toMatchObject({ symbology: 'code128', data: 'K7MX2P' });
    const lowest = Math.max(...layout.elements.map((element) => elementBounds(element).y));
    expect(barcode?.y).toBe(lowest);
    // Size and price share a line: size on the left, price on the right.
    const [size, price] = ['Size', 'Price'].map((name) => texts(layout).find((box) => box.element === name));
    expect(size?.y).toBe(price?.y);
    expect(size!.x).toBeLessThan(price!.x);
  });

  it('shows 2 decimals only when the price is not whole, with the currency symbol', () => {
    expect(textOf(layoutLabel({ ...FACTS, price: 99.5 }, SETTINGS), 'Price')).toBe('$99.50');
    expect(textOf(layoutLabel({ ...FACTS, price: 1200, currency: 'EUR' }, SETTINGS), 'Price')).toBe('€1,200');
  });

  it('shrinks a long title from 8 pt before it cuts it with an ellipsis, in 2 lines at most', () => {
    const short = texts(layoutLabel({ ...FACTS, title: 'Dunk Low', condition: '' }, SETTINGS));
    expect(short.find((box) => box.element === 'Item Description')?.fontSize).toBe(8);
    const long = 'Nike Dunk Low Retro Premium Championship Court Purple Womens Limited Edition '.repeat(4);
    const layout = layoutLabel({ ...FACTS, title: long }, SETTINGS);
    const title = texts(layout).filter((box) => box.element === 'Item Description');
    expect(title).toHaveLength(2);
    expect(title.every((box) => box.fontSize === 5)).toBe(true);
    expect(title[1].text.endsWith(ELLIPSIS)).toBe(true);
    const medium = texts(
      layoutLabel({ ...FACTS, title: 'Air Jordan 1 Retro High OG Chicago Lost' }, SETTINGS),
    );
    const mediumTitle = medium.filter((box) => box.element === 'Item Description');
    expect(mediumTitle.some((box) => box.text.includes(ELLIPSIS))).toBe(false);
    expect(mediumTitle.every((box) => box.height === lineHeightMm(box.fontSize))).toBe(true);
  });

  it('follows customBarcode: SKU, GTIN as EAN-13 / UPC-A / Code 128, None', () => {
    const barcodeOf = (facts: Partial<LabelFacts>, customBarcode: LabelLayoutSettings['customBarcode']) =>
      layoutLabel({ ...FACTS, ...facts }, { ...SETTINGS, customBarcode }).elements.find(
        (element) => element.kind === 'barcode',
      );
    expect(barcodeOf({}, 'SKU')).toMatchObject({ symbology: 'code128', data: 'DZ5485-612' });
    expect(barcodeOf({ gtin: '4006381333931' }, 'GTIN')).toMatchObject({
      symbology: 'ean13',
      data: '4006381333931',
    });
    expect(barcodeOf({ gtin: '036000291452' }, 'GTIN')).toMatchObject({
      symbology: 'upca',
      data: '036000291452',
    });
    // A bad check digit, or another length: Code 128 of it, which still scans back as the same digits.
    expect(barcodeOf({ gtin: '4006381333932' }, 'GTIN')).toMatchObject({ symbology: 'code128' });
    expect(barcodeOf({ gtin: '12345678' }, 'GTIN')).toMatchObject({ symbology: 'code128', data: '12345678' });
    expect(barcodeOf({ gtin: null }, 'GTIN')).toBeUndefined();
    expect(barcodeOf({}, 'None')).toBeUndefined();
  });

  it('links QR Code and Scan To Shop to the catalogue, and Shopify QR Code only when there is a shop', () => {
    const wide = { ...SETTINGS, size: { width: 100, height: 50 }, layout: 'detailed' as const };
    const qrs = (facts: Partial<LabelFacts>, options: LabelElement[]) =>
      layoutLabel({ ...FACTS, ...facts }, { ...wide, options }).elements.flatMap((element) =>
        element.kind === 'qr' ? [element.data] : [],
      );
    expect(qrs({}, ['QR Code', 'Scan To Shop'])).toEqual([FACTS.catalogueUrl]);
    expect(qrs({}, ['Scan To Shop', 'Shopify QR Code'])).toEqual([FACTS.catalogueUrl, FACTS.shopifyUrl]);
    expect(qrs({ shopifyUrl: null }, ['Shopify QR Code'])).toEqual([]);
    const layout = layoutLabel(FACTS, { ...wide, options: ['QR Code', 'Item Description'] });
    const qr = layout.elements.find((element) => element.kind === 'qr');
    const title = texts(layout)[0];
    expect(qr!.x).toBeGreaterThan(title.x + title.width);
  });

  it('places the logo top-left at its own aspect ratio', () => {
    const layout = layoutLabel(FACTS, {
      ...SETTINGS,
      options: ['Logo', 'Item Description'],
      logo: { aspectRatio: 2 },
    });
    const logo = layout.elements.find((element) => element.kind === 'image');
    expect(logo).toBeDefined();
    expect(logo!.width / logo!.height).toBeCloseTo(2, 6);
    expect(Math.min(...layout.elements.map((element) => elementBounds(element).x))).toBe(logo!.x);
    expect(logo!.y).toBe(Math.min(...layout.elements.map((element) => elementBounds(element).y)));
  });

  it('keeps barcode, price, size and code on a small compact label, dropping the rest', () => {
    const layout = layoutLabel(FACTS, {
      ...SETTINGS,
      size: { width: 50, height: 25 },
      layout: 'compact',
      options: [...LABEL_ELEMENTS],
      logo: { aspectRatio: 1 },
    });
    expect(problems(layout)).toEqual([]);
    expect(
      layout.elements.map((element) => ('element' in element ? element.element : element.kind)).sort(),
    ).toEqual(['Item Id', 'Price', 'Size', 'barcode'].sort());
    expect(textOf(layout, 'Item Id')).toBe('K7MX2P');
  });

  it('drops the fields of lowest priority when the label cannot hold them even at 5 pt', () => {
    const layout = layoutLabel(FACTS, {
      ...SETTINGS,
      size: { width: 40, height: 20 },
      options: [...LABEL_ELEMENTS],
    });
    expect(problems(layout)).toEqual([]);
    const shown = new Set(texts(layout).map((box) => box.element));
    expect(shown.has('Price')).toBe(true);
    expect(shown.has('Payout Fee')).toBe(false);
  });

  it('leaves out a barcode whose data would not scan at this width', () => {
    const layout = layoutLabel(
      { ...FACTS, sku: 'X'.repeat(40) },
      { ...SETTINGS, size: { width: 30, height: 20 }, customBarcode: 'SKU' },
    );
    expect(layout.elements.some((element) => element.kind === 'barcode')).toBe(false);
  });
});
