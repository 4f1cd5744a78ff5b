import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { Card, Skeleton } from 'antd';
import { changeDisplay } from '@shared/domain/dashboard-figures';

export interface MetricCardProps {
  title: string;
  /** The period's figure, formatted (the store's currency, or a count). */
  value: string;
  /** The previous period's figure, formatted the same way. */
  previous: string;
  /** The percent change against the previous period, signed and unrounded (spec 001 §9). */
  change: number;
  isLoading?: boolean;
}

/**
 * One figure of the period against the previous period of the same length (spec 000 §2.3 Dashboard):
 * the figure, the change with its arrow (the rounded size, green when it did not fall, red when it
 * did: spec 001 §9), and the previous period's figure. The direction is said in words too, for
 * screen readers.
 */
export function MetricCard({ title, value, previous, change, isLoading = false }: MetricCardProps) {
  const shown = changeDisplay(change);
  const isUp = shown.direction === 'up';
  return (
    <Card size="small" className="metric-card" role="group" aria-label={title} data-testid="metric-card">
      <div className="metric-card__title">{title}</div>
      {isLoading ? (
        <Skeleton active title={false} paragraph={{ rows: 2 }} />
      ) : (
        <>
          <div className="metric-card__value" data-testid="metric-value">
            {value}
          </div>
          <div className="metric-card__foot">
            <span
              className={`metric-card__change metric-card__change--${shown.tone}`}
              data-testid="metric-change"
            >
              {isUp ? <ArrowUpOutlined aria-hidden /> : <ArrowDownOutlined aria-hidden />}
              <span className="visually-hidden">{isUp ? 'Up' : 'Down'} </span>
              {shown.text}
            </span>
            <span className="metric-card__previous" data-testid="metric-previous">
              Previous: {previous}
            </span>
          </div>
        </>
      )}
    </Card>
  );
}
