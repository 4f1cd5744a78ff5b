import { z } from 'zod';
import {
  DEFAULT_PAGE_SIZE,
  DROP_OFF_SHIPPING,
  INTAKE_ROW_QUANTITY_MAX,
  NOTES_MAX_CHARS,
  PAGE_SIZE_OPTIONS,
  PAYOUT_OPTIONS,
  PORTAL_PRODUCTS_PAGE_SIZE_MAX,
  SIGNUP_INFO_OPTIONS,
} from '../constants';
import { PORTAL_ITEM_ACTIONS, PORTAL_SIGNUP_STEPS } from '../domain/consigner-portal';
import { INVENTORY_STATUSES } from '../domain/inventory-status';
import { CHEQUE_STATES, PAYOUT_CONSIGNER_STATUSES, PAYOUT_STATUSES } from '../domain/payouts';
import { validation } from '../messages';
import { consigner } from './consigners';
import { moneyField } from './field-messages';
import { optionValue } from './inventories';
import { recordRef } from './inventory-actions';

/*
 * The consigner portal (issue 18; docs/consigner-portal.md). Every call here is a consigner's own:
 * the API answers only their items and payouts in their own store (another consigner's item or
 * another store's: 404), and staff routes stay closed to them (403).
 *
 * Where the spec names the call, its path is kept and its contract lives with the rest of its
 * area; the portal uses it as it stands:
 *   - POST /api/consigners (consigner-accounts.ts createConsignerRequest): the profile after the
 *     email is verified (the store's signupInfo fields);
 *   - PUT /api/consigners/{id} (consigners.ts updateConsignerRequest): payout details (PayPal or
 *     Zelle email in payoutData, Bank in bankData with the rules of 001 §5), acceptedTOS, profile,
 *     emailNotifications. Bank details once stored answer 403 validation.consigner.bankLocked;
 *   - PUT /api/consigners/updatePassword (consigner-accounts.ts updatePasswordRequest);
 *   - POST /api/inventories (inventories.ts createInventoriesRequest; rows as portalDropOffRow
 *     below): the wizard's listing, Drop off pending items of the caller;
 *   - POST /api/inventories/cancelDropoff (inventory-actions.ts cancelDropoffRequest, `consigner`
 *     the caller's own id or left out);
 *   - POST /api/inventories/fees (inventories.ts feesRequest): the wizard's fee breakdown, always
 *     for the caller's own fee schedule;
 *   - POST /api/inventories/requestPriceChange and requestWithdrawal (inventory-actions.ts
 *     requestPriceChangeRequest, requestWithdrawalRequest; ours, spec 000 §1);
 *   - GET /api/consigners/consignerReport (the dashboard report, reports' contract).
 * The calls the spec does not show are ours, under /api/portal/, and are defined below.
 */

const id = z.number().int();
const blankAsUndefined = (value: unknown) => (value === '' ? undefined : value);
const page = z.preprocess(blankAsUndefined, z.coerce.number().int().min(1).default(1));
const pageSize = z.preprocess(
  blankAsUndefined,
  z.coerce
    .number()
    .int()
    .refine((size) => (PAGE_SIZE_OPTIONS as readonly number[]).includes(size), {
      error: `pageSize must be one of ${PAGE_SIZE_OPTIONS.join(', ')}`,
    })
    .default(DEFAULT_PAGE_SIZE),
);

// --- The store the consigner signs up with --------------------------------------------------------

export const portalLocation = z.object({ id, name: z.string(), label: z.string().nullable() });
export type PortalLocation = z.infer<typeof portalLocation>;

/**
 * What the portal shows of its store: branding, the sign-up fields (signupInfo), the payout
 * options offered, the terms to accept, the ship instructions (the SHIP step's "ship to the
 * store" choice) and the locations a drop-off can be brought to (active ones).
 */
export const portalStore = z.object({
  id,
  name: z.string(),
  handle: z.string(),
  logo: z.string().nullable(),
  currency: z.string(),
  supportEmail: z.string(),
  /** In a buying store the consigner is called Seller throughout (spec 000 §1). */
  isBuyingStore: z.boolean(),
  signupInfo: z.array(z.enum(SIGNUP_INFO_OPTIONS)),
  payoutOptions: z.array(z.enum(PAYOUT_OPTIONS)),
  termsOfService: z.string().nullable(),
  /** One instruction a line; empty: the store takes no shipped items (the ship choice is refused). */
  shipInstructions: z.array(z.string()),
  /** Per-store feature: the Bank form hides Bank Type, Swift, IBAN and Routing (spec 001 §9). */
  hideBankRouting: z.boolean(),
  locations: z.array(portalLocation),
});
export type PortalStore = z.infer<typeof portalStore>;

/**
 * GET /api/portal/store (ours; any verified account of the store, with or without a consigner
 * profile yet): the sign-up completion screens and the drop-off wizard read it.
 */
export const portalStoreResponse = z.object({ store: portalStore });
export type PortalStoreResponse = z.infer<typeof portalStoreResponse>;

// --- Settings and sign-up state --------------------------------------------------------------------

/**
 * GET /api/portal/settings (ours): the caller's own consigner record (bank details included: they
 * are theirs), whether the bank details are locked (the screen then says to contact the store,
 * validation.consigner.bankLocked) and the sign-up step they are at (payout details, terms, done).
 */
export const portalSettingsResponse = z.object({
  consigner,
  bankDetailsLocked: z.boolean(),
  signupStep: z.enum(PORTAL_SIGNUP_STEPS),
});
export type PortalSettingsResponse = z.infer<typeof portalSettingsResponse>;

// --- My items ---------------------------------------------------------------------------------------

const statusList = z.preprocess(
  (value) => {
    if (value === undefined || value === '') return undefined;
    const list = Array.isArray(value) ? value : String(value).split(',');
    return list.map((entry) => String(entry).trim()).filter(Boolean);
  },
  z.array(z.enum(INVENTORY_STATUSES)).max(INVENTORY_STATUSES.length).optional(),
);

/**
 * GET /api/portal/items (ours): the caller's items, newest first. status: one status or several
 * (comma-separated or repeated); search: title, SKU or code; paging as the store's lists.
 */
export const portalItemsQuery = z.object({
  status: statusList,
  search: z.preprocess(blankAsUndefined, z.string().trim().max(100).optional()),
  currentPage: page,
  pageSize,
});
export type PortalItemsQuery = z.input<typeof portalItemsQuery>;
export type PortalItemsParams = z.output<typeof portalItemsQuery>;

/** A product as the portal names it. */
export const portalProductRef = z.object({
  id,
  title: z.string(),
  sku: z.string(),
  brand: z.string(),
  category: z.string(),
  image: z.string().nullable(),
});

/** One of the consigner's items as the portal lists it. Money in the store's currency, major units. */
export const portalItem = z.object({
  id,
  code: z.string(),
  product: portalProductRef,
  option1Value: z.string().nullable(),
  option2Value: z.string().nullable(),
  option3Value: z.string().nullable(),
  location: portalLocation.nullable(),
  status: z.enum(INVENTORY_STATUSES),
  /** The status as the consigner reads it (consignerStatusLabel, shared/domain/consigner-portal.ts). */
  statusLabel: z.string(),
  price: z.number().nullable(),
  /** What the consigner gets when it sells (after fees). */
  payout: z.number().nullable(),
  /** 'Payout', or 'Cost' for a store account (spec 000 §6). */
  payoutLabel: z.enum(['Payout', 'Cost']),
  /** The price the consigner asked for (RequestPriceChange) or the store offers (StoreRequestPriceChange). */
  requestedPrice: z.number().nullable(),
  currency: z.string(),
  trackingCode: z.string().nullable(),
  /** ISO dates. */
  acceptedOn: z.string().nullable(),
  soldOn: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** What the status machine lets the consigner do now (portalItemActions). */
  actions: z.array(z.enum(PORTAL_ITEM_ACTIONS)),
});
export type PortalItem = z.infer<typeof portalItem>;

/** How many of the caller's items are in each status they have (whatever the filters): the filter's counts. */
export const portalStatusCount = z.object({
  status: z.enum(INVENTORY_STATUSES),
  label: z.string(),
  count: z.number().int(),
});
export type PortalStatusCount = z.infer<typeof portalStatusCount>;

export const portalItemsResponse = z.object({
  items: z.array(portalItem),
  count: z.number().int(),
  statusCounts: z.array(portalStatusCount),
});
export type PortalItemsResponse = z.infer<typeof portalItemsResponse>;

export const portalItemIdParams = z.object({ id: z.coerce.number().int().positive() });
/** GET /api/portal/items/{id} (ours): one of the caller's items; 404 for anyone else's. */
export const portalItemResponse = z.object({ item: portalItem });
export type PortalItemResponse = z.infer<typeof portalItemResponse>;

// --- Answering the store's price offer ---------------------------------------------------------------

/**
 * POST /api/portal/answerOffer (ours): the consigner accepts or rejects the store's price offer on
 * an item in StoreRequestPriceChange, signed in, as the emailed link does (the link is spent with
 * it). Accept: the offered price applies; both: Active again. Answers the item and the link page's
 * message (notices.priceLink).
 */
export const PORTAL_OFFER_ANSWERS = ['accept', 'reject'] as const;
export const answerOfferRequest = z.object({
  inventory: recordRef,
  answer: z.enum(PORTAL_OFFER_ANSWERS),
});
export type AnswerOfferRequest = z.input<typeof answerOfferRequest>;
export const answerOfferResponse = z.object({ item: portalItem, message: z.string() });
export type AnswerOfferResponse = z.infer<typeof answerOfferResponse>;

// --- Listing items for drop-off (the add-inventory wizard) -------------------------------------------

/**
 * The products a consigner may list (GET /api/portal/products, ours): the store's catalogue with
 * each product's template, whose options are the wizard's steps (spec 001 §9: SIZE, CONDITION,
 * PRICE, and SHIP for consigners).
 */
export const portalProductsQuery = z.object({
  search: z.preprocess(blankAsUndefined, z.string().trim().max(100).optional()),
  currentPage: page,
  pageSize: z.preprocess(
    blankAsUndefined,
    z.coerce.number().int().min(1).max(PORTAL_PRODUCTS_PAGE_SIZE_MAX).default(20),
  ),
});
export type PortalProductsQuery = z.input<typeof portalProductsQuery>;
export type PortalProductsParams = z.output<typeof portalProductsQuery>;

export const portalTemplate = z.object({
  id,
  option1: z.string(),
  option1Values: z.array(z.string()),
  option2: z.string().nullable(),
  option2Values: z.array(z.string()).nullable(),
  option3: z.string().nullable(),
  option3Values: z.array(z.string()).nullable(),
});
export const portalProduct = portalProductRef.extend({ template: portalTemplate });
export type PortalProduct = z.infer<typeof portalProduct>;
export const portalProductsResponse = z.object({
  products: z.array(portalProduct),
  count: z.number().int(),
});
export type PortalProductsResponse = z.infer<typeof portalProductsResponse>;

/**
 * One row of a consigner's POST /api/inventories (spec 001 §7: inventoryFormArray with
 * consignerFbUserId): `quantity` items of one variant at a price, each made a Drop off pending
 * item of the caller. The SHIP step: `shipping` 'dropOff' needs the location it is brought to
 * ('Drop Off location is required.'); 'ship' sends no location (the store places it when it
 * accepts it) and may carry the parcel's tracking code. consignerFbUserId, when sent, must be the
 * caller's own account id. The API also takes the full inventoryFormRow (inventories.ts); the
 * fields a consigner may not set (status other than Pending, cost, buyingId) are refused.
 */
export const portalDropOffRow = z.object({
  productId: z.number().int().positive(),
  productTemplateId: z.number().int().positive().nullish(),
  option1Value: optionValue,
  option2Value: optionValue,
  option3Value: optionValue,
  price: moneyField(validation.scan.enterPrice),
  quantity: z.number().int().min(1).max(INTAKE_ROW_QUANTITY_MAX).default(1),
  status: z.literal('Pending').default('Pending'),
  consignerFbUserId: z.string().trim().max(64).nullish(),
  shipping: z.enum(DROP_OFF_SHIPPING),
  location: z.number().int().positive().nullish(),
  subLocation: z.number().int().positive().nullish(),
  trackingCode: z.string().trim().max(255).nullish(),
  notes: z.string().trim().max(NOTES_MAX_CHARS).nullish(),
  hasCleaningFee: z.boolean().default(false),
  hasBoxFee: z.boolean().default(false),
});
export type PortalDropOffRow = z.input<typeof portalDropOffRow>;
export const portalDropOffRequest = z.object({ inventoryFormArray: z.array(portalDropOffRow).min(1) });
export type PortalDropOffRequest = z.input<typeof portalDropOffRequest>;

// --- Payouts --------------------------------------------------------------------------------------

/** GET /api/portal/payouts (ours): the caller's payouts, newest first, and what is owed to them now. */
export const portalPayoutsQuery = z.object({ currentPage: page, pageSize });
export type PortalPayoutsQuery = z.input<typeof portalPayoutsQuery>;
export type PortalPayoutsParams = z.output<typeof portalPayoutsQuery>;

export const portalPayoutItem = z.object({
  inventoryId: id,
  code: z.string(),
  title: z.string(),
  /** option1Value. */
  size: z.string().nullable(),
  /** ISO; the sale's date. */
  soldOn: z.string().nullable(),
  salePrice: z.number(),
  payout: z.number(),
});
export type PortalPayoutItem = z.infer<typeof portalPayoutItem>;

export const portalCheque = z.object({
  number: z.number().int(),
  amount: z.number(),
  state: z.enum(CHEQUE_STATES),
  createdAt: z.string(),
});
export type PortalCheque = z.infer<typeof portalCheque>;

/** The caller's share of one payout. */
export const portalPayout = z.object({
  id,
  name: z.string(),
  /** ISO. */
  createdAt: z.string(),
  /** The payout as a whole (the store's status). */
  payoutStatus: z.enum(PAYOUT_STATUSES),
  /** The caller's share: Unpaid, Pending (cheques on their way), Failed, Paid. */
  status: z.enum(PAYOUT_CONSIGNER_STATUSES),
  /** How it is paid: 'Cheque' for an automated payout, else the payout type on file (null: none set). */
  method: z.enum([...PAYOUT_OPTIONS, 'Cheque']).nullable(),
  itemCount: z.number().int(),
  itemsTotal: z.number(),
  /** Outstanding withdrawal fees this payout took. */
  balanceApplied: z.number(),
  /** What the caller is paid: itemsTotal − balanceApplied. */
  amount: z.number(),
  /** ISO; when it was marked paid or the last cheque sent. */
  paidAt: z.string().nullable(),
  items: z.array(portalPayoutItem),
  cheques: z.array(portalCheque),
});
export type PortalPayout = z.infer<typeof portalPayout>;

/** Sold items no payout took yet: what the store owes the caller now. */
export const portalPending = z.object({
  itemCount: z.number().int(),
  /** Their payouts summed (after fees). */
  itemsTotal: z.number(),
  /** Outstanding withdrawal fees, taken from the next payout. */
  negativeBalance: z.number(),
  /** itemsTotal − negativeBalance, never below 0: the Pending Payout. */
  owed: z.number(),
});
export type PortalPending = z.infer<typeof portalPending>;

export const portalPayoutsResponse = z.object({
  payouts: z.array(portalPayout),
  count: z.number().int(),
  pending: portalPending,
  currency: z.string(),
});
export type PortalPayoutsResponse = z.infer<typeof portalPayoutsResponse>;
