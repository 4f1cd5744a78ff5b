import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Brackets, DataSource, In, type SelectQueryBuilder } from 'typeorm';
import { ACTIVITY_DEFAULT_RANGE_DAYS, type InventorySortOption } from '@shared/constants';
import {
  type FilterOptionsResponse,
  INVENTORY_EXPORT_COLUMNS,
  type InventoryFilters,
  type InventoryListRow,
  type InventoryLogsPageResponse,
  type InventoryLogsParams,
  type StoreInventoryStatusResponse,
} from '@shared/contracts/inventory-lists';
import { csvLine, type CsvValue } from '@shared/domain/csv';
import {
  daysActive,
  isSynced,
  QUEUE_STATUSES,
  type QueueStatus,
  sizeSortKey,
} from '@shared/domain/inventory-list';
import { INVENTORY_STATUSES, inventoryStatusLabel } from '@shared/domain/inventory-status';
import { ITEM_CODE_ALPHABET, ITEM_CODE_LENGTH } from '@shared/domain/item-code';
import { sortSizes } from '@shared/domain/size-sort';
import { normalizeSku } from '@shared/domain/sku';
import { type Principal } from '../common/auth/principal';
import { Consigner } from '../consigners/consigner.entity';
import { Location } from '../locations/location.entity';
import { SubLocation } from '../locations/sub-location.entity';
import { ProductTemplate } from '../product-templates/product-template.entity';
import { Product } from '../products/product.entity';
import { InventoryLog } from './inventory-log.entity';
import { toInventoryItem, toInventoryLogEntry } from './inventory.mapper';
import { Inventory } from './inventory.entity';

/** Items read per round of the CSV export: bounded memory whatever the store's size. */
const EXPORT_BATCH = 1_000;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Shortest search that is also tried as the start of an item code. */
const CODE_PREFIX_MIN = 3;
/**
 * A search is looked up first (the store's products whose title or SKU hold it, items whose code
 * starts with it), then the items are read by those ids on an index. Past these many matches the
 * lists of ids would be long and the matches common: the search stays a subquery instead.
 */
const SEARCH_PRODUCTS_MAX = 2_000;
const SEARCH_CODES_MAX = 500;

/**
 * The order of each sort option (spec 001 §9): its columns, then `printed`, then the id, all in
 * one direction, so the order is total (paging never repeats or skips a row) and each option is
 * exactly the order of one index of migration 1764100800000 ((storeId, status, <columns>, printed),
 * the id being implicit at the end of every index). NULLs (no price yet, not accepted yet) come
 * first going up and last going down, as both engines order them.
 *
 * inventoryPriority is ours (the spec names it only): the items on the floor longest first, by
 * acceptedOn, the same figure Days Active shows.
 */
const SORTS: Readonly<
  Record<InventorySortOption, { columns: readonly string[]; direction: 'ASC' | 'DESC' }>
> = {
  oldestCreated: { columns: ['createdAt'], direction: 'ASC' },
  newestCreated: { columns: ['createdAt'], direction: 'DESC' },
  oldestUpdated: { columns: ['updatedAt'], direction: 'ASC' },
  newestUpdated: { columns: ['updatedAt'], direction: 'DESC' },
  lowestPrice: { columns: ['price'], direction: 'ASC' },
  highestPrice: { columns: ['price'], direction: 'DESC' },
  inventoryPriority: { columns: ['acceptedOn'], direction: 'ASC' },
  lowestPayout: { columns: ['payout'], direction: 'ASC' },
  highestPayout: { columns: ['payout'], direction: 'DESC' },
  sizeLowToHigh: { columns: ['sizeSort', 'option1Value'], direction: 'ASC' },
  sizeHighToLow: { columns: ['sizeSort', 'option1Value'], direction: 'DESC' },
};

/**
 * LIKE pattern for "contains", with the wildcards of the search text taken literally; '!' escapes
 * on both engines (as the products search does).
 */
const escapeLike = (text: string) => text.replace(/[!%_]/g, (char) => `!${char}`);

/** The index that gives each sort option's order to a list of one status (migration 1764100800000). */
/** The same orders over every status at once (migration 1764280800000). */
const STORE_SORT_INDEXES: Readonly<Record<InventorySortOption, string>> = {
  oldestCreated: 'IDX_inventories_store_created',
  newestCreated: 'IDX_inventories_store_created',
  oldestUpdated: 'IDX_inventories_store_updated',
  newestUpdated: 'IDX_inventories_store_updated',
  lowestPrice: 'IDX_inventories_store_price',
  highestPrice: 'IDX_inventories_store_price',
  inventoryPriority: 'IDX_inventories_store_accepted',
  lowestPayout: 'IDX_inventories_store_payout',
  highestPayout: 'IDX_inventories_store_payout',
  sizeLowToHigh: 'IDX_inventories_store_size',
  sizeHighToLow: 'IDX_inventories_store_size',
};

const SORT_INDEXES: Readonly<Record<InventorySortOption, string>> = {
  oldestCreated: 'IDX_inventories_list_created',
  newestCreated: 'IDX_inventories_list_created',
  oldestUpdated: 'IDX_inventories_list_updated',
  newestUpdated: 'IDX_inventories_list_updated',
  lowestPrice: 'IDX_inventories_list_price',
  highestPrice: 'IDX_inventories_list_price',
  inventoryPriority: 'IDX_inventories_list_accepted',
  lowestPayout: 'IDX_inventories_list_payout',
  highestPayout: 'IDX_inventories_list_payout',
  sizeLowToHigh: 'IDX_inventories_list_size',
  sizeHighToLow: 'IDX_inventories_list_size',
};

/**
 * What a search found before the items are read: ids of the store's products whose title or SKU
 * hold the text, and of items whose code starts with it; null where there were too many to list
 * (the query then matches them itself).
 */
interface SearchMatch {
  productIds: number[] | null;
  codeIds: number[] | null;
}

/** Which rows of an ordered list a page is: read from the near end (see page()). */
interface Window {
  offset: number;
  limit: number;
  isReversed: boolean;
}

/**
 * The inventory lists (spec 000 §2.3, spec 001 §7): the admin lists' page and count, the search
 * list, filter options, the menu badges' counts, the CSV export and the activity feed. Every query
 * is scoped to the caller's store.
 *
 * How a page is read, so that it stays fast at any depth of a store with hundreds of thousands of
 * items: first the count, on an index; then the page's ids alone, ordered by the sort's index with
 * LIMIT/OFFSET on the items table only (the index covers the filter, so skipping rows reads index
 * entries, not rows); then the page's items with their relations, by id. A page past the middle is
 * read from the other end in the opposite order and turned round, so no request skips more than
 * half of the matches.
 */
@Injectable()
export class InventoryListsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** One page in the chosen order, and how many items match in all. */
  async page(
    principal: Principal,
    filters: InventoryFilters,
    paging: { pageSize: number; currentPage: number },
  ): Promise<{ rows: InventoryListRow[]; count: number }> {
    const storeId = principal.storeId;
    const match = filters.search ? await this.searchMatch(storeId, filters.search) : null;
    if (match && isEmptyMatch(match)) return { rows: [], count: 0 };
    if (paging.currentPage === 1) {
      // The first page needs no count to know where to read: both queries run at once.
      const firstPage = { offset: 0, limit: paging.pageSize, isReversed: false };
      const [count, ids] = await Promise.all([
        this.count(storeId, filters, match),
        this.pageIds(storeId, filters, match, firstPage),
      ]);
      return { rows: await this.rowsOf(principal, ids), count };
    }
    const count = await this.count(storeId, filters, match);
    const window = pageWindow(count, paging.pageSize, paging.currentPage);
    if (!window) return { rows: [], count };
    const ids = await this.pageIds(storeId, filters, match, window);
    return { rows: await this.rowsOf(principal, ids), count };
  }

  /** The ids of a window of the list, in the list's order. */
  private async pageIds(
    storeId: number,
    filters: InventoryFilters,
    match: SearchMatch | null,
    window: Window,
  ): Promise<number[]> {
    const { columns, direction } = SORTS[filters.sortOption];
    const readDirection = window.isReversed ? flip(direction) : direction;
    const query = this.filtered(storeId, filters, match, planIndex(filters, match, 'page')).select(
      'item.id',
      'id',
    );
    for (const column of [...columns, 'printed', 'id']) query.addOrderBy(`item.${column}`, readDirection);
    const found = await query.limit(window.limit).offset(window.offset).getRawMany<{ id: number | string }>();
    const ids = found.map((row) => Number(row.id));
    return window.isReversed ? ids.reverse() : ids;
  }

  /** How many of the store's items wait in each work queue (menu badges), on the (storeId, status) index. */
  async statusCounts(principal: Principal): Promise<StoreInventoryStatusResponse> {
    const found = await this.dataSource
      .getRepository(Inventory)
      .createQueryBuilder('item')
      .useIndex('IDX_inventories_list_updated')
      .select('item.status', 'status')
      .addSelect('COUNT(*)', 'count')
      .where('item.storeId = :storeId', { storeId: principal.storeId })
      .andWhere('item.status IN (:...statuses)', { statuses: QUEUE_STATUSES })
      .groupBy('item.status')
      .getRawMany<{ status: QueueStatus; count: number | string }>();
    const counts = Object.fromEntries(QUEUE_STATUSES.map((status) => [status, 0])) as Record<
      QueueStatus,
      number
    >;
    for (const row of found) counts[row.status] = Number(row.count);
    return { counts };
  }

  /** spec 000 §3 Filter options: what the filter bar offers, from the store's own records. */
  async filterOptions(principal: Principal): Promise<FilterOptionsResponse> {
    const storeId = principal.storeId;
    const manager = this.dataSource.manager;
    const [consigners, locations, subLocations, templates, productCategories] = await Promise.all([
      manager.getRepository(Consigner).find({
        select: { id: true, firstName: true, lastName: true, email: true, isStoreAccount: true },
        where: { storeId },
        order: { firstName: 'ASC', lastName: 'ASC', id: 'ASC' },
      }),
      manager.getRepository(Location).find({ where: { storeId }, order: { name: 'ASC', id: 'ASC' } }),
      manager.getRepository(SubLocation).find({ where: { storeId }, order: { name: 'ASC', id: 'ASC' } }),
      manager.getRepository(ProductTemplate).find({ where: { storeId }, order: { id: 'ASC' } }),
      manager
        .getRepository(Product)
        .createQueryBuilder('product')
        .select('DISTINCT product.category', 'category')
        .where('product.storeId = :storeId', { storeId })
        .getRawMany<{ category: string }>(),
    ]);
    const distinct = (values: (string | null | undefined)[]) => [
      ...new Set(values.filter((value): value is string => !!value)),
    ];
    const alphabetical = (values: string[]) => values.sort((a, b) => a.localeCompare(b, 'en'));
    return {
      consigners: consigners.map((consigner) => ({
        label: `${consigner.firstName} ${consigner.lastName}`.trim(),
        value: { id: consigner.id, email: consigner.email, isStoreAccount: consigner.isStoreAccount },
      })),
      statuses: INVENTORY_STATUSES.map((status) => ({ label: inventoryStatusLabel(status), value: status })),
      locations: locations.map((location) => ({ label: location.name, value: location.id })),
      subLocations: subLocations.map((subLocation) => ({
        label: subLocation.name,
        value: subLocation.id,
        locationId: subLocation.locationId,
      })),
      option1Values: sortSizes(distinct(templates.flatMap((template) => template.option1Values ?? []))),
      option2Values: distinct(templates.flatMap((template) => template.option2Values ?? [])),
      option3Values: distinct(templates.flatMap((template) => template.option3Values ?? [])),
      categories: alphabetical(
        distinct([
          ...templates.map((template) => template.category),
          ...productCategories.map((row) => row.category),
        ]),
      ),
    };
  }

  /**
   * GET /api/inventories/exportInventory: every match as CSV lines, header first, read in rounds of
   * EXPORT_BATCH by id (keyset: each round starts after the last id of the one before), so a
   * store's whole inventory streams out in constant memory. Rows come in the order the items were
   * created. The UTF-8 byte order mark makes spreadsheets read accents right.
   */
  async *exportCsv(principal: Principal, filters: InventoryFilters): AsyncGenerator<string> {
    yield `\uFEFF${csvLine(INVENTORY_EXPORT_COLUMNS)}`;
    const storeId = principal.storeId;
    const match = filters.search ? await this.searchMatch(storeId, filters.search) : null;
    if (match && isEmptyMatch(match)) return;
    const index = planIndex(filters, match, 'export');
    const now = new Date();
    for (let lastId = 0; ;) {
      const found = await this.filtered(storeId, filters, match, index)
        .select('item.id', 'id')
        .andWhere('item.id > :lastId', { lastId })
        .orderBy('item.id', 'ASC')
        .limit(EXPORT_BATCH)
        .getRawMany<{ id: number | string }>();
      if (found.length === 0) return;
      const ids = found.map((row) => Number(row.id));
      const items = await this.itemsOf(storeId, ids);
      yield items.map((item) => csvLine(exportCells(item, principal.store.currency, now))).join('');
      lastId = ids[ids.length - 1];
      if (found.length < EXPORT_BATCH) return;
    }
  }

  /**
   * GET /api/inventoryLogs: the store's item changes, newest first, between `after` (default: 7
   * days before `before`, or before now, spec 001 §9) and `before` (default: now), by one person, or
   * about items whose code, SKU or product title holds the search text.
   */
  async activity(principal: Principal, query: InventoryLogsParams): Promise<InventoryLogsPageResponse> {
    const storeId = principal.storeId;
    // Without a start, the 7 days up to the end (or up to now).
    const end = query.before?.getTime() ?? Date.now();
    const after = query.after ?? new Date(end - ACTIVITY_DEFAULT_RANGE_DAYS * DAY_MS);
    const builder = this.dataSource
      .getRepository(InventoryLog)
      .createQueryBuilder('log')
      .innerJoinAndSelect('log.inventory', 'item')
      .innerJoinAndSelect('item.product', 'product')
      .where('log.storeId = :storeId', { storeId })
      .andWhere('log.createdAt >= :after', { after });
    if (query.before) builder.andWhere('log.createdAt < :before', { before: query.before });
    if (query.lastUpdatedBy) builder.andWhere('log.lastUpdatedById = :actor', { actor: query.lastUpdatedBy });
    if (query.search) {
      const { text, sku, codePrefix } = searchTerms(query.search);
      builder.andWhere(
        new Brackets((or) => {
          or.where("product.title LIKE :text ESCAPE '!'", { text });
          if (sku) or.orWhere("product.normalizedSku LIKE :sku ESCAPE '!'", { sku });
          if (codePrefix) or.orWhere("item.code LIKE :codePrefix ESCAPE '!'", { codePrefix });
        }),
      );
    }
    const logs = await builder
      .orderBy('log.createdAt', 'DESC')
      .addOrderBy('log.id', 'DESC')
      // One more than asked for: whether it comes back says if there is a next page.
      .limit(query.take + 1)
      .offset((query.page - 1) * query.take)
      .getMany();
    return {
      inventoryLogs: logs.slice(0, query.take).map(toInventoryLogEntry),
      hasMore: logs.length > query.take,
    };
  }

  /** How many items match: COUNT(*) on the filter's index (never COUNT(DISTINCT), which dedupes). */
  private async count(
    storeId: number,
    filters: InventoryFilters,
    match: SearchMatch | null,
  ): Promise<number> {
    const found = await this.filtered(storeId, filters, match, planIndex(filters, match, 'count'))
      .select('COUNT(*)', 'count')
      .getRawOne<{ count: number | string }>();
    return Number(found?.count ?? 0);
  }

  /**
   * The store's items that pass the filters, on the items table alone (a search's products were
   * looked up before), read through `index` on MariaDB/MySQL (see planIndex).
   */
  private filtered(
    storeId: number,
    filters: InventoryFilters,
    match: SearchMatch | null,
    index: string | undefined,
  ): SelectQueryBuilder<Inventory> {
    const query = this.dataSource
      .getRepository(Inventory)
      .createQueryBuilder('item')
      .where('item.storeId = :storeId', { storeId });
    if (index) query.useIndex(index);
    const { status } = filters;
    if (status?.length === 1) query.andWhere('item.status = :status', { status: status[0] });
    else if (status) query.andWhere('item.status IN (:...statuses)', { statuses: status });
    // 1/0, not true/false: the same literal on both engines' boolean columns.
    if (filters.printed !== undefined) {
      query.andWhere('item.printed = :printed', { printed: filters.printed ? 1 : 0 });
    }
    const equal = {
      option1Value: filters.option1Value,
      option2Value: filters.option2Value,
      option3Value: filters.option3Value,
      category: filters.category,
      consignerId: filters.consigner,
      productId: filters.productId,
      locationId: filters.location,
      subLocationId: filters.subLocation,
    };
    for (const [column, value] of Object.entries(equal)) {
      if (value !== undefined) query.andWhere(`item.${column} = :${column}`, { [column]: value });
    }
    // The size's sort key is a function of the size: saying so lets the size index find the size.
    if (filters.option1Value && index === SIZE_INDEX) {
      query.andWhere('item.sizeSort = :sizeSort', { sizeSort: sizeSortKey(filters.option1Value) });
    }
    if (filters.dateRangeStart) {
      query.andWhere('item.createdAt >= :rangeStart', { rangeStart: filters.dateRangeStart });
    }
    if (filters.dateRangeEnd)
      query.andWhere('item.createdAt < :rangeEnd', { rangeEnd: filters.dateRangeEnd });
    if (filters.search && match) {
      const { text, sku, codePrefix } = searchTerms(filters.search);
      query.andWhere(
        new Brackets((or) => {
          if (match.productIds === null) {
            const products = this.productsMatching(storeId, text, sku).select('product.id');
            or.orWhere(`item.productId IN (${products.getQuery()})`, products.getParameters());
          } else if (match.productIds.length > 0) {
            or.orWhere('item.productId IN (:...searchProductIds)', { searchProductIds: match.productIds });
          }
          if (match.codeIds === null) or.orWhere("item.code LIKE :codePrefix ESCAPE '!'", { codePrefix });
          else if (match.codeIds.length > 0)
            or.orWhere('item.id IN (:...searchCodeIds)', { searchCodeIds: match.codeIds });
        }),
      );
    }
    return query;
  }

  /** The search looked up on its own, before the list's queries (see SearchMatch). */
  private async searchMatch(storeId: number, search: string): Promise<SearchMatch> {
    const { text, sku, codePrefix } = searchTerms(search);
    const products = await this.productsMatching(storeId, text, sku)
      .select('product.id', 'id')
      .limit(SEARCH_PRODUCTS_MAX + 1)
      .getRawMany<{ id: number | string }>();
    const codes = codePrefix
      ? await this.dataSource
          .getRepository(Inventory)
          .createQueryBuilder('item')
          .select('item.id', 'id')
          .where('item.storeId = :storeId', { storeId })
          .andWhere("item.code LIKE :codePrefix ESCAPE '!'", { codePrefix })
          .limit(SEARCH_CODES_MAX + 1)
          .getRawMany<{ id: number | string }>()
      : [];
    const ids = (rows: { id: number | string }[], max: number) =>
      rows.length > max ? null : rows.map((row) => Number(row.id));
    return { productIds: ids(products, SEARCH_PRODUCTS_MAX), codeIds: ids(codes, SEARCH_CODES_MAX) };
  }

  /** The store's products whose title holds the text or whose normalised SKU holds its normalised form. */
  private productsMatching(storeId: number, text: string, sku: string | null): SelectQueryBuilder<Product> {
    return this.dataSource
      .getRepository(Product)
      .createQueryBuilder('product')
      .where('product.storeId = :storeId', { storeId })
      .andWhere(
        new Brackets((match) => {
          match.where("product.title LIKE :text ESCAPE '!'", { text });
          if (sku) match.orWhere("product.normalizedSku LIKE :sku ESCAPE '!'", { sku });
        }),
      );
  }

  /** The items of these ids, in this order, as list rows. */
  private async rowsOf(principal: Principal, ids: number[]): Promise<InventoryListRow[]> {
    const items = await this.itemsOf(principal.storeId, ids);
    const now = new Date();
    return items.map((item) => toListRow(item, principal.store.currency, now));
  }

  /**
   * The items of these ids with their relations (ITEM_RELATIONS), in the order of `ids`. The
   * relations are read by their own ids, not joined: a page shares a few products, owners and
   * places, and TypeORM turns a joined result of hundreds of rows into entities several times
   * slower than it reads the same rows apart.
   */
  private async itemsOf(storeId: number, ids: number[]): Promise<Inventory[]> {
    if (ids.length === 0) return [];
    const manager = this.dataSource.manager;
    const items = await manager.getRepository(Inventory).findBy({ storeId, id: In(ids) });
    const idsOf = (pick: (item: Inventory) => number | null) => [
      ...new Set(items.map(pick).filter((id): id is number => id !== null)),
    ];
    const byOwnId = <T extends { id: number }>(found: T[]) =>
      new Map(found.map((entry) => [entry.id, entry]));
    const read = async <T extends { id: number }>(wanted: number[], find: (ids: number[]) => Promise<T[]>) =>
      byOwnId(wanted.length > 0 ? await find(wanted) : []);
    const [products, consigners, locations, subLocations] = await Promise.all([
      read(
        idsOf((item) => item.productId),
        (wanted) => manager.getRepository(Product).findBy({ storeId, id: In(wanted) }),
      ),
      read(
        idsOf((item) => item.consignerId),
        (wanted) => manager.getRepository(Consigner).findBy({ storeId, id: In(wanted) }),
      ),
      read(
        idsOf((item) => item.locationId),
        (wanted) => manager.getRepository(Location).findBy({ storeId, id: In(wanted) }),
      ),
      read(
        idsOf((item) => item.subLocationId),
        (wanted) => manager.getRepository(SubLocation).findBy({ storeId, id: In(wanted) }),
      ),
    ]);
    const byId = new Map(items.map((item) => [item.id, item]));
    return ids
      .map((id) => byId.get(id))
      .filter((item): item is Inventory => item !== undefined)
      .map((item) =>
        Object.assign(item, {
          product: products.get(item.productId) ?? null,
          consigner: item.consignerId === null ? null : (consigners.get(item.consignerId) ?? null),
          location: item.locationId === null ? null : (locations.get(item.locationId) ?? null),
          subLocation: item.subLocationId === null ? null : (subLocations.get(item.subLocationId) ?? null),
        }),
      );
  }
}

const flip = (direction: 'ASC' | 'DESC') => (direction === 'ASC' ? 'DESC' : 'ASC');

const isEmptyMatch = (match: SearchMatch) => match.productIds?.length === 0 && match.codeIds?.length === 0;

/**
 * The rows [offset, offset + pageSize) of `count`, or null past the end. When the page lies in
 * the second half, the same rows are read from the end: in the opposite order, skipping
 * count - (offset + pageSize) rows instead of offset, and reversed afterwards.
 */
export function pageWindow(count: number, pageSize: number, currentPage: number): Window | null {
  const offset = (currentPage - 1) * pageSize;
  if (offset >= count) return null;
  const end = Math.min(offset + pageSize, count);
  const fromEnd = count - end;
  return fromEnd < offset
    ? { offset: fromEnd, limit: end - offset, isReversed: true }
    : { offset, limit: end - offset, isReversed: false };
}

const SIZE_INDEX = 'IDX_inventories_list_size';

/**
 * The index a list query reads, named to MariaDB/MySQL with USE INDEX (SQLite plans on its own).
 * MariaDB's own choice for ORDER BY … LIMIT prefers walking the sort's index and reading each row
 * to test the other filters, which reads most of a store's rows when a page is deep; naming the
 * index makes every plan one whose cost is known (migrations 1764100800000 and 1764100920000 say
 * what each index holds):
 * - one product or consigner, a search's products, a sub-location: tens to a few thousand items,
 *   found by their own index and then sorted;
 * - a size: its range of the size index, which also holds every sort column and the location, so
 *   the page is sorted from index entries;
 * - a category or a condition alone, in the default order: its own index; a date range alone,
 *   counted or in the created order: the created index;
 * - any other filter or mix of the filter bar: in the default order, IDX_inventories_list_filters,
 *   which holds every filtered column; in another order, that order's index;
 * - a location: its index, which holds every sort column (the size order reads the size index,
 *   which holds the location, in order);
 * - the status alone: the sort's own index, (storeId, status, <sort>, printed);
 * - every status at once, in the updated order: (storeId, updatedAt, printed).
 * A count needs no order and reads the narrowest of these. An export names only a selective index.
 */
export function planIndex(
  filters: InventoryFilters,
  match: SearchMatch | null,
  purpose: 'page' | 'count' | 'export',
): string | undefined {
  const sort = filters.sortOption;
  const isUpdatedOrder = purpose === 'count' || sort === 'newestUpdated' || sort === 'oldestUpdated';
  const isSizeOrder = purpose === 'page' && (sort === 'sizeLowToHigh' || sort === 'sizeHighToLow');
  if (filters.productId) return 'IDX_inventories_store_product';
  if (filters.consigner) return 'IDX_inventories_store_consigner';
  if (match) {
    return match.productIds !== null && match.codeIds?.length === 0
      ? 'IDX_inventories_store_product'
      : undefined;
  }
  if (filters.subLocation) return 'IDX_inventories_sub_location_list';
  // The export's `id > last ORDER BY id LIMIT` is planned well by MariaDB itself (the primary key
  // for a large store, a status index and a sort of its entries for a small one); named, the
  // index would be read from its start on every batch.
  if (purpose === 'export') return undefined;
  if (!filters.status) {
    if (isUpdatedOrder) return 'IDX_inventories_store_updated';
    // Every status in another order: that order's own index when nothing else narrows the list
    // (only printed, which the index holds); with other filters MariaDB plans on its own.
    const isUnfiltered =
      [
        filters.option1Value,
        filters.option2Value,
        filters.option3Value,
        filters.category,
        filters.location,
      ].every((value) => value === undefined) &&
      filters.dateRangeStart === undefined &&
      filters.dateRangeEnd === undefined;
    return isUnfiltered ? STORE_SORT_INDEXES[sort] : undefined;
  }
  if (filters.option1Value) return SIZE_INDEX;
  const others = [
    filters.option2Value !== undefined && 'option2Value',
    filters.option3Value !== undefined && 'option3Value',
    filters.category !== undefined && 'category',
    (filters.dateRangeStart ?? filters.dateRangeEnd) !== undefined && 'dateRange',
  ].filter((name) => name !== false);
  if (others.length === 1 && !filters.location) {
    const [only] = others;
    if (only === 'category' && isUpdatedOrder) return 'IDX_inventories_list_category';
    if (only === 'option2Value' && isUpdatedOrder) return 'IDX_inventories_list_condition';
    if (
      only === 'dateRange' &&
      (purpose === 'count' || sort === 'oldestCreated' || sort === 'newestCreated')
    ) {
      return 'IDX_inventories_list_created';
    }
  }
  if (others.length > 0) return isUpdatedOrder ? 'IDX_inventories_list_filters' : SORT_INDEXES[sort];
  if (filters.location && !isSizeOrder) return 'IDX_inventories_location_list';
  return purpose === 'count' ? 'IDX_inventories_list_updated' : SORT_INDEXES[sort];
}

/**
 * The search box's text as the queries use it: "contains" in the title, the normalised SKU
 * contains the normalised text, and an item code starting with it (when it can be one).
 */
function searchTerms(search: string): { text: string; sku: string | null; codePrefix: string | null } {
  const sku = normalizeSku(search);
  const code = search.trim().toUpperCase();
  const isCodeLike =
    code.length >= CODE_PREFIX_MIN &&
    code.length <= ITEM_CODE_LENGTH &&
    [...code].every((symbol) => ITEM_CODE_ALPHABET.includes(symbol));
  return {
    text: `%${escapeLike(search)}%`,
    sku: sku ? `%${escapeLike(sku)}%` : null,
    codePrefix: isCodeLike ? `${code}%` : null,
  };
}

function toListRow(item: Inventory, currency: string, now: Date): InventoryListRow {
  const shown = toInventoryItem(item, currency);
  return { ...shown, isSynced: isSynced(shown), daysActive: daysActive(shown, now) };
}

/** One CSV line's cells, in INVENTORY_EXPORT_COLUMNS order. */
function exportCells(item: Inventory, currency: string, now: Date): CsvValue[] {
  const row = toListRow(item, currency, now);
  const cells: Record<(typeof INVENTORY_EXPORT_COLUMNS)[number], CsvValue> = {
    Id: row.id,
    Code: row.code,
    Product: row.product.title,
    SKU: row.product.sku,
    Brand: row.product.brand,
    Category: row.category,
    Size: row.option1Value,
    Condition: row.option2Value,
    'Option 3': row.option3Value,
    Status: inventoryStatusLabel(row.status),
    Consigner: row.consigner ? `${row.consigner.firstName} ${row.consigner.lastName}`.trim() : null,
    'Consigner Email': row.consigner?.email,
    Location: row.location?.name,
    Sublocation: row.subLocation?.name,
    Price: row.price,
    Payout: row.payout,
    'Payout Fee': row.payoutFee,
    Cost: row.cost,
    Currency: row.currency,
    Printed: row.printed,
    Synced: row.isSynced,
    'Days Active': row.daysActive,
    'Accepted On': row.acceptedOn,
    'Sold On': row.soldOn,
    'Created At': row.createdAt,
    'Updated At': row.updatedAt,
    'Shopify Id': row.shopifyId,
    Notes: row.notes,
  };
  return INVENTORY_EXPORT_COLUMNS.map((column) => cells[column]);
}
