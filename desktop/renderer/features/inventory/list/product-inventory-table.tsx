import { InventoryTable } from './inventory-table';

/**
 * spec 000 §2.3 Product detail: the product's inventory, every status, newest first, with a View
 * link to each item and a link to its consigner.
 */
export function ProductInventoryTable({ productId, currency }: { productId: number; currency: string }) {
  return (
    <InventoryTable
      query={{ productId, sortOption: 'newestCreated' }}
      columns={['code', 'size', 'condition', 'consigner', 'price', 'status', 'view']}
      currency={currency}
      title={(count) => `Inventory${count === undefined ? '' : ` (${count})`}`}
      emptyText="No inventory for this product yet."
      className="form-card product-form-card"
    />
  );
}
