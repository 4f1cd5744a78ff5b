import { type ObjectLiteral, type SelectQueryBuilder } from 'typeorm';
import { orderNumberOf } from '@shared/domain/sold-items';
import { type StoreRepository } from '../common/tenancy/store-repository';
import { codePrefixOf } from '../inventories/inventory-list-plan';
import { Inventory } from '../inventories/inventory.entity';
import { searchProducts } from '../products/product-search';
import { Product } from '../products/product.entity';
import { type OrderLine } from './order-line.entity';
import { Order } from './order.entity';

/**
 * The search of the lists of sales (/findOrders, Ready to Pay): a line matches when its product
 * (copied onto the line at sale) is one the product search finds (title, SKU: the full-text index),
 * its item's code starts with the search, or its order's number is the search ("1042" or "#1042").
 *
 * Only the lines are read for whether they count (not returned, sold, not paid out…): a line in
 * the lists is the sale of an item that is Sold or Paid now, since an item leaves those only by a
 * return (the line's returnedAt) and is paid only with the payout's id on its line.
 *
 * A search is looked up first (the products it finds, the codes it starts, the order it names),
 * then the lines are read by their products', items' and orders' ids. Past these many matches the
 * search stays a subquery instead. Lists stay below MariaDB's in_predicate_conversion_threshold
 * (1,000): a longer IN list is turned into a derived table that the lines were scanned against
 * (300 ms at 100,000 orders).
 */
const SEARCH_PRODUCTS_MAX = 999;
const SEARCH_CODES_MAX = 500;

/**
 * A search's lines by their product (storeId, productId, then every column the lists filter on:
 * a common word's thousands of lines are counted and sorted from the index alone), their item and
 * their order. Named for MariaDB, which otherwise walked the whole list in its order to skip the
 * sort (300 ms at 100,000 orders), or read a common word's lines through their items (160 ms).
 */
const PRODUCT_INDEX = 'IDX_order_lines_store_product';
const ITEM_INDEX = 'IDX_order_lines_inventory';
const ORDER_INDEX = 'IDX_order_lines_store_order';

/**
 * What a search found, looked up before the list's queries: the products it finds and the items
 * whose code it starts (each null: too many to list, the lists' queries look them up themselves),
 * and the order it names.
 */
export interface SaleSearchMatch {
  productIds: number[] | null;
  itemIds: number[] | null;
  orderIds: number[];
}

/** The search looked up on its own: the products it finds, the items it names by code, its order. */
export async function findSaleSearch(
  lines: StoreRepository<OrderLine>,
  search: string,
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
  const idsOf = (rows: { id: number | string }[], max: number) =>
    rows.length > max ? null : rows.map((row) => Number(row.id));
  return {
    productIds: idsOf(products, SEARCH_PRODUCTS_MAX),
    itemIds: idsOf(codes, SEARCH_CODES_MAX),
    orderIds: orders.map((order) => order.id),
  };
}

/** The search alone finds nothing: no query needs to run. */
export function isEmptySaleSearch(match: SaleSearchMatch | null): boolean {
  return (
    match !== null &&
    match.productIds?.length === 0 &&
    match.itemIds?.length === 0 &&
    match.orderIds.length === 0
  );
}

/**
 * Narrows `query` (order lines as `line`) to the lines `match` found, read by the indexes of their
 * products, items and orders (then the caller sorts them).
 */
export function whereSaleSearch(
  lines: StoreRepository<OrderLine>,
  query: SelectQueryBuilder<OrderLine>,
  search: string,
  match: SaleSearchMatch,
): void {
  const either: string[] = [];
  const indexes: string[] = [];
  // The lines whose `column` is one of `ids`, or one `subquery` finds when they were too many to list.
  const matching = (
    column: keyof OrderLine & string,
    ids: number[] | null,
    index: string,
    subquery: () => SelectQueryBuilder<ObjectLiteral>,
  ) => {
    if (ids?.length === 0) return;
    const parameter = `search_${column}`;
    if (ids === null) {
      const found = subquery();
      either.push(`line.${column} IN (${found.getQuery()})`);
      query.setParameters(found.getParameters());
    } else {
      either.push(`line.${column} IN (:...${parameter})`);
      query.setParameter(parameter, ids);
    }
    indexes.push(index);
  };
  matching('productId', match.productIds, PRODUCT_INDEX, () =>
    searchProducts(lines.sibling(Product), search, 'searchProduct').select('searchProduct.id'),
  );
  matching('inventoryId', match.itemIds, ITEM_INDEX, () =>
    lines
      .sibling(Inventory)
      .query('searchItem')
      .select('searchItem.id')
      .andWhere('searchItem.code LIKE :codePrefix', { codePrefix: codePrefixOf(search) }),
  );
  if (match.orderIds.length > 0) {
    either.push('line.orderId IN (:...searchOrderIds)');
    query.setParameter('searchOrderIds', match.orderIds);
    indexes.push(ORDER_INDEX);
  }
  query.andWhere(either.length > 0 ? `(${either.join(' OR ')})` : '1 = 0');
  if (indexes.length > 0) query.useIndex(indexes.join(', '));
}
