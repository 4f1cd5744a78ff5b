import { Injectable } from '@nestjs/common';
import {
  ANALYTICS_DEFAULT_RANGE_DAYS,
  REPORT_AGE_BUCKETS,
  REPORT_LOW_STOCK_MAX,
  REPORT_TOP_PRODUCTS,
} from '@shared/constants';
import { type ConsignerReportQuery, type ConsignerReportResponse } from '@shared/contracts/reports';
import { inventoryStatusLabel } from '@shared/domain/inventory-status';
import { fromCents } from '@shared/domain/money';
import { reportMessages } from '@shared/messages';
import { type Principal } from '../common/auth/principal';
import { notFound } from '../common/errors/errors';
import { InjectStoreRepositories } from '../common/tenancy/tenancy.module';
import { type StoreRepositories } from '../common/tenancy/store-repository';
import { Consigner } from '../consigners/consigner.entity';
import { Location } from '../locations/location.entity';
import { Product } from '../products/product.entity';
import { ReportWindow } from './report-period';
import { floorBefore, type ReportQueries, type ReportScope, sumSales } from './report-queries';
import { flowSeries, levelSeries, metric } from './report-series';
import { ageCutoffs, groupRows, ReportsService } from './reports.service';

/**
 * GET /api/consigners/consignerReport (spec 001 §7; issue 18): one consigner's report, or the
 * whole store's for staff who name no consigner. A signed-in consigner reads only their own: the
 * `consigner` parameter must be their id or left out (another id answers 404, as another store's
 * consigner does for staff).
 */
@Injectable()
export class ConsignerReportService {
  constructor(
    private readonly reports: ReportsService,
    @InjectStoreRepositories(Consigner) private readonly consigners: StoreRepositories<Consigner>,
    @InjectStoreRepositories(Location) private readonly locations: StoreRepositories<Location>,
    @InjectStoreRepositories(Product) private readonly products: StoreRepositories<Product>,
  ) {}

  async report(principal: Principal, query: ConsignerReportQuery): Promise<ConsignerReportResponse> {
    const scope = await this.scopeOf(principal, query);
    const queries = this.reports.queriesFor(principal);
    const hasRange = query.dateRangeStart !== undefined && query.dateRangeEnd !== undefined;
    const window = hasRange
      ? ReportWindow.of(principal.store, {
          startDate: query.dateRangeStart as string,
          endDate: query.dateRangeEnd as string,
        })
      : ReportWindow.lastDays(principal.store, ANALYTICS_DEFAULT_RANGE_DAYS);
    const [analytics, groups, products, metrics] = await Promise.all([
      this.analytics(queries, scope, hasRange ? window : null),
      this.groups(principal, queries, scope, query),
      this.productRows(principal, queries, scope, window),
      this.metrics(queries, scope, window),
    ]);
    return {
      analytics,
      period: window.describe(principal.store.currency),
      ...groups,
      ...products,
      ...metrics,
    };
  }

  /** Whose report: the signed-in consigner's own, or (staff) the named consigner of the store, or the store's. */
  private async scopeOf(principal: Principal, query: ConsignerReportQuery): Promise<ReportScope> {
    if (principal.kind === 'consigner') {
      const own = principal.consigner?.id;
      if (own === undefined || (query.consigner !== undefined && query.consigner !== own)) throw notFound();
      return { consignerId: own };
    }
    if (query.consigner === undefined) return {};
    if (!(await this.consigners.for(principal).existsBy({ id: query.consigner }))) throw notFound();
    return { consignerId: query.consigner };
  }

  /**
   * totalSold: sale prices before fees; totalPaid / totalPending: the consigned sales' payouts
   * (after fees) whose consigner was paid / not yet; in the range, or of every sale without one.
   */
  private async analytics(
    queries: ReportQueries,
    scope: ReportScope,
    window: ReportWindow | null,
  ): Promise<ConsignerReportResponse['analytics']> {
    const from = window?.start ?? new Date(0);
    const to = window?.end ?? FAR_FUTURE;
    const sums = await queries.saleSums(from, to, scope, { unpaid: true });
    const totalPending = sums.unpaidCents;
    const totalSold = sums.saleCents;
    // payoutCents: the consigned sales' payouts, paid or not.
    const totalPaid = sums.payoutCents - totalPending;
    return {
      totalSold: fromCents(totalSold),
      totalPaid: fromCents(totalPaid),
      totalPending: fromCents(totalPending),
    };
  }

  /**
   * The items by status (every status, filtered by category and location), and by age, category and
   * location (the items in `status`, Active when none is asked for).
   */
  private async groups(
    principal: Principal,
    queries: ReportQueries,
    scope: ReportScope,
    query: ConsignerReportQuery,
  ): Promise<Pick<ConsignerReportResponse, 'byAge' | 'byStatus' | 'byCategory' | 'byLocation'>> {
    const groups = await queries.stockGroups(
      { ...scope, category: query.category, locationId: query.location },
      ageCutoffs(new Date()),
    );
    const status = query.status ?? 'Active';
    const inStatus = groups.filter((group) => group.status === status);
    const locationIds = [
      ...new Set(inStatus.map((group) => group.locationId).filter((id): id is number => id !== null)),
    ];
    const names = new Map(
      (await this.locations.for(principal).findByKeys('id', locationIds)).map((location) => [
        location.id,
        location.name,
      ]),
    );
    const byAge = groupRows(
      inStatus,
      (group) => group.age,
      (key) => key,
    );
    return {
      byAge: REPORT_AGE_BUCKETS.map(({ key }) => {
        const found = byAge.find((row) => row.key === key);
        return {
          key,
          label: reportMessages.ageBucket[key],
          count: found?.count ?? 0,
          value: found?.value ?? 0,
        };
      }),
      byStatus: groupRows(
        groups,
        (group) => group.status,
        (key) => inventoryStatusLabel(key),
      ),
      byCategory: groupRows(
        inStatus,
        (group) => group.category,
        (key) => key || reportMessages.noCategory,
      ),
      byLocation: groupRows(
        inStatus,
        (group) => (group.locationId === null ? '' : String(group.locationId)),
        (key) =>
          key === '' ? reportMessages.noLocation : (names.get(Number(key)) ?? reportMessages.noLocation),
      ),
    };
  }

  /** Best selling products of the period, and the ones of them with few Active items left. */
  private async productRows(
    principal: Principal,
    queries: ReportQueries,
    scope: ReportScope,
    window: ReportWindow,
  ): Promise<Pick<ConsignerReportResponse, 'bestSelling' | 'lowStock'>> {
    const sold = await queries.salesByProduct(window.start, window.end, scope);
    const inStock = await queries.activeByProduct(
      sold.map((row) => row.productId),
      scope,
    );
    const low = sold
      .filter((row) => (inStock.get(row.productId) ?? 0) <= REPORT_LOW_STOCK_MAX)
      .slice(0, REPORT_TOP_PRODUCTS);
    const best = sold.slice(0, REPORT_TOP_PRODUCTS);
    const products = new Map(
      (
        await this.products
          .for(principal)
          .findByKeys('id', [...new Set([...best, ...low].map((row) => row.productId))])
      ).map((product) => [product.id, product]),
    );
    const describe = (productId: number) => {
      const product = products.get(productId);
      return {
        productId,
        title: product?.title ?? '',
        sku: product?.sku ?? null,
        image: product?.image ?? null,
      };
    };
    return {
      bestSelling: best.map((row) => ({
        ...describe(row.productId),
        sold: row.count,
        sales: fromCents(row.saleCents),
      })),
      lowStock: low.map((row) => ({
        ...describe(row.productId),
        inStock: inStock.get(row.productId) ?? 0,
        sold: row.count,
      })),
    };
  }

  private async metrics(
    queries: ReportQueries,
    scope: ReportScope,
    window: ReportWindow,
  ): Promise<Pick<ConsignerReportResponse, 'sales' | 'pendingPayouts' | 'activeListings' | 'soldListings'>> {
    // The floor at the start from the floor at the end and the period's changes, as the shop report
    // (floorBefore); the store-owned split of floorAt is not used here, so no store accounts.
    const [sales, previous, floorEnd, changes, pending] = await Promise.all([
      queries.saleBuckets(window.start, window.end, scope, window.bucketSeconds),
      queries.saleSums(window.previousStart, window.start, scope),
      queries.floorAt(window.end, scope, new Set()),
      queries.floorEvents(window.start, window.end, scope, window.bucketSeconds),
      queries.pendingPayouts(scope),
    ]);
    const { entries, exits } = changes;
    const floorStart = floorBefore(floorEnd, changes);
    const current = sumSales(sales);
    return {
      sales: metric(
        fromCents(current.saleCents),
        fromCents(previous.saleCents),
        flowSeries(window, sales, (sale) => sale.saleCents, true),
      ),
      pendingPayouts: { count: pending.count, amount: fromCents(pending.amountCents) },
      activeListings: metric(
        floorEnd.count,
        floorStart.count,
        levelSeries(window, floorStart.count, entries, exits, (event) => event.count, false),
      ),
      soldListings: metric(
        current.count,
        previous.count,
        flowSeries(window, sales, (sale) => sale.count, false),
      ),
    };
  }
}

/** The end of "every sale": far beyond any sale's date. */
const FAR_FUTURE = new Date(Date.UTC(9999, 0, 1));
