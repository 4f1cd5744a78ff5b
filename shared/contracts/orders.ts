import { z } from 'zod';
import { MONEY_MAX, PAGE_SIZE_OPTIONS } from '../constants';
import { INVENTORY_STATUSES } from '../domain/inventory-status';
import { DISCOUNT_TYPES, PAYMENT_METHODS } from '../domain/sale';
import { validation } from '../messages';

/*
 * Selling (issue 15): the register, orders, kiosk holds, returns and the orders screens. Spec 000
 * §2.2 (/findOrders, /orders/{id}), §2.3 Orders, §3 Order; 001 §7 Orders. Calls the spec names keep
 * its paths and fields (GET /api/orders/{id} reads `order`, POST /api/orders/export, POST
 * /api/orders/createDraftOrder with `draftOrder`, GET /api/orders/resync/{id}, POST
 * /api/orders/linnworkOrders); the register's calls are ours and say so.
 *
 * Money crosses the API in major units (150.5), as everywhere; the rule (shared/domain/sale.ts)
 * works in cents. Every call here needs the Orders access control.
 */

const id = z.number().int().positive();
const money = z.number().min(0).max(MONEY_MAX);
const text = (max: number) => z.string().trim().max(max);

export const ORDER_SOURCES = ['register', 'kiosk', 'platform'] as const;
export type OrderSource = (typeof ORDER_SOURCES)[number];

/**
 * An order's life: a kiosk hold is `open` until the register completes it (`completed`), a cashier
 * cancels it (`cancelled`) or its time runs out (`expired`); a register sale is `completed` at once.
 */
export const ORDER_STATUSES = ['open', 'completed', 'cancelled', 'expired'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The /findOrders in-store / online filter: register and kiosk orders are in store, platform ones online. */
export const ORDER_CHANNELS = ['inStore', 'online'] as const;
export type OrderChannel = (typeof ORDER_CHANNELS)[number];

/** Where a returned item goes: back on the floor, or back to its consigner. */
export const RETURN_DESTINATIONS = ['Active', 'Withdrawn'] as const;
export type ReturnDestination = (typeof RETURN_DESTINATIONS)[number];

/** Order names run per store from this number: #1001, #1002, … */
export const FIRST_ORDER_NUMBER = 1001;
/** A kiosk hold expires after the store's holdHours (store settings); this is the default. */
export const DEFAULT_HOLD_HOURS = 24;
export const HOLD_HOURS_MAX = 24 * 30;
export const CART_MAX_LINES = 100;

// --- Shared shapes ---------------------------------------------------------------------------------

/** A discount as the cashier gives it: an amount in major units, or a percent from 0 to 100. */
export const discountInput = z.discriminatedUnion('type', [
  z.object({ type: z.literal(DISCOUNT_TYPES[0]), value: money }),
  z.object({
    type: z.literal(DISCOUNT_TYPES[1]),
    value: z.number().min(0, validation.sale.percentOutOfRange).max(100, validation.sale.percentOutOfRange),
  }),
]);
export type DiscountInput = z.infer<typeof discountInput>;

/** spec 000 §3 Order customer: first_name, last_name, email, phone. */
export const orderCustomer = z.object({
  id: z.number().int().nullable(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
});
export type OrderCustomer = z.infer<typeof orderCustomer>;

/**
 * A customer given at checkout or for a hold: an existing one by id, or a new one (first name and an
 * email or a phone). Blank email / phone count as not given.
 */
export const customerInput = z.union([
  z.object({ id }),
  z
    .object({
      first_name: text(100).min(1, validation.orderCustomer.firstNameRequired),
      last_name: text(100).default(''),
      email: z.preprocess(
        (value) => (value === '' ? undefined : value),
        z.email(validation.orderCustomer.emailInvalid).max(255).optional(),
      ),
      phone: z.preprocess((value) => (value === '' ? undefined : value), text(32).min(3).optional()),
    })
    .refine((customer) => customer.email !== undefined || customer.phone !== undefined, {
      error: validation.orderCustomer.emailOrPhone,
      path: ['email'],
    }),
]);
export type CustomerInput = z.input<typeof customerInput>;

/** GET /api/customers (ours): search by email, phone or name; at most 20, most recent first. */
export const customersQuery = z.object({ search: text(255).optional() });
export const customersResponse = z.object({ customers: z.array(orderCustomer) });
export type CustomersResponse = z.infer<typeof customersResponse>;

export const orderPayment = z.object({
  id: z.number().int(),
  /** A payment taken, or a refund given back (returns). */
  kind: z.enum(['payment', 'refund']),
  method: z.enum(PAYMENT_METHODS),
  amount: z.number(),
  createdAt: z.string(),
  createdByName: z.string().nullable(),
});
export type OrderPayment = z.infer<typeof orderPayment>;

/** The owner of a sold item, as the order screens link to it (Seller in a buying store). */
const lineOwner = z
  .object({ id: z.number().int(), name: z.string(), isStoreAccount: z.boolean() })
  .nullable();

/** One item of an order (spec 000 §3 Order lineItems are inventories), with its sale. */
export const orderLine = z.object({
  id: z.number().int(),
  inventoryId: z.number().int(),
  code: z.string(),
  title: z.string(),
  image: z.string().nullable(),
  sku: z.string(),
  /** option1Value. */
  size: z.string().nullable(),
  location: z.string().nullable(),
  consigner: lineOwner,
  /** The price the item was listed at. */
  price: z.number(),
  /** Line discount plus its share of the cart discount. */
  discount: z.number(),
  /** What it sold for: price − discount. */
  salePrice: z.number(),
  tax: z.number(),
  /** The consigner's payout worked out at sale; for a store account, the cost (payoutLabel Cost). */
  payout: z.number(),
  payoutLabel: z.enum(['Payout', 'Cost']),
  /** The item's status now (Sold, Paid, Active after a return, PendingSale while held, …). */
  status: z.enum(INVENTORY_STATUSES),
  returnedAt: z.string().nullable(),
  returnedTo: z.enum(RETURN_DESTINATIONS).nullable(),
  /** Its consigner was already paid for it: a return charges the payout back (a negative balance). */
  isPaidOut: z.boolean(),
});
export type OrderLine = z.infer<typeof orderLine>;

/** spec 000 §3 Order (id, name, shopifyId, customer, lineItems), with the register's sale. */
export const order = z.object({
  id: z.number().int(),
  /** '#1001'. */
  name: z.string(),
  source: z.enum(ORDER_SOURCES),
  status: z.enum(ORDER_STATUSES),
  customer: orderCustomer.nullable(),
  lineItems: z.array(orderLine),
  subtotal: z.number(),
  discount: z.number(),
  tax: z.number(),
  total: z.number(),
  /** Payments taken, less nothing: change is given back from it. */
  paid: z.number(),
  change: z.number(),
  refunded: z.number(),
  payments: z.array(orderPayment),
  note: z.string().nullable(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  /** An open hold's end. */
  holdExpiresAt: z.string().nullable(),
  createdByName: z.string().nullable(),
  shopifyId: z.string().nullable(),
  /** The online platform's name for a platform order; null for register and kiosk orders. */
  platform: z.string().nullable(),
});
export type Order = z.infer<typeof order>;

/** GET /api/orders/{id} reads order. */
export const orderResponse = z.object({ order });
export type OrderResponse = z.infer<typeof orderResponse>;

export const orderIdParams = z.object({ id: z.coerce.number().int().positive() });

// --- The register ------------------------------------------------------------------------------------

/**
 * GET /api/orders/cartItem?code= (ours): the item a scanned or typed code names, as a cart line shows
 * it. 404 itemNotFound for no item of this store; 409 with validation.orders.notForSale(status label)
 * for an item that is not Active, or validation.orders.heldBy(order name, customer) while a hold has
 * it. `holdOrderId` lets the register add an item the hold it is completing holds.
 */
/**
 * `code`: an item code, or (ours) a product's barcode (GTIN) or SKU, as labels printed with the
 * store's customBarcode GTIN or SKU carry: then the oldest Active item of that product (and the
 * GTIN's size) that is not in `exclude` (the cart's item ids, comma-separated).
 */
export const cartItemQuery = z.object({
  code: text(64).min(1, validation.orders.itemNotFound),
  holdOrderId: z.coerce.number().int().positive().optional(),
  exclude: z.preprocess(
    (value) =>
      typeof value === 'string'
        ? value
            .split(',')
            .filter((part) => part !== '')
            .map(Number)
        : value,
    z.array(z.number().int().positive()).max(CART_MAX_LINES).optional(),
  ),
});
export const cartItem = z.object({
  inventoryId: z.number().int(),
  code: z.string(),
  title: z.string(),
  image: z.string().nullable(),
  sku: z.string(),
  size: z.string().nullable(),
  price: z.number(),
  status: z.enum(INVENTORY_STATUSES),
  consigner: lineOwner,
});
export type CartItem = z.infer<typeof cartItem>;
export const cartItemResponse = z.object({ item: cartItem });
export type CartItemResponse = z.infer<typeof cartItemResponse>;

export const paymentInput = z.object({
  method: z.enum(PAYMENT_METHODS),
  amount: z.number().gt(0, validation.sale.paymentPositive).max(MONEY_MAX),
});
export type PaymentInput = z.infer<typeof paymentInput>;

/**
 * POST /api/orders/checkout (ours): one transaction creates the order, its lines and payments, marks
 * every item Sold (Active → Sold, or PendingSale → Sold for the items of the hold it completes) with
 * its log, and records each sale (orderId, soldOn, discount, total = sale price, payout worked out
 * again from the sale with the store's absorbDiscount). The server prices the cart again with
 * shared/domain/sale.ts; `expectedTotal` is the total the screen showed, and a cart whose total
 * changed meanwhile (a price edited) is refused, not charged. `holdOrderId` completes a kiosk hold:
 * its items left out of the cart go back to Active.
 */
export const checkoutRequest = z.object({
  lines: z
    .array(z.object({ inventoryId: id, discount: discountInput.nullish() }))
    .min(1, validation.sale.emptyCart)
    .max(CART_MAX_LINES),
  cartDiscount: discountInput.nullish(),
  payments: z.array(paymentInput).max(10),
  customer: customerInput.nullish(),
  expectedTotal: money,
  holdOrderId: id.nullish(),
  note: text(1000).nullish(),
});
export type CheckoutRequest = z.input<typeof checkoutRequest>;
/** Reads order (completed) with its change. */
export const checkoutResponse = orderResponse;

/** GET /api/orders/holds (ours): the open kiosk holds, oldest first, for the register's queue. */
export const holdsResponse = z.object({ orders: z.array(order) });
export type HoldsResponse = z.infer<typeof holdsResponse>;

/**
 * POST /api/orders/createDraftOrder (spec 001 §7: draftOrder): holds Active items for a customer
 * (each Active → PendingSale with its log), as an `open` order of source kiosk that expires after the
 * store's holdHours. An item already held or sold is refused with who has it.
 */
export const createDraftOrderRequest = z.object({
  draftOrder: z.object({
    inventories: z.array(id).min(1, validation.sale.emptyCart).max(CART_MAX_LINES),
    customer: customerInput,
    note: text(1000).nullish(),
  }),
});
export type CreateDraftOrderRequest = z.input<typeof createDraftOrderRequest>;

/** POST /api/orders/{id}/cancel (ours): cancels an open hold; its items go back to Active. Reads order. */

// --- Returns -----------------------------------------------------------------------------------------

/**
 * POST /api/orders/{id}/return (ours): returns some or all of a completed order's items. Each goes
 * back to Active or, when its consigner takes it back, to Withdrawn; its sale and payout are cleared
 * and the refund (its sale price and tax, or `refund.amount` when the cashier gives back less) is
 * recorded on the order with its method. An item whose consigner was already paid (Paid) charges
 * the payout back as a negative balance: without `confirmPaidOut: true` the call answers 409 with
 * validation.orders.returnAfterPayout, so the screen can say so before confirming.
 */
export const returnRequest = z.object({
  items: z
    .array(z.object({ inventoryId: id, to: z.enum(RETURN_DESTINATIONS) }))
    .min(1, validation.orders.selectItemsToReturn)
    .max(CART_MAX_LINES),
  refund: z.object({ method: z.enum(PAYMENT_METHODS), amount: money.optional() }),
  confirmPaidOut: z.boolean().optional(),
});
export type ReturnRequest = z.input<typeof returnRequest>;

// --- Receipts ------------------------------------------------------------------------------------------

/** GET /api/orders/{id}/receipt (ours): the 80 mm receipt, application/pdf. */
export const RECEIPT_WIDTH_MM = 80;
/** POST /api/orders/{id}/emailReceipt (ours): mails the receipt (a mail job); 202. */
export const emailReceiptRequest = z.object({ email: z.email().max(255).optional() });
export const emailReceiptResponse = z.object({ email: z.string() });

// --- /findOrders -----------------------------------------------------------------------------------

/**
 * GET /api/orders (ours; spec 000 §2.3 Orders "sold items list"): one row per item sold, newest sale
 * first. search: order name, item code, SKU or title; consigner (store accounts are not offered in
 * the filter but can be asked for); channel; the quick ranges send dateRangeStart/End (the end is
 * tomorrow, exclusive); pageSize/currentPage as the inventory lists.
 */
export const ordersQuery = z.object({
  search: z.preprocess((value) => (value === '' ? undefined : value), text(255).optional()),
  consigner: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce.number().int().positive().optional(),
  ),
  channel: z.preprocess((value) => (value === '' ? undefined : value), z.enum(ORDER_CHANNELS).optional()),
  dateRangeStart: z.preprocess((value) => (value === '' ? undefined : value), z.iso.date().optional()),
  dateRangeEnd: z.preprocess((value) => (value === '' ? undefined : value), z.iso.date().optional()),
  pageSize: z.coerce
    .number()
    .int()
    .refine((size) => (PAGE_SIZE_OPTIONS as readonly number[]).includes(size), {
      error: `pageSize must be one of ${PAGE_SIZE_OPTIONS.join(', ')}`,
    })
    .default(10),
  currentPage: z.coerce.number().int().min(1).max(1_000_000).default(1),
});
export type OrdersQuery = z.input<typeof ordersQuery>;
export type OrdersParams = z.output<typeof ordersQuery>;

/** A sold item, as the /findOrders table and cards show it (spec 000 §2.3 columns). */
export const soldItemRow = z.object({
  orderId: z.number().int(),
  /** Order No. */
  orderName: z.string(),
  source: z.enum(ORDER_SOURCES),
  inventoryId: z.number().int(),
  code: z.string(),
  title: z.string(),
  image: z.string().nullable(),
  sku: z.string(),
  size: z.string().nullable(),
  location: z.string().nullable(),
  consigner: lineOwner,
  /** The sale price. */
  price: z.number(),
  payout: z.number(),
  payoutLabel: z.enum(['Payout', 'Cost']),
  status: z.enum(INVENTORY_STATUSES),
  /** ISO; shown as YY/MM/DD. */
  soldOn: z.string(),
});
export type SoldItemRow = z.infer<typeof soldItemRow>;

export const ordersResponse = z.object({ rows: z.array(soldItemRow), count: z.number().int() });
export type OrdersResponse = z.infer<typeof ordersResponse>;

/**
 * POST /api/orders/export (spec 001 §7: orders; CSV text, downloaded as ordersExport.csv): `orders`
 * is the /findOrders filter (the rows it would list, every page; at most ORDERS_EXPORT_MAX rows).
 */
export const ORDERS_EXPORT_MAX = 100_000;
export const ordersExportRequest = z.object({
  orders: ordersQuery.omit({ pageSize: true, currentPage: true }).default({}),
});
export type OrdersExportRequest = z.input<typeof ordersExportRequest>;
export const ORDERS_EXPORT_FILENAME = 'ordersExport.csv';
