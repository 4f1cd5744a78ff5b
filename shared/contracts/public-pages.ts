import { z } from 'zod';
import { RESERVE_LINE_ITEM_QUANTITY } from '../constants';
import { validation } from '../messages';

/*
 * Public pages (issue 17): the catalogue, the kiosk and its reservations, and the guard every public
 * write passes. Spec 000 §2.1, §2.4, §3 (Catalogue response, Stock lookup, Reserve order); 001 §5,
 * §7 (GET /open/stores/getStoreProducts, GET /api/inventories/getStoreProducts, POST
 * /api/inventories/inStoreInventoryDetails; and the calls known by name only: catalogue fetch by
 * handle, stock details, create order for a reservation, send catalogue by email), §9.
 *
 * Every public answer carries what a shopper may see and nothing else: no consigner, no payout, no
 * cost or fee, no notes, no item code (it is printed on the label and answers offers, see
 * buy-and-sell.ts). Prices are public prices (shared/domain/public-price.ts): computed by the API.
 * Money in the store's currency, major units.
 */

const id = z.number().int().positive();
const text = (max: number) => z.string().trim().max(max);
const page = z.coerce.number().int().min(1).default(1);
/** Public lists page by this many products (the grids are 4 wide). */
export const PUBLIC_PAGE_SIZE = 24;
export const PUBLIC_PAGE_SIZE_MAX = 96;
const pageSize = z.coerce.number().int().min(1).max(PUBLIC_PAGE_SIZE_MAX).default(PUBLIC_PAGE_SIZE);

// --- The guard of every public write ---------------------------------------------------------------

/**
 * A public form's proof it was filled by a person (ours; no outside captcha): `formToken` comes from
 * GET /open/stores/formToken when the form opens, and is refused if sent back sooner than
 * PUBLIC_FORM_MIN_FILL_MS or later than PUBLIC_FORM_TOKEN_TTL_MS (signed by the server: a client
 * cannot forge its time); `website` is a honeypot field people never see and must stay empty.
 * Every public write is also rate-limited per client address and size-limited.
 */
export const PUBLIC_FORM_MIN_FILL_MS = 3_000;
export const PUBLIC_FORM_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;
/** The largest body a public write accepts (bytes). */
export const PUBLIC_WRITE_BODY_MAX_BYTES = 64 * 1024;

export const publicFormGuard = z.object({
  formToken: z.string().trim().min(1, validation.publicForms.formExpired).max(512),
  website: z.string().max(200).optional(),
});
export type PublicFormGuard = z.infer<typeof publicFormGuard>;

/** GET /open/stores/formToken?handle= (ours). */
export const publicStoreQuery = z.object({ handle: z.string().trim().toLowerCase().min(1).max(63) });
export type PublicStoreQuery = z.infer<typeof publicStoreQuery>;
export const formTokenResponse = z.object({ formToken: z.string() });
export type FormTokenResponse = z.infer<typeof formTokenResponse>;

// --- What a shopper sees -------------------------------------------------------------------------------

/** The store on its public pages: name, handle, currency, logo (also the share image). */
export const shopperStore = z.object({
  name: z.string(),
  handle: z.string(),
  currency: z.string(),
  logo: z.string().nullable(),
});
export type ShopperStore = z.infer<typeof shopperStore>;

/** One size of a product on offer: its lowest public price and how many are available at it. */
export const shopperSize = z.object({
  option1Value: z.string(),
  price: z.number(),
  quantity: z.number().int(),
});
export type ShopperSize = z.infer<typeof shopperSize>;

/** A product card: what it is, and its sizes in stock (sorted by the size rules). */
export const shopperProduct = z.object({
  id: z.number().int(),
  title: z.string(),
  brand: z.string(),
  sku: z.string(),
  category: z.string(),
  image: z.string().nullable(),
  /** The lowest public price of its sizes; null when none is in stock. */
  lowestPrice: z.number().nullable(),
  sizes: z.array(shopperSize),
});
export type ShopperProduct = z.infer<typeof shopperProduct>;

/** An item as a shopper sees it: never its code, owner, payout, cost or notes. */
export const shopperInventory = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  option1Value: z.string(),
  option2Value: z.string().nullable(),
  /** The public price (shared/domain/public-price.ts). */
  price: z.number(),
  /** Whether it is on the floor (Active) or elsewhere in the store's stock (priced with upPrice). */
  inStock: z.boolean(),
  location: z.string().nullable(),
});
export type ShopperInventory = z.infer<typeof shopperInventory>;

export const shopperLocation = z.object({ id: z.number().int(), name: z.string() });
export type ShopperLocation = z.infer<typeof shopperLocation>;

// --- Catalogue (/catalogue/{handle}) -----------------------------------------------------------------

/**
 * GET /open/stores/getStoreProducts (spec 001 §7: search, location, handle; the catalogue fetch by
 * handle): the store's products with Active items, newest listed first. page / pageSize are ours.
 * An unknown handle: 404. A store in maintenance mode: 503 with apiErrors.maintenance.
 */
export const catalogueQuery = z.object({
  handle: z.string().trim().toLowerCase().min(1).max(63),
  search: text(200).optional(),
  location: z.coerce.number().int().positive().optional(),
  page,
  pageSize,
});
export type CatalogueQuery = z.input<typeof catalogueQuery>;

/**
 * spec 000 §3 Catalogue response: products, locations, signUpLink, inventories, logo. `inventories`
 * are the page's products' items (public fields only). Ours: `store`, `count` (products matching),
 * `bestSellers` (the IN DEMAND banner: the products sold most over CATALOGUE_BEST_SELLER_DAYS, at
 * most 8, without their counts).
 */
export const catalogueResponse = z.object({
  store: shopperStore,
  products: z.array(shopperProduct),
  count: z.number().int(),
  locations: z.array(shopperLocation),
  /** The store's consigner signup address (Sign in / Sign up); null when it has none. */
  signUpLink: z.string().nullable(),
  inventories: z.array(shopperInventory),
  logo: z.string().nullable(),
  bestSellers: z.array(shopperProduct),
});
export type CatalogueResponse = z.infer<typeof catalogueResponse>;

/**
 * POST /open/stores/sendCatalogue (ours; spec: "send catalogue by email"): mails the catalogue's
 * address to `email`. Rate-limited per client address and per mailbox. Answers notices.emailSent.
 */
export const sendCatalogueRequest = publicFormGuard.extend({
  handle: z.string().trim().toLowerCase().min(1).max(63),
  email: z.email(validation.publicForms.emailInvalid).max(255),
});
export type SendCatalogueRequest = z.input<typeof sendCatalogueRequest>;
export const messageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponse>;

// --- Kiosk (/instore; a signed-in user with InStoreApp) ----------------------------------------------

/**
 * GET /api/kiosk (ours): what the kiosk's start screen shows: the store, the category buttons (the
 * templates' categories) and the size buttons (shared/domain/kiosk.ts kioskSizesOf).
 */
export const kioskResponse = z.object({
  store: shopperStore,
  categories: z.array(z.string()),
  sizes: z.array(z.string()),
});
export type KioskResponse = z.infer<typeof kioskResponse>;

/**
 * GET /api/kiosk/products (ours; search, location as spec 001 §7's getStoreProducts, and category,
 * size, page, pageSize): the kiosk grid, newest updated first. Not GET
 * /api/inventories/getStoreProducts: that path already answers the Request Items screen (Products;
 * shared/contracts/store-requests.ts) with another shape, and one path cannot answer two. Without search text only products with Active
 * items (of `size` when given); with search text every product the product search finds (a shopper
 * can reserve what is not in stock). Needs InStoreApp.
 */
export const kioskProductsQuery = z.object({
  search: text(200).optional(),
  location: z.coerce.number().int().positive().optional(),
  category: text(100).optional(),
  size: text(100).optional(),
  page,
  pageSize,
});
export type KioskProductsQuery = z.input<typeof kioskProductsQuery>;
export const kioskProductsResponse = z.object({
  products: z.array(shopperProduct),
  count: z.number().int(),
});
export type KioskProductsResponse = z.infer<typeof kioskProductsResponse>;

/**
 * POST /api/inventories/inStoreInventoryDetails (spec 001 §7; the stock details): one product and
 * size. Needs InStoreApp. Another store's product: 404.
 */
export const stockLookupRequest = z.object({
  productId: id,
  option1Value: text(100).min(1),
  location: id.optional(),
});
export type StockLookupRequest = z.infer<typeof stockLookupRequest>;

/**
 * spec 000 §3 Stock lookup: inStock (an Active item of this size is on the floor), relatedInventories
 * (the product's items a shopper can find, every size, public prices), lastSoldPrice (the last sale
 * price of this product and size, 0 when never sold). Ours: `reservePrice`
 * (shared/domain/public-price.ts reservePriceOf) and the Active item a hold would take (`holdItemId`,
 * null when none).
 */
export const stockLookupResponse = z.object({
  inStock: z.boolean(),
  relatedInventories: z.array(shopperInventory),
  lastSoldPrice: z.number(),
  reservePrice: z.number(),
  holdItemId: z.number().int().nullable(),
});
export type StockLookupResponse = z.infer<typeof stockLookupResponse>;

// --- Reservations (the kiosk's Reserve Mine; "create order for a reservation") ------------------------

export const RESERVATION_STATUSES = ['open', 'fulfilled', 'cancelled'] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];

/** spec 000 §3 Reserve order line_items: quantity (1), variant_id (the product's id), title, price, option. */
export const reserveLineItem = z.object({
  quantity: z.literal(RESERVE_LINE_ITEM_QUANTITY).default(RESERVE_LINE_ITEM_QUANTITY),
  variant_id: id,
  title: text(300).optional(),
  /** Sent for the spec's shape; the API prices the reservation itself (reservePriceOf). */
  price: z.number().min(0).optional(),
  option: z.object({ option1: text(100).min(1), option2: text(100).nullish() }),
});

/**
 * POST /api/orders/reservations (ours; spec: create order for a reservation). Needs InStoreApp or
 * Orders. customer: first_name (required), last_name, phone (+{country code}{10 digits},
 * reserveCustomerOf), email optional. One line item. Refused with validation.reserve.invalidCustomer
 * when the name or number is not valid.
 */
export const createReservationRequest = z.object({
  customer: z.object({
    first_name: text(100).min(1, validation.reserve.invalidCustomer),
    last_name: text(100).default(''),
    phone: z
      .string()
      .trim()
      .regex(/^\+\d{1,3}\d{10}$/, validation.reserve.invalidCustomer),
    email: z.preprocess((value) => (value === '' ? undefined : value), z.email().max(255).optional()),
  }),
  line_items: z.array(reserveLineItem).length(1),
  note: text(1000).nullish(),
});
export type CreateReservationRequest = z.input<typeof createReservationRequest>;

/** A reservation as the store sees it (and the kiosk's confirmation). */
export const reservation = z.object({
  id: z.number().int(),
  /** R-1001, R-1002, … per store. */
  name: z.string(),
  status: z.enum(RESERVATION_STATUSES),
  customer: z.object({
    first_name: z.string(),
    last_name: z.string(),
    phone: z.string(),
    email: z.string().nullable(),
  }),
  line_items: z.array(
    z.object({
      quantity: z.number().int(),
      variant_id: z.number().int(),
      title: z.string(),
      price: z.number(),
      option: z.object({ option1: z.string(), option2: z.string().nullable() }),
    }),
  ),
  /** spec: a note holding option1, option2 and price. */
  note: z.string(),
  product: z.object({
    id: z.number().int(),
    title: z.string(),
    sku: z.string(),
    image: z.string().nullable(),
  }),
  createdAt: z.string(),
  closedAt: z.string().nullable(),
  closedBy: z.string().nullable(),
});
export type Reservation = z.infer<typeof reservation>;
export const reservationResponse = z.object({ reservation });
export type ReservationResponse = z.infer<typeof reservationResponse>;

/** GET /api/orders/reservations (ours; Orders): status (default open), page; oldest open first. */
export const reservationsQuery = z.object({
  status: z.enum(RESERVATION_STATUSES).default('open'),
  page,
  pageSize,
});
export type ReservationsQuery = z.input<typeof reservationsQuery>;
export const reservationsResponse = z.object({ reservations: z.array(reservation), count: z.number().int() });
export type ReservationsResponse = z.infer<typeof reservationsResponse>;

/** The {id} of /api/orders/reservations/{id}/… (ours). */
export const reservationIdParams = z.object({ id: z.coerce.number().int().positive() });
export type ReservationIdParams = z.infer<typeof reservationIdParams>;

/** POST /api/orders/reservations/{id}/close (ours; Orders): fulfilled or cancelled; only an open one. */
export const closeReservationRequest = z.object({ status: z.enum(['fulfilled', 'cancelled']) });
export type CloseReservationRequest = z.infer<typeof closeReservationRequest>;
