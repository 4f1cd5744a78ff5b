import { type ShopReportResponse } from '@shared/contracts/reports';
import { reduceSeries } from '@shared/domain/dashboard-figures';
import { formatMoney } from '@shared/domain/money-format';
import { notices } from '@shared/messages';
import { useStoreWording } from '../session/use-store-wording';
import { formatDashboardCount, formatDashboardMoney } from './dashboard-format';
import { MetricCard } from './metric-card';
import { ReportTable } from './report-table';
import { consignerSalesColumns, itemGroupColumns, waitingColumns, waitingRows } from './report-tables';
import { SeriesChart } from './series-chart';

interface ShopReportSectionProps {
  report: ShopReportResponse | undefined;
  currency: string;
  /** Part of every exported file's name: the range it covers. */
  fileSuffix: string;
}

const copy = notices.dashboardScreens;

/**
 * The shop report (spec 000 §3): the listings against the previous period with their daily series,
 * the items on the floor by age, category and location, what waits on the store (pending payouts,
 * price and withdrawal requests), and the consigners by sales. Each table exports to CSV.
 */
export function ShopReportSection({ report, currency, fileSuffix }: ShopReportSectionProps) {
  const wording = useStoreWording();
  const isLoading = !report;
  const money = (value: number) => formatDashboardMoney(value, currency);
  const listings = [
    { title: 'Active Listings', metric: report?.activeListings, isMoney: false },
    { title: 'New Listings', metric: report?.newListings, isMoney: false },
    { title: 'Inventory Value', metric: report?.inventoryValue, isMoney: true },
  ];
  const groups = [
    {
      title: 'Inventory by Age',
      column: 'Age',
      rows: report?.inventoriesByAge,
      file: 'inventory-by-age',
      emptyText: copy.byAgeEmpty,
    },
    {
      title: 'Inventory by Category',
      column: 'Category',
      rows: report?.inventoriesByCategory,
      file: 'inventory-by-category',
      emptyText: copy.byCategoryEmpty,
    },
    {
      title: 'Inventory by Location',
      column: 'Location',
      rows: report?.inventoriesByLocation,
      file: 'inventory-by-location',
      emptyText: copy.byLocationEmpty,
    },
  ];
  return (
    <section aria-labelledby="dashboard-shop-report" className="dashboard">
      <h2 id="dashboard-shop-report" className="dashboard__section-title">
        Shop Report
      </h2>
      <div className="dashboard__metrics">
        {listings.map(({ title, metric, isMoney }) => {
          const format = isMoney ? money : formatDashboardCount;
          return (
            <MetricCard
              key={title}
              title={title}
              value={format(metric?.current ?? 0)}
              previous={format(metric?.previous ?? 0)}
              change={metric?.growth ?? 0}
              isLoading={isLoading}
            />
          );
        })}
      </div>
      <div className="dashboard__charts">
        <SeriesChart
          title="Active Listings"
          points={reduceSeries(report?.activeListings.series ?? [], 'level')}
          formatValue={(value) => value.toLocaleString('en-US')}
          formatAxis={formatDashboardCount}
          emptyText={copy.activeListingsEmpty}
          isLoading={isLoading}
        />
        <SeriesChart
          title="Inventory Value"
          points={reduceSeries(report?.inventoryValue.series ?? [], 'level')}
          formatValue={(value) => formatMoney(value, currency)}
          formatAxis={money}
          emptyText={copy.inventoryValueEmpty}
          isLoading={isLoading}
        />
      </div>
      <div className="dashboard__tables">
        <ReportTable
          isWide
          title={wording('Consigners by Sales')}
          columns={consignerSalesColumns(wording('Consigner'), currency)}
          rows={report?.consignersBySales ?? []}
          rowKey={(row) => String(row.consignerId)}
          filename={`${wording('consigners')}-by-sales-${fileSuffix}.csv`}
          emptyText={copy.consignersBySalesEmpty(wording('consigners'))}
          isLoading={isLoading}
        />
        <ReportTable
          title="Waiting on the Store"
          columns={waitingColumns(currency)}
          rows={report ? waitingRows(report, wording('consigner')) : []}
          rowKey={(row) => row.key}
          filename={`waiting-on-the-store-${fileSuffix}.csv`}
          emptyText={copy.nothingWaiting}
          isLoading={isLoading}
        />
        {groups.map((group) => (
          <ReportTable
            key={group.title}
            title={group.title}
            columns={itemGroupColumns(group.column, currency)}
            rows={group.rows ?? []}
            rowKey={(row) => row.key}
            filename={`${group.file}-${fileSuffix}.csv`}
            emptyText={group.emptyText}
            isLoading={isLoading}
          />
        ))}
      </div>
    </section>
  );
}
