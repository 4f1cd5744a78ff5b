import { type SelectQueryBuilder } from 'typeorm';
import { orderNumberOf } from '@shared/domain/sold-items';
import { type StoreRepository } from '../common/tenancy/store-repository';
import { codePrefixOf } from '../inventories/inventory-list-plan';
import { Inventory } from '../inventories/inventory.entity';
import { searchProducts } from '../products/product-search';
import { Product } from '../products/product.entity';
import { type OrderLine } from './order-line.entity';
import { Order } from './order.entity';

/**
 * The search of the lists of sales (/findOrders, Ready to Pay): a line matches when its item's
 * product is one the product search finds (title, SKU: the full-text index), its item's code starts
 * with the search, or its order's number is the search ("1042" or "#1042").
 *
 * A search is looked up first (the products it finds, the codes it starts, the order it names),
 * then the lines are read by their items' and orders' ids. Past these many matches the lists of ids
 * would be long and the matches common: the search stays a subquery instead.
 */
const SEARCH_PRODUCTS_MAX = 999;
const SEARCH_CODES_MAX = 500;
/**
 * Lists stay below MariaDB's in_predicate_conversion_threshold (1,000): a longer IN list is turned
 * into a derived table that the lines were scanned against (300 ms at 100,000 orders).
 */
const SEARCH_ITEMS_MAX = 999;

/** A search's lines by their items and their orders (MariaDB merges the two). */
const SEARCH_INDEXES = 'IDX_order_lines_inventory, IDX_order_lines_store_order';

/**
 * What a search found, looked up before the list's queries; itemIds null: too many to list. Then
 * productIds, when the products were few enough to list, spares the lists' queries the full-text
 * search again (a common word: thousands of items, but a few hundred products).
 */
export interface SaleSearchMatch {
  itemIds: number[] | null;
  orderIds: number[];
  productIds?: number[];
}

/** The items a list's lines can be of: a line's item is in one of these while the line counts. */
export type SaleItemStatuses = readonly string[];

/**
 * The search looked up on its own: the items it names (of the products it finds, with a code it
 * starts) that are in one of `statuses` now, and the order whose number it is.
 */
export async function findSaleSearch(
  lines: StoreRepository<OrderLine>,
  search: string,
  statuses: SaleItemStatuses,
): Promise<SaleSearchMatch> {
  const number = orderNumberOf(search);
  const codePrefix = codePrefixOf(search);
  const [products, codes, orders] = await Promise.all([
    searchProducts(lines.sibling(Product), search)
      .select('product.id', 'id')
      .limit(SEARCH_PRODUCTS_MAX + 1)
      .getRawMany<{ id: number | string }>(),
    codePrefix
      ? lines
          .sibling(Inventory)
          .query('item')
          .select('item.id', 'id')
          .andWhere('item.code LIKE :codePrefix', { codePrefix })
          .limit(SEARCH_CODES_MAX + 1)
          .getRawMany<{ id: number | string }>()
      : [],
    number === null ? [] : lines.sibling(Order).findBy({ number }),
  ]);
  const orderIds = orders.map((order) => order.id);
  if (products.length > SEARCH_PRODUCTS_MAX || codes.length > SEARCH_CODES_MAX) {
    return { itemIds: null, orderIds };
  }
  const itemIds = new Set(codes.map((row) => Number(row.id)));
  if (products.length > 0) {
    // The products' items in the list's statuses now. Read from (storeId, productId, status)
    // alone, never from the lines.
    const found = await lines
      .sibling(Inventory)
      .query('statusItem')
      .select('statusItem.id', 'id')
      .andWhere('statusItem.productId IN (:...productIds)', {
        productIds: products.map((row) => Number(row.id)),
      })
      .andWhere('statusItem.status IN (:...searchStatuses)', { searchStatuses: [...statuses] })
      .limit(SEARCH_ITEMS_MAX + 1)
      .getRawMany<{ id: number | string }>();
    for (const row of found) itemIds.add(Number(row.id));
  }
  if (itemIds.size > SEARCH_ITEMS_MAX) {
    return { itemIds: null, orderIds, productIds: products.map((row) => Number(row.id)) };
  }
  return { itemIds: [...itemIds], orderIds };
}

/** The search alone finds nothing: no query needs to run. */
export function isEmptySaleSearch(match: SaleSearchMatch | null): boolean {
  return match !== null && match.itemIds?.length === 0 && match.orderIds.length === 0;
}

/**
 * Narrows `query` (order lines as `line`) to the lines `match` found. Known ids read the lines by
 * their items and orders (then the caller sorts them); left to itself, MariaDB walked the whole list
 * in its order to skip the sort (300 ms at 100,000 orders). Returns whether that index hint was set.
 */
export function whereSaleSearch(
  lines: StoreRepository<OrderLine>,
  query: SelectQueryBuilder<OrderLine>,
  search: string,
  match: SaleSearchMatch,
  statuses: SaleItemStatuses,
): boolean {
  const either: string[] = [];
  if (match.itemIds === null) {
    const items = lines.sibling(Inventory).query('searchItem').select('searchItem.id');
    const products = searchProducts(lines.sibling(Product), search, 'searchProduct').select(
      'searchProduct.id',
    );
    const codePrefix = codePrefixOf(search);
    const knownProducts = match.productIds !== undefined && match.productIds.length > 0;
    const ofProducts = knownProducts
      ? 'searchItem.productId IN (:...searchProductIds)'
      : `searchItem.productId IN (${products.getQuery()})`;
    items.andWhere(`(${ofProducts}${codePrefix ? ' OR searchItem.code LIKE :codePrefix' : ''})`);
    if (knownProducts) items.setParameter('searchProductIds', match.productIds);
    items.andWhere('searchItem.status IN (:...searchStatuses)', { searchStatuses: [...statuses] });
    either.push(`line.inventoryId IN (${items.getQuery()})`);
    query.setParameters({
      ...items.getParameters(),
      ...products.getParameters(),
      codePrefix,
      searchStatuses: [...statuses],
    });
  } else if (match.itemIds.length > 0) {
    either.push('line.inventoryId IN (:...searchItemIds)');
    query.setParameter('searchItemIds', match.itemIds);
  }
  if (match.orderIds.length > 0) {
    either.push('line.orderId IN (:...searchOrderIds)');
    query.setParameter('searchOrderIds', match.orderIds);
  }
  query.andWhere(either.length > 0 ? `(${either.join(' OR ')})` : '1 = 0');
  if (match.itemIds === null) return false;
  query.useIndex(SEARCH_INDEXES);
  return true;
}
