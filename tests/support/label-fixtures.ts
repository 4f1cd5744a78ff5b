import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import type { LabelFacts, LabelLayoutSettings } from '@shared/domain/label-layout';

/** Facts and settings the renderer tests and the bench share: a real-looking item of the demo store. */
export const ITEM: LabelFacts = {
  itemId: 42,
  code: 'K7MX2P',
  title: 'Air Jordan 1 Retro High OG Chicago Lost and Found',
  sku: 'DZ5485-612',
  size: '10.5',
  condition: 'New',
  price: 250,
  currency: 'USD',
  gtin: '4006381333931',
  consignerId: 7,
  consignerName: 'Jane Consigner',
  payoutFee: 22.5,
  subLocation: 'Shelf B3',
  shopifyId: '7001',
  catalogueUrl: 'https://demo.consigndesk.example/items/K7MX2P?utm_source=label',
  shopifyUrl: 'https://demo.myshopify.com/products/aj1-chicago?variant=7001',
};

export const SETTINGS: LabelLayoutSettings = {
  size: { width: 60, height: 40 },
  options: ['Item Description', 'Size', 'Price', 'Item Id'],
  layout: 'standard',
  customBarcode: 'CODE',
  logo: null,
};

/** A 200 × 100 logo: a black frame around a grey block, so 1-bit conversions have both colours. */
function logoPixels(): { width: number; height: number; data: Buffer } {
  const width = 200;
  const height = 100;
  const data = Buffer.alloc(width * height * 4, 255);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const isFrame = x < 10 || y < 10 || x >= width - 10 || y >= height - 10;
      const isBlock = x > 60 && x < 140 && y > 30 && y < 70;
      const value = isFrame ? 0 : isBlock ? 90 : 255;
      data.fill(value, (y * width + x) * 4, (y * width + x) * 4 + 3);
    }
  }
  return { width, height, data };
}

export function pngLogo(): Buffer {
  const { width, height, data } = logoPixels();
  const png = new PNG({ width, height });
  data.copy(png.data);
  return PNG.sync.write(png);
}

export function jpegLogo(): Buffer {
  return jpeg.encode(logoPixels(), 90).data;
}
