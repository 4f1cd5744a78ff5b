import { z } from 'zod';
import {
  BULK_ACTION_MAX_ITEMS,
  DEFAULT_LOCATION_OVERRIDE,
  LOCATION_OVERRIDE_OPTIONS,
  type PaymentType,
} from '../constants';
import { INVENTORY_STATUSES } from '../domain/inventory-status';
import { validation } from '../messages';
import { moneyField } from './field-messages';
import { inventoryItem } from './inventories';

/*
 * The inventory status actions (spec 001 §7 Inventories; moves: shared/domain/inventory-status.ts)
 * and the item edit, PUT /api/inventories/{id}. Call and field names are the spec's.
 *
 * Answers, one rule for all:
 *   - a call that names one item (`item`, `inventory`) answers { inventory }: the item as it is now;
 *   - a call that names a list (`items`, `inventories`) answers { inventories }: the items it changed,
 *     in the order asked;
 *   - a call that removes items (`ids`: deleteInventory, cancelDropoff) answers { ids }: the removed ids.
 * Lists hold 1 to BULK_ACTION_MAX_ITEMS items and apply all or nothing.
 */

const id = z.number().int().positive();

/**
 * An item, location, sub-location or consigner as a call names it: its id, or the object the
 * screens hold (`{ id, … }`), read for its id. A reference, not a payload: the object's other
 * fields are the screen's copy of the record and are not read (a loose object, so the contract
 * layer's refusal of unknown fields leaves them be).
 */
export const recordRef = z.union([id, z.looseObject({ id }).transform((record) => record.id)]);

const itemList = z
  .array(recordRef, validation.payouts.selectAtLeastOne)
  .min(1, validation.payouts.selectAtLeastOne)
  .max(BULK_ACTION_MAX_ITEMS, validation.inventoryActions.tooManyItems(BULK_ACTION_MAX_ITEMS));

/** Money refused beyond its range or past 2 decimals, never rounded (field-messages.ts). */
const money = (requiredMessage?: string) => moneyField(requiredMessage);

/** spec 001 §9 Payment types: cash, and auto (labelled Checkbooks). */
export const paymentType = z.enum(['cash', 'auto'] as const satisfies readonly PaymentType[]);

/** Where an accepted item goes; left out, the item keeps the place it has (if any). */
const placeFields = {
  location: recordRef.nullish(),
  subLocation: recordRef.nullish(),
};

/** POST /api/inventories/acceptInventory and bulkAcceptInventory: Drop off pending → Active. */
export const acceptInventoryRequest = z.object({
  items: itemList,
  ...placeFields,
  /** Only kept for items that belong to a buying (spec 000 §4). */
  paymentType: paymentType.nullish(),
});
export type AcceptInventoryRequest = z.input<typeof acceptInventoryRequest>;

/**
 * POST /api/inventories/declineInventory (Drop off pending → Declined): the spec sends it the
 * payload of acceptInventory, so the place and payment type are accepted, and not used.
 */
export const declineInventoryRequest = acceptInventoryRequest;

/** POST /api/inventories/bulkDeclineRequestToSell (Requested → Declined). */
export const itemsRequest = z.object({ items: itemList });
export type ItemsRequest = z.input<typeof itemsRequest>;

/** POST /api/inventories/bulkPrintInventory. */
export const bulkPrintInventoryRequest = z.object({ inventories: itemList });
export type BulkPrintInventoryRequest = z.input<typeof bulkPrintInventoryRequest>;

/** POST /api/inventories/deleteInventory: Drop off pending items removed; all must be consignerId's when given. */
export const deleteInventoryRequest = z.object({ ids: itemList, consignerId: id.nullish() });
export type DeleteInventoryRequest = z.input<typeof deleteInventoryRequest>;

/** POST /api/inventories/cancelDropoff: as deleteInventory, the owner named `consigner`. */
export const cancelDropoffRequest = z.object({ ids: itemList, consigner: recordRef.nullish() });
export type CancelDropoffRequest = z.input<typeof cancelDropoffRequest>;

/** POST /api/inventories/acceptRequestToSell: Requested → Drop off pending, at a location. */
export const acceptRequestToSellRequest = z.object({ item: recordRef, ...placeFields });
export type AcceptRequestToSellRequest = z.input<typeof acceptRequestToSellRequest>;

/**
 * POST /api/inventories/bulkAcceptRequestToSell. The spec sends only `items`; a location for all of
 * them may come along (ours), and each item otherwise needs one of its own.
 */
export const bulkAcceptRequestToSellRequest = z.object({ items: itemList, ...placeFields });
export type BulkAcceptRequestToSellRequest = z.input<typeof bulkAcceptRequestToSellRequest>;

/** POST /api/inventories/storeRequestPriceChange: Active → StoreRequestPriceChange. */
export const storeRequestPriceChangeRequest = z.object({
  inventory: recordRef,
  /** Above 0, or 'You must set the valuee for the price change' (checked by the status machine). */
  requestedPrice: money(validation.inventory.priceChangeNeedsValue).nullish(),
});
export type StoreRequestPriceChangeRequest = z.input<typeof storeRequestPriceChangeRequest>;

/**
 * POST /api/inventories/requestPriceChange (ours): the consigner asks the store for a new price on
 * an Active item of theirs. Above 0, as the store's own request.
 */
export const requestPriceChangeRequest = z.object({
  inventory: recordRef,
  requestedPrice: money(validation.inventory.priceChangeNeedsValue),
});
export type RequestPriceChangeRequest = z.input<typeof requestPriceChangeRequest>;

/** POST /api/inventories/requestWithdrawal (ours): the consigner asks for an Active item back. */
export const requestWithdrawalRequest = z.object({ inventory: recordRef });
export type RequestWithdrawalRequest = z.input<typeof requestWithdrawalRequest>;

/**
 * POST /api/inventories/acceptInventoryPrice, declineInventoryPrice, acceptInventoryWithdrawal and
 * declineInventoryWithdrawal: the store's answer to a consigner's request.
 */
export const inventoryDecisionRequest = z.object({ inventory: recordRef });
export type InventoryDecisionRequest = z.input<typeof inventoryDecisionRequest>;

/**
 * POST /api/inventories/withdrawInventory: Active or RequestPriceChange → Withdrawn. Whether the
 * withdrawal is early is the server's reading of acceptedOn and the store's early-withdrawal days;
 * isWithdrawnEarly is what the screen showed. An early withdrawal charges the store's withdrawal
 * fee, or `withdrawalFee` when sent (0 waives it; never more than the store's fee).
 */
export const withdrawInventoryRequest = z.object({
  inventory: recordRef,
  isWithdrawnEarly: z.boolean().optional(),
  withdrawalFee: money().nullish(),
});
export type WithdrawInventoryRequest = z.input<typeof withdrawInventoryRequest>;

/**
 * POST /api/inventories/transfer: Active → InTransit, towards `location` (and `subLocation`, ours),
 * kept on the item until the transfer is accepted. With
 * shouldOverrideLocationOption, the option named by locationOption (default option3Value, the
 * location label) takes the destination's label.
 */
export const transferRequest = z.object({
  inventories: itemList,
  location: recordRef.nullish(),
  subLocation: recordRef.nullish(),
  shouldOverrideLocationOption: z.boolean().default(false),
  locationOption: z
    .enum(LOCATION_OVERRIDE_OPTIONS)
    .nullish()
    .transform((o) => o ?? DEFAULT_LOCATION_OVERRIDE),
});
export type TransferRequest = z.input<typeof transferRequest>;

/**
 * POST /api/inventories/acceptTransfer: InTransit → Active at `location` (sub-location: ours,
 * optional). Left out, each item arrives at the destination its transfer named (ours).
 */
export const acceptTransferRequest = z.object({ inventories: itemList, ...placeFields });
export type AcceptTransferRequest = z.input<typeof acceptTransferRequest>;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => (value === undefined ? undefined : value || null));

/**
 * The item's editable fields, as PUT /api/inventories/{id} and each row of bulkEditInventory take
 * them. A field left out stays as it is; null clears it. The owner is `consignerId`, or `consigner`
 * (id or object) when consignerId is left out.
 */
const editableFields = {
  price: money(validation.scan.enterPrice).nullish(),
  option1Value: optionalText(100),
  option2Value: optionalText(100),
  option3Value: optionalText(100),
  location: recordRef.nullish(),
  subLocation: recordRef.nullish(),
  consignerId: id.nullish(),
  consigner: recordRef.nullish(),
  status: z.enum(INVENTORY_STATUSES).optional(),
  notes: z.string().max(5000).nullish(),
  cost: money().nullish(),
  discount: money().nullish(),
  taxable: z.boolean().optional(),
  hasCleaningFee: z.boolean().optional(),
  hasBoxFee: z.boolean().optional(),
  printed: z.boolean().optional(),
  category: z.string().trim().min(1, validation.product.categoryRequired).max(255).optional(),
  shopifyId: optionalText(255),
  trackingCode: optionalText(255),
  packingSlip: optionalText(1024),
  preapprovalStatus: optionalText(32),
  /** The version read (GET answers it): an edit of a copy changed since is refused (409). */
  version: z.number().int().positive().optional(),
};

/**
 * PUT /api/inventories/{id}: the item's editable fields. Other fields (the read-only ones GET
 * answers) are refused by name, not ignored: a change asked of one would otherwise be lost unseen.
 */
export const updateInventoryRequest = z.object(editableFields);
export type UpdateInventoryRequest = z.input<typeof updateInventoryRequest>;

/** One row of bulkEditInventory: the item's id and the fields PUT takes (only the changed ones, ideally). */
export const bulkEditInventoryRow = z.object({ id, ...editableFields });
export type BulkEditInventoryRow = z.input<typeof bulkEditInventoryRow>;

/**
 * POST /api/inventories/bulkEditInventory (ours: the spec's bulk inventory table, 000 §2.3, shows
 * no path): 1 to BULK_ACTION_MAX_ITEMS rows, each item once, applied all or nothing with the rules
 * of PUT /api/inventories/{id}; the status follows the bulk table's rule (checkBulkStatusEdit).
 * Answers { inventories }, in the order sent.
 */
export const bulkEditInventoryRequest = z.object({
  inventories: z
    .array(bulkEditInventoryRow, validation.payouts.selectAtLeastOne)
    .min(1, validation.payouts.selectAtLeastOne)
    .max(BULK_ACTION_MAX_ITEMS, validation.inventoryActions.tooManyItems(BULK_ACTION_MAX_ITEMS))
    .superRefine((rows, context) => {
      const seen = new Set<number>();
      rows.forEach((row, index) => {
        if (seen.has(row.id)) {
          context.addIssue({
            code: 'custom',
            path: [index, 'id'],
            message: validation.inventoryActions.duplicateItem,
          });
        }
        seen.add(row.id);
      });
    }),
});
export type BulkEditInventoryRequest = z.input<typeof bulkEditInventoryRequest>;

/** Calls that name a list answer the items they changed. */
export const inventoriesResponse = z.object({ inventories: z.array(inventoryItem) });
export type InventoriesResponse = z.infer<typeof inventoriesResponse>;

/** deleteInventory and cancelDropoff: the ids removed. */
export const removedInventoriesResponse = z.object({ ids: z.array(z.number().int()) });
export type RemovedInventoriesResponse = z.infer<typeof removedInventoriesResponse>;

/** withdrawInventory: the item, and the early-withdrawal fee charged to its consigner (0 if none). */
export const withdrawInventoryResponse = z.object({ inventory: inventoryItem, withdrawalFee: z.number() });
export type WithdrawInventoryResponse = z.infer<typeof withdrawInventoryResponse>;
