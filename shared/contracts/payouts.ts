import { z } from 'zod';
import { PAGE_SIZE_OPTIONS, PAYOUT_OPTIONS } from '../constants';
import { INVENTORY_STATUSES } from '../domain/inventory-status';
import { CHEQUE_STATES, PAYOUT_CONSIGNER_STATUSES, PAYOUT_STATUSES } from '../domain/payouts';
import { validation } from '../messages';

/*
 * Payouts and cheques (issue 16). Spec 000 §2.2 (/pendingPayouts, /payouts, /payouts/{id}), §2.3
 * Payouts, §3 Payout and Cheque, §4 Payouts; 001 §7 Orders and payouts, §9 (one cheque per 2000).
 * The spec's paths and fields are kept (GET /api/inventories/ordersPayoutInventories, GET
 * /api/payouts/filterOptions, GET /api/payouts with search, consigner, status, POST
 * /api/payouts/export with inventoriesToExport, GET /api/payouts/{id} reading payout and
 * inventories, POST /api/payouts/paid/{id} with consignersInventoryToBeMarkedAsPaid, POST
 * /api/payouts/pay with inventoriesToPay and consignersAndInventories reading id and inventories,
 * POST /api/checkbook/retryAutoPayout with payoutId and consignersAndInventories, GET /api/cheques
 * with payoutId); what the spec leaves open is ours and says so.
 *
 * Money crosses the API in major units (150.5); the rules (shared/domain/payouts.ts) work in cents.
 * Every call needs the Orders access control; bank details also need Consigners.
 */

const id = z.number().int().positive();
const blankAsUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalText = z.preprocess(blankAsUndefined, z.string().trim().max(255).optional());
const optionalId = z.preprocess(blankAsUndefined, z.coerce.number().int().positive().optional());
const optionalDate = z.preprocess(blankAsUndefined, z.iso.date().optional());
const pageSize = z.coerce
  .number()
  .int()
  .refine((size) => (PAGE_SIZE_OPTIONS as readonly number[]).includes(size), {
    error: `pageSize must be one of ${PAGE_SIZE_OPTIONS.join(', ')}`,
  });

/** A consigner as the payout screens name them (Seller in a buying store). */
export const payoutConsignerRef = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  payoutType: z.enum(PAYOUT_OPTIONS).nullable(),
});
export type PayoutConsignerRef = z.infer<typeof payoutConsignerRef>;

/** A sold item waiting to be paid or in a payout, as the payout screens list it. */
export const payoutItem = z.object({
  inventoryId: z.number().int(),
  code: z.string(),
  title: z.string(),
  image: z.string().nullable(),
  sku: z.string(),
  /** option1Value. */
  size: z.string().nullable(),
  consignerId: z.number().int(),
  /** The order it was sold in (null for an item a buying store bought). */
  orderId: z.number().int().nullable(),
  orderName: z.string().nullable(),
  /** ISO; the order's date (or, for a bought item, when it was accepted). */
  soldOn: z.string().nullable(),
  /** What it sold for. */
  salePrice: z.number(),
  /** What its consigner gets for it. */
  payout: z.number(),
  status: z.enum(INVENTORY_STATUSES),
});
export type PayoutItem = z.infer<typeof payoutItem>;

// --- Ready to Pay ----------------------------------------------------------------------------------

/**
 * GET /api/inventories/ordersPayoutInventories (spec: no payload; the filters are ours): Sold items
 * not in any payout, of consigners that are not store accounts. search: as /findOrders (the order
 * number with or without '#', the start of an item's code, a product by title, brand or SKU); consigner; orderDateStart / orderDateEnd (ISO dates, the end inclusive) on the order
 * date. `inventories` is one page (sorted by consigner name, then sale date, then id); `consigners`
 * sums every matching item per consigner, whatever the page. With `idsOnly=true` the answer is
 * `ids` only: every matching item's id by consigner, for Select All.
 */
export const readyToPayQuery = z.object({
  search: optionalText,
  consigner: optionalId,
  orderDateStart: optionalDate,
  orderDateEnd: optionalDate,
  pageSize: pageSize.default(50),
  currentPage: z.coerce.number().int().min(1).max(1_000_000).default(1),
  idsOnly: z.preprocess((value) => value === 'true' || value === true, z.boolean()).default(false),
});
export type ReadyToPayQuery = z.input<typeof readyToPayQuery>;
export type ReadyToPayParams = z.output<typeof readyToPayQuery>;

/** One consigner in Ready to Pay: what their matching items add up to and what they are owed. */
export const readyToPayConsigner = z.object({
  consigner: payoutConsignerRef,
  itemCount: z.number().int(),
  /** The items' payouts. */
  itemsTotal: z.number(),
  /** What the consigner owes the store now (deducted from this payout). */
  negativeBalance: z.number(),
  /** itemsTotal − negativeBalance, never below 0 (shared/domain/payouts.ts owedByConsigner). */
  owed: z.number(),
});
export type ReadyToPayConsigner = z.infer<typeof readyToPayConsigner>;

export const readyToPayResponse = z.object({
  consigners: z.array(readyToPayConsigner),
  inventories: z.array(payoutItem),
  /** Matching items (all pages). */
  count: z.number().int(),
  /** The sum of `owed` over every matching consigner. */
  total: z.number(),
});
export type ReadyToPayResponse = z.infer<typeof readyToPayResponse>;

export const readyToPayIdsResponse = z.object({
  ids: z.array(z.object({ consignerId: z.number().int(), inventories: z.array(z.number().int()) })),
});
export type ReadyToPayIdsResponse = z.infer<typeof readyToPayIdsResponse>;

// --- Creating a payout -----------------------------------------------------------------------------

/** The items of one consigner, as pay, paid and retry name them. */
export const consignerInventories = z.object({
  consignerId: id,
  inventories: z.array(id).max(50_000),
});
export type ConsignerInventories = z.infer<typeof consignerInventories>;

/** Most items one payout takes; Ready to Pay's Select All stays under it or is refused with a message. */
export const PAYOUT_ITEMS_MAX = 20_000;

/**
 * POST /api/payouts/pay: creates one payout of the chosen Sold items in one transaction (each item
 * once: one already in another payout is refused, 409, naming that payout). `inventoriesToPay` is
 * every chosen item; `consignersAndInventories` (optional) the same items by consigner, checked to
 * agree. With the store's automated payout on (and the cheque service configured), the payout starts
 * Pending and a background job sends the cheques; the renderer asks the user to confirm first.
 * 201 with the new payout's id and its items.
 */
export const payRequest = z.object({
  inventoriesToPay: z
    .array(id)
    .min(1, validation.payouts.selectAtLeastOne)
    .max(PAYOUT_ITEMS_MAX, validation.payouts.tooManyItems),
  consignersAndInventories: z.array(consignerInventories).optional(),
});
export type PayRequest = z.infer<typeof payRequest>;

export const payResponse = z.object({
  id: z.number().int(),
  inventories: z.array(z.number().int()),
});
export type PayResponse = z.infer<typeof payResponse>;

// --- Payouts list ----------------------------------------------------------------------------------

/** GET /api/payouts/filterOptions: the statuses and the consigners (store accounts left out) to filter by. */
export const payoutFilterOptionsResponse = z.object({
  statuses: z.array(z.enum(PAYOUT_STATUSES)),
  consigners: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type PayoutFilterOptionsResponse = z.infer<typeof payoutFilterOptionsResponse>;

export const PAYOUT_SORTS = ['newest', 'oldest', 'highestTotal', 'lowestTotal'] as const;
export type PayoutSort = (typeof PAYOUT_SORTS)[number];

/**
 * GET /api/payouts: search (the payout's name or a consigner's name), consigner, status; sort (ours;
 * Total and Date are sortable, newest first by default) and paging as the other lists.
 */
export const payoutsQuery = z.object({
  search: optionalText,
  consigner: optionalId,
  status: z.preprocess(blankAsUndefined, z.enum(PAYOUT_STATUSES).optional()),
  sort: z.preprocess(blankAsUndefined, z.enum(PAYOUT_SORTS).default('newest')),
  pageSize: pageSize.default(20),
  currentPage: z.coerce.number().int().min(1).max(1_000_000).default(1),
});
export type PayoutsQuery = z.input<typeof payoutsQuery>;
export type PayoutsParams = z.output<typeof payoutsQuery>;

/** One consigner's share of a payout. */
export const payoutConsigner = z.object({
  consigner: payoutConsignerRef,
  itemCount: z.number().int(),
  itemsTotal: z.number(),
  /** The negative balance this payout took. */
  balanceApplied: z.number(),
  /** What this consigner is paid: itemsTotal − balanceApplied. */
  amount: z.number(),
  status: z.enum(PAYOUT_CONSIGNER_STATUSES),
  /** Why their cheque failed (the service's reason), while Failed. */
  failureReason: z.string().nullable(),
  /** ISO; when they were marked paid or their last cheque was sent. */
  paidAt: z.string().nullable(),
  /** Automated payouts: cheques sent (state Sent) and needed for `amount`. */
  chequesSent: z.number().int(),
  chequesNeeded: z.number().int(),
});
export type PayoutConsigner = z.infer<typeof payoutConsigner>;

/** spec 000 §3 Payout: id, name, total, createdAt, status, itemCount (and ours below). */
export const payoutSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  total: z.number(),
  /** ISO. */
  createdAt: z.string(),
  status: z.enum(PAYOUT_STATUSES),
  itemCount: z.number().int(),
  /** Paid by cheque through the payment service. */
  automated: z.boolean(),
  createdByName: z.string().nullable(),
  consigners: z.array(payoutConsigner),
});
export type PayoutSummary = z.infer<typeof payoutSummary>;

export const payoutsResponse = z.object({ payouts: z.array(payoutSummary), count: z.number().int() });
export type PayoutsResponse = z.infer<typeof payoutsResponse>;

// --- Payout detail ---------------------------------------------------------------------------------

export const payoutIdParams = z.object({ id: z.coerce.number().int().positive() });

/** A cheque (spec 000 §3 Cheque: consignerId, amount, payoutId; and ours). */
export const cheque = z.object({
  id: z.number().int(),
  consignerId: z.number().int(),
  amount: z.number(),
  payoutId: z.number().int(),
  /** 1, 2, … per consigner in the payout, continuing across retries. */
  number: z.number().int(),
  state: z.enum(CHEQUE_STATES),
  /** The service's reason, when Failed. */
  failureReason: z.string().nullable(),
  /** The service's id of the cheque, once known. */
  serviceId: z.string().nullable(),
  /** ISO. */
  createdAt: z.string(),
});
export type Cheque = z.infer<typeof cheque>;

/** GET /api/payouts/{id}: the payout and its items (spec: reads payout, inventories). */
export const payoutDetailResponse = z.object({
  payout: payoutSummary.extend({
    /** The store's currency (the bold total is shown with it). */
    currency: z.string(),
  }),
  inventories: z.array(payoutItem),
});
export type PayoutDetailResponse = z.infer<typeof payoutDetailResponse>;

/** GET /api/cheques?payoutId=: the payout's cheques, oldest first (spec: reads cheques). */
export const chequesQuery = z.object({ payoutId: z.coerce.number().int().positive() });
export const chequesResponse = z.object({ cheques: z.array(cheque) });
export type ChequesResponse = z.infer<typeof chequesResponse>;

// --- Marking paid, Pay, retry ----------------------------------------------------------------------

/**
 * POST /api/payouts/paid/{id}: marks the named consigners' items of the payout paid (Sold → Paid,
 * logged once per item) and those consigners Paid; the consigners are mailed. Without a body's list,
 * every consigner of the payout not yet paid. Items already Paid are left as they are (a second
 * click marks nothing twice). Refused (409) for a Pending automated payout.
 */
export const markPaidRequest = z.object({
  consignersInventoryToBeMarkedAsPaid: z.array(consignerInventories).min(1).optional(),
});
export type MarkPaidRequest = z.infer<typeof markPaidRequest>;

/**
 * POST /api/payouts/{id}/pay (ours; spec 000 §4 "Buying: the primary action is Pay"): pays a Buying
 * payout, by cheque when its items' payment type is auto and the service is configured (the payout
 * goes Pending), otherwise marked paid at once.
 */
export const payBuyingRequest = z.object({});

/**
 * POST /api/checkbook/retryAutoPayout: sends again, for the payout's Failed consigners (or those
 * named), cheques for the remaining balance only (shared/domain/payouts.ts remainingChequeAmounts).
 * A cheque whose answer was lost is looked up at the service first. 200 once the retry is queued
 * ('Auto payout retry successful!').
 */
export const retryAutoPayoutRequest = z.object({
  payoutId: id,
  consignersAndInventories: z.array(consignerInventories).optional(),
});
export type RetryAutoPayoutRequest = z.infer<typeof retryAutoPayoutRequest>;

/** The answer of paid, pay and retry: the payout as it is now. */
export const payoutActionResponse = z.object({ payout: payoutSummary });
export type PayoutActionResponse = z.infer<typeof payoutActionResponse>;

// --- Export ----------------------------------------------------------------------------------------

/**
 * POST /api/payouts/export: `inventoriesToExport` names the payout (ours: `{ payoutId }`, optionally
 * only some consigners); the CSV (streamed; amounts exact to the cent) lists each consigner with
 * their payout method and the details the store needs to pay them (bank numbers in full only for
 * users allowed to see bank details), each item, and the totals. Saved as payoutExport.csv.
 */
export const payoutExportRequest = z.object({
  inventoriesToExport: z.object({
    payoutId: id,
    consignerIds: z.array(id).optional(),
  }),
});
export type PayoutExportRequest = z.infer<typeof payoutExportRequest>;
export const PAYOUT_EXPORT_FILENAME = 'payoutExport.csv';

// --- Bank details ----------------------------------------------------------------------------------

/**
 * GET /api/payouts/{id}/bankDetails/{consignerId} (ours; the Bank Details button): the consigner's
 * payout details, numbers masked to the last four digits; with `reveal=true` in full, and the reveal
 * is logged (who, when, which payout). Needs the Consigners access control as well as Orders.
 */
export const bankDetailsParams = z.object({
  id: z.coerce.number().int().positive(),
  consignerId: z.coerce.number().int().positive(),
});
export const bankDetailsQuery = z.object({
  reveal: z.preprocess((value) => value === 'true' || value === true, z.boolean()).default(false),
});
export const bankDetailsResponse = z.object({
  consigner: payoutConsignerRef,
  payoutType: z.enum(PAYOUT_OPTIONS).nullable(),
  /** PayPal or Zelle: the account email. */
  payoutData: z.string().nullable(),
  bankData: z.record(z.string(), z.string()).nullable(),
  revealed: z.boolean(),
});
export type BankDetailsResponse = z.infer<typeof bankDetailsResponse>;

// --- Automated payout availability -----------------------------------------------------------------

/**
 * In GET /api/payouts/filterOptions too (ours): whether automated payouts can run here, and why not
 * (the cheque service is not configured), so Settings can show the switch disabled with the reason.
 */
export const chequeServiceStatus = z.object({
  configured: z.boolean(),
  reason: z.string().nullable(),
});
export type ChequeServiceStatus = z.infer<typeof chequeServiceStatus>;

/**
 * GET /api/consigners/{id}/bankDetailReveals (ours; needs Consigners): the log of who saw the
 * consigner's bank details in full from a payout's Bank Details button, newest first (at most 200).
 */
export const bankDetailReveal = z.object({
  id: z.number().int(),
  consignerId: z.number().int(),
  payoutId: z.number().int().nullable(),
  revealedByName: z.string(),
  /** ISO. */
  createdAt: z.string(),
});
export type BankDetailReveal = z.infer<typeof bankDetailReveal>;
export const bankDetailRevealsResponse = z.object({ bankDetailReveals: z.array(bankDetailReveal) });
export type BankDetailRevealsResponse = z.infer<typeof bankDetailRevealsResponse>;
