import { Injectable } from '@nestjs/common';
import { type EntityManager, In } from 'typeorm';
import { type z } from 'zod';
import {
  type ScanDetailResponse,
  type ScanItem as ScanItemResponse,
  type scansQuery,
  type ScansResponse,
} from '@shared/contracts/scans';
import { type InventoryStatus } from '@shared/domain/inventory-status';
import {
  EXPECTED_ON_SHELF,
  reconcileScan,
  type ScanReconciliation,
  type ScanRunItem,
  type ScanStatus,
} from '@shared/domain/scan-runs';
import { validation } from '@shared/messages';
import { type Principal } from '../common/auth/principal';
import { conflict, forbidden, invalid, notFound } from '../common/errors/errors';
import {
  type StoreRepositories,
  type StoreRepository,
  type StoreScope,
} from '../common/tenancy/store-repository';
import { InjectStoreRepositories } from '../common/tenancy/tenancy.module';
import { CompiledQueries } from '../database/compiled-query';
import { TransactionRunner } from '../database/transaction-runner';
import { actorOf } from '../inventories/inventory-log.writer';
import { Inventory } from '../inventories/inventory.entity';
import { Location } from '../locations/location.entity';
import { type ScanItemRole, ScanItem } from './scan-item.entity';
import { toScanItem, toScanItems, toScanSummary } from './scan.mapper';
import { readRunItemRows } from './scan-run-rows';
import { Scan } from './scan.entity';

const messages = validation.scan;
/** Ids a statement reads at a time: SQLite binds at most 32,766 values, MariaDB's packets stay small. */
const IDS_PER_READ = 900;
/** A Run's statements, built once per shape (ids per read, rows per insert): TypeORM building them cost more than running them. */
const QUERIES = new CompiledQueries();

/**
 * Scan runs (/scanItems, spec 000 §2.3, §4; docs/scans.md). START keeps what the location holds
 * (the snapshot); Run keeps what was scanned, with each item's status, and the run's counts; the
 * result lists are reconcileScan of the two, so they never change after completion. A scan is a
 * record: it changes no inventory item.
 */
@Injectable()
export class ScansService {
  constructor(
    @InjectStoreRepositories(Scan) private readonly scans: StoreRepositories<Scan>,
    @InjectStoreRepositories(ScanItem) private readonly scanItems: StoreRepositories<ScanItem>,
    @InjectStoreRepositories(Inventory) private readonly items: StoreRepositories<Inventory>,
    private readonly transactions: TransactionRunner,
  ) {}

  /** GET /api/scans: the Logs tab, newest first, one page at a time. */
  async list(principal: Principal, query: z.output<typeof scansQuery>): Promise<ScansResponse> {
    checkFeature(principal);
    const scans = this.scans.for(principal);
    const where = query.location ? { locationId: query.location } : {};
    const [rows, count] = await scans.findAndCount({
      where,
      order: { createdAt: 'DESC', id: 'DESC' },
      skip: (query.page - 1) * query.pageSize,
      take: query.pageSize,
    });
    const locationIds = [...new Set(rows.map((scan) => scan.locationId))];
    const locations = await scans.sibling(Location).findBy({ id: In(locationIds) });
    const byId = new Map(locations.map((location) => [location.id, location]));
    return { scans: rows.map((scan) => toScanSummary(scan, byId.get(scan.locationId))), count };
  }

  /** GET /api/scans/{id}. */
  async get(principal: Principal, id: number): Promise<ScanDetailResponse> {
    checkFeature(principal);
    const scan = await this.scans.for(principal).findById(id);
    if (!scan) throw notFound();
    return this.detail(principal, scan);
  }

  /**
   * POST /api/scans: START, the run `new` with its snapshot. With status `completed`, the scanned
   * items come along and the run is completed in the same transaction.
   */
  async start(
    principal: Principal,
    request: { location: number; status: ScanStatus; inventories: number[] },
  ): Promise<ScanDetailResponse> {
    checkFeature(principal);
    if (request.status === 'new' && request.inventories.length > 0) {
      throw invalid('inventories', messages.itemsNeedCompleted);
    }
    const scan = await this.transactions.run(async (manager) => {
      const location = await this.scans.for(principal, manager).sibling(Location).findById(request.location);
      if (!location) throw notFound();
      if (!location.isActive) throw invalid('location', messages.locationInactive);
      const created = await this.startIn(manager, principal, location, actorOf(principal));
      if (request.status === 'completed')
        await this.completeIn(manager, principal, created, request.inventories);
      return created;
    });
    return this.detail(principal, (await this.scans.for(principal).findById(scan.id)) ?? scan);
  }

  /**
   * A run `new` at the location, with its snapshot, in the caller's transaction (the demo seed
   * starts its runs in the past: `at`). The location is the caller's to have checked.
   */
  async startIn(
    manager: EntityManager,
    scope: StoreScope,
    location: Location,
    actor: { id: number | null; name: string },
    at: Date = new Date(),
  ): Promise<Scan> {
    const scans = this.scans.for(scope, manager);
    const created = await scans.save(
      scans.create({
        locationId: location.id,
        status: 'new',
        createdById: actor.id,
        createdByName: actor.name,
        completedAt: null,
        createdAt: at,
      }),
    );
    await this.takeSnapshot(manager, scope, created);
    return created;
  }

  /** PUT /api/scans/{id}: Run, once. */
  async complete(principal: Principal, id: number, inventories: number[]): Promise<ScanDetailResponse> {
    checkFeature(principal);
    await this.transactions.run(async (manager) => {
      const scan = await this.scans.for(principal, manager).findById(id);
      if (!scan) throw notFound();
      await this.completeIn(manager, principal, scan, inventories);
    });
    const scan = await this.scans.for(principal).findById(id);
    if (!scan) throw notFound();
    return this.detail(principal, scan);
  }

  /**
   * The snapshot: every item at the location whose status says it is on the shelf, with that
   * status, in id order. An item that arrives or leaves later does not change it.
   */
  private async takeSnapshot(manager: EntityManager, scope: StoreScope, scan: Scan): Promise<void> {
    const expected = await this.items
      .for(scope, manager)
      .query('item')
      .select('item.id', 'id')
      .addSelect('item.status', 'status')
      .andWhere('item.locationId = :locationId', { locationId: scan.locationId })
      .andWhere('item.status IN (:...statuses)', { statuses: [...EXPECTED_ON_SHELF] })
      .orderBy('item.id', 'ASC')
      .getRawMany<{ id: number | string; status: InventoryStatus }>();
    await this.scanItems.for(scope, manager).insertCompiled(
      QUERIES,
      'expected',
      ['scanId', 'inventoryId', 'role', 'statusDuringScan', 'scanOrder'],
      expected.map((item, index) => ({
        scanId: scan.id,
        inventoryId: Number(item.id),
        role: 'expected' satisfies ScanItemRole,
        statusDuringScan: item.status,
        scanOrder: index,
      })),
    );
    await this.scans.for(scope, manager).update({ id: scan.id }, { expectedCount: expected.length });
  }

  /**
   * Run: the guarded move new → completed first (a second Run, even a concurrent one, finds it
   * completed: 409), then every scanned id checked to be an item of the store (any other refuses
   * the whole run, naming it), kept once in first-scan order with its status now, and the counts
   * of reconcileScan against the snapshot. All in the caller's transaction.
   */
  async completeIn(
    manager: EntityManager,
    scope: StoreScope,
    scan: Scan,
    scannedIds: readonly number[],
    completedAt: Date = new Date(),
  ): Promise<void> {
    const scans = this.scans.for(scope, manager);
    if ((await scans.update({ id: scan.id, status: 'new' }, { status: 'completed', completedAt })) === 0) {
      throw conflict(messages.scanCompleted);
    }
    const distinct = [...new Set(scannedIds)];
    const statuses = await this.statusesOf(this.items.for(scope, manager), distinct);
    const unknown = distinct.filter((id) => !statuses.has(id));
    if (unknown.length > 0) throw notFound(messages.itemsNotFound(unknown));
    const scanned = distinct.map((id) => ({ id, status: statuses.get(id) as InventoryStatus }));
    const scanItems = this.scanItems.for(scope, manager);
    await scanItems.insertCompiled(
      QUERIES,
      'scanned',
      ['scanId', 'inventoryId', 'role', 'statusDuringScan', 'scanOrder'],
      scanned.map((item, index) => ({
        scanId: scan.id,
        inventoryId: item.id,
        role: 'scanned' satisfies ScanItemRole,
        statusDuringScan: item.status,
        scanOrder: index,
      })),
    );
    const expected = await this.expectedOf(scanItems, scan.id);
    const result = reconcileScan(expected, scanned);
    await scans.update(
      { id: scan.id },
      {
        scannedCount: scanned.length,
        missingCount: result.missing.length,
        overScannedCount: result.overScanned.length,
        elsewhereCount: result.elsewhere.length,
      },
    );
  }

  /** The current status of each of these items of the store (an id of none, or of another store, is absent). */
  private async statusesOf(
    items: StoreRepository<Inventory>,
    ids: readonly number[],
  ): Promise<Map<number, InventoryStatus>> {
    const statuses = new Map<number, InventoryStatus>();
    for (let start = 0; start < ids.length; start += IDS_PER_READ) {
      const chunk = ids.slice(start, start + IDS_PER_READ);
      const rows = await items.runCompiled<{ id: number | string; status: InventoryStatus }>(
        QUERIES,
        `statuses:${chunk.length}`,
        (query, slots) =>
          query('item')
            .select('item.id', 'id')
            .addSelect('item.status', 'status')
            .andWhere('item.id IN (:...ids)', { ids: slots.numbers('ids', chunk.length) }),
        { ids: chunk },
      );
      for (const row of rows) statuses.set(Number(row.id), row.status);
    }
    return statuses;
  }

  /** The run's snapshot, in its order: each item with the status it had when the run started. */
  private async expectedOf(scanItems: StoreRepository<ScanItem>, scanId: number): Promise<ScanRunItem[]> {
    const rows = await scanItems
      .query('row')
      .select('row.inventoryId', 'id')
      .addSelect('row.statusDuringScan', 'status')
      .andWhere('row.scanId = :scanId', { scanId })
      .andWhere('row.role = :role', { role: 'expected' satisfies ScanItemRole })
      .orderBy('row.scanOrder', 'ASC')
      .getRawMany<{ id: number | string; status: InventoryStatus }>();
    return rows.map((row) => ({ id: Number(row.id), status: row.status }));
  }

  /** The run as GET, POST and PUT answer it: its lists of items as they are now. */
  private async detail(principal: Principal, scan: Scan): Promise<ScanDetailResponse> {
    const scanItems = this.scanItems.for(principal);
    const rows = await readRunItemRows(scanItems, scan.id);
    const expected = new Map<number, ScanItemResponse>();
    const scanned = new Map<number, ScanItemResponse>();
    for (const row of rows)
      (row.role === 'expected' ? expected : scanned).set(row.inventoryId, toScanItem(row));
    const toRunItems = (list: ReadonlyMap<number, ScanItemResponse>) =>
      [...list.values()].map((item) => ({ id: item.id, status: item.statusDuringScan }));
    const result: ScanReconciliation =
      scan.status === 'completed'
        ? reconcileScan(toRunItems(expected), toRunItems(scanned))
        : { missing: [], overScanned: [], elsewhere: [], found: [] };
    const location = await scanItems.sibling(Location).findById(scan.locationId);
    return {
      scan: toScanSummary(scan, location ?? undefined),
      inventories: [...expected.values()],
      scannedInventories: [...scanned.values()],
      missing: toScanItems(result.missing, expected),
      overScanned: toScanItems(result.overScanned, scanned),
      elsewhere: toScanItems(result.elsewhere, scanned),
    };
  }
}

/** spec README deviations: the Scan Items screen and its calls follow the store's feature setting. */
function checkFeature(principal: Principal): void {
  if (!principal.store.features?.scanItems) throw forbidden(messages.scanItemsOff);
}
