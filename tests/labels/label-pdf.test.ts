import { beforeAll, describe, expect, it } from 'vitest';
import { LABEL_SHEET_STOCK } from '@shared/contracts/labels';
import { type LabelFacts, type LabelLayoutSettings, layoutLabel } from '@shared/domain/label-layout';
import { labelSizeFor, sheetCell } from '@shared/domain/label-sheet';
import { decodePng, ensurePoppler, pdfPageSizesMm, pdfToPngs } from '../support/label-decode';
import { ITEM, jpegLogo, pngLogo, SETTINGS } from '../support/label-fixtures';
import { renderLabelsPdf } from '../../api/src/labels/render/label-pdf';

/**
 * The PDF renderer, read back as a scanner would: pages drawn by pdftoppm at 300 dpi, barcodes and
 * QR codes decoded by ZXing, page sizes from the MediaBox.
 */

const label = (facts: Partial<LabelFacts>, settings: Partial<LabelLayoutSettings>) => ({
  layout: layoutLabel({ ...ITEM, ...facts }, { ...SETTINGS, ...settings }),
});

async function decodedPages(pdf: Buffer): Promise<Array<Array<{ format: string; text: string }>>> {
  return Promise.all(
    pdfToPngs(pdf).map(async (png) =>
      (await decodePng(png)).map((result) => ({ format: result.format, text: result.text })),
    ),
  );
}

describe('renderLabelsPdf', () => {
  beforeAll(() => ensurePoppler());

  it('draws one page per label at the label size, and every barcode and QR scans back to its item', async () => {
    const labels = [
      label(
        {},
        {
          customBarcode: 'CODE',
          options: ['Item Description', 'Price', 'QR Code'],
          size: { width: 100, height: 50 },
          layout: 'detailed',
        },
      ),
      label({ sku: 'DZ5485-612' }, { customBarcode: 'SKU' }),
      label(
        { gtin: '4006381333931' },
        { customBarcode: 'GTIN', size: { width: 50, height: 25 }, layout: 'compact' },
      ),
      label({ gtin: '036000291452' }, { customBarcode: 'GTIN' }),
      label(
        { title: 'Nike Dunk Low Retro Premium Championship Court Purple '.repeat(3), code: 'ZZ9Q3M' },
        {
          options: ['Logo', 'Item Description', 'Size', 'Price', 'Shopify QR Code'],
          logo: { aspectRatio: 2 },
          size: { width: 90, height: 45 },
        },
      ),
    ];
    const pdf = await renderLabelsPdf(labels, { sheet: 'roll', logo: { data: pngLogo(), type: 'png' } });

    const sizes = pdfPageSizesMm(pdf);
    expect(sizes).toHaveLength(5);
    sizes.forEach((size, index) => {
      expect(size.width).toBeCloseTo(labels[index].layout.width, 1);
      expect(size.height).toBeCloseTo(labels[index].layout.height, 1);
    });
    const pages = await decodedPages(pdf);
    expect(pages[0]).toEqual(
      expect.arrayContaining([
        { format: 'Code128', text: ITEM.code },
        { format: 'QRCode', text: ITEM.catalogueUrl },
      ]),
    );
    expect(pages[1]).toEqual([{ format: 'Code128', text: 'DZ5485-612' }]);
    expect(pages[2]).toEqual([{ format: 'EAN13', text: '4006381333931' }]);
    // ZXing spells a UPC-A as its EAN-13 (a leading 0), as many scanners do; the scan lookup takes both.
    const upca = await decodePng(pdfToPngs(pdf)[3], ['UPCA']);
    expect(upca.map(({ format, text }) => ({ format, text }))).toEqual([
      { format: 'UPCA', text: '0036000291452' },
    ]);
    expect(pages[4]).toEqual(
      expect.arrayContaining([
        { format: 'Code128', text: 'ZZ9Q3M' },
        { format: 'QRCode', text: ITEM.shopifyUrl },
      ]),
    );
  });

  it('puts 24 labels on one A4 page, each in its cell of the 3 × 8 stock', async () => {
    const stock = LABEL_SHEET_STOCK['a4-3x8'];
    const codes = Array.from({ length: 24 }, (_, index) => `K${'23456789ABCDEFGHJKLMNPQR'[index]}MX2P`);
    const size = labelSizeFor('a4-3x8', SETTINGS.size);
    expect(size).toEqual(stock.cell);
    const pdf = await renderLabelsPdf(
      codes.map((code) => label({ code }, { size, options: ['Size', 'Price'] })),
      { sheet: 'a4-3x8', logo: null },
    );
    const [page] = pdfPageSizesMm(pdf);
    expect(pdfPageSizesMm(pdf)).toHaveLength(1);
    expect(page.width).toBeCloseTo(stock.page.width, 1);
    expect(page.height).toBeCloseTo(stock.page.height, 1);

    const pxPerMm = 300 / 25.4;
    const found = await decodePng(pdfToPngs(pdf)[0]);
    expect(found.map((result) => result.text).sort()).toEqual([...codes].sort());
    for (const result of found) {
      const index = codes.indexOf(result.text);
      const cell = sheetCell('a4-3x8', index);
      const { topLeft, bottomRight } = result.position;
      expect(topLeft.x / pxPerMm).toBeGreaterThan(cell.x);
      expect(topLeft.y / pxPerMm).toBeGreaterThan(cell.y);
      expect(bottomRight.x / pxPerMm).toBeLessThan(cell.x + stock.cell.width);
      expect(bottomRight.y / pxPerMm).toBeLessThan(cell.y + stock.cell.height);
    }
  });

  it('embeds a JPEG logo as well, refuses a logo that is not what its type says, and reports progress', async () => {
    const progress: string[] = [];
    const pdf = await renderLabelsPdf([label({}, { options: ['Logo', 'Price'], logo: { aspectRatio: 2 } })], {
      sheet: 'roll',
      logo: { data: jpegLogo(), type: 'jpeg' },
      onProgress: (done, total) => progress.push(`${done}/${total}`),
    });
    expect(pdf.includes('/DCTDecode')).toBe(true);
    expect(progress).toEqual(['1/1']);
    await expect(
      renderLabelsPdf([label({}, {})], { sheet: 'roll', logo: { data: jpegLogo(), type: 'png' } }),
    ).rejects.toThrow('The logo is not a PNG image');
  });
});
