import { Injectable } from '@nestjs/common';
import { Brackets, type SelectQueryBuilder } from 'typeorm';
import { ACTIVITY_DEFAULT_RANGE_DAYS } from '@shared/constants';
import { type InventoryLogEntry, type InventoryLogsResponse } from '@shared/contracts/inventories';
import { type InventoryLogsPageResponse, type InventoryLogsParams } from '@shared/contracts/inventory-lists';
import { type Principal } from '../common/auth/principal';
import { notFound } from '../common/errors/errors';
import { InjectStoreRepositories } from '../common/tenancy/tenancy.module';
import { type StoreRepository, StoreRepositories } from '../common/tenancy/store-repository';
import { RawColumns } from '../database/raw-columns';
import { searchProducts } from '../products/product-search';
import { Product } from '../products/product.entity';
import { codePrefixOf } from './inventory-list-plan';
import { InventoryLog } from './inventory-log.entity';
import { toInventoryLogEntry } from './inventory.mapper';
import { Inventory } from './inventory.entity';

const DAY_MS = 24 * 60 * 60 * 1000;
/** An item's timeline shows its latest changes; an item changed more often than this is rare. */
const ITEM_LOGS_MAX = 500;

const LOG_COLUMNS = [
  'id',
  'inventoryId',
  'createdAt',
  'lastUpdatedById',
  'lastUpdatedByName',
  'modifiedFields',
] as const satisfies readonly (keyof InventoryLog)[];

/**
 * The inventory logs (spec 001 §7, GET /api/inventoryLogs and /api/inventoryLogs/{id}): the
 * store's Activity feed and one item's timeline. Each entry is read with its item's code and its
 * product's title only, as raw columns (not whole items and products).
 */
@Injectable()
export class InventoryActivityService {
  constructor(
    @InjectStoreRepositories(InventoryLog) private readonly logs: StoreRepositories<InventoryLog>,
    @InjectStoreRepositories(Inventory) private readonly items: StoreRepositories<Inventory>,
    @InjectStoreRepositories(Product) private readonly products: StoreRepositories<Product>,
  ) {}

  /**
   * GET /api/inventoryLogs: the store's item changes, newest first, between `after` (default: 7
   * days before `before`, or before now, spec 001 §9) and `before` (default: now), by one person, or
   * about items whose product the search finds (products/product-search.ts) or whose code starts
   * with the text.
   */
  async feed(principal: Principal, query: InventoryLogsParams): Promise<InventoryLogsPageResponse> {
    // Without a start, the 7 days up to the end (or up to now).
    const end = query.before?.getTime() ?? Date.now();
    const after = query.after ?? new Date(end - ACTIVITY_DEFAULT_RANGE_DAYS * DAY_MS);
    const entries = new LogEntries(this.logs.for(principal));
    const builder = entries.query.andWhere('log.createdAt >= :after', { after });
    if (query.before) builder.andWhere('log.createdAt < :before', { before: query.before });
    if (query.lastUpdatedBy) builder.andWhere('log.lastUpdatedById = :actor', { actor: query.lastUpdatedBy });
    if (query.search) {
      const products = searchProducts(this.products.for(principal), query.search).select('product.id');
      const codePrefix = codePrefixOf(query.search);
      builder.andWhere(
        new Brackets((or) => {
          or.where(`item.productId IN (${products.getQuery()})`, products.getParameters());
          if (codePrefix) or.orWhere('item.code LIKE :codePrefix', { codePrefix });
        }),
      );
    }
    builder
      .orderBy('log.createdAt', 'DESC')
      .addOrderBy('log.id', 'DESC')
      // One more than asked for: whether it comes back says if there is a next page.
      .limit(query.take + 1)
      .offset((query.page - 1) * query.take);
    const logs = await entries.read();
    return { inventoryLogs: logs.slice(0, query.take), hasMore: logs.length > query.take };
  }

  /** GET /api/inventoryLogs/{id}: the item's changes, newest first. */
  async forItem(principal: Principal, id: number): Promise<InventoryLogsResponse> {
    if (!(await this.items.for(principal).existsBy({ id }))) throw notFound();
    const entries = new LogEntries(this.logs.for(principal));
    entries.query
      .andWhere('log.inventoryId = :id', { id })
      .orderBy('log.createdAt', 'DESC')
      .addOrderBy('log.id', 'DESC')
      .limit(ITEM_LOGS_MAX);
    return { inventoryLogs: await entries.read() };
  }
}

/**
 * A query of the store's log entries with their item's code and product's title, for the caller to
 * narrow, order and page before reading it.
 */
class LogEntries {
  readonly query: SelectQueryBuilder<InventoryLog>;
  private readonly log: RawColumns<InventoryLog, (typeof LOG_COLUMNS)[number]>;
  private readonly item: RawColumns<Inventory, 'code'>;
  private readonly product: RawColumns<Product, 'title'>;

  constructor(logs: StoreRepository<InventoryLog>) {
    this.log = new RawColumns(logs.manager, InventoryLog, 'log', LOG_COLUMNS);
    this.item = new RawColumns(logs.manager, Inventory, 'item', ['code']);
    this.product = new RawColumns(logs.manager, Product, 'product', ['title']);
    // Joined through the log's and the item's own foreign keys: they stay in the store.
    this.query = logs
      .query('log')
      .select([])
      .innerJoin('log.inventory', 'item')
      .innerJoin('item.product', 'product');
    for (const columns of [this.log, this.item, this.product]) columns.select(this.query);
  }

  async read(): Promise<InventoryLogEntry[]> {
    const found = await this.query.getRawMany<Record<string, unknown>>();
    // Plain objects with the columns toInventoryLogEntry reads, not entity instances.
    return found.map((row) =>
      toInventoryLogEntry({
        ...this.log.read(row),
        inventory: { ...this.item.read(row), product: this.product.read(row) },
      } as InventoryLog),
    );
  }
}
