import { z } from 'zod';
import { INVENTORY_STATUSES } from '../domain/inventory-status';
import { REPORT_MAX_DAYS } from '../constants';
import { daysBetween, isCalendarDay } from '../domain/dashboard-figures';
import { reportMessages } from '../messages';
import { inventoryLog } from './inventories';

/*
 * Dashboards and reports (issue 18). Spec 000 §3 "Dashboard stats", "Shop report", "Consigner
 * report", "Store sale payout summary"; 001 §7 Reports; 001 §9 Dashboard figures. The spec's field
 * names are kept exactly, typos included (`searctMonthProfit`, `getdasboardInventory`). Every
 * figure is computed by the API (api/src/reports/); the screens only format them
 * (shared/domain/dashboard-figures.ts: percent change, abbreviations, the 32-point series).
 *
 * Money crosses the API in major units (150.5), as in shared/contracts/payouts.ts. A period is a
 * range of the store's calendar days (its time zone): `startDate` and `endDate` are YYYY-MM-DD,
 * the end EXCLUSIVE — the screens send tomorrow when the range ends today (001 §5 "Report ranges",
 * `reportRequestRange`). The previous period is the same number of days just before it
 * (`previousPeriod`). Daily series hold one point per day of the period, oldest first; the screens
 * reduce them to 32 points (`reduceSeries`).
 *
 * Calls (all GET; the paths the spec leaves open are ours, under /api/reports/):
 * - /api/reports/dashboardStats?startDate&endDate (Admin)                 → dashboardStatsResponse
 * - /api/inventories/getdasboardInventory?dateRangeStart&dateRangeEnd (Admin) → dashboardInventoryResponse
 * - /api/reports/shopReport?startDate&endDate (Admin)                     → shopReportResponse
 * - /api/reports/storeSalePayoutSummary?startDate&endDate (Admin)         → storeSalePayoutSummaryResponse
 * - /api/consigners/consignerReport?consigner&status&category&location&dateRangeStart&dateRangeEnd
 *   (staff with Consigners, or the signed-in consigner for their own)     → consignerReportResponse
 * CSV: each table is exported by the renderer from these answers (shared/domain/csv.ts), so the
 * file holds exactly the figures on screen.
 */

const calendarDay = z
  .string({ error: reportMessages.dateExpected })
  .trim()
  .refine(isCalendarDay, { error: reportMessages.dateExpected });

const blankAsUndefined = (value: unknown) => (value === '' ? undefined : value);

function checkRange(
  range: { start?: string; end?: string },
  ctx: z.RefinementCtx,
  startPath: string,
  endPath: string,
): void {
  if (range.start === undefined && range.end === undefined) return;
  if (range.start === undefined || range.end === undefined) {
    const missing = range.start === undefined ? startPath : endPath;
    ctx.addIssue({ code: 'custom', path: [missing], message: reportMessages.bothDates });
    return;
  }
  if (!isCalendarDay(range.start) || !isCalendarDay(range.end)) return;
  const days = daysBetween(range.start, range.end);
  if (days < 1) ctx.addIssue({ code: 'custom', path: [endPath], message: reportMessages.endNotAfterStart });
  else if (days > REPORT_MAX_DAYS)
    ctx.addIssue({ code: 'custom', path: [endPath], message: reportMessages.rangeTooLong(REPORT_MAX_DAYS) });
}

/** The spec's optional range (dateRangeStart, dateRangeEnd): both or neither, checked as a period. */
const optionalRangeFields = {
  dateRangeStart: z.preprocess(blankAsUndefined, calendarDay.optional()),
  dateRangeEnd: z.preprocess(blankAsUndefined, calendarDay.optional()),
};
function checkOptionalRange(
  query: { dateRangeStart?: string; dateRangeEnd?: string },
  ctx: z.RefinementCtx,
): void {
  checkRange({ start: query.dateRangeStart, end: query.dateRangeEnd }, ctx, 'dateRangeStart', 'dateRangeEnd');
}

/** A report's period: startDate (first day) and endDate (the day after the last), both required. */
export const reportRangeQuery = z
  .object({ startDate: calendarDay, endDate: calendarDay })
  .superRefine((query, ctx) =>
    checkRange({ start: query.startDate, end: query.endDate }, ctx, 'startDate', 'endDate'),
  );
export type ReportRangeQuery = z.infer<typeof reportRangeQuery>;

/** The period answered and the previous period of the same length (both end-exclusive). */
export const reportPeriod = z.object({
  startDate: z.string(),
  endDate: z.string(),
  previousStartDate: z.string(),
  previousEndDate: z.string(),
  /** The store's IANA time zone the days are counted in. */
  timeZone: z.string(),
  /** The store's currency code (e.g. USD) the money figures are in. */
  currency: z.string(),
});
export type ReportPeriod = z.infer<typeof reportPeriod>;

/** One day of a daily series. */
export const seriesPoint = z.object({ date: z.string(), value: z.number() });
export type SeriesPoint = z.infer<typeof seriesPoint>;
export const dailySeries = z.array(seriesPoint);
export type DailySeries = z.infer<typeof dailySeries>;

/** A figure for the period against the previous one: growth is percentChange(current, previous). */
export const reportMetric = z.object({
  current: z.number(),
  previous: z.number(),
  /** Percent, signed, unrounded (the screen rounds it and shows the arrow). */
  growth: z.number(),
  /** One point per day of the period. */
  series: dailySeries,
});
export type ReportMetric = z.infer<typeof reportMetric>;

/**
 * A group of items (by age: REPORT_AGE_BUCKETS keys; by category: the category; by location: the
 * location id, '' for none; by status: the status): how many and their listed value (price).
 */
export const itemGroup = z.object({
  key: z.string(),
  label: z.string(),
  count: z.number().int(),
  value: z.number(),
});
export type ItemGroup = z.infer<typeof itemGroup>;

// --- Dashboard stats ----------------------------------------------------------------------------------

/**
 * spec 000 §3 Dashboard stats, names as written. For the period ("searchMonth…", "…SearchCount",
 * "active…", "payout…AmountTotal") and the previous period ("previousMonth…", "…Prev…"):
 * - revenue: searchMonthRevenue = the sale prices of the items sold (order lines, returns
 *   excluded), before tax; searchMonthRevenueTotal = what customers paid for them (sale price + tax);
 * - cost: searchMonthCost = the consigners' payouts of the consigned items sold; searchMonthCostTotal
 *   = that plus the cost of the store-owned items sold;
 * - profit: searctMonthProfit (sic) = searchMonthRevenue − searchMonthCostTotal;
 * - active inventory: activeInventoryAmountTotal = the listed value (price) of the items on the
 *   floor at the period's end (accepted before it, not yet sold or withdrawn by then);
 * - payouts: payoutPendingAmountTotal = the payouts owed for the period's consigned sales not yet
 *   paid to the consigner; payoutPaidAmountTotal = what consigners were paid in the period;
 * - store-owned (store accounts' items): searchMonthOwnedAmount = their sales, searchMonthOwnedCost =
 *   their cost; searchMonthStoreOwnedInventoryTotal / …Cost = the price / cost of the store-owned
 *   items on the floor at the period's end;
 * - counts: inventorySearchCount = items listed (accepted) in the period; searchMonthCount = items sold.
 */
export const dashboardStats = z.object({
  searchMonthRevenue: z.number(),
  previousMonthRevenue: z.number(),
  searchMonthRevenueTotal: z.number(),
  previousMonthRevenueTotal: z.number(),
  searchMonthCost: z.number(),
  previousMonthCost: z.number(),
  searchMonthCostTotal: z.number(),
  previousMonthCostTotal: z.number(),
  searctMonthProfit: z.number(),
  previousMonthProfit: z.number(),
  activeInventoryAmountTotal: z.number(),
  activePrevInventoryAmountTotal: z.number(),
  payoutPendingAmountTotal: z.number(),
  payoutPrevPendingAmountTotal: z.number(),
  payoutPaidAmountTotal: z.number(),
  payoutPrevPaidAmountTotal: z.number(),
  searchMonthOwnedAmount: z.number(),
  previousMonthOwnedAmount: z.number(),
  searchMonthOwnedCost: z.number(),
  previousMonthOwnedCost: z.number(),
  searchMonthStoreOwnedInventoryTotal: z.number(),
  previousMonthStoreOwnedInventoryTotal: z.number(),
  searchMonthStoreOwnedInventoryCost: z.number(),
  previousMonthStoreOwnedInventoryCost: z.number(),
  inventorySearchCount: z.number().int(),
  inventoryPrevCount: z.number().int(),
  searchMonthCount: z.number().int(),
  previousMonthCount: z.number().int(),
});
export type DashboardStats = z.infer<typeof dashboardStats>;

/**
 * GET /api/reports/dashboardStats?startDate&endDate (Admin): `dashboardStats` (spec), plus ours:
 * the period answered and the daily series of the period for the charts (revenue, profit, items
 * sold, items listed).
 */
export const dashboardStatsResponse = z.object({
  dashboardStats,
  period: reportPeriod,
  series: z.object({
    revenue: dailySeries,
    profit: dailySeries,
    sold: dailySeries,
    listed: dailySeries,
  }),
});
export type DashboardStatsResponse = z.infer<typeof dashboardStatsResponse>;

// --- getdasboardInventory -----------------------------------------------------------------------------

/** GET /api/inventories/getdasboardInventory (spec 001 §7): dateRangeStart, dateRangeEnd (YYYY-MM-DD, end exclusive). */
export const dashboardInventoryQuery = z
  .object({
    ...optionalRangeFields,
  })
  .superRefine(checkOptionalRange);
export type DashboardInventoryQuery = z.infer<typeof dashboardInventoryQuery>;

/**
 * The inventory side of the dashboard: Recent Activity (the store's latest 6 inventory log entries
 * of the last 7 days, spec 001 §9, whatever the range: as GET /api/inventoryLogs?take=6&page=1), the
 * items waiting on the store now (queue counts), and the items listed and sold in the range (the
 * last 29 days through today when no range is given).
 */
export const dashboardInventoryResponse = z.object({
  recentActivity: z.array(inventoryLog),
  /**
   * Now: the items on the floor (for sale, in a request, in transit, on hold: the items
   * activeInventoryAmountTotal counts for a period ending today) and their listed value, those of
   * them Active (for sale as they are), and the queues waiting on the store.
   */
  inventory: z.object({
    onFloorCount: z.number().int(),
    onFloorValue: z.number(),
    activeCount: z.number().int(),
    activeValue: z.number(),
    dropOffPending: z.number().int(),
    requested: z.number().int(),
    priceRequests: z.number().int(),
    withdrawalRequests: z.number().int(),
    inTransit: z.number().int(),
  }),
  /** In the range: items listed (accepted) and sold (returns excluded), with their values. */
  range: z.object({
    startDate: z.string(),
    endDate: z.string(),
    listedCount: z.number().int(),
    listedValue: z.number(),
    soldCount: z.number().int(),
    soldValue: z.number(),
  }),
});
export type DashboardInventoryResponse = z.infer<typeof dashboardInventoryResponse>;

// --- Shop report --------------------------------------------------------------------------------------

/** A consigner's sales in the period (consignersBySales). */
export const consignerSalesRow = z.object({
  consignerId: z.number().int(),
  name: z.string(),
  isStoreAccount: z.boolean(),
  itemsSold: z.number().int(),
  /** Sale prices, before fees. */
  sales: z.number(),
  /** The consigner's payouts (a store account's: cost). */
  payout: z.number(),
});
export type ConsignerSalesRow = z.infer<typeof consignerSalesRow>;

/**
 * GET /api/reports/shopReport?startDate&endDate (Admin). The groups (by age, category, location)
 * are the items on the floor (Active) now; the queues are now; the consigners and the metrics are
 * the period's, each against the previous period with a daily series:
 * - sales: sale prices of items sold (returns excluded); profit: sales − payouts − store-owned cost;
 * - activeListings: items on the floor at each day's end; newListings: items accepted that day;
 * - inventoryValue: the listed value of the items on the floor at each day's end.
 * `current` of activeListings / inventoryValue is the value at the period's end.
 */
export const shopReportResponse = z.object({
  period: reportPeriod,
  inventoriesByAge: z.array(itemGroup),
  inventoriesByCategory: z.array(itemGroup),
  inventoriesByLocation: z.array(itemGroup),
  /** Consigned sales not yet paid to their consigner (Ready to Pay and unpaid payouts). */
  pendingPayouts: z.object({ count: z.number().int(), amount: z.number(), consigners: z.number().int() }),
  /** Items whose consigner asked for a new price (RequestPriceChange), waiting on the store. */
  priceRequests: z.object({ count: z.number().int(), value: z.number() }),
  /** Items whose consigner asked to withdraw them (RequestWithdrawal), waiting on the store. */
  withdrawalRequests: z.object({ count: z.number().int(), value: z.number() }),
  /** The period's consigners by sales, highest first (at most REPORT_TOP_CONSIGNERS). */
  consignersBySales: z.array(consignerSalesRow),
  sales: reportMetric,
  profit: reportMetric,
  activeListings: reportMetric,
  newListings: reportMetric,
  inventoryValue: reportMetric,
});
export type ShopReportResponse = z.infer<typeof shopReportResponse>;

// --- Store sale payout summary ------------------------------------------------------------------------

/**
 * GET /api/reports/storeSalePayoutSummary?startDate&endDate (Admin), spec 000 §3: for the period,
 * profit, sales, store (the store-owned items' sales), consigner (the consigned items' sales),
 * active inventory (on the floor at the period's end) and sold inventory (sold in the period), and
 * the totals of consigners (all, now), new consigners (created in the period) and payouts (made in
 * the period: count and amount paid). `previous` holds the same for the previous period.
 */
const payoutSummaryFigures = z.object({
  profit: z.number(),
  sales: z.number(),
  store: z.number(),
  consigner: z.number(),
  activeInventory: z.object({ count: z.number().int(), value: z.number() }),
  soldInventory: z.object({ count: z.number().int(), value: z.number() }),
  totals: z.object({
    consigners: z.number().int(),
    newConsigners: z.number().int(),
    payouts: z.number().int(),
    payoutsAmount: z.number(),
  }),
});
export type PayoutSummaryFigures = z.infer<typeof payoutSummaryFigures>;
export const storeSalePayoutSummaryResponse = payoutSummaryFigures.extend({
  period: reportPeriod,
  previous: payoutSummaryFigures,
});
export type StoreSalePayoutSummaryResponse = z.infer<typeof storeSalePayoutSummaryResponse>;

// --- Consigner report ---------------------------------------------------------------------------------

/**
 * GET /api/consigners/consignerReport (spec 001 §7): consigner (staff: any consigner of the store,
 * or none for every consigner; a signed-in consigner: their own id or none), status, category and
 * location (filter the item groups: an inventory status, a category, a location id), dateRangeStart /
 * dateRangeEnd (YYYY-MM-DD, end exclusive).
 */
export const consignerReportQuery = z
  .object({
    consigner: z.preprocess(blankAsUndefined, z.coerce.number().int().positive().optional()),
    status: z.preprocess(blankAsUndefined, z.enum(INVENTORY_STATUSES).optional()),
    category: z.preprocess(blankAsUndefined, z.string().trim().max(255).optional()),
    location: z.preprocess(blankAsUndefined, z.coerce.number().int().positive().optional()),
    ...optionalRangeFields,
  })
  .superRefine(checkOptionalRange);
export type ConsignerReportQuery = z.infer<typeof consignerReportQuery>;

export const bestSellingRow = z.object({
  productId: z.number().int(),
  title: z.string(),
  sku: z.string().nullable(),
  image: z.string().nullable(),
  sold: z.number().int(),
  sales: z.number(),
});
export type BestSellingRow = z.infer<typeof bestSellingRow>;

export const lowStockRow = z.object({
  productId: z.number().int(),
  title: z.string(),
  sku: z.string().nullable(),
  image: z.string().nullable(),
  /** Active items left. */
  inStock: z.number().int(),
  /** Sold in the period. */
  sold: z.number().int(),
});
export type LowStockRow = z.infer<typeof lowStockRow>;

/**
 * The consigner report. `analytics` (spec 000 §3, the consigner page's cards): totalSold = sale
 * prices before fees, totalPaid = payouts paid (after fees), totalPending = payouts owed not yet paid
 * (after fees), of the sales in the range, or of every sale when no range is given. The rest is the
 * period's (the range, or the last 7 days through today, 001 §9): the item groups (by age, status,
 * category, location; filtered by status/category/location), best selling and low stock products,
 * sales and pending payouts, active and sold listings with growth and daily series.
 */
export const consignerReportResponse = z.object({
  analytics: z.object({ totalSold: z.number(), totalPaid: z.number(), totalPending: z.number() }),
  period: reportPeriod,
  byAge: z.array(itemGroup),
  byStatus: z.array(itemGroup),
  byCategory: z.array(itemGroup),
  byLocation: z.array(itemGroup),
  bestSelling: z.array(bestSellingRow),
  lowStock: z.array(lowStockRow),
  /** Sale prices of the period's sales (before fees). */
  sales: reportMetric,
  pendingPayouts: z.object({ count: z.number().int(), amount: z.number() }),
  activeListings: reportMetric,
  soldListings: reportMetric,
});
export type ConsignerReportResponse = z.infer<typeof consignerReportResponse>;
