import { describe, expect, it } from 'vitest';
import { INTAKE_ROW_QUANTITY_MAX } from '@shared/constants';
import { createBuyOrderRequest, type OfferableProduct } from '@shared/contracts/buy-and-sell';
import {
  buyOrderRequest,
  canConfirm,
  canSellSizes,
  filledContact,
  hasSeenSplash,
  type OfferItem,
  stepIndexOf,
  withSizes,
} from './offer';

const product: OfferableProduct = {
  id: 7,
  title: 'Jordan 1 Chicago',
  brand: 'Nike',
  sku: 'AJ1-CHI',
  image: null,
  sizes: ['9', '10', '11'],
};

const contact = {
  firstName: 'Rita',
  lastName: 'Seller',
  email: 'rita@example.test',
  phone: '555 010 3000',
  zipCode: '10001',
};

describe('withSizes (Sell Item)', () => {
  it('adds a row per chosen size, one of each, not priced yet', () => {
    const items = withSizes([], product, ['9', '11']);
    expect(
      items.map(({ key, size, quantity, requestedPrice }) => ({ key, size, quantity, requestedPrice })),
    ).toEqual([
      { key: '7:9', size: '9', quantity: 1, requestedPrice: null },
      { key: '7:11', size: '11', quantity: 1, requestedPrice: null },
    ]);
  });

  it('counts a size chosen again as one more pair, keeping its price, up to the largest quantity', () => {
    const priced = withSizes([], product, ['9']).map((item) => ({ ...item, requestedPrice: 120 }));
    const again = withSizes(priced, product, ['9']);
    expect(again).toHaveLength(1);
    expect(again[0]).toMatchObject({ quantity: 2, requestedPrice: 120 });

    const full: OfferItem[] = [{ ...again[0], quantity: INTAKE_ROW_QUANTITY_MAX }];
    expect(withSizes(full, product, ['9'])[0].quantity).toBe(INTAKE_ROW_QUANTITY_MAX);
  });
});

describe('canSellSizes', () => {
  it('needs a product with an id and at least one size (spec 001 §5)', () => {
    expect(canSellSizes(product, [])).toBe(false);
    expect(canSellSizes(null, ['9'])).toBe(false);
    expect(canSellSizes({ ...product, id: 0 }, ['9'])).toBe(false);
    expect(canSellSizes(product, ['9'])).toBe(true);
  });
});

describe('canConfirm', () => {
  const items = withSizes([], product, ['9']);
  it('needs every contact field, a drop-off location and items, and no submission in progress', () => {
    expect(canConfirm({ items, contact, location: 3, isSubmitting: false })).toBe(true);
    expect(canConfirm({ items, contact, location: null, isSubmitting: false })).toBe(false);
    expect(canConfirm({ items, contact, location: 3, isSubmitting: true })).toBe(false);
    expect(canConfirm({ items: [], contact, location: 3, isSubmitting: false })).toBe(false);
    for (const field of Object.keys(contact)) {
      expect(
        canConfirm({ items, contact: { ...contact, [field]: '  ' }, location: 3, isSubmitting: false }),
      ).toBe(false);
    }
  });
});

describe('buyOrderRequest', () => {
  it('is a body the contract accepts: rows with their quantity and price, the seller, the store and location', () => {
    const items = withSizes([], product, ['9', '10']).map((item, index) => ({
      ...item,
      requestedPrice: 100 + index,
      quantity: index + 1,
    }));
    const body = buyOrderRequest({
      handle: 'demo',
      items,
      contact,
      location: 3,
      formToken: 'token',
      website: '',
    });
    expect(createBuyOrderRequest.parse(body)).toEqual({
      formToken: 'token',
      website: '',
      consigner: contact,
      inventoryFormArray: [
        { productId: 7, option1Value: '9', quantity: 1, requestedPrice: 100 },
        { productId: 7, option1Value: '10', quantity: 2, requestedPrice: 101 },
      ],
      store: { handle: 'demo', location: 3 },
    });
  });
});

describe('filledContact', () => {
  it('gives every contact field, empty for one not typed yet', () => {
    expect(filledContact({ firstName: 'Rita', email: 'rita@example.test' })).toEqual({
      firstName: 'Rita',
      lastName: '',
      email: 'rita@example.test',
      phone: '',
      zipCode: '',
    });
  });
});

describe('hasSeenSplash', () => {
  it('reads the cookie seenBuySellSplash=1 among others (spec 001 §9)', () => {
    expect(hasSeenSplash('a=b; seenBuySellSplash=1; c=d')).toBe(true);
    expect(hasSeenSplash('seenBuySellSplash=1')).toBe(true);
    expect(hasSeenSplash('seenBuySellSplash=0')).toBe(false);
    expect(hasSeenSplash('xseenBuySellSplash=1')).toBe(false);
    expect(hasSeenSplash('')).toBe(false);
  });
});

describe('stepIndexOf', () => {
  it('shows both parts of Step 2 as Confirm Details', () => {
    expect(['select', 'items', 'shipping', 'success'].map((step) => stepIndexOf(step as never))).toEqual([
      0, 1, 1, 2,
    ]);
  });
});
