import { Controller, Get } from '@nestjs/common';
import {
  consignerReportQuery,
  type ConsignerReportQuery,
  consignerReportResponse,
  type ConsignerReportResponse,
  dashboardInventoryQuery,
  type DashboardInventoryQuery,
  dashboardInventoryResponse,
  type DashboardInventoryResponse,
  dashboardStatsResponse,
  type DashboardStatsResponse,
  reportRangeQuery,
  type ReportRangeQuery,
  shopReportResponse,
  type ShopReportResponse,
  storeSalePayoutSummaryResponse,
  type StoreSalePayoutSummaryResponse,
} from '@shared/contracts/reports';
import { Access } from '../common/auth/access.decorators';
import { CurrentPrincipal } from '../common/auth/current-auth.decorator';
import { type Principal } from '../common/auth/principal';
import { Contract, ValidQuery } from '../common/validation/contract';
import { ConsignerReportService } from './consigner-report.service';
import { ReportsService } from './reports.service';

/**
 * The Admin dashboard's and the store's reports (issue 18; spec 000 §2.2: /dashboard is the role
 * Admin's alone). The spec leaves the dashboard report call's path open: ours are under /api/reports/.
 * Periods are the store's days, startDate included and endDate excluded (docs/reports.md).
 */
@Controller('api/reports')
@Access('Admin')
export class ReportsController {
  constructor(private readonly reports: ReportsService) {}

  @Get('dashboardStats')
  @Contract({
    summary:
      'The dashboard figures (spec dashboardStats) for startDate to endDate (YYYY-MM-DD, end excluded) against the previous period of the same length, with daily series',
    query: reportRangeQuery,
    response: dashboardStatsResponse,
  })
  dashboardStats(
    @CurrentPrincipal() p: Principal,
    @ValidQuery() query: ReportRangeQuery,
  ): Promise<DashboardStatsResponse> {
    return this.reports.dashboardStats(p, query);
  }

  @Get('shopReport')
  @Contract({
    summary:
      'The shop report: items by age, category and location; pending payouts, price and withdrawal requests; consigners by sales; sales, profit, active and new listings and inventory value with growth and daily series',
    query: reportRangeQuery,
    response: shopReportResponse,
  })
  shopReport(
    @CurrentPrincipal() p: Principal,
    @ValidQuery() query: ReportRangeQuery,
  ): Promise<ShopReportResponse> {
    return this.reports.shopReport(p, query);
  }

  @Get('storeSalePayoutSummary')
  @Contract({
    summary:
      'The store sale payout summary: profit, sales (store-owned and consigned), active and sold inventory, consigners, new consigners and payouts, for the period and the previous one',
    query: reportRangeQuery,
    response: storeSalePayoutSummaryResponse,
  })
  storeSalePayoutSummary(
    @CurrentPrincipal() p: Principal,
    @ValidQuery() query: ReportRangeQuery,
  ): Promise<StoreSalePayoutSummaryResponse> {
    return this.reports.storeSalePayoutSummary(p, query);
  }
}

/** spec 001 §7 GET /api/inventories/getdasboardInventory (sic): the dashboard's inventory side, Admin only. */
@Controller('api/inventories')
@Access('Admin')
export class DashboardInventoryController {
  constructor(private readonly reports: ReportsService) {}

  @Get('getdasboardInventory')
  @Contract({
    summary:
      "The dashboard's inventory: Recent Activity (6 entries of the last 7 days), the queues now, and the items listed and sold from dateRangeStart to dateRangeEnd (end excluded)",
    query: dashboardInventoryQuery,
    response: dashboardInventoryResponse,
  })
  dashboardInventory(
    @CurrentPrincipal() p: Principal,
    @ValidQuery() query: DashboardInventoryQuery,
  ): Promise<DashboardInventoryResponse> {
    return this.reports.dashboardInventory(p, query);
  }
}

/**
 * spec 001 §7 GET /api/consigners/consignerReport: staff with Consigners for any consigner of the
 * store (or the whole store), a signed-in consigner for their own report only.
 */
@Controller('api/consigners')
@Access('Consigners', 'Consigner')
export class ConsignerReportController {
  constructor(private readonly reports: ConsignerReportService) {}

  @Get('consignerReport')
  @Contract({
    summary:
      "A consigner's report: analytics (totalSold, totalPaid, totalPending), items by age, status, category and location, best selling, low stock, sales, pending payouts, active and sold listings with growth and daily series",
    query: consignerReportQuery,
    response: consignerReportResponse,
  })
  consignerReport(
    @CurrentPrincipal() p: Principal,
    @ValidQuery() query: ConsignerReportQuery,
  ): Promise<ConsignerReportResponse> {
    return this.reports.report(p, query);
  }
}
