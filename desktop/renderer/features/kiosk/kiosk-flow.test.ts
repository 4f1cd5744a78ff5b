import { describe, expect, it } from 'vitest';
import { type ShopperProduct } from '@shared/contracts/public-pages';
import { initialSizeOf, KIOSK_CLOSED, kioskFlow, type KioskStep } from './kiosk-flow';

const product: ShopperProduct = {
  id: 7,
  title: 'Dunk Low Panda',
  brand: 'Nike',
  sku: 'DD1391-100',
  category: 'Sneakers',
  image: null,
  lowestPrice: 150,
  sizes: [
    { option1Value: '9', price: 150, quantity: 1 },
    { option1Value: '10', price: 160, quantity: 2 },
  ],
};

const run = (...actions: Parameters<typeof kioskFlow>[1][]): KioskStep =>
  actions.reduce(kioskFlow, KIOSK_CLOSED);

describe('the kiosk flow', () => {
  it('opens a product at the size chosen at the start', () => {
    expect(run({ type: 'open', product, size: '10' })).toEqual({ kind: 'detail', product, size: '10' });
  });

  it('holds an item in stock and confirms it', () => {
    const step = run(
      { type: 'open', product, size: null },
      { type: 'chooseSize', size: '9' },
      { type: 'startCheckout', itemId: 41, price: 150 },
    );
    expect(step).toEqual({ kind: 'checkout', product, size: '9', itemId: 41, price: 150 });
    expect(kioskFlow(step, { type: 'ordered' })).toEqual({
      kind: 'confirmed',
      order: 'hold',
      product,
      size: '9',
    });
  });

  it('reserves a size not in stock, and a failure reopens the detail (spec 001 §8)', () => {
    const step = run({ type: 'open', product, size: '11' }, { type: 'reserve', price: 180 });
    expect(step).toEqual({ kind: 'reserve', product, size: '11', price: 180 });
    expect(kioskFlow(step, { type: 'ordered' })).toMatchObject({ kind: 'confirmed', order: 'reservation' });
    expect(kioskFlow(step, { type: 'failed' })).toEqual({ kind: 'detail', product, size: '11' });
  });

  it('cannot start an order without a size', () => {
    const step = run({ type: 'open', product, size: null });
    expect(kioskFlow(step, { type: 'startCheckout', itemId: 1, price: 1 })).toBe(step);
    expect(kioskFlow(step, { type: 'reserve', price: 1 })).toBe(step);
  });

  it('closes from any step', () => {
    expect(run({ type: 'open', product, size: '9' }, { type: 'close' })).toEqual(KIOSK_CLOSED);
  });
});

describe('initialSizeOf', () => {
  it("keeps the product's spelling of the chosen size, or the only size it has", () => {
    expect(initialSizeOf({ ...product, sizes: [{ option1Value: 'M', price: 1, quantity: 1 }] }, 'm')).toBe(
      'M',
    );
    expect(initialSizeOf({ ...product, sizes: [{ option1Value: 'M', price: 1, quantity: 1 }] }, null)).toBe(
      'M',
    );
    expect(initialSizeOf(product, null)).toBeNull();
  });
});
