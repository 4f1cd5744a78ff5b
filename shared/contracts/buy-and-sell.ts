import { z } from 'zod';
import { INTAKE_ROW_QUANTITY_MAX, INTAKE_ROWS_MAX, MONEY_MAX } from '../constants';
import { validation } from '../messages';
import { publicFormGuard, shopperLocation, shopperStore } from './public-pages';

/*
 * Buy-and-sell and the emailed price-change links (issue 17). Spec 000 §2.4 Buy-and-sell, §1
 * (sellers and stores negotiate prices); 001 §5 Buy-and-sell, §7 (GET
 * /open/stores/getStoreBuyandSellInfo: search, handle; POST /open/stores/createBuyOrder: consigner,
 * inventoryFormArray, store; POST /open/stores/acceptRequestedInventoryPriceChange/{code} and
 * rejectRequestedInventoryPriceChange/{code}), §8 (price link), §9 (payoutFee per item; setting a
 * price sets payoutAmount and payout in a buying store; new items start with condition New).
 *
 * Public answers carry nothing a store keeps private (see public-pages.ts).
 */

const text = (max: number) => z.string().trim().max(max);
const messages = validation.buyAndSell;

// --- Step 1: the store's products ------------------------------------------------------------------

/** A product a seller can offer: title, brand, image, SKU and the sizes of its template (option1 values, sorted). */
export const offerableProduct = z.object({
  id: z.number().int(),
  title: z.string(),
  brand: z.string(),
  sku: z.string(),
  image: z.string().nullable(),
  sizes: z.array(z.string()),
});
export type OfferableProduct = z.infer<typeof offerableProduct>;

/**
 * GET /open/stores/getStoreBuyandSellInfo (spec: search, handle; page / pageSize ours): the store's
 * products by the product search (every product of the store when no search), and what the flow
 * needs of the store. Unknown handle: 404 apiErrors.storeNotFound; maintenance: 503.
 */
export const buyAndSellInfoQuery = z.object({
  handle: z.string().trim().toLowerCase().min(1).max(63),
  search: text(200).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(96).default(24),
});
export type BuyAndSellInfoQuery = z.input<typeof buyAndSellInfoQuery>;

export const buyAndSellInfoResponse = z.object({
  store: shopperStore.extend({
    /** The cost per item (spec 001 §9): the summary bar's cost is count × payoutFee. */
    payoutFee: z.number(),
    isBuyingStore: z.boolean(),
  }),
  products: z.array(offerableProduct),
  count: z.number().int(),
  /** The Drop Off Location dialog's choices. */
  locations: z.array(shopperLocation),
  /** Ship to Store (disabled) says how many locations the store has: the number of `locations`. */
  locationCount: z.number().int(),
});
export type BuyAndSellInfoResponse = z.infer<typeof buyAndSellInfoResponse>;

// --- Step 2 → SUCCESS: the offer -----------------------------------------------------------------------

/** One row of the offer: `quantity` items of one product and size, at the price the seller asks. */
export const buyOrderRow = z.object({
  productId: z.number().int().positive(messages.unknownProduct),
  option1Value: text(100).min(1),
  quantity: z
    .number()
    .int(messages.quantityMin)
    .min(1, messages.quantityMin)
    .max(INTAKE_ROW_QUANTITY_MAX)
    .default(1),
  requestedPrice: z.number(messages.priceRequired).positive(messages.priceRequired).max(MONEY_MAX),
});
export type BuyOrderRow = z.input<typeof buyOrderRow>;

/** The contact form (spec 001 §5): first name, last name, email, phone and zip code, all required. */
export const buyOrderSeller = z.object({
  firstName: text(100).min(1, messages.contactRequired),
  lastName: text(100).min(1, messages.contactRequired),
  email: z.email(validation.publicForms.emailInvalid).max(255),
  phone: text(32).min(3, messages.contactRequired),
  zipCode: text(16).min(1, messages.contactRequired),
});
export type BuyOrderSeller = z.input<typeof buyOrderSeller>;

/**
 * POST /open/stores/createBuyOrder (spec: consigner, inventoryFormArray, store; the guard fields are
 * ours): in one transaction, the seller is matched to the store's consigner with that email (or
 * made, with the store's default consigner type), and every row becomes `quantity` items of status
 * Requested, condition New, at the requested price (requestedPrice and price; in a buying store
 * also payoutAmount and payout), at the drop-off location. Mails the seller a confirmation and the
 * store a notice. Rate-limited per client address.
 */
export const createBuyOrderRequest = publicFormGuard.extend({
  consigner: buyOrderSeller,
  inventoryFormArray: z.array(buyOrderRow).min(1, messages.itemsRequired).max(INTAKE_ROWS_MAX),
  store: z.object({
    handle: z.string().trim().toLowerCase().min(1).max(63),
    /** The drop-off location's id (Ship to Store is not offered yet). */
    location: z.number(messages.dropOffLocationRequired).int().positive(messages.dropOffLocationRequired),
  }),
});
export type CreateBuyOrderRequest = z.input<typeof createBuyOrderRequest>;

/** The SUCCESS screen: how many items were offered, and the mailbox the answers go to. */
export const createBuyOrderResponse = z.object({
  count: z.number().int(),
  email: z.string(),
});
export type CreateBuyOrderResponse = z.infer<typeof createBuyOrderResponse>;

// --- The emailed price-change links (/buyandsell/{action}/{code}) -------------------------------------

/** The page's actions (spec 000 §2.4): acceptPrice or rejectPrice, each running one call on load. */
export const PRICE_LINK_ACTIONS = ['acceptPrice', 'rejectPrice'] as const;
export type PriceLinkAction = (typeof PRICE_LINK_ACTIONS)[number];

/** A link's code: 43 base64url characters (32 random bytes); stored only as its SHA-256. */
export const priceLinkParams = z.object({ code: z.string().trim().min(20).max(128) });
export type PriceLinkParams = z.infer<typeof priceLinkParams>;

/** Store setting (ours): how long a price-change link stays valid. */
export const PRICE_LINK_DAYS_DEFAULT = 14;
export const PRICE_LINK_DAYS_MAX = 90;

/**
 * POST /open/stores/acceptRequestedInventoryPriceChange/{code} and
 * rejectRequestedInventoryPriceChange/{code}: accept sets the offered price and the item is Active
 * again; reject keeps the old price, Active again. A used, expired, replaced or unknown code: 410
 * with notices.priceLink.expired and nothing changes (a second click included). Success answers the
 * message (notices.priceLink.accepted / rejected), the store (for its logo and Go To Store) and the
 * item as the seller knows it.
 */
export const priceLinkResponse = z.object({
  message: z.string(),
  store: shopperStore,
  item: z.object({ title: z.string(), option1Value: z.string(), price: z.number() }),
});
export type PriceLinkResponse = z.infer<typeof priceLinkResponse>;
