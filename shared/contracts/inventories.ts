import { z } from 'zod';
import { INVENTORY_STATUSES } from '../domain/inventory-status';

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
});
export type InventoryItem = z.infer<typeof inventoryItem>;
