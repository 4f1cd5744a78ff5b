import { Injectable } from '@nestjs/common';
import {
  DASHBOARD_DEFAULT_RANGE_DAYS,
  DASHBOARD_RECENT_ACTIVITY_TAKE,
  REPORT_AGE_BUCKETS,
  REPORT_TOP_CONSIGNERS,
} from '@shared/constants';
import {
  type DashboardInventoryQuery,
  type DashboardInventoryResponse,
  type DashboardStatsResponse,
  type ItemGroup,
  type PayoutSummaryFigures,
  type ReportRangeQuery,
  type ShopReportResponse,
  type StoreSalePayoutSummaryResponse,
} from '@shared/contracts/reports';
import { type InventoryStatus } from '@shared/domain/inventory-status';
import { fromCents } from '@shared/domain/money';
import { utcDatetimeText } from '@shared/domain/time-zone';
import { reportMessages } from '@shared/messages';
import { type Principal } from '../common/auth/principal';
import { InjectStoreRepositories } from '../common/tenancy/tenancy.module';
import { type StoreRepositories } from '../common/tenancy/store-repository';
import { Consigner } from '../consigners/consigner.entity';
import { InventoryActivityService } from '../inventories/inventory-activity.service';
import { Inventory } from '../inventories/inventory.entity';
import { Location } from '../locations/location.entity';
import { OrderLine } from '../orders/order-line.entity';
import { consignerNameOf } from '../payouts/payout.mapper';
import { PayoutConsigner } from '../payouts/payout-consigner.entity';
import { Payout } from '../payouts/payout.entity';
import { numberOf, ReportWindow } from './report-period';
import {
  floorBefore,
  type ItemSums,
  ON_FLOOR_STATUSES,
  ReportQueries,
  type SaleSums,
  sumItems,
  sumSales,
} from './report-queries';
import { flowSeries, levelSeries, metric } from './report-series';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The Admin dashboard and the store's reports (issue 18; docs/reports.md): every figure computed
 * here from orders, payouts and inventory, for the period and the previous period of the same
 * length, in the store's time zone.
 */
@Injectable()
export class ReportsService {
  constructor(
    @InjectStoreRepositories(OrderLine) private readonly lines: StoreRepositories<OrderLine>,
    @InjectStoreRepositories(Inventory) private readonly items: StoreRepositories<Inventory>,
    @InjectStoreRepositories(PayoutConsigner) private readonly shares: StoreRepositories<PayoutConsigner>,
    @InjectStoreRepositories(Payout) private readonly payouts: StoreRepositories<Payout>,
    @InjectStoreRepositories(Consigner) private readonly consigners: StoreRepositories<Consigner>,
    @InjectStoreRepositories(Location) private readonly locations: StoreRepositories<Location>,
    private readonly activity: InventoryActivityService,
  ) {}

  queriesFor(principal: Principal): ReportQueries {
    return new ReportQueries(
      this.lines.for(principal),
      this.items.for(principal),
      this.shares.for(principal),
      this.consigners.for(principal),
    );
  }

  /** GET /api/reports/dashboardStats: the spec's dashboardStats, with the period's daily series. */
  async dashboardStats(principal: Principal, query: ReportRangeQuery): Promise<DashboardStatsResponse> {
    const window = ReportWindow.of(principal.store, { startDate: query.startDate, endDate: query.endDate });
    const queries = this.queriesFor(principal);
    const storeAccounts = await queries.storeAccountIds();
    // Independent reads, at once (on MariaDB each takes a connection of the pool).
    const [sales, previous, paid, previousPaid, [previousFloor, floor], listed, previousListed] =
      await Promise.all([
        queries.saleBuckets(window.start, window.end, {}, window.bucketSeconds, { unpaid: true }),
        queries.saleSums(window.previousStart, window.start, {}, { unpaid: true }),
        queries.paidBetween(window.start, window.end, {}),
        queries.paidBetween(window.previousStart, window.start, {}),
        queries.floorsAt([window.start, window.end], {}, storeAccounts),
        queries.listedBuckets(window.start, window.end, {}, window.bucketSeconds),
        queries.listedBetween(window.previousStart, window.start, {}),
      ]);
    const current = sumSales(sales);
    const money = fromCents;
    const costTotal = (sums: SaleSums) => sums.payoutCents + sums.ownedCostCents;
    return {
      dashboardStats: {
        searchMonthRevenue: money(current.saleCents),
        previousMonthRevenue: money(previous.saleCents),
        searchMonthRevenueTotal: money(current.saleCents + current.taxCents),
        previousMonthRevenueTotal: money(previous.saleCents + previous.taxCents),
        searchMonthCost: money(current.payoutCents),
        previousMonthCost: money(previous.payoutCents),
        searchMonthCostTotal: money(costTotal(current)),
        previousMonthCostTotal: money(costTotal(previous)),
        searctMonthProfit: money(current.saleCents - costTotal(current)),
        previousMonthProfit: money(previous.saleCents - costTotal(previous)),
        activeInventoryAmountTotal: money(floor.valueCents),
        activePrevInventoryAmountTotal: money(previousFloor.valueCents),
        payoutPendingAmountTotal: money(current.unpaidCents),
        payoutPrevPendingAmountTotal: money(previous.unpaidCents),
        payoutPaidAmountTotal: money(paid.amountCents),
        payoutPrevPaidAmountTotal: money(previousPaid.amountCents),
        searchMonthOwnedAmount: money(current.ownedSaleCents),
        previousMonthOwnedAmount: money(previous.ownedSaleCents),
        searchMonthOwnedCost: money(current.ownedCostCents),
        previousMonthOwnedCost: money(previous.ownedCostCents),
        searchMonthStoreOwnedInventoryTotal: money(floor.ownedValueCents),
        previousMonthStoreOwnedInventoryTotal: money(previousFloor.ownedValueCents),
        searchMonthStoreOwnedInventoryCost: money(floor.ownedCostCents),
        previousMonthStoreOwnedInventoryCost: money(previousFloor.ownedCostCents),
        inventorySearchCount: eventCount(listed),
        inventoryPrevCount: previousListed.count,
        searchMonthCount: current.count,
        previousMonthCount: previous.count,
      },
      period: window.describe(principal.store.currency),
      series: {
        revenue: flowSeries(window, sales, (sale) => sale.saleCents, true),
        profit: flowSeries(window, sales, (sale) => sale.saleCents - sale.payoutCents, true),
        sold: flowSeries(window, sales, (sale) => sale.count, false),
        listed: flowSeries(window, listed, (entry) => entry.count, false),
      },
    };
  }

  /** GET /api/reports/shopReport. */
  async shopReport(principal: Principal, query: ReportRangeQuery): Promise<ShopReportResponse> {
    const window = ReportWindow.of(principal.store, { startDate: query.startDate, endDate: query.endDate });
    const queries = this.queriesFor(principal);
    // Independent reads, at once (on MariaDB each takes a connection of the pool). The floor at the
    // period's end is the items in a floor status accepted before it (read with the groups of the
    // items on the floor now) and those that have left since; the floor at its start comes from it
    // and the period's changes (floorBefore), without reading the floor at the start.
    const [stock, left, sales, previous, changes, previousListed, top, pending] = await Promise.all([
      queries.stockGroups({ statuses: ON_FLOOR_STATUSES, listedBefore: window.end }, ageCutoffs(new Date())),
      queries.leftSince(window.end, {}),
      queries.saleBuckets(window.start, window.end, {}, window.bucketSeconds),
      queries.saleSums(window.previousStart, window.start, {}),
      queries.floorEvents(window.start, window.end, {}, window.bucketSeconds),
      queries.listedBetween(window.previousStart, window.start, {}),
      queries.salesByConsigner(window.start, window.end, REPORT_TOP_CONSIGNERS),
      queries.pendingPayouts({}),
    ]);
    const active = stock.filter((group) => group.status === 'Active');
    const byStatus = totalsBy(stock, (group) => group.status);
    const floorEnd = sumItems([left, ...stock.filter((group) => group.listedBefore)]);
    const floorStart = floorBefore(floorEnd, changes);
    const locationNames = await this.locationNames(principal, active);
    const current = sumSales(sales);
    const { entries, exits } = changes;
    const owners = new Map(
      (
        await this.consigners.for(principal).findByKeys(
          'id',
          top.map((row) => row.consignerId),
        )
      ).map((owner) => [owner.id, owner]),
    );
    const profitOf = (sums: SaleSums) => sums.saleCents - sums.payoutCents - sums.ownedCostCents;
    return {
      period: window.describe(principal.store.currency),
      inventoriesByAge: REPORT_AGE_BUCKETS.map(({ key }) => ({
        key,
        label: reportMessages.ageBucket[key],
        ...totals(active.filter((group) => group.age === key)),
      })),
      inventoriesByCategory: groupRows(
        active,
        (group) => group.category,
        (key) => key || reportMessages.noCategory,
      ),
      inventoriesByLocation: groupRows(
        active,
        (group) => (group.locationId === null ? '' : String(group.locationId)),
        (key) =>
          key === ''
            ? reportMessages.noLocation
            : (locationNames.get(Number(key)) ?? reportMessages.noLocation),
      ),
      pendingPayouts: {
        count: pending.count,
        amount: fromCents(pending.amountCents),
        consigners: pending.consigners,
      },
      priceRequests: moneyTotals(byStatus.get('RequestPriceChange')),
      withdrawalRequests: moneyTotals(byStatus.get('RequestWithdrawal')),
      consignersBySales: top.map((row) => {
        const owner = owners.get(row.consignerId);
        return {
          consignerId: row.consignerId,
          name: owner ? consignerNameOf(owner) : '',
          isStoreAccount: owner?.isStoreAccount ?? false,
          itemsSold: row.count,
          sales: fromCents(row.saleCents),
          payout: fromCents(row.payoutCents),
        };
      }),
      sales: metric(
        fromCents(current.saleCents),
        fromCents(previous.saleCents),
        flowSeries(window, sales, (sale) => sale.saleCents, true),
      ),
      profit: metric(
        fromCents(profitOf(current)),
        fromCents(profitOf(previous)),
        flowSeries(window, sales, (sale) => sale.saleCents - sale.payoutCents, true),
      ),
      activeListings: metric(
        floorEnd.count,
        floorStart.count,
        levelSeries(window, floorStart.count, entries, exits, (event) => event.count, false),
      ),
      newListings: metric(
        eventCount(entries),
        previousListed.count,
        flowSeries(window, entries, (entry) => entry.count, false),
      ),
      inventoryValue: metric(
        fromCents(floorEnd.valueCents),
        fromCents(floorStart.valueCents),
        levelSeries(window, floorStart.valueCents, entries, exits, (event) => event.valueCents, true),
      ),
    };
  }

  /** GET /api/reports/storeSalePayoutSummary. */
  async storeSalePayoutSummary(
    principal: Principal,
    query: ReportRangeQuery,
  ): Promise<StoreSalePayoutSummaryResponse> {
    const window = ReportWindow.of(principal.store, { startDate: query.startDate, endDate: query.endDate });
    const queries = this.queriesFor(principal);
    const storeAccounts = await queries.storeAccountIds();
    const [current, previous] = await Promise.all([
      this.summaryOf(principal, queries, storeAccounts, window.start, window.end),
      this.summaryOf(principal, queries, storeAccounts, window.previousStart, window.start),
    ]);
    return { ...current, period: window.describe(principal.store.currency), previous };
  }

  /**
   * GET /api/inventories/getdasboardInventory: Recent Activity (the latest 6 log entries of the
   * last 7 days, the Activity feed's own read), the queues now, and what was listed and sold in the
   * range (default: the dashboard's default range, the last 29 days through today).
   */
  async dashboardInventory(
    principal: Principal,
    query: DashboardInventoryQuery,
  ): Promise<DashboardInventoryResponse> {
    const window =
      query.dateRangeStart !== undefined && query.dateRangeEnd !== undefined
        ? ReportWindow.of(principal.store, { startDate: query.dateRangeStart, endDate: query.dateRangeEnd })
        : ReportWindow.lastDays(principal.store, DASHBOARD_DEFAULT_RANGE_DAYS + 1);
    const queries = this.queriesFor(principal);
    // Independent reads, at once.
    const [feed, byStatus, listed, sold] = await Promise.all([
      this.activity.feed(principal, { search: undefined, page: 1, take: DASHBOARD_RECENT_ACTIVITY_TAKE }),
      queries.statusTotals({}),
      queries.listedBetween(window.start, window.end, {}),
      queries.saleSums(window.start, window.end, {}),
    ]);
    const countOf = (status: InventoryStatus) => byStatus.get(status)?.count ?? 0;
    return {
      recentActivity: feed.inventoryLogs,
      inventory: {
        onFloorCount: ON_FLOOR_STATUSES.reduce((sum, status) => sum + countOf(status), 0),
        onFloorValue: fromCents(
          ON_FLOOR_STATUSES.reduce((sum, status) => sum + (byStatus.get(status)?.valueCents ?? 0), 0),
        ),
        activeCount: countOf('Active'),
        activeValue: fromCents(byStatus.get('Active')?.valueCents ?? 0),
        dropOffPending: countOf('Pending'),
        requested: countOf('Requested'),
        priceRequests: countOf('RequestPriceChange'),
        withdrawalRequests: countOf('RequestWithdrawal'),
        inTransit: countOf('InTransit'),
      },
      range: {
        startDate: window.range.startDate,
        endDate: window.range.endDate,
        listedCount: listed.count,
        listedValue: fromCents(listed.valueCents),
        soldCount: sold.count,
        soldValue: fromCents(sold.saleCents),
      },
    };
  }

  private async summaryOf(
    principal: Principal,
    queries: ReportQueries,
    storeAccounts: ReadonlySet<number>,
    from: Date,
    to: Date,
  ): Promise<PayoutSummaryFigures> {
    const bounds = { from: utcDatetimeText(from), to: utcDatetimeText(to) };
    // Independent reads, at once; the consigners by then and the new ones among them in one count.
    const [sales, floor, consigners, payouts] = await Promise.all([
      queries.saleSums(from, to, {}),
      queries.floorAt(to, {}, storeAccounts),
      this.consigners
        .for(principal)
        .query('consigner')
        .select('COUNT(*)', 'count')
        .addSelect('SUM(CASE WHEN consigner.createdAt >= :from THEN 1 ELSE 0 END)', 'newCount')
        .andWhere('consigner.isStoreAccount = :no', { no: false })
        .andWhere('consigner.createdAt < :to', bounds)
        .setParameters(bounds)
        .getRawOne<Record<string, unknown>>(),
      this.payouts
        .for(principal)
        .query('payout')
        .select('COUNT(*)', 'count')
        .addSelect('SUM(ROUND(payout.total * 100))', 'totalCents')
        .andWhere('payout.createdAt >= :from AND payout.createdAt < :to', bounds)
        .getRawOne<Record<string, unknown>>(),
    ]);
    const allConsigners = numberOf(consigners?.count);
    const newConsigners = numberOf(consigners?.newCount);
    const consignedSaleCents = sales.saleCents - sales.ownedSaleCents;
    return {
      profit: fromCents(sales.saleCents - sales.payoutCents - sales.ownedCostCents),
      sales: fromCents(sales.saleCents),
      store: fromCents(sales.ownedSaleCents),
      consigner: fromCents(consignedSaleCents),
      activeInventory: { count: floor.count, value: fromCents(floor.valueCents) },
      soldInventory: { count: sales.count, value: fromCents(sales.saleCents) },
      totals: {
        consigners: allConsigners,
        newConsigners,
        payouts: numberOf(payouts?.count),
        payoutsAmount: fromCents(numberOf(payouts?.totalCents)),
      },
    };
  }

  private async locationNames(
    principal: Principal,
    groups: readonly { locationId: number | null }[],
  ): Promise<Map<number, string>> {
    const ids = [
      ...new Set(groups.map((group) => group.locationId).filter((id): id is number => id !== null)),
    ];
    const found = await this.locations.for(principal).findByKeys('id', ids);
    return new Map(found.map((location) => [location.id, location.name]));
  }
}

/** The age groups' cutoffs: an item accepted at or after `since` is in that group (newest first). */
export function ageCutoffs(now: Date): { key: string; since: Date | null }[] {
  return REPORT_AGE_BUCKETS.map((bucket) => ({
    key: bucket.key,
    since: Number.isFinite(bucket.maxDays) ? new Date(now.getTime() - (bucket.maxDays + 1) * DAY_MS) : null,
  }));
}

/** How many items a run of floor events (or any counted groups) holds. */
function eventCount(groups: readonly { count: number }[]): number {
  return groups.reduce((sum, group) => sum + group.count, 0);
}

function totals(groups: readonly ItemSums[]): { count: number; value: number } {
  return moneyTotals(sumItems(groups));
}

function moneyTotals(group: ItemSums | undefined): { count: number; value: number } {
  return { count: group?.count ?? 0, value: fromCents(group?.valueCents ?? 0) };
}

export function totalsBy<T extends ItemSums, K>(
  groups: readonly T[],
  keyOf: (group: T) => K,
): Map<K, ItemSums> {
  const byKey = new Map<K, ItemSums>();
  for (const group of groups) {
    const sums = byKey.get(keyOf(group)) ?? { count: 0, valueCents: 0 };
    sums.count += group.count;
    sums.valueCents += group.valueCents;
    byKey.set(keyOf(group), sums);
  }
  return byKey;
}

/** Groups summed by key, most items first (then by label). */
export function groupRows<T extends ItemSums>(
  groups: readonly T[],
  keyOf: (group: T) => string,
  labelOf: (key: string) => string,
): ItemGroup[] {
  return [...totalsBy(groups, keyOf)]
    .map(([key, sums]) => ({
      key,
      label: labelOf(key),
      count: sums.count,
      value: fromCents(sums.valueCents),
    }))
    .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
}
