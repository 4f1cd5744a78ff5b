import { type Order, type OrderLine } from '../contracts/orders';

/**
 * An order as GET /api/orders/{id} reads it, for the tests of what is made from one without a
 * database (the receipt layout, ESC/POS bytes). Two items, a cart discount, tax, cash with change.
 */
export function orderFixture(overrides: Partial<Order> = {}): Order {
  const line = (patch: Partial<OrderLine>): OrderLine => ({
    id: 1,
    inventoryId: 11,
    code: 'AB12CD',
    title: 'Nike Dunk Low Retro Panda',
    image: null,
    sku: 'DD1391-100',
    size: '10',
    location: null,
    consigner: { id: 3, name: 'Sam Seller', isStoreAccount: false },
    price: 150,
    discount: 15,
    salePrice: 135,
    tax: 10.8,
    payout: 108,
    payoutLabel: 'Payout',
    status: 'Sold',
    returnedAt: null,
    returnedTo: null,
    isPaidOut: false,
    ...patch,
  });
  return {
    id: 7,
    name: '#1001',
    source: 'register',
    status: 'completed',
    customer: { id: 5, first_name: 'Jo', last_name: 'Buyer', email: 'jo@buyer.test', phone: null },
    lineItems: [
      line({}),
      line({
        id: 2,
        inventoryId: 12,
        code: 'EF34GH',
        title: 'Air Jordan 1 Retro High OG Chicago Lost and Found (2022 release, full box)',
        size: '9.5',
        price: 300,
        discount: 0,
        salePrice: 300,
        tax: 24,
      }),
    ],
    subtotal: 450,
    discount: 15,
    tax: 34.8,
    total: 469.8,
    paid: 500,
    change: 30.2,
    refunded: 0,
    payments: [
      {
        id: 1,
        kind: 'payment',
        method: 'cash',
        amount: 500,
        createdAt: '2026-11-26T10:00:00.000Z',
        createdByName: 'Ann',
      },
    ],
    note: null,
    createdAt: '2026-11-26T10:00:00.000Z',
    completedAt: '2026-11-26T10:00:00.000Z',
    holdExpiresAt: null,
    createdByName: 'Ann Cashier',
    shopifyId: null,
    platform: null,
    ...overrides,
  };
}

export const RECEIPT_STORE = { name: 'Sole Swap', currency: 'USD', supportEmail: 'help@soleswap.test' };
