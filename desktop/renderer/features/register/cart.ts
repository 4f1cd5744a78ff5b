import {
  type CartItem,
  type CheckoutRequest,
  type DiscountInput,
  type Order,
} from '@shared/contracts/orders';
import { fromCents, toCents } from '@shared/domain/money';
import {
  checkSale,
  type Discount,
  type DiscountType,
  type PaymentMethod,
  priceSale,
  type SaleInput,
  type SaleTotals,
} from '@shared/domain/sale';

/*
 * The register's cart as data, and the rules the Sell screen applies to it before anything is sent.
 * The cart is priced with shared/domain/sale.ts, the very rule the API prices the checkout with, so
 * the total on the screen is the total the order is written with (and `expectedTotal` proves it).
 */

/** One item in the cart, as GET /api/orders/cartItem described it, with the cashier's discount. */
export interface CartLine {
  item: CartItem;
  discount: Discount | null;
}

/** A payment taken (or about to be) at the counter; `id` keeps a removable row apart from its twin. */
export interface CartPayment {
  id: string;
  method: PaymentMethod;
  amountCents: number;
}

/**
 * The sale's customer: one found by GET /api/customers (with its id), or a new one typed at the
 * counter (id null), created with the sale.
 */
export interface CartCustomer {
  id: number | null;
  first_name: string;
  last_name: string;
  email: string | null;
  phone: string | null;
}

/** The kiosk hold being completed: its items fill the cart, and checkout sends holdOrderId. */
export interface CartHold {
  orderId: number;
  name: string;
  customerName: string;
}

export interface Cart {
  /** The store the cart was rung up in: a cart never follows a sign-in to another store. */
  storeId: number | null;
  /** Newest first: the line just scanned is the one the cashier looks at. */
  lines: CartLine[];
  cartDiscount: Discount | null;
  customer: CartCustomer | null;
  payments: CartPayment[];
  hold: CartHold | null;
}

export const EMPTY_CART: Cart = {
  storeId: null,
  lines: [],
  cartDiscount: null,
  customer: null,
  payments: [],
  hold: null,
};

/** The store settings the sale is priced with (GET /api/me store). */
export interface RegisterSettings {
  chargeTax: boolean;
  salesTaxRate: number;
}

export function saleInputOf(cart: Pick<Cart, 'lines' | 'cartDiscount'>, store: RegisterSettings): SaleInput {
  return {
    lines: cart.lines.map((line) => ({
      inventoryId: line.item.inventoryId,
      priceCents: toCents(line.item.price),
      discount: line.discount,
    })),
    cartDiscount: cart.cartDiscount,
    isTaxCharged: store.chargeTax,
    taxRatePercent: store.salesTaxRate,
  };
}

/** The cart's totals, or why it cannot be priced (an empty cart, a discount above the price). */
export function priceCart(
  cart: Pick<Cart, 'lines' | 'cartDiscount'>,
  store: RegisterSettings,
): { totals: SaleTotals; problem: null } | { totals: null; problem: string } {
  const input = saleInputOf(cart, store);
  const problem = checkSale(input);
  return problem ? { totals: null, problem } : { totals: priceSale(input), problem: null };
}

/**
 * A discount as the cashier typed it (an amount in major units or a percent), as the sale rule
 * takes it; null for an empty field.
 */
export function discountOf(type: DiscountType, value: number | null): Discount | null {
  if (value === null || !Number.isFinite(value)) return null;
  return type === 'amount' ? { type, cents: toCents(value) } : { type, percent: value };
}

/** Why this discount cannot be given on this line (or, with inventoryId null, on the cart), or null. */
export function discountProblem(
  cart: Pick<Cart, 'lines' | 'cartDiscount'>,
  target: number | null,
  discount: Discount | null,
  store: RegisterSettings,
): string | null {
  const next =
    target === null
      ? { ...cart, cartDiscount: discount }
      : {
          ...cart,
          lines: cart.lines.map((line) => (line.item.inventoryId === target ? { ...line, discount } : line)),
        };
  return checkSale(saleInputOf(next, store));
}

function discountInput(discount: Discount | null): DiscountInput | null {
  if (!discount) return null;
  return discount.type === 'amount'
    ? { type: 'amount', value: fromCents(discount.cents) }
    : { type: 'percent', value: discount.percent };
}

/** POST /api/orders/checkout for this cart, priced at `totalCents` (the total the screen shows). */
export function checkoutRequestOf(cart: Cart, totalCents: number, customer = cart.customer): CheckoutRequest {
  return {
    lines: [...cart.lines]
      .reverse()
      .map((line) => ({ inventoryId: line.item.inventoryId, discount: discountInput(line.discount) })),
    cartDiscount: discountInput(cart.cartDiscount),
    payments: cart.payments.map((payment) => ({
      method: payment.method,
      amount: fromCents(payment.amountCents),
    })),
    customer: customer
      ? customer.id !== null
        ? { id: customer.id }
        : {
            first_name: customer.first_name,
            last_name: customer.last_name,
            email: customer.email ?? '',
            phone: customer.phone ?? '',
          }
      : null,
    expectedTotal: fromCents(totalCents),
    holdOrderId: cart.hold?.orderId ?? null,
  };
}

/** "Dana Reyes", or the email or phone of a customer without a name. */
export function customerName(customer: Pick<CartCustomer, 'first_name' | 'last_name' | 'email' | 'phone'>) {
  const name = `${customer.first_name} ${customer.last_name}`.trim();
  return name || customer.email || customer.phone || 'Customer';
}

/** The cart a kiosk hold fills: its items (those not returned), its customer, nothing paid yet. */
export function cartOfHold(order: Order, storeId: number | null): Cart {
  return {
    storeId,
    lines: order.lineItems
      .filter((line) => line.returnedAt === null)
      .map((line) => ({
        item: {
          inventoryId: line.inventoryId,
          code: line.code,
          title: line.title,
          image: line.image,
          sku: line.sku,
          size: line.size,
          price: line.price,
          status: line.status,
          consigner: line.consigner,
        },
        discount: null,
      }))
      .reverse(),
    cartDiscount: null,
    customer: order.customer ? { ...order.customer } : null,
    payments: [],
    hold: {
      orderId: order.id,
      name: order.name,
      customerName: order.customer ? customerName(order.customer) : '',
    },
  };
}

/** Round notes a customer hands over, in cents: the quick cash buttons offer the next ones up. */
const ROUND_AMOUNTS_CENTS = [500, 1_000, 2_000, 5_000, 10_000];

/**
 * The quick cash buttons for what is due: the exact amount, then the next round amounts above it
 * (the next multiple of 5, 10, 20, 50 and 100), at most `count` in all, without repeats.
 */
export function quickCashAmounts(dueCents: number, count = 4): number[] {
  if (dueCents <= 0) return [];
  const amounts = [dueCents];
  for (const step of ROUND_AMOUNTS_CENTS) {
    const next = Math.ceil(dueCents / step) * step;
    if (!amounts.includes(next)) amounts.push(next);
    if (amounts.length >= count) break;
  }
  return amounts.sort((a, b) => a - b).slice(0, count);
}

/** "in 5 h 20 min", "in 12 min", or "now" for a hold whose time is up (the expiry job will close it). */
export function expiresIn(holdExpiresAt: string | null, now = Date.now()): string {
  if (!holdExpiresAt) return '';
  const minutes = Math.floor((Date.parse(holdExpiresAt) - now) / 60_000);
  if (minutes <= 0) return 'now';
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `in ${rest} min`;
  return rest === 0 ? `in ${hours} h` : `in ${hours} h ${rest} min`;
}
