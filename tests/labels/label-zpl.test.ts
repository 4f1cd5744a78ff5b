import { describe, expect, it } from 'vitest';
import { ready } from 'zpl-renderer-js';
import { type LabelFacts, type LabelLayoutSettings, layoutLabel } from '@shared/domain/label-layout';
import { renderLabelsZpl, zplFieldData } from '../../api/src/labels/render/label-zpl';
import { decodePng } from '../support/label-decode';
import { ITEM, pngLogo, SETTINGS } from '../support/label-fixtures';

/**
 * The ZPL renderer, read back as a scanner would: each label drawn by zpl-renderer-js (Zebrash,
 * WebAssembly, offline) at the printer's resolution, its barcodes and QR codes decoded by ZXing.
 */

const label = (facts: Partial<LabelFacts>, settings: Partial<LabelLayoutSettings>) => ({
  layout: layoutLabel({ ...ITEM, ...facts }, { ...SETTINGS, ...settings }),
});

/** Each `^XA … ^XZ` of the document drawn at its label's size. */
async function drawn(
  zpl: string,
  labels: Array<{ layout: { width: number; height: number } }>,
  dpi: 203 | 300,
): Promise<Buffer[]> {
  const { api } = await ready;
  const documents = zpl.split(/(?<=\^XZ)\n/).filter((part) => part.trim());
  expect(documents).toHaveLength(labels.length);
  return Promise.all(
    documents.map(async (document, index) => {
      const { width, height } = labels[index].layout;
      return Buffer.from(await api.zplToBase64Async(document, width, height, dpi === 300 ? 12 : 8), 'base64');
    }),
  );
}

async function decoded(png: Buffer, formats?: Parameters<typeof decodePng>[1]) {
  return (await decodePng(png, formats)).map(({ format, text }) => ({ format, text }));
}

describe('renderLabelsZpl', () => {
  it.each([203, 300] as const)(
    'draws labels whose barcodes and QR codes scan back at %i dpi',
    async (dpi) => {
      const labels = [
        label(
          {},
          {
            options: ['Item Description', 'Price', 'QR Code'],
            size: { width: 100, height: 50 },
            layout: 'detailed',
          },
        ),
        label(
          { sku: 'DZ5485-612' },
          { customBarcode: 'SKU', options: ['Logo', 'Price'], logo: { aspectRatio: 2 } },
        ),
        label(
          { gtin: '4006381333931' },
          { customBarcode: 'GTIN', size: { width: 50, height: 25 }, layout: 'compact' },
        ),
        label({ gtin: '036000291452' }, { customBarcode: 'GTIN' }),
      ];
      const zpl = renderLabelsZpl(labels, { dpi, logo: { data: pngLogo(), type: 'png' } });
      expect(zpl.match(/\^XA/g)).toHaveLength(4);
      expect(zpl).toContain('^GFA,');
      const pngs = await drawn(zpl, labels, dpi);
      expect(await decoded(pngs[0])).toEqual(
        expect.arrayContaining([
          { format: 'Code128', text: ITEM.code },
          { format: 'QRCode', text: ITEM.catalogueUrl },
        ]),
      );
      expect(await decoded(pngs[1])).toEqual([{ format: 'Code128', text: 'DZ5485-612' }]);
      expect(await decoded(pngs[2])).toEqual([{ format: 'EAN13', text: '4006381333931' }]);
      // ZXing spells a UPC-A as its EAN-13 (a leading 0), as many scanners do; the scan lookup takes both.
      expect(await decoded(pngs[3], ['UPCA'])).toEqual([{ format: 'UPCA', text: '0036000291452' }]);
    },
  );

  it('sizes each label in dots at the printer resolution', () => {
    const labels = [label({}, { size: { width: 50, height: 25 } })];
    expect(renderLabelsZpl(labels, { dpi: 203, logo: null })).toContain('^PW400^LL200');
    expect(renderLabelsZpl(labels, { dpi: 300, logo: null })).toContain('^PW600^LL300');
  });

  it('escapes item text, so a title with ^XZ or ~ cannot end a label or send a command', async () => {
    const hostile = 'Dunk ^XZ^XA^FDpwned ~JR _5E';
    const labels = [label({ title: hostile, code: 'K7MX2P' }, { options: ['Item Description'] })];
    const zpl = renderLabelsZpl(labels, { dpi: 203, logo: null });
    expect(zpl.match(/\^XA/g)).toHaveLength(1);
    expect(zpl.match(/\^XZ/g)).toHaveLength(1);
    expect(zpl).not.toContain('~JR');
    expect(zplFieldData(hostile)).toBe('Dunk _5EXZ_5EXA_5EFDpwned _7EJR _5F5E');
    const [png] = await drawn(zpl, labels, 203);
    expect(await decoded(png)).toEqual([{ format: 'Code128', text: 'K7MX2P' }]);
  });

  it('writes a backslash in text and a > in Code 128 as ZPL spells them', () => {
    const labels = [
      label(
        { title: 'A\\&B', condition: '', sku: 'X>Y' },
        { customBarcode: 'SKU', options: ['Item Description'] },
      ),
    ];
    const zpl = renderLabelsZpl(labels, { dpi: 203, logo: null });
    expect(zpl).toContain('^FDA\\\\&B^FS');
    expect(zpl).toContain('^FDX>0Y^FS');
  });

  it('keeps an underscore in a barcode and a QR code as it is', async () => {
    const url = 'https://demo.consigndesk.example/items/K7MX2P?utm_source=label_print';
    const labels = [
      label(
        { sku: 'AB_12^3', catalogueUrl: url },
        { customBarcode: 'SKU', options: ['QR Code'], size: { width: 80, height: 40 } },
      ),
    ];
    const [png] = await drawn(renderLabelsZpl(labels, { dpi: 203, logo: null }), labels, 203);
    expect(await decoded(png)).toEqual(
      expect.arrayContaining([
        { format: 'Code128', text: 'AB_12^3' },
        { format: 'QRCode', text: url },
      ]),
    );
  });
});
