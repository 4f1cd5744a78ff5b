import { type DashboardStatsResponse } from '@shared/contracts/reports';
import { percentChange, reduceSeries } from '@shared/domain/dashboard-figures';
import { formatMoney } from '@shared/domain/money-format';
import { notices } from '@shared/messages';
import { formatDashboardCount, formatDashboardMoney } from './dashboard-format';
import { STATS_METRICS } from './dashboard-metrics';
import { MetricCard } from './metric-card';
import { SeriesChart } from './series-chart';

interface StatsSectionProps {
  answer: DashboardStatsResponse | undefined;
  currency: string;
}

const copy = notices.dashboardScreens;

/**
 * The period at a glance (spec 000 §2.3, §3 Dashboard stats): a card per figure against the previous
 * period, then the period day by day (32 points, spec 001 §9).
 */
export function StatsSection({ answer, currency }: StatsSectionProps) {
  const stats = answer?.dashboardStats;
  const money = (value: number) => formatDashboardMoney(value, currency);
  const moneyInFull = (value: number) => formatMoney(value, currency);
  const charts = [
    { title: 'Revenue', series: answer?.series.revenue, isMoney: true, emptyText: copy.revenueEmpty },
    { title: 'Profit', series: answer?.series.profit, isMoney: true, emptyText: copy.profitEmpty },
    { title: 'Items Sold', series: answer?.series.sold, isMoney: false, emptyText: copy.soldEmpty },
    { title: 'Items Listed', series: answer?.series.listed, isMoney: false, emptyText: copy.listedEmpty },
  ];
  return (
    <section aria-labelledby="dashboard-stats">
      <h2 id="dashboard-stats" className="dashboard__section-title">
        Sales and Payouts
      </h2>
      <div className="dashboard__metrics">
        {STATS_METRICS.map((metric) => {
          const format = metric.kind === 'money' ? money : formatDashboardCount;
          const current = stats?.[metric.current] ?? 0;
          const previous = stats?.[metric.previous] ?? 0;
          return (
            <MetricCard
              key={metric.title}
              title={metric.title}
              value={format(current)}
              previous={format(previous)}
              change={percentChange(current, previous)}
              isLoading={!stats}
            />
          );
        })}
      </div>
      <div className="dashboard__charts dashboard__charts--spaced">
        {charts.map((chart) => (
          <SeriesChart
            key={chart.title}
            title={chart.title}
            points={reduceSeries(chart.series ?? [], 'flow')}
            formatValue={chart.isMoney ? moneyInFull : (value) => value.toLocaleString('en-US')}
            formatAxis={chart.isMoney ? money : formatDashboardCount}
            emptyText={chart.emptyText}
            isLoading={!chart.series}
          />
        ))}
      </div>
    </section>
  );
}
