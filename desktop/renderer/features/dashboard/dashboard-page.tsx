import { zonedDay } from '@shared/domain/time-zone';
import { notices } from '@shared/messages';
import { QueriesError } from '@renderer/ui/list-error';
import { PageHeader } from '@renderer/ui/page-header';
import { useAddressState } from '@renderer/ui/use-address-state';
import { useMeQuery } from '../session/queries';
import { useStoreWording } from '../session/use-store-wording';
import {
  formatDayRange,
  previousRange,
  rangePresets,
  readDashboardRange,
  toReportQuery,
  writeDashboardRange,
} from './dashboard-state';
import {
  useDashboardInventoryQuery,
  useDashboardStatsQuery,
  useShopReportQuery,
  useStoreSalePayoutSummaryQuery,
} from './queries';
import { RangePicker } from './range-picker';
import { RecentActivity } from './recent-activity';
import { ReportTable } from './report-table';
import { summaryColumns, summaryRows } from './report-tables';
import { ShopReportSection } from './shop-report-section';
import { StatsSection } from './stats-section';
import { WaitingPanel } from './waiting-panel';
import './dashboard.css';

/**
 * /dashboard (spec 000 §2.2–§2.3, Admin only): how the shop is doing over a range of days against
 * the previous period of the same length. The range picker (the last 29 days through today by
 * default, never empty, kept in the address), the figures and their charts, Recent Activity and what
 * waits on the store now, the shop report and the store sale payout summary, each table with Export
 * CSV. Every figure is the API's (api/src/reports/); this screen only lays them out.
 */
export function DashboardPage() {
  const store = useMeQuery().data?.store;
  const currency = store?.currency ?? 'USD';
  const today = zonedDay(new Date(), store?.timeZone ?? 'UTC');
  const wording = useStoreWording();
  const [range, setRange] = useAddressState(
    (params) => readDashboardRange(params, today),
    (state) => writeDashboardRange(state, today),
  );
  const query = toReportQuery(range);
  const stats = useDashboardStatsQuery(query);
  const inventory = useDashboardInventoryQuery(query);
  const shopReport = useShopReportQuery(query);
  const summary = useStoreSalePayoutSummaryQuery(query);
  const previous = previousRange(range);
  const fileSuffix = `${range.firstDay}-to-${range.lastDay}`;

  return (
    <div className="dashboard">
      <PageHeader
        title="Dashboard"
        subtitle={
          <span data-testid="dashboard-period">
            {formatDayRange(range.firstDay, range.lastDay)}, compared with{' '}
            {formatDayRange(previous.firstDay, previous.lastDay)}
          </span>
        }
        actions={
          <RangePicker
            value={range}
            today={today}
            presets={rangePresets(today)}
            onChange={(next) => setRange(() => next)}
          />
        }
      />
      <QueriesError queries={[stats, inventory, shopReport, summary]} />
      <StatsSection answer={stats.data} currency={currency} />
      <div className="dashboard__pair">
        <RecentActivity
          entries={inventory.data?.recentActivity}
          currency={currency}
          isLoading={inventory.isPending}
        />
        <WaitingPanel now={inventory.data?.inventory} currency={currency} />
      </div>
      <ShopReportSection report={shopReport.data} currency={currency} fileSuffix={fileSuffix} />
      <ReportTable
        level={2}
        title="Store Sale Payout Summary"
        columns={summaryColumns(currency)}
        rows={summary.data ? summaryRows(summary.data, wording('Consigner')) : []}
        rowKey={(row) => row.key}
        filename={`store-sale-payout-summary-${fileSuffix}.csv`}
        emptyText={notices.dashboardScreens.payoutSummaryEmpty}
        isLoading={!summary.data}
      />
    </div>
  );
}
