import { Brackets, type ObjectLiteral, type SelectQueryBuilder } from 'typeorm';
import { type InventoryStatus } from '@shared/domain/inventory-status';
import { utcDatetimeText } from '@shared/domain/time-zone';
import { type StoreRepository } from '../common/tenancy/store-repository';
import { isSqlite } from '../database/transactions';
import { type Consigner } from '../consigners/consigner.entity';
import { type Inventory } from '../inventories/inventory.entity';
import { type OrderLine } from '../orders/order-line.entity';
import { type PayoutConsigner } from '../payouts/payout-consigner.entity';
import { bucketStart, numberOf } from './report-period';

/**
 * The reads every report is made of, on one store's scoped repositories. Money is summed in SQL as
 * integer cents (SUM(ROUND(x * 100))) and handed back in cents; the services convert once.
 *
 * What the figures mean (docs/reports.md):
 * - a **sale** is an order line with `soldOn` set (an open hold's lines have none) and no
 *   `returnedAt`: a returned sale is no sale, whenever it was returned. Its `salePrice` is what the
 *   item sold for before tax, its `payout` what its consigner gets, or for a store account's item
 *   (`payoutLabel` Cost) what the store paid for it;
 * - an item is **on the floor** at an instant when it was accepted (`acceptedOn`) before it and had
 *   not left by then: it is still in a floor status now, or it was sold (`soldOn`) or withdrawn
 *   (`withdrawalDecidedAt`, else its last change) at or after that instant. Prices are today's (the
 *   item's price history is not kept), and a sale later returned counts as never having left.
 */

/** Statuses of an item in the store and for sale (or about to be: on hold, moving between locations). */
export const ON_FLOOR_STATUSES: readonly InventoryStatus[] = [
  'Active',
  'RequestPriceChange',
  'StoreRequestPriceChange',
  'RequestWithdrawal',
  'InTransit',
  'PendingSale',
];
const SOLD_STATUSES: readonly InventoryStatus[] = ['Sold', 'Paid'];
/** SQL: when a Withdrawn item left the floor (its withdrawal's decision, else its last change). */
const WITHDRAWN_AT = 'COALESCE(item.withdrawalDecidedAt, item.updatedAt)';

/** What a read of sales sums besides the counts and amounts. */
export interface SaleOptions {
  /** The consigned sales' payouts not paid yet (SaleGroup.unpaidCents). */
  unpaid?: boolean;
}

/** Whose items or sales a figure counts: the store's, or one consigner's. */
export interface ReportScope {
  consignerId?: number;
}

/** Sales summed together: one owner kind's (store-owned or consigned) sales of a bucket, or one sale. */
export interface SaleGroup {
  isStoreOwned: boolean;
  count: number;
  saleCents: number;
  taxCents: number;
  payoutCents: number;
  /** Of the consigned sales' payouts, those not paid yet (read when asked for: `{ unpaid: true }`; else 0). */
  unpaidCents: number;
}

/** The sales of one owner kind in one bucket of time (ReportWindow.bucketSeconds) starting `at`. */
export interface SaleBucket extends SaleGroup {
  at: Date;
}

export interface SaleSums {
  count: number;
  saleCents: number;
  taxCents: number;
  /** Consigned items' payouts. */
  payoutCents: number;
  ownedCount: number;
  ownedSaleCents: number;
  /** Store-owned items' cost. */
  ownedCostCents: number;
  /** Consigned sales' payouts not paid yet (when asked for). */
  unpaidCents: number;
}

export interface FloorSums {
  count: number;
  valueCents: number;
  ownedCount: number;
  ownedValueCents: number;
  ownedCostCents: number;
}

/** Items counted and valued at their listed prices. */
export interface ItemSums {
  count: number;
  valueCents: number;
}

/** The items that entered (or left) the floor in one bucket of time starting `at`: how many, their listed value. */
export interface FloorEvent extends ItemSums {
  at: Date;
}

/** Groups of items (or events) added up. */
export function sumItems(groups: readonly ItemSums[]): ItemSums {
  const sums = { count: 0, valueCents: 0 };
  for (const group of groups) {
    sums.count += group.count;
    sums.valueCents += group.valueCents;
  }
  return sums;
}

/**
 * A period's floor changes: the items accepted (entries) and the items that left by a sale or a
 * withdrawal (exits), by bucket; and `strays`, what the floor at the period's start needs besides
 * them (floorBefore): the items whose recorded exit does not follow their acceptance in the way
 * the entries and exits count them (a sale or withdrawal dated before the acceptance).
 */
export interface FloorChanges {
  entries: FloorEvent[];
  exits: FloorEvent[];
  strays: ItemSums;
}

/**
 * The floor at a period's start from the floor at its end and the period's changes: what was on
 * the floor at the end, less what entered during the period, plus what left during it (and the
 * strays). Equal item by item to reading the floor at the start (floorsAt): an item accepted
 * before the start counts at the start if it left at or after it, which is at the end or in
 * between; an item accepted in the period enters and, if it left, leaves within it.
 */
export function floorBefore(end: ItemSums, changes: FloorChanges): ItemSums {
  const entered = sumItems(changes.entries);
  const left = sumItems(changes.exits);
  return {
    count: end.count - entered.count + left.count + changes.strays.count,
    valueCents: end.valueCents - entered.valueCents + left.valueCents + changes.strays.valueCents,
  };
}

/** Items of one status, category, location and age group (ReportQueries.stockGroups). */
export interface StockGroup extends ItemSums {
  status: InventoryStatus;
  category: string;
  locationId: number | null;
  age: string;
  /** Accepted before the instant stockGroups was given (false when none was). */
  listedBefore: boolean;
}

const emptySaleSums = (): SaleSums => ({
  count: 0,
  saleCents: 0,
  taxCents: 0,
  payoutCents: 0,
  ownedCount: 0,
  ownedSaleCents: 0,
  ownedCostCents: 0,
  unpaidCents: 0,
});

/** Adds one sale (or a group of them) to the sums. */
export function addSale(sums: SaleSums, sale: SaleGroup): void {
  sums.count += sale.count;
  sums.saleCents += sale.saleCents;
  sums.taxCents += sale.taxCents;
  sums.unpaidCents += sale.unpaidCents;
  if (sale.isStoreOwned) {
    sums.ownedCount += sale.count;
    sums.ownedSaleCents += sale.saleCents;
    sums.ownedCostCents += sale.payoutCents;
  } else {
    sums.payoutCents += sale.payoutCents;
  }
}

export function sumSales(groups: readonly SaleGroup[]): SaleSums {
  const sums = emptySaleSums();
  for (const group of groups) addSale(sums, group);
  return sums;
}

const CENTS = (column: string) => `SUM(ROUND(${column} * 100))`;

/**
 * The indexes the reads are made for (migrations 1765152360000-report-indexes and
 * 1765324800000-report-left-index), named to MariaDB/MySQL with USE INDEX for the store-wide reads
 * (SQLite plans on its own); a consigner's reads are left to the planner, which starts from the
 * consigner's indexes.
 */
const INDEX = {
  sales: 'IDX_order_lines_store_report',
  floor: 'IDX_inventories_report_floor',
  left: 'IDX_inventories_report_left',
  stock: 'IDX_inventories_report_stock',
  paid: 'IDX_payout_consigners_store_paid',
} as const;

function storeWide<T extends ObjectLiteral>(
  query: SelectQueryBuilder<T>,
  scope: ReportScope,
  index: string,
): SelectQueryBuilder<T> {
  return scope.consignerId === undefined ? query.useIndex(index) : query;
}

export class ReportQueries {
  constructor(
    private readonly lines: StoreRepository<OrderLine>,
    private readonly items: StoreRepository<Inventory>,
    private readonly shares: StoreRepository<PayoutConsigner>,
    private readonly consigners: StoreRepository<Consigner>,
  ) {}

  /** The store's own accounts (a store has one or two): their items are store-owned. */
  async storeAccountIds(): Promise<Set<number>> {
    const rows = await this.consigners.find({ select: { id: true }, where: { isStoreAccount: true } });
    return new Set(rows.map((row) => row.id));
  }

  /**
   * The sales in [from, to) (scoped) summed by bucket of `seconds` (the window's bucketSeconds: each
   * bucket inside one of its days) and owner kind: a daily series' rows, a few per day, not one per sale.
   */
  async saleBuckets(
    from: Date,
    to: Date,
    scope: ReportScope,
    seconds: number,
    options: SaleOptions = {},
  ): Promise<SaleBucket[]> {
    const groups = await this.saleGroups(from, to, scope, options, this.bucketOf('line.soldOn', seconds));
    return groups.map(({ row, group }) => ({
      ...group,
      at: bucketStart(row.bucket, seconds),
    }));
  }

  /** The sales in [from, to) (scoped), summed. */
  async saleSums(from: Date, to: Date, scope: ReportScope, options: SaleOptions = {}): Promise<SaleSums> {
    return sumSales((await this.saleGroups(from, to, scope, options)).map(({ group }) => group));
  }

  /**
   * The sales in [from, to) (scoped) summed by owner kind, and by `bucket` (SQL) when given. With
   * `unpaid`, the same read sums the payouts of the consigned sales whose consigner has not been
   * paid for them: no payout took the sale yet, or its payout share (payout, consigner) is not
   * marked Paid.
   */
  private async saleGroups(
    from: Date,
    to: Date,
    scope: ReportScope,
    options: SaleOptions,
    bucket?: string,
  ): Promise<{ row: Record<string, unknown>; group: SaleGroup }[]> {
    const query = this.sales(from, to, scope)
      .select('line.payoutLabel', 'payoutLabel')
      .addSelect('COUNT(*)', 'count')
      .addSelect(CENTS('line.salePrice'), 'saleCents')
      .addSelect(CENTS('line.tax'), 'taxCents')
      .addSelect(CENTS('line.payout'), 'payoutCents')
      .groupBy('line.payoutLabel');
    if (options.unpaid) {
      query.addSelect(
        "SUM(CASE WHEN line.payoutLabel <> 'Cost' AND (line.payoutId IS NULL OR NOT EXISTS " +
          `(SELECT 1 FROM ${this.shares.tableName} paid_share WHERE paid_share.payoutId = line.payoutId ` +
          "AND paid_share.consignerId = line.consignerId AND paid_share.status = 'Paid')) " +
          'THEN ROUND(line.payout * 100) ELSE 0 END)',
        'unpaidCents',
      );
    }
    if (bucket !== undefined) query.addSelect(bucket, 'bucket').addGroupBy('bucket');
    const rows = await query.getRawMany<Record<string, unknown>>();
    return rows.map((row) => ({
      row,
      group: {
        isStoreOwned: row.payoutLabel === 'Cost',
        count: numberOf(row.count),
        saleCents: numberOf(row.saleCents),
        taxCents: numberOf(row.taxCents),
        payoutCents: numberOf(row.payoutCents),
        unpaidCents: numberOf(row.unpaidCents),
      },
    }));
  }

  /** The period's sales by consigner: count, sale prices and payouts, highest sales first. */
  async salesByConsigner(
    from: Date,
    to: Date,
    limit: number,
  ): Promise<{ consignerId: number; count: number; saleCents: number; payoutCents: number }[]> {
    const rows = await this.sales(from, to, {})
      .select('line.consignerId', 'consignerId')
      .addSelect('COUNT(*)', 'count')
      .addSelect(CENTS('line.salePrice'), 'saleCents')
      .addSelect(CENTS('line.payout'), 'payoutCents')
      .andWhere('line.consignerId IS NOT NULL')
      .groupBy('line.consignerId')
      .orderBy('saleCents', 'DESC')
      .addOrderBy('line.consignerId', 'ASC')
      .limit(limit)
      .getRawMany<Record<string, unknown>>();
    return rows.map((row) => ({
      consignerId: numberOf(row.consignerId),
      count: numberOf(row.count),
      saleCents: numberOf(row.saleCents),
      payoutCents: numberOf(row.payoutCents),
    }));
  }

  /** The period's sales by product: how many sold and for how much, most sold first. */
  async salesByProduct(
    from: Date,
    to: Date,
    scope: ReportScope,
  ): Promise<{ productId: number; count: number; saleCents: number }[]> {
    const rows = await this.sales(from, to, scope)
      .innerJoin('line.inventory', 'item')
      .select('item.productId', 'productId')
      .addSelect('COUNT(*)', 'count')
      .addSelect(CENTS('line.salePrice'), 'saleCents')
      .groupBy('item.productId')
      .getRawMany<Record<string, unknown>>();
    return rows
      .map((row) => ({
        productId: numberOf(row.productId),
        count: numberOf(row.count),
        saleCents: numberOf(row.saleCents),
      }))
      .sort((a, b) => b.count - a.count || b.saleCents - a.saleCents || a.productId - b.productId);
  }

  /** What consigners were paid in [from, to): the payout shares marked Paid then. */
  async paidBetween(
    from: Date,
    to: Date,
    scope: ReportScope,
  ): Promise<{ count: number; amountCents: number }> {
    const query = storeWide(this.shares.query('share'), scope, INDEX.paid)
      .select('COUNT(*)', 'count')
      .addSelect(CENTS('share.amount'), 'amountCents')
      .andWhere('share.status = :paid', { paid: 'Paid' })
      .andWhere('share.paidAt >= :from AND share.paidAt < :to', {
        from: utcDatetimeText(from),
        to: utcDatetimeText(to),
      });
    if (scope.consignerId !== undefined) query.andWhere('share.consignerId = :consignerId', scope);
    const row = await query.getRawOne<Record<string, unknown>>();
    return { count: numberOf(row?.count), amountCents: numberOf(row?.amountCents) };
  }

  /**
   * What consigners are owed now and not yet paid (scoped; store accounts are never paid): the
   * sales no payout took yet, and the shares of payouts not yet marked paid (their amount, after the
   * negative balances taken).
   */
  async pendingPayouts(
    scope: ReportScope,
  ): Promise<{ count: number; amountCents: number; consigners: number }> {
    const ready = this.lines
      .query('line')
      .select('line.consignerId', 'consignerId')
      .addSelect('COUNT(*)', 'count')
      .addSelect(CENTS('line.payout'), 'amountCents')
      .andWhere('line.payoutId IS NULL')
      .andWhere('line.returnedAt IS NULL')
      .andWhere('line.soldOn IS NOT NULL')
      .andWhere('line.payoutLabel = :label', { label: 'Payout' })
      .groupBy('line.consignerId');
    const unpaid = this.shares
      .query('share')
      .select('share.consignerId', 'consignerId')
      .addSelect('SUM(share.itemCount)', 'count')
      .addSelect(CENTS('share.amount'), 'amountCents')
      .andWhere('share.status <> :paid', { paid: 'Paid' })
      .groupBy('share.consignerId');
    if (scope.consignerId !== undefined) {
      ready.andWhere('line.consignerId = :consignerId', scope);
      unpaid.andWhere('share.consignerId = :consignerId', scope);
    }
    const rows = (
      await Promise.all([
        ready.getRawMany<Record<string, unknown>>(),
        unpaid.getRawMany<Record<string, unknown>>(),
      ])
    ).flat();
    const owed = new Set<number>();
    let count = 0;
    let amountCents = 0;
    for (const row of rows) {
      if (row.consignerId !== null) owed.add(numberOf(row.consignerId));
      count += numberOf(row.count);
      amountCents += numberOf(row.amountCents);
    }
    return { count, amountCents, consigners: owed.size };
  }

  /** The items on the floor at an instant (scoped), with the store-owned ones apart. */
  async floorAt(at: Date, scope: ReportScope, storeAccounts: ReadonlySet<number>): Promise<FloorSums> {
    return (await this.floorsAt([at], scope, storeAccounts))[0];
  }

  /**
   * The items on the floor at each of these instants (scoped), with the store-owned ones apart: one
   * read of the items that may be on the floor at any of them, each instant's sums side by side.
   */
  async floorsAt(
    instants: readonly Date[],
    scope: ReportScope,
    storeAccounts: ReadonlySet<number>,
  ): Promise<FloorSums[]> {
    const times = instants.map((instant) => utcDatetimeText(instant));
    const sorted = [...times].sort();
    const onFloorAt = (when: string) =>
      `item.acceptedOn < ${when} AND (item.status IN (:...onFloor) ` +
      `OR (item.status IN (:...sold) AND item.soldOn >= ${when}) ` +
      `OR (item.status = 'Withdrawn' AND ${WITHDRAWN_AT} >= ${when}))`;
    // Three reads at once, one per way of being on the floor (each a range of the index by status),
    // rather than one read of them all: a period's reads run side by side, and this one was the
    // longest.
    const part = (condition: string) => {
      const query = storeWide(this.items.query('item'), scope, INDEX.left)
        .select('item.consignerId', 'consignerId')
        .setParameters({
          onFloor: ON_FLOOR_STATUSES,
          sold: SOLD_STATUSES,
          first: sorted[0],
          last: sorted.at(-1),
        })
        .andWhere('item.acceptedOn < :last')
        .andWhere(condition)
        .groupBy('item.consignerId');
      times.forEach((when, index) => {
        const on = onFloorAt(`:at${index}`);
        query
          .setParameter(`at${index}`, when)
          .addSelect(`SUM(CASE WHEN ${on} THEN 1 ELSE 0 END)`, `count${index}`)
          .addSelect(
            `SUM(CASE WHEN ${on} THEN ROUND(COALESCE(item.price, 0) * 100) ELSE 0 END)`,
            `value${index}`,
          )
          .addSelect(
            `SUM(CASE WHEN ${on} THEN ROUND(COALESCE(item.cost, item.payout, 0) * 100) ELSE 0 END)`,
            `cost${index}`,
          );
      });
      if (scope.consignerId !== undefined) query.andWhere('item.consignerId = :consignerId', scope);
      return query.getRawMany<Record<string, unknown>>();
    };
    const rows = (
      await Promise.all([
        part('item.status IN (:...onFloor)'),
        part('item.status IN (:...sold) AND item.soldOn >= :first'),
        part(`item.status = 'Withdrawn' AND ${WITHDRAWN_AT} >= :first`),
      ])
    ).flat();
    return times.map((_, index) => {
      const sums: FloorSums = {
        count: 0,
        valueCents: 0,
        ownedCount: 0,
        ownedValueCents: 0,
        ownedCostCents: 0,
      };
      for (const row of rows) {
        const count = numberOf(row[`count${index}`]);
        const valueCents = numberOf(row[`value${index}`]);
        sums.count += count;
        sums.valueCents += valueCents;
        if (row.consignerId !== null && storeAccounts.has(numberOf(row.consignerId))) {
          sums.ownedCount += count;
          sums.ownedValueCents += valueCents;
          sums.ownedCostCents += numberOf(row[`cost${index}`]);
        }
      }
      return sums;
    });
  }

  /**
   * The floor's changes in [from, to) (scoped), summed by bucket of `seconds` (the window's
   * bucketSeconds): items accepted (entries) and items that left by a sale or a withdrawal (exits),
   * how many and their listed value, oldest first; and the strays floorBefore needs, read beside
   * them: items accepted in the period whose sale is not after their acceptance (or has no date),
   * or whose withdrawal came before the period (each counted once more at the start), and items
   * withdrawn in the period but accepted after it (once less).
   */
  async floorEvents(from: Date, to: Date, scope: ReportScope, seconds: number): Promise<FloorChanges> {
    const range = { from: utcDatetimeText(from), to: utcDatetimeText(to) };
    const soldQuery = this.bucketedItems(
      storeWide(this.items.query('item'), scope, INDEX.left)
        .andWhere('item.status IN (:...sold)', { sold: SOLD_STATUSES })
        .andWhere('item.soldOn >= :from AND item.soldOn < :to', range)
        .andWhere('item.acceptedOn IS NOT NULL AND item.acceptedOn <= item.soldOn'),
      'item.soldOn',
      scope,
      seconds,
    );
    const withdrawnQuery = this.bucketedItems(
      storeWide(this.items.query('item'), scope, INDEX.left)
        .andWhere("item.status = 'Withdrawn'")
        .andWhere('item.acceptedOn IS NOT NULL')
        .andWhere(`${WITHDRAWN_AT} >= :from`, range)
        .andWhere(`${WITHDRAWN_AT} < :to`, range),
      WITHDRAWN_AT,
      scope,
      seconds,
      { when: 'item.acceptedOn >= :to', parameters: range },
    );
    const listedQuery = this.bucketedItems(this.listed(from, to, scope), 'item.acceptedOn', scope, seconds, {
      when:
        '(item.status IN (:...sold) AND (item.soldOn IS NULL OR item.soldOn < item.acceptedOn)) ' +
        `OR (item.status = 'Withdrawn' AND ${WITHDRAWN_AT} < :from)`,
      parameters: { ...range, sold: SOLD_STATUSES },
    });
    const [listed, sold, withdrawn] = await Promise.all([listedQuery, soldQuery, withdrawnQuery]);
    return {
      entries: listed.events.sort(byTime),
      exits: [...sold.events, ...withdrawn.events].sort(byTime),
      strays: {
        count: listed.strays.count - withdrawn.strays.count,
        valueCents: listed.strays.valueCents - withdrawn.strays.valueCents,
      },
    };
  }

  /** The items (scoped) accepted in [from, to), summed by bucket of `seconds`, oldest first. */
  async listedBuckets(from: Date, to: Date, scope: ReportScope, seconds: number): Promise<FloorEvent[]> {
    const { events } = await this.bucketedItems(
      this.listed(from, to, scope),
      'item.acceptedOn',
      scope,
      seconds,
    );
    return events.sort(byTime);
  }

  /**
   * The items on the floor at `at` (scoped) that have left it since, by a sale or a withdrawal:
   * with the items in a floor status accepted before `at`, the floor at that instant.
   */
  async leftSince(at: Date, scope: ReportScope): Promise<ItemSums> {
    const query = storeWide(this.items.query('item'), scope, INDEX.left)
      .select('COUNT(*)', 'count')
      .addSelect(CENTS('COALESCE(item.price, 0)'), 'valueCents')
      .andWhere('item.acceptedOn < :at', { at: utcDatetimeText(at) })
      .andWhere(
        new Brackets((or) => {
          or.where('(item.status IN (:...sold) AND item.soldOn >= :at)', { sold: SOLD_STATUSES }).orWhere(
            `(item.status = 'Withdrawn' AND ${WITHDRAWN_AT} >= :at)`,
          );
        }),
      );
    if (scope.consignerId !== undefined) query.andWhere('item.consignerId = :consignerId', scope);
    const row = await query.getRawOne<Record<string, unknown>>();
    return { count: numberOf(row?.count), valueCents: numberOf(row?.valueCents) };
  }

  /** How many items (scoped) were accepted in [from, to), and their listed value. */
  async listedBetween(from: Date, to: Date, scope: ReportScope): Promise<ItemSums> {
    const query = this.listed(from, to, scope)
      .select('COUNT(*)', 'count')
      .addSelect(CENTS('COALESCE(item.price, 0)'), 'valueCents');
    if (scope.consignerId !== undefined) query.andWhere('item.consignerId = :consignerId', scope);
    const row = await query.getRawOne<Record<string, unknown>>();
    return { count: numberOf(row?.count), valueCents: numberOf(row?.valueCents) };
  }

  /**
   * The items (scoped, and filtered) grouped by status, category, location and age (days since
   * accepted, or since created for an item never accepted): how many and their listed value.
   * `ageCutoffs` are the instants each age group starts before (REPORT_AGE_BUCKETS, newest first).
   * With `listedBefore`, the groups are split too by whether their items were accepted before that
   * instant (`listedBefore` true): of the items in a floor status, those on the floor then.
   */
  async stockGroups(
    scope: ReportScope & {
      statuses?: readonly InventoryStatus[];
      category?: string;
      locationId?: number;
      listedBefore?: Date;
    },
    ageCutoffs: readonly { key: string; since: Date | null }[],
  ): Promise<StockGroup[]> {
    const ages: Record<string, string> = {};
    const cases = ageCutoffs
      .map((cutoff, index) => {
        if (cutoff.since === null) return `ELSE '${cutoff.key}'`;
        ages[`age${index}`] = utcDatetimeText(cutoff.since);
        return `WHEN COALESCE(item.acceptedOn, item.createdAt) >= :age${index} THEN '${cutoff.key}'`;
      })
      .join(' ');
    const query = storeWide(this.items.query('item'), scope, INDEX.stock)
      .select('item.status', 'status')
      .addSelect('item.category', 'category')
      .addSelect('item.locationId', 'locationId')
      .addSelect(`CASE ${cases} END`, 'age')
      .addSelect('COUNT(*)', 'count')
      .addSelect(CENTS('COALESCE(item.price, 0)'), 'valueCents')
      .setParameters(ages)
      .groupBy('item.status')
      .addGroupBy('item.category')
      .addGroupBy('item.locationId')
      .addGroupBy('age');
    if (scope.listedBefore !== undefined) {
      query
        .addSelect('CASE WHEN item.acceptedOn < :listedBefore THEN 1 ELSE 0 END', 'listedBefore')
        .setParameter('listedBefore', utcDatetimeText(scope.listedBefore))
        .addGroupBy('listedBefore');
    }
    if (scope.consignerId !== undefined) query.andWhere('item.consignerId = :consignerId', scope);
    if (scope.statuses) query.andWhere('item.status IN (:...statuses)', { statuses: scope.statuses });
    if (scope.category !== undefined)
      query.andWhere('item.category = :category', { category: scope.category });
    if (scope.locationId !== undefined)
      query.andWhere('item.locationId = :locationId', { locationId: scope.locationId });
    const rows = await query.getRawMany<Record<string, unknown>>();
    return rows.map((row) => ({
      status: row.status as InventoryStatus,
      category: String(row.category ?? ''),
      locationId: row.locationId === null ? null : numberOf(row.locationId),
      age: String(row.age),
      listedBefore: numberOf(row.listedBefore) === 1,
      count: numberOf(row.count),
      valueCents: numberOf(row.valueCents),
    }));
  }

  /** The items (scoped) of these statuses (every status when none is given): how many and their listed value, by status. */
  async statusTotals(
    scope: ReportScope,
    statuses?: readonly InventoryStatus[],
  ): Promise<Map<InventoryStatus, { count: number; valueCents: number }>> {
    const query = storeWide(this.items.query('item'), scope, INDEX.stock)
      .select('item.status', 'status')
      .addSelect('COUNT(*)', 'count')
      .addSelect(CENTS('COALESCE(item.price, 0)'), 'valueCents')
      .groupBy('item.status');
    if (statuses) query.andWhere('item.status IN (:...statuses)', { statuses });
    if (scope.consignerId !== undefined) query.andWhere('item.consignerId = :consignerId', scope);
    const rows = await query.getRawMany<Record<string, unknown>>();
    return new Map(
      rows.map((row) => [
        row.status as InventoryStatus,
        { count: numberOf(row.count), valueCents: numberOf(row.valueCents) },
      ]),
    );
  }

  /** Active items (scoped) of these products: how many each. */
  async activeByProduct(productIds: readonly number[], scope: ReportScope): Promise<Map<number, number>> {
    const counts = new Map<number, number>();
    for (let start = 0; start < productIds.length; start += 500) {
      const query = this.items
        .query('item')
        .select('item.productId', 'productId')
        .addSelect('COUNT(*)', 'count')
        .andWhere('item.status = :active', { active: 'Active' })
        .andWhere('item.productId IN (:...productIds)', { productIds: productIds.slice(start, start + 500) })
        .groupBy('item.productId');
      if (scope.consignerId !== undefined) query.andWhere('item.consignerId = :consignerId', scope);
      for (const row of await query.getRawMany<Record<string, unknown>>())
        counts.set(numberOf(row.productId), numberOf(row.count));
    }
    return counts;
  }

  /**
   * Items (scoped) counted and valued by the bucket of `seconds` their datetime `at` falls in; and,
   * when `stray` is given, the items among them its condition holds for, summed over every bucket.
   */
  private async bucketedItems(
    query: SelectQueryBuilder<Inventory>,
    at: string,
    scope: ReportScope,
    seconds: number,
    stray?: { when: string; parameters: ObjectLiteral },
  ): Promise<{ events: FloorEvent[]; strays: ItemSums }> {
    query
      .select(this.bucketOf(at, seconds), 'bucket')
      .addSelect('COUNT(*)', 'count')
      .addSelect(CENTS('COALESCE(item.price, 0)'), 'valueCents')
      .groupBy('bucket');
    if (stray) {
      query
        .addSelect(`SUM(CASE WHEN ${stray.when} THEN 1 ELSE 0 END)`, 'strayCount')
        .addSelect(
          `SUM(CASE WHEN ${stray.when} THEN ROUND(COALESCE(item.price, 0) * 100) ELSE 0 END)`,
          'strayCents',
        )
        .setParameters(stray.parameters);
    }
    if (scope.consignerId !== undefined) query.andWhere('item.consignerId = :consignerId', scope);
    const rows = await query.getRawMany<Record<string, unknown>>();
    const strays = { count: 0, valueCents: 0 };
    const events = rows.map((row) => {
      strays.count += numberOf(row.strayCount);
      strays.valueCents += numberOf(row.strayCents);
      return {
        at: bucketStart(row.bucket, seconds),
        count: numberOf(row.count),
        valueCents: numberOf(row.valueCents),
      };
    });
    return { events, strays };
  }

  /**
   * SQL: the bucket of `seconds` a datetime falls in, numbered from the epoch (bucketStart turns it
   * back into an instant). Both engines store UTC, so the bucket is the same on either.
   */
  private bucketOf(datetime: string, seconds: number): string {
    if (!Number.isInteger(seconds) || seconds <= 0) throw new RangeError(`Not a bucket size: ${seconds}`);
    return isSqlite(this.lines.manager.connection)
      ? `(CAST(strftime('%s', ${datetime}) AS INTEGER) / ${seconds})`
      : `(TIMESTAMPDIFF(SECOND, '1970-01-01 00:00:00', ${datetime}) DIV ${seconds})`;
  }

  /** The items (scoped by store only: the callers add the consigner) accepted in [from, to) and counted as listed. */
  private listed(from: Date, to: Date, scope: ReportScope): SelectQueryBuilder<Inventory> {
    return storeWide(this.items.query('item'), scope, INDEX.floor)
      .andWhere('item.acceptedOn >= :from AND item.acceptedOn < :to', {
        from: utcDatetimeText(from),
        to: utcDatetimeText(to),
      })
      .andWhere('item.status IN (:...counted)', {
        counted: [...ON_FLOOR_STATUSES, ...SOLD_STATUSES, 'Withdrawn'],
      });
  }

  private sales(from: Date, to: Date, scope: ReportScope): SelectQueryBuilder<OrderLine> {
    const query = storeWide(this.lines.query('line'), scope, INDEX.sales)
      .andWhere('line.returnedAt IS NULL')
      .andWhere('line.soldOn >= :from AND line.soldOn < :to', {
        from: utcDatetimeText(from),
        to: utcDatetimeText(to),
      });
    if (scope.consignerId !== undefined) query.andWhere('line.consignerId = :consignerId', scope);
    return query;
  }
}

const byTime = (a: FloorEvent, b: FloorEvent) => a.at.getTime() - b.at.getTime();
