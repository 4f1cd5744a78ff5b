import { type InventoryItem, type InventoryLogEntry } from '@shared/contracts/inventories';
import { type InventoryLog } from './inventory-log.entity';
import { type Inventory } from './inventory.entity';

/** The relations an item is read with, so the mapper has what the contract shows. */
export const ITEM_RELATIONS = {
  product: true,
  location: true,
  subLocation: true,
  consigner: true,
  transferLocation: true,
  transferSubLocation: true,
} as const;

const iso = (date: Date | null) => (date ? new Date(date).toISOString() : null);

/** An item (read with ITEM_RELATIONS) as the API shows it; money in the store's currency. */
export function toInventoryItem(item: Inventory, currency: string): InventoryItem {
  const { product, location, subLocation, consigner, transferLocation, transferSubLocation } = item;
  if (!product) throw new Error(`Inventory ${item.id} was read without its product`);
  return {
    id: item.id,
    code: item.code,
    storeId: item.storeId,
    productId: item.productId,
    product: {
      id: product.id,
      title: product.title,
      sku: product.sku,
      image: product.image,
      category: product.category,
      brand: product.brand,
      gender: product.gender,
      shopifyId: product.shopifyId,
      stockXId: product.stockXId,
      productTemplateId: product.productTemplateId,
    },
    productTemplateId: item.productTemplateId,
    option1Value: item.option1Value,
    option2Value: item.option2Value,
    option3Value: item.option3Value,
    location: location ? { id: location.id, name: location.name, label: location.label } : null,
    subLocation: subLocation ? { id: subLocation.id, name: subLocation.name } : null,
    transferLocation: transferLocation
      ? { id: transferLocation.id, name: transferLocation.name, label: transferLocation.label }
      : null,
    transferSubLocation: transferSubLocation
      ? { id: transferSubLocation.id, name: transferSubLocation.name }
      : null,
    status: item.status,
    consignerId: item.consignerId,
    consigner: consigner
      ? {
          id: consigner.id,
          firstName: consigner.firstName,
          lastName: consigner.lastName,
          email: consigner.email,
          isActive: consigner.isActive,
          isStoreAccount: consigner.isStoreAccount,
        }
      : null,
    lastUpdatedBy: item.lastUpdatedByName ? { id: item.lastUpdatedById, name: item.lastUpdatedByName } : null,
    price: item.price,
    requestedPrice: item.requestedPrice,
    storeRequestPriceRange: priceRangeOf(item),
    payout: item.payout,
    payoutAmount: item.payoutAmount,
    payoutFee: item.payoutFee,
    cost: item.cost,
    total: item.total,
    discount: item.discount,
    currency,
    taxable: item.taxable,
    quantity: item.quantity,
    hasCleaningFee: item.hasCleaningFee,
    hasBoxFee: item.hasBoxFee,
    acceptedOn: iso(item.acceptedOn),
    soldOn: iso(item.soldOn),
    orderId: item.orderId,
    buyingId: item.buyingId,
    paymentType: item.paymentType,
    shopifyId: item.shopifyId,
    printed: item.printed,
    trackingCode: item.trackingCode,
    packingSlip: item.packingSlip,
    notes: item.notes,
    image: item.image,
    category: item.category,
    preapprovalStatus: item.preapprovalStatus,
    withdrawalDecidedAt: iso(item.withdrawalDecidedAt),
    withdrawalDecidedBy: item.withdrawalDecidedBy,
    createdAt: new Date(item.createdAt).toISOString(),
    updatedAt: new Date(item.updatedAt).toISOString(),
    version: item.version,
  };
}

/** A log entry (read with its item and the item's product). */
export function toInventoryLogEntry(log: InventoryLog): InventoryLogEntry {
  return {
    id: log.id,
    updatedAt: new Date(log.createdAt).toISOString(),
    inventory: {
      id: log.inventoryId,
      code: log.inventory?.code ?? '',
      product: { title: log.inventory?.product?.title ?? '' },
    },
    lastUpdatedBy: { id: log.lastUpdatedById, name: log.lastUpdatedByName },
    modifiedFields: log.modifiedFields,
  };
}

/** A store request's storeRequestPriceRange, or null when it has none. */
export function priceRangeOf(
  item: Pick<Inventory, 'priceRangeLower' | 'priceRangeUpper'>,
): { lower: number; upper: number } | null {
  if (item.priceRangeLower === null || item.priceRangeUpper === null) return null;
  return { lower: item.priceRangeLower, upper: item.priceRangeUpper };
}
