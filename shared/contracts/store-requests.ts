import { z } from 'zod';
import { BULK_ACTION_MAX_ITEMS } from '../constants';
import { inventoryItem } from './inventories';
import { recordRef } from './inventory-actions';

/*
 * Store requests (spec 000 §2.3 Request Items and the Request grid; spec 001 §7): the products
 * the store could request, taking an offer made against a request, the offers of requests, and
 * mailing the open requests to consigners. docs/store-requests.md.
 */

/** GET /api/inventories/getStoreProducts answers at most this many products (by title); `hasMore` says there are more. */
export const STORE_PRODUCTS_MAX = 50;

const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/** GET /api/inventories/getStoreProducts: search (title, brand, SKU as GET /api/products) and location (an id). */
export const storeProductsQuery = z.object({
  search: z
    .string()
    .trim()
    .max(255)
    .optional()
    .transform((value) => value ?? ''),
  location: z.preprocess(blankToUndefined, z.coerce.number().int().positive().optional()),
});
export type StoreProductsQuery = z.output<typeof storeProductsQuery>;

/**
 * One variant of the product's template (option1Values × option2Values × option3Values): the Active
 * items of it at the location (every location when none is asked), and the open Buying and
 * Consignment requests for it there.
 */
export const storeProductVariant = z.object({
  key: z.string(),
  option1Value: z.string(),
  option2Value: z.string().nullable(),
  option3Value: z.string().nullable(),
  qty: z.number().int(),
  requested: z.number().int(),
});
export type StoreProductVariant = z.infer<typeof storeProductVariant>;

export const storeProduct = z.object({
  id: z.number().int(),
  title: z.string(),
  sku: z.string(),
  image: z.string().nullable(),
  category: z.string(),
  productTemplateId: z.number().int(),
  variants: z.array(storeProductVariant),
});
export type StoreProduct = z.infer<typeof storeProduct>;

export const storeProductsResponse = z.object({
  products: z.array(storeProduct),
  /** More products match than STORE_PRODUCTS_MAX: narrow the search. */
  hasMore: z.boolean(),
});
export type StoreProductsResponse = z.infer<typeof storeProductsResponse>;

/**
 * POST /api/inventories/storeBuyRequestedInventory: the store takes an offer (a Requested item with
 * buyingId). Answers the offer as it is now (Drop off pending), as the single-item calls do.
 */
export const storeBuyRequestedInventoryRequest = z.object({ inventory: recordRef });
export type StoreBuyRequestedInventoryRequest = z.input<typeof storeBuyRequestedInventoryRequest>;

/** Ours: GET /api/inventories/storeRequestOffers?requests=1,2: the open offers made against these requests. */
export const storeRequestOffersQuery = z.object({
  requests: z.preprocess(
    (value) =>
      (Array.isArray(value) ? value : [value])
        .flatMap((entry) => (typeof entry === 'string' ? entry.split(',') : [entry]))
        .filter((entry) => entry !== '' && entry !== undefined),
    z.array(z.coerce.number().int().positive()).min(1).max(BULK_ACTION_MAX_ITEMS),
  ),
});
export type StoreRequestOffersQuery = z.output<typeof storeRequestOffersQuery>;

/** The Requested items whose buyingId is one of the requests, oldest first. */
export const storeRequestOffersResponse = z.object({ offers: z.array(inventoryItem) });
export type StoreRequestOffersResponse = z.infer<typeof storeRequestOffersResponse>;

/** POST /api/consigners/sendStoreRequestedItemsEmail (empty body): how many consigners were mailed. */
export const sendStoreRequestedItemsEmailResponse = z.object({ sent: z.number().int() });
export type SendStoreRequestedItemsEmailResponse = z.infer<typeof sendStoreRequestedItemsEmailResponse>;
