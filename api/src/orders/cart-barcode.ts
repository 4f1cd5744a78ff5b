import { validation } from '@shared/messages';
import { sortSizes } from '@shared/domain/size-sort';
import { normalizeSku } from '@shared/domain/sku';
import { conflict, notFound } from '../common/errors/errors';
import { type StoreRepository } from '../common/tenancy/store-repository';
import { readActiveOfProduct } from '../inventories/inventory-list-rows';
import { type Inventory } from '../inventories/inventory.entity';
import { lookupGtin } from '../products/gtin-lookup';
import { ProductGtin } from '../products/product-gtin.entity';
import { Product } from '../products/product.entity';

/**
 * How many of a SKU's Active items are read to tell its sizes apart, beyond the ones already in the
 * cart: enough to see whether more than one size is in stock, few enough to stay one quick read.
 */
const SKU_ITEMS_READ = 30;

/**
 * A code the register was given that is no item's code: a product's barcode (GTIN) or its SKU, as
 * labels printed with the store's customBarcode GTIN or SKU carry (issue 14). It names a product
 * (a GTIN also a size), not an item: the register sells the oldest Active item of it that is not
 * already in the cart (`exclude`). A SKU with several sizes in stock is refused with the sizes, for
 * the cashier to pick one. Null when the code is no product's barcode or SKU either.
 */
export async function cartItemOfProductCode(
  items: StoreRepository<Inventory>,
  code: string,
  exclude: readonly number[],
): Promise<Inventory | null> {
  const limit = exclude.length + 1;
  const gtin = await lookupGtin(items.sibling(ProductGtin), code);
  if (gtin) {
    const found = await readActiveOfProduct(items, { productId: gtin.product.id, size: gtin.size }, limit);
    const item = found.find((candidate) => !exclude.includes(candidate.id));
    if (!item) throw notFound(validation.orders.noneInStock(`${gtin.product.title}, size ${gtin.size}`));
    return item;
  }
  const sku = normalizeSku(code);
  const product = sku
    ? await items
        .sibling(Product)
        .findOne({ select: { id: true, title: true }, where: { normalizedSku: sku } })
    : null;
  if (!product) return null;
  const found = await readActiveOfProduct(
    items,
    { productId: product.id, size: null },
    limit + SKU_ITEMS_READ,
  );
  const left = found.filter((candidate) => !exclude.includes(candidate.id));
  if (left.length === 0) throw notFound(validation.orders.noneInStock(product.title));
  const sizes = sortSizes([...new Set(left.map((item) => item.option1Value ?? ''))]);
  if (sizes.length > 1)
    throw conflict(validation.orders.severalSizes(product.title, sizes.join(', ')), 'code');
  return left[0];
}
