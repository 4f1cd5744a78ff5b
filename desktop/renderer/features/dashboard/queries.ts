import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type z } from 'zod';
import {
  dashboardInventoryResponse,
  dashboardStatsResponse,
  type ReportRangeQuery,
  shopReportResponse,
  storeSalePayoutSummaryResponse,
} from '@shared/contracts/reports';
import { apiRequest } from '@renderer/api/client';

export const dashboardKeys = {
  all: ['dashboard'] as const,
  stats: (range: ReportRangeQuery) => [...dashboardKeys.all, 'stats', range] as const,
  inventory: (range: ReportRangeQuery) => [...dashboardKeys.all, 'inventory', range] as const,
  shopReport: (range: ReportRangeQuery) => [...dashboardKeys.all, 'shopReport', range] as const,
  payoutSummary: (range: ReportRangeQuery) => [...dashboardKeys.all, 'payoutSummary', range] as const,
};

/*
 * The dashboard's calls (shared/contracts/reports.ts), each for the picked range (the end is the
 * day after the last). A new range keeps the previous answer on screen until its own arrives, so the
 * cards do not blank out while the owner flips between ranges.
 */

/** One of the /api/reports calls for the range (all Admin only, all read startDate and endDate). */
function useReportQuery<T>(
  name: 'stats' | 'shopReport' | 'payoutSummary',
  path: string,
  schema: z.ZodType<T>,
  range: ReportRangeQuery,
) {
  return useQuery({
    queryKey: dashboardKeys[name](range),
    queryFn: ({ signal }) => apiRequest({ method: 'GET', path, query: range, signal, schema }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/reports/dashboardStats: `dashboardStats` (spec 000 §3) and the daily series. */
export function useDashboardStatsQuery(range: ReportRangeQuery) {
  return useReportQuery('stats', '/api/reports/dashboardStats', dashboardStatsResponse, range);
}

/** GET /api/inventories/getdasboardInventory (spec 001 §7): Recent Activity and the queues waiting now. */
export function useDashboardInventoryQuery(range: ReportRangeQuery) {
  return useQuery({
    queryKey: dashboardKeys.inventory(range),
    queryFn: ({ signal }) =>
      apiRequest({
        method: 'GET',
        path: '/api/inventories/getdasboardInventory',
        query: { dateRangeStart: range.startDate, dateRangeEnd: range.endDate },
        signal,
        schema: dashboardInventoryResponse,
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/reports/shopReport: the shop report (spec 000 §3). */
export function useShopReportQuery(range: ReportRangeQuery) {
  return useReportQuery('shopReport', '/api/reports/shopReport', shopReportResponse, range);
}

/** GET /api/reports/storeSalePayoutSummary: the store sale payout summary (spec 000 §3). */
export function useStoreSalePayoutSummaryQuery(range: ReportRangeQuery) {
  return useReportQuery(
    'payoutSummary',
    '/api/reports/storeSalePayoutSummary',
    storeSalePayoutSummaryResponse,
    range,
  );
}
