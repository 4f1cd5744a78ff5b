import { Card, Empty, Skeleton } from 'antd';
import {
  Area,
  AreaChart,
  CartesianGrid,
  ResponsiveContainer,
  Tooltip,
  type TooltipContentProps,
  XAxis,
  YAxis,
} from 'recharts';
import { BRAND_COLOR } from '../../app/theme';

export interface ChartPoint {
  /** The day the point stands for (YYYY-MM-DD). */
  date: string;
  value: number;
}

export interface SeriesChartProps {
  title: string;
  points: readonly ChartPoint[];
  /** A value in full, as the tooltip says it (the store's currency, or a count). */
  formatValue: (value: number) => string;
  /** A value on the vertical axis, short (spec 001 §9 abbreviations). */
  formatAxis: (value: number) => string;
  /** What the chart will show once there is something to show. */
  emptyText: string;
  isLoading?: boolean;
}

const CHART_HEIGHT = 220;

/** 'Nov 3' for an axis tick; 'Tue, Nov 3, 2026' for a tooltip. The day is a calendar day: read in UTC. */
const shortDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const longDay = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const dayOf = (date: string) => new Date(`${date}T00:00:00Z`);

/**
 * One daily series of the period (spec 000 §2.3, 001 §9: 32 points), as an area chart with both
 * axes and a tooltip in the store's currency. A period with nothing in it says what will show instead
 * of drawing a flat line.
 */
export function SeriesChart({
  title,
  points,
  formatValue,
  formatAxis,
  emptyText,
  isLoading,
}: SeriesChartProps) {
  const isEmpty = points.every((point) => point.value === 0);
  const gradient = `series-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <Card size="small" className="series-chart" title={title} role="figure" aria-label={title}>
      {isLoading ? (
        <Skeleton active paragraph={{ rows: 5 }} title={false} />
      ) : isEmpty ? (
        <Empty className="series-chart__empty" image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />
      ) : (
        <div data-testid="chart-plot">
          <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
            <AreaChart data={[...points]} margin={{ top: 8, right: 12, bottom: 0, left: 4 }}>
              <defs>
                <linearGradient id={gradient} x1="0" y1="0" x2="0" y2="1">
                  <stop offset="0%" stopColor={BRAND_COLOR} stopOpacity={0.28} />
                  <stop offset="100%" stopColor={BRAND_COLOR} stopOpacity={0.02} />
                </linearGradient>
              </defs>
              <CartesianGrid vertical={false} stroke="#e8ecea" />
              <XAxis
                dataKey="date"
                tickFormatter={(date: string) => shortDay.format(dayOf(date))}
                tick={{ fontSize: 12, fill: '#5b6662' }}
                tickLine={false}
                axisLine={{ stroke: '#d5dcd9' }}
                minTickGap={24}
              />
              <YAxis
                tickFormatter={(value: number) => formatAxis(value)}
                tick={{ fontSize: 12, fill: '#5b6662' }}
                tickLine={false}
                axisLine={false}
                width={64}
                allowDecimals={false}
              />
              <Tooltip
                content={({ active, payload, label }: TooltipContentProps) =>
                  active && payload.length > 0 ? (
                    <div className="series-chart__tooltip" data-testid="chart-tooltip">
                      <div className="muted">{longDay.format(dayOf(String(label)))}</div>
                      <strong>{formatValue(Number(payload[0].value))}</strong>
                    </div>
                  ) : null
                }
              />
              <Area
                type="monotone"
                dataKey="value"
                name={title}
                stroke={BRAND_COLOR}
                strokeWidth={2}
                fill={`url(#${gradient})`}
                isAnimationActive={false}
              />
            </AreaChart>
          </ResponsiveContainer>
        </div>
      )}
    </Card>
  );
}
