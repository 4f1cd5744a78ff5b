import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { Card, DatePicker, Empty, Skeleton, Table, type TableColumnsType } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { Area, AreaChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { ANALYTICS_DEFAULT_RANGE_DAYS } from '@shared/constants';
import {
  type BestSellingRow,
  type ItemGroup,
  type LowStockRow,
  type ReportMetric,
} from '@shared/contracts/reports';
import {
  abbreviateAnalytics,
  changeDisplay,
  lastDaysRange,
  reduceSeries,
  reportRequestRange,
} from '@shared/domain/dashboard-figures';
import { formatMoney } from '@shared/domain/money-format';
import { zonedDay } from '@shared/domain/time-zone';
import { portalMessages } from '@shared/messages';
import { QueriesError } from '@renderer/ui/list-error';
import { PageHeader } from '@renderer/ui/page-header';
import { useMeQuery } from '../../session/queries';
import { useConsignerReportQuery } from '../queries';

const m = portalMessages.dashboard;
const DAY = 'YYYY-MM-DD';

/**
 * Issue 18: the consigner's dashboard, the consigner report (GET /api/consigners/consignerReport) of
 * a date range (the last 7 days through today by default, spec 001 §9): Total Sales before fees,
 * Total Payout and Pending Payout after fees; sales, active and sold listings against the previous
 * period with their daily series; items by age, status, category and location; best sellers and
 * low stock.
 */
export function PortalDashboardPage() {
  const store = useMeQuery().data?.store;
  const currency = store?.currency ?? 'USD';
  const today = zonedDay(new Date(), store?.timeZone ?? 'UTC');
  const initial = lastDaysRange(today, ANALYTICS_DEFAULT_RANGE_DAYS);
  const [range, setRange] = useState<[Dayjs, Dayjs]>([dayjs(initial.firstDay), dayjs(initial.lastDay)]);
  const request = reportRequestRange(range[0].format(DAY), range[1].format(DAY));
  const report = useConsignerReportQuery({
    dateRangeStart: request.startDate,
    dateRangeEnd: request.endDate,
  });
  const data = report.data;
  const money = (value: number) => formatMoney(value, currency);

  return (
    <>
      <PageHeader
        title="Dashboard"
        actions={
          <DatePicker.RangePicker
            aria-label="Date range"
            value={range}
            allowClear={false}
            format="MMM D, YYYY"
            onChange={(value) => {
              if (value?.[0] && value[1]) setRange([value[0], value[1]]);
            }}
          />
        }
      />
      <QueriesError queries={[report]} />
      <section aria-label="Analytics" className="portal-cards">
        <FigureCard title="Total Sales" note="before fees" value={data?.analytics.totalSold} money={money} />
        <FigureCard title="Total Payout" note="after fees" value={data?.analytics.totalPaid} money={money} />
        <FigureCard
          title="Pending Payout"
          note="after fees"
          value={data?.analytics.totalPending}
          money={money}
        />
      </section>
      <section aria-label="This period" className="portal-cards">
        <MetricCard title="Sales" metric={data?.sales} format={money} />
        <MetricCard title="Active listings" metric={data?.activeListings} format={abbreviateAnalytics} />
        <MetricCard title="Sold listings" metric={data?.soldListings} format={abbreviateAnalytics} />
      </section>
      <Card title="Sales" className="portal-chart-card">
        {data ? <SalesChart series={data.sales.series} currency={currency} /> : <Skeleton active />}
      </Card>
      <div className="portal-grid">
        <GroupTable title="By status" rows={data?.byStatus} money={money} isLoading={report.isPending} />
        <GroupTable title="By age" rows={data?.byAge} money={money} isLoading={report.isPending} />
        <GroupTable title="By category" rows={data?.byCategory} money={money} isLoading={report.isPending} />
        <GroupTable title="By location" rows={data?.byLocation} money={money} isLoading={report.isPending} />
        <ProductTable<BestSellingRow>
          title="Best selling"
          rows={data?.bestSelling}
          figures={[
            { title: 'Sold', dataIndex: 'sold' },
            { title: 'Sales', dataIndex: 'sales', render: (value: number) => money(value) },
          ]}
          empty={m.noSales}
          isLoading={report.isPending}
        />
        <ProductTable<LowStockRow>
          title="Low stock"
          rows={data?.lowStock}
          figures={[
            { title: 'In stock', dataIndex: 'inStock' },
            { title: 'Sold', dataIndex: 'sold' },
          ]}
          empty={m.noLowStock}
          isLoading={report.isPending}
        />
      </div>
    </>
  );
}

function FigureCard({
  title,
  note,
  value,
  money,
}: {
  title: string;
  note: string;
  value: number | undefined;
  money: (value: number) => string;
}) {
  return (
    <Card className="portal-figure" aria-label={title}>
      <div className="portal-figure__title">
        {title} <span className="muted">({note})</span>
      </div>
      {value === undefined ? (
        <Skeleton.Input active size="small" />
      ) : (
        <div className="portal-figure__value portal-amount">{money(value)}</div>
      )}
    </Card>
  );
}

function MetricCard({
  title,
  metric,
  format,
}: {
  title: string;
  metric: ReportMetric | undefined;
  format: (value: number) => string;
}) {
  const change = metric ? changeDisplay(metric.growth) : null;
  return (
    <Card className="portal-figure" aria-label={title}>
      <div className="portal-figure__title">{title}</div>
      {metric && change ? (
        <>
          <div className="portal-figure__value portal-amount">{format(metric.current)}</div>
          <div className="portal-figure__change">
            <span className={`portal-change portal-change--${change.tone}`}>
              {change.direction === 'up' ? (
                <ArrowUpOutlined aria-hidden />
              ) : (
                <ArrowDownOutlined aria-hidden />
              )}{' '}
              {change.text}
            </span>{' '}
            <span className="muted">vs {format(metric.previous)} the period before</span>
          </div>
        </>
      ) : (
        <Skeleton.Input active size="small" />
      )}
    </Card>
  );
}

function SalesChart({ series, currency }: { series: ReportMetric['series']; currency: string }) {
  const points = useMemo(() => reduceSeries(series, 'flow'), [series]);
  if (points.every((point) => point.value === 0)) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={m.noSales} />;
  }
  return (
    <div className="portal-chart" role="img" aria-label="Daily sales">
      <ResponsiveContainer width="100%" height={240}>
        <AreaChart data={points} margin={{ top: 8, right: 16, bottom: 0, left: 8 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="date" tickFormatter={(day: string) => dayjs(day).format('MMM D')} minTickGap={24} />
          <YAxis tickFormatter={(value: number) => abbreviateAnalytics(value)} width={56} />
          <Tooltip
            formatter={(value) => [formatMoney(Number(value), currency), 'Sales']}
            labelFormatter={(day) => dayjs(String(day)).format('MMM D, YYYY')}
          />
          <Area type="monotone" dataKey="value" stroke="#1f6f5c" fill="#1f6f5c" fillOpacity={0.15} />
        </AreaChart>
      </ResponsiveContainer>
    </div>
  );
}

function GroupTable({
  title,
  rows,
  money,
  isLoading,
}: {
  title: string;
  rows: ItemGroup[] | undefined;
  money: (value: number) => string;
  isLoading: boolean;
}) {
  const columns: TableColumnsType<ItemGroup> = [
    { title: title.replace('By ', '').replace(/^./, (c) => c.toUpperCase()), dataIndex: 'label' },
    { title: 'Items', dataIndex: 'count', align: 'right', className: 'portal-amount' },
    {
      title: 'Value',
      dataIndex: 'value',
      align: 'right',
      className: 'portal-amount',
      render: (value: number) => money(value),
    },
  ];
  return (
    <Card title={title} size="small">
      <Table<ItemGroup>
        size="small"
        rowKey="key"
        columns={columns}
        dataSource={rows}
        loading={isLoading}
        pagination={false}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={m.noItems} /> }}
      />
    </Card>
  );
}

/** A table of the consigner's products (best selling, low stock): the product, then its figures. */
function ProductTable<Row extends BestSellingRow | LowStockRow>({
  title,
  rows,
  figures,
  empty,
  isLoading,
}: {
  title: string;
  rows: Row[] | undefined;
  figures: TableColumnsType<Row>;
  empty: string;
  isLoading: boolean;
}) {
  const columns: TableColumnsType<Row> = [
    {
      title: 'Product',
      dataIndex: 'title',
      render: (value: string, row) => <ProductCell title={value} sku={row.sku} />,
    },
    ...figures.map((column) => ({ ...column, align: 'right' as const, className: 'portal-amount' })),
  ];
  return (
    <Card title={title} size="small">
      <Table<Row>
        size="small"
        rowKey="productId"
        columns={columns}
        dataSource={rows}
        loading={isLoading}
        pagination={false}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} /> }}
      />
    </Card>
  );
}

function ProductCell({ title, sku }: { title: string; sku: string | null }) {
  return (
    <div>
      <div>{title}</div>
      {sku && <div className="muted">{sku}</div>}
    </div>
  );
}
