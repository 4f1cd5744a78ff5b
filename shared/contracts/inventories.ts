import { z } from 'zod';
import { INVENTORY_STATUSES } from '../domain/inventory-status';
import { isPriceRangeOrdered } from '../domain/store-requests';
import {
  DROP_OFF_SHIPPING,
  INTAKE_ROW_QUANTITY_MAX,
  INTAKE_ROWS_MAX,
  NOTES_MAX_CHARS,
  OPTION_VALUE_MAX_CHARS,
} from '../constants';
import { validation } from '../messages';
import { moneyField } from './field-messages';

/** spec 000 §3 Inventory item: the product as an item carries it. */
export const inventoryProduct = z.object({
  id: z.number().int(),
  title: z.string(),
  sku: z.string(),
  image: z.string().nullable(),
  category: z.string(),
  brand: z.string(),
  gender: z.string(),
  shopifyId: z.string().nullable(),
  stockXId: z.string().nullable(),
  productTemplateId: z.number().int(),
});

export const inventoryConsigner = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  isActive: z.boolean(),
  isStoreAccount: z.boolean(),
});

export const priceRange = z.object({ lower: z.number(), upper: z.number() });
export type PriceRange = z.infer<typeof priceRange>;

/**
 * An inventory item as the API shows it (spec 000 §3 Inventory item). Money is in the store's
 * currency, major units; dates are ISO strings.
 */
export const inventoryItem = z.object({
  id: z.number().int(),
  code: z.string(),
  storeId: z.number().int(),
  productId: z.number().int(),
  product: inventoryProduct,
  productTemplateId: z.number().int(),
  option1Value: z.string().nullable(),
  option2Value: z.string().nullable(),
  option3Value: z.string().nullable(),
  location: z.object({ id: z.number().int(), name: z.string(), label: z.string().nullable() }).nullable(),
  subLocation: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** Ours: where an InTransit item is going (POST /api/inventories/transfer); null otherwise. */
  transferLocation: z
    .object({ id: z.number().int(), name: z.string(), label: z.string().nullable() })
    .nullable(),
  transferSubLocation: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  status: z.enum(INVENTORY_STATUSES),
  consignerId: z.number().int().nullable(),
  consigner: inventoryConsigner.nullable(),
  lastUpdatedBy: z.object({ id: z.number().int().nullable(), name: z.string() }).nullable(),
  price: z.number().nullable(),
  requestedPrice: z.number().nullable(),
  storeRequestPriceRange: priceRange.nullable(),
  payout: z.number().nullable(),
  payoutAmount: z.number().nullable(),
  payoutFee: z.number().nullable(),
  cost: z.number().nullable(),
  total: z.number().nullable(),
  discount: z.number().nullable(),
  currency: z.string(),
  taxable: z.boolean(),
  quantity: z.number().int(),
  hasCleaningFee: z.boolean(),
  hasBoxFee: z.boolean(),
  acceptedOn: z.string().nullable(),
  soldOn: z.string().nullable(),
  orderId: z.number().int().nullable(),
  buyingId: z.number().int().nullable(),
  /** How the store pays the seller of a bought item: 'cash' or 'auto' (Checkbooks). */
  paymentType: z.enum(['cash', 'auto']).nullable(),
  shopifyId: z.string().nullable(),
  printed: z.boolean(),
  trackingCode: z.string().nullable(),
  packingSlip: z.string().nullable(),
  notes: z.string().nullable(),
  image: z.string().nullable(),
  category: z.string(),
  preapprovalStatus: z.string().nullable(),
  withdrawalDecidedAt: z.string().nullable(),
  withdrawalDecidedBy: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Bumped by every change; PUT /api/inventories/{id} takes it back to refuse an edit of a stale copy. */
  version: z.number().int(),
});
export type InventoryItem = z.infer<typeof inventoryItem>;

export const inventoryIdParams = z.object({ id: z.coerce.number().int().positive() });
export type InventoryIdParams = z.infer<typeof inventoryIdParams>;
export const inventoryCodeParams = z.object({ code: z.string().trim().min(1).max(32) });
export type InventoryCodeParams = z.infer<typeof inventoryCodeParams>;

/** GET /api/inventories/{id} and /code/{code}, PUT /api/inventories/{id} */
export const inventoryResponse = z.object({ inventory: inventoryItem });
export type InventoryResponse = z.infer<typeof inventoryResponse>;

const scan = validation.scan;
const inventoryMessages = validation.inventory;
/** An option value as a form sends it: trimmed, and empty is null. */
export const optionValue = z
  .string()
  .trim()
  .max(OPTION_VALUE_MAX_CHARS)
  .nullish()
  .transform((value) => value || null);
/** Money refused beyond its range or past 2 decimals, never rounded (field-messages.ts). */
const money = (requiredMessage?: string) => moneyField(requiredMessage);
const ownerFields = {
  /** The consigner who owns the items (our id). */
  consigner: z.number().int().positive().nullish(),
  /** The spec's name for the owner: a consigner's account id (as /api/me's fbUserId). */
  consignerFbUserId: z.string().trim().max(64).nullish(),
};

/** The statuses a new item may start in (issue 5: store request, offer, staff intake, drop-off listing). */
export const CREATION_STATUSES = ['Active', 'Pending', 'Requested', 'Buying', 'Consignment'] as const;

/**
 * One row of POST /api/inventories' inventoryFormArray (spec 001 §7): `quantity` items of one
 * variant. A store request (Buying, Consignment) carries a price range instead of a price.
 */
export const inventoryFormRow = z
  .object({
    productId: z.number(scan.selectProduct).int().positive(scan.selectProduct),
    /** The template chooser of the Add Inventory dialog; the product's own when left out. */
    productTemplateId: z.number().int().positive().nullish(),
    option1Value: optionValue,
    option2Value: optionValue,
    option3Value: optionValue,
    price: money(scan.enterPrice).nullish(),
    quantity: z
      .number(scan.enterQuantity)
      .int(scan.enterQuantity)
      .min(1, scan.enterQuantity)
      .max(INTAKE_ROW_QUANTITY_MAX, scan.quantityAtMost(INTAKE_ROW_QUANTITY_MAX))
      .default(1),
    status: z.enum(CREATION_STATUSES).default('Active'),
    storeRequestPriceRange: priceRange.nullish(),
    /**
     * An offer (status Requested) against a store request: the id of an open Buying or Consignment
     * item of the store, for the same product and option values; the price must lie in its range.
     */
    buyingId: z.number().int().positive().nullish(),
    ...ownerFields,
    cost: money().nullish(),
    category: z.string().trim().max(255).nullish(),
    /** Accepted and ignored: the server sets it (docs/price-guidance.md). */
    preapprovalStatus: z.string().trim().max(32).nullish(),
    location: z.number().int().positive().nullish(),
    subLocation: z.number().int().positive().nullish(),
    taxable: z.boolean().default(false),
    hasCleaningFee: z.boolean().default(false),
    hasBoxFee: z.boolean().default(false),
    notes: z.string().trim().max(NOTES_MAX_CHARS).nullish(),
    /** A drop-off the consigner ships in (the wizard's SHIP step): the parcel's tracking code. */
    trackingCode: z.string().trim().max(255).nullish(),
    /**
     * A consigner's drop-off listing (the wizard's SHIP step, issue 18): 'dropOff' at `location`, or
     * 'ship' to the store (no location until accepted). Required from consigners, ignored from staff.
     */
    shipping: z.enum(DROP_OFF_SHIPPING).nullish(),
    /** Sent by older clients; the API records the signed-in user itself. */
    lastUpdatedBy: z.unknown().optional(),
  })
  .superRefine((row, context) => {
    const isStoreRequest = row.status === 'Buying' || row.status === 'Consignment';
    if (isStoreRequest) {
      const range = row.storeRequestPriceRange;
      if (!range) {
        context.addIssue({
          code: 'custom',
          path: ['storeRequestPriceRange'],
          message: inventoryMessages.priceRangeRequired,
        });
      } else if (!isPriceRangeOrdered(range)) {
        context.addIssue({
          code: 'custom',
          path: ['storeRequestPriceRange'],
          message: inventoryMessages.priceRangeOrder,
        });
      }
    } else if (row.price == null || row.price <= 0) {
      context.addIssue({ code: 'custom', path: ['price'], message: scan.enterPrice });
    }
  });
export type InventoryFormRow = z.input<typeof inventoryFormRow>;
export type InventoryFormRowFields = z.output<typeof inventoryFormRow>;

export const createInventoriesRequest = z.object({
  inventoryFormArray: z.array(inventoryFormRow).min(1, scan.selectProduct).max(INTAKE_ROWS_MAX),
});
export type CreateInventoriesRequest = z.input<typeof createInventoriesRequest>;

/** POST /api/inventories: every item created, each with its own code. */
export const createInventoriesResponse = z.object({ inventories: z.array(inventoryItem) });
export type CreateInventoriesResponse = z.infer<typeof createInventoriesResponse>;

/** POST /api/inventories/fees: what one unit at this price pays (spec 001 §7). */
export const feesRequest = z.object({
  /** An existing item, whose owner and fields are the defaults for the rest. */
  id: z.number().int().positive().nullish(),
  productId: z.number().int().positive().nullish(),
  price: money(scan.enterPrice),
  quantity: z.number().int().min(1).max(INTAKE_ROW_QUANTITY_MAX).default(1),
  option1Value: optionValue,
  option2Value: optionValue,
  option3Value: optionValue,
  cost: money().nullish(),
  category: z.string().trim().max(255).nullish(),
  ...ownerFields,
  hasCleaningFee: z.boolean().default(false),
  hasBoxFee: z.boolean().default(false),
});
export type FeesRequest = z.input<typeof feesRequest>;
export type FeesRequestFields = z.output<typeof feesRequest>;

/** One breakdown line; `isDeducted` is false for Outstanding Withdrawal Fees (taken at payout, not from this item). */
export const feeLine = z.object({ label: z.string(), amount: z.number(), isDeducted: z.boolean() });
export const feesResponse = z.object({
  payout: z.number(),
  payoutFee: z.number(),
  total: z.number(),
  transcation: z.number(),
  selling: z.number(),
  /** What the consigner owes in withdrawal fees: shown, taken at payout, not deducted from `payout`. */
  negativeBalance: z.number(),
  /** The breakdown lines in display order (spec 001 §9 FEE_LINES). */
  lines: z.array(feeLine),
  /** 'Payout', or 'Cost' for a store account. */
  payoutLabel: z.enum(['Payout', 'Cost']),
  /** 'The current price will give a payout of $0.' in the store's currency, or null. */
  zeroPayoutWarning: z.string().nullable(),
});
export type FeesResponse = z.infer<typeof feesResponse>;

/**
 * POST /api/inventories/bulkFees (ours, not in spec 001 §7): the fees of several rows at once (the
 * bulk inventory table's changed rows), each row as POST /api/inventories/fees takes it. Answered in
 * the rows' order; one unknown item, product or owner refuses the whole call (404).
 */
export const bulkFeesRequest = z.object({ items: z.array(feesRequest).min(1).max(INTAKE_ROWS_MAX) });
export type BulkFeesRequest = z.input<typeof bulkFeesRequest>;
export const bulkFeesResponse = z.object({ fees: z.array(feesResponse) });
export type BulkFeesResponse = z.infer<typeof bulkFeesResponse>;

/** spec 000 §3 Inventory log. */
export const inventoryLog = z.object({
  id: z.number().int(),
  updatedAt: z.string(),
  inventory: z.object({ id: z.number().int(), code: z.string(), product: z.object({ title: z.string() }) }),
  lastUpdatedBy: z.object({ id: z.number().int().nullable(), name: z.string() }),
  modifiedFields: z.array(
    z.object({
      variableChanged: z.string(),
      beforeValue: z.union([z.string(), z.number(), z.boolean()]).nullable(),
      afterValue: z.union([z.string(), z.number(), z.boolean()]).nullable(),
    }),
  ),
});
export type InventoryLogEntry = z.infer<typeof inventoryLog>;

/** GET /api/inventoryLogs/{id}: an item's timeline, newest first. */
export const inventoryLogsResponse = z.object({ inventoryLogs: z.array(inventoryLog) });
export type InventoryLogsResponse = z.infer<typeof inventoryLogsResponse>;
