import { type EntityManager } from 'typeorm';
import { type VariantPrice } from '@shared/contracts/products';
import { compareSizes } from '@shared/domain/size-sort';
import { variantKey } from '@shared/domain/variant-key';
import { StoreRepositories } from '../common/tenancy/store-repository';
import { Inventory } from './inventory.entity';

/** Which Active items count: the product's, optionally one variant's and one location's. */
export interface LowestPriceFilter {
  /** A value left null or out matches every value of that option. */
  option1Value?: string | null;
  option2Value?: string | null;
  option3Value?: string | null;
  locationId?: number | null;
}

const OPTIONS = ['option1Value', 'option2Value', 'option3Value'] as const;

/**
 * Per variant of a product's Active inventory: how many are in stock and the lowest price, in size
 * order, keyed by variantKey ("10.5 / New"). The market price of the price alert and pre-approval
 * (shared/domain/price-guidance.ts); behind GET /api/products/lowestVariantPrices/{id} and POST
 * /api/inventories/getLowestPriceForVariant. Reads the (storeId, productId, status) index.
 */
export async function lowestActivePrices(
  manager: EntityManager,
  storeId: number,
  productId: number,
  filter: LowestPriceFilter = {},
): Promise<VariantPrice[]> {
  const query = new StoreRepositories(manager, Inventory)
    .for({ storeId })
    .query('item')
    .select('item.option1Value', 'option1Value')
    .addSelect('item.option2Value', 'option2Value')
    .addSelect('item.option3Value', 'option3Value')
    .addSelect('COUNT(*)', 'qty')
    .addSelect('MIN(item.price)', 'price')
    .andWhere('item.productId = :productId AND item.status = :status', { productId, status: 'Active' })
    .andWhere('item.price IS NOT NULL');
  for (const option of OPTIONS) {
    const value = filter[option];
    // Sizes are compared as people type them: "m" finds "M" on SQLite too (MariaDB ignores case anyway).
    if (value) query.andWhere(`LOWER(item.${option}) = LOWER(:${option})`, { [option]: value });
  }
  if (filter.locationId) query.andWhere('item.locationId = :locationId', { locationId: filter.locationId });
  const rows = await query
    .groupBy('item.option1Value')
    .addGroupBy('item.option2Value')
    .addGroupBy('item.option3Value')
    .getRawMany<{
      option1Value: string | null;
      option2Value: string | null;
      option3Value: string | null;
      qty: string | number;
      price: string | number;
    }>();
  return rows
    .map((row) => ({
      size: row.option1Value ?? '',
      key: variantKey([row.option1Value, row.option2Value, row.option3Value]),
      // MySQL drivers answer COUNT and a DECIMAL MIN as strings.
      qty: Number(row.qty),
      price: Number(row.price),
    }))
    .sort((a, b) => compareSizes(a.size, b.size) || a.key.localeCompare(b.key))
    .map(({ key, qty, price }) => ({ key, qty, price }));
}
