import { describe, expect, it } from 'vitest';
import { type CartItem, type Order } from '@shared/contracts/orders';
import { validation } from '@shared/messages';
import {
  type Cart,
  cartOfHold,
  checkoutRequestOf,
  discountOf,
  discountProblem,
  EMPTY_CART,
  expiresIn,
  priceCart,
  quickCashAmounts,
} from './cart';
import { CART_STORAGE_KEY, createCartStore } from './cart.store';

function item(inventoryId: number, price: number, code = `CD${inventoryId}`): CartItem {
  return {
    inventoryId,
    code,
    title: `Jordan 1 #${inventoryId}`,
    image: null,
    sku: `SKU-${inventoryId}`,
    size: '10',
    price,
    status: 'Active',
    consigner: { id: 5, name: 'Dana Reyes', isStoreAccount: false },
  };
}

/** A Storage kept in a Map: what sessionStorage keeps across a reload of the page. */
function memoryStorage() {
  const values = new Map<string, string>();
  return {
    values,
    storage: {
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => void values.set(key, value),
      removeItem: (key: string) => void values.delete(key),
    },
  };
}

const NO_TAX = { chargeTax: false, salesTaxRate: 0 };
const TAX_8_25 = { chargeTax: true, salesTaxRate: 8.25 };

describe('the cart store', () => {
  it('adds scanned items newest first, and refuses an item already in the cart', () => {
    const cart = createCartStore(() => memoryStorage().storage);
    expect(cart.getState().addItem(item(1, 150))).toBe('added');
    expect(cart.getState().addItem(item(2, 99.5))).toBe('added');
    expect(cart.getState().addItem(item(1, 150))).toBe('duplicate');
    expect(cart.getState().lines.map((line) => line.item.inventoryId)).toEqual([2, 1]);
  });

  it('removes a line and its discount with it', () => {
    const cart = createCartStore(() => memoryStorage().storage);
    cart.getState().addItem(item(1, 150));
    cart.getState().addItem(item(2, 100));
    cart.getState().setLineDiscount(1, { type: 'percent', percent: 10 });
    cart.getState().removeLine(1);
    expect(cart.getState().lines).toEqual([{ item: item(2, 100), discount: null }]);
  });

  it('keeps line and cart discounts, and prices them as the API does', () => {
    const cart = createCartStore(() => memoryStorage().storage);
    cart.getState().addItem(item(1, 150));
    cart.getState().addItem(item(2, 100));
    cart.getState().setLineDiscount(1, { type: 'amount', cents: 2_000 });
    cart.getState().setCartDiscount({ type: 'percent', percent: 10 });
    const { totals } = priceCart(cart.getState(), TAX_8_25);
    // Nets 130 + 100 = 230; 10 % off the cart is 23.00, split 13.00 / 10.00; tax 8.25 % per line.
    expect(totals).toMatchObject({
      subtotalCents: 25_000,
      discountCents: 4_300,
      taxCents: 965 + 743,
      totalCents: 25_000 - 4_300 + 965 + 743,
    });
    expect(priceCart(cart.getState(), NO_TAX).totals?.taxCents).toBe(0);
  });

  it('survives a reload of the page: the cart is read back from session storage', () => {
    const { storage, values } = memoryStorage();
    const first = createCartStore(() => storage);
    first.getState().startFor(7);
    first.getState().addItem(item(1, 150));
    first.getState().setCartDiscount({ type: 'amount', cents: 500 });
    first.getState().addPayment('card', 10_000);
    expect(values.has(CART_STORAGE_KEY)).toBe(true);

    const reloaded = createCartStore(() => storage);
    expect(reloaded.getState()).toMatchObject({
      storeId: 7,
      lines: [{ item: item(1, 150), discount: null }],
      cartDiscount: { type: 'amount', cents: 500 },
      payments: [{ method: 'card', amountCents: 10_000 }],
    });
  });

  it("empties a cart left by another store's sign-in, but keeps this store's", () => {
    const { storage } = memoryStorage();
    const cart = createCartStore(() => storage);
    cart.getState().startFor(7);
    cart.getState().addItem(item(1, 150));
    cart.getState().startFor(7);
    expect(cart.getState().lines).toHaveLength(1);
    cart.getState().startFor(8);
    expect(cart.getState()).toMatchObject({ storeId: 8, lines: [] });
  });

  it('removes one payment of two alike, and clears everything but the store after a sale', () => {
    const cart = createCartStore(() => memoryStorage().storage);
    cart.getState().startFor(7);
    cart.getState().addItem(item(1, 150));
    cart.getState().addPayment('cash', 5_000);
    cart.getState().addPayment('cash', 5_000);
    cart.getState().removePayment(cart.getState().payments[0].id);
    expect(cart.getState().payments).toHaveLength(1);
    cart.getState().clear();
    expect(cart.getState()).toMatchObject({ ...EMPTY_CART, storeId: 7 });
  });

  it('takes the prices the API gives now, keeping the discounts', () => {
    const cart = createCartStore(() => memoryStorage().storage);
    cart.getState().addItem(item(1, 150));
    cart.getState().setLineDiscount(1, { type: 'percent', percent: 10 });
    cart.getState().refreshItems([item(1, 175)]);
    expect(cart.getState().lines).toEqual([
      { item: item(1, 175), discount: { type: 'percent', percent: 10 } },
    ]);
  });
});

describe('discounts at the register', () => {
  const cart: Cart = { ...EMPTY_CART, lines: [{ item: item(1, 150), discount: null }] };

  it("refuses what checkSale refuses, with checkSale's messages", () => {
    expect(discountProblem(cart, 1, discountOf('amount', 200), NO_TAX)).toBe(
      validation.sale.discountAbovePrice,
    );
    expect(discountProblem(cart, 1, discountOf('percent', 120), NO_TAX)).toBe(
      validation.sale.percentOutOfRange,
    );
    expect(discountProblem(cart, null, discountOf('amount', 150.01), NO_TAX)).toBe(
      validation.sale.discountAbovePrice,
    );
    expect(discountProblem(cart, 1, discountOf('amount', 150), NO_TAX)).toBeNull();
    expect(discountOf('amount', null)).toBeNull();
  });
});

describe('the checkout request', () => {
  it('sends lines in the order they were scanned, discounts in major units, and the total shown', () => {
    const cart: Cart = {
      ...EMPTY_CART,
      lines: [
        { item: item(2, 100), discount: { type: 'percent', percent: 12.5 } },
        { item: item(1, 150), discount: { type: 'amount', cents: 1_050 } },
      ],
      cartDiscount: { type: 'amount', cents: 500 },
      payments: [
        { id: 'a', method: 'card', amountCents: 10_000 },
        { id: 'b', method: 'cash', amountCents: 15_000 },
      ],
      customer: { id: null, first_name: 'Dana', last_name: 'Reyes', email: 'dana@example.test', phone: null },
    };
    expect(checkoutRequestOf(cart, 22_195)).toEqual({
      lines: [
        { inventoryId: 1, discount: { type: 'amount', value: 10.5 } },
        { inventoryId: 2, discount: { type: 'percent', value: 12.5 } },
      ],
      cartDiscount: { type: 'amount', value: 5 },
      payments: [
        { method: 'card', amount: 100 },
        { method: 'cash', amount: 150 },
      ],
      customer: { first_name: 'Dana', last_name: 'Reyes', email: 'dana@example.test', phone: '' },
      expectedTotal: 221.95,
      holdOrderId: null,
    });
    expect(checkoutRequestOf({ ...cart, customer: { ...cart.customer!, id: 9 } }, 1).customer).toEqual({
      id: 9,
    });
  });

  it('completes a hold: its items fill the cart and checkout names the hold', () => {
    const hold = {
      id: 31,
      name: '#1004',
      customer: { id: 4, first_name: 'Dana', last_name: 'Reyes', email: null, phone: '555 0101' },
      lineItems: [
        { ...item(1, 150), id: 1, returnedAt: null },
        { ...item(2, 80), id: 2, returnedAt: null },
      ],
    } as unknown as Order;
    const cart = cartOfHold(hold, 7);
    expect(cart.lines.map((line) => line.item.inventoryId)).toEqual([2, 1]);
    expect(cart.hold).toEqual({ orderId: 31, name: '#1004', customerName: 'Dana Reyes' });
    expect(checkoutRequestOf(cart, 23_000)).toMatchObject({
      holdOrderId: 31,
      customer: { id: 4 },
      lines: [{ inventoryId: 1 }, { inventoryId: 2 }],
    });
  });
});

describe('quick cash buttons', () => {
  it('offer the exact amount, then the next round notes up', () => {
    expect(quickCashAmounts(4_350)).toEqual([4_350, 4_500, 5_000, 6_000]);
    expect(quickCashAmounts(4_000)).toEqual([4_000, 5_000, 10_000]);
    expect(quickCashAmounts(12_001)).toEqual([12_001, 12_500, 13_000, 14_000]);
    expect(quickCashAmounts(0)).toEqual([]);
  });
});

describe('when a hold expires', () => {
  const now = Date.parse('2026-11-26T10:00:00Z');
  it('says it in hours and minutes, and "now" once the time is up', () => {
    expect(expiresIn('2026-11-26T15:20:30Z', now)).toBe('in 5 h 20 min');
    expect(expiresIn('2026-11-27T10:00:00Z', now)).toBe('in 24 h');
    expect(expiresIn('2026-11-26T10:12:00Z', now)).toBe('in 12 min');
    expect(expiresIn('2026-11-26T09:59:00Z', now)).toBe('now');
    expect(expiresIn(null, now)).toBe('');
  });
});
