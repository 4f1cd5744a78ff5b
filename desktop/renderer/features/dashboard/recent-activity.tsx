import { ExportOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Skeleton } from 'antd';
import { Link } from 'react-router';
import { DASHBOARD_RECENT_ACTIVITY_DAYS } from '@shared/constants';
import { type DashboardInventoryResponse } from '@shared/contracts/reports';
import { notices } from '@shared/messages';
import { useConsignerNames } from '../consigners/queries';
import { InventoryTimelineChanges } from '../inventory/activity/inventory-timeline';

interface RecentActivityProps {
  entries: DashboardInventoryResponse['recentActivity'] | undefined;
  currency: string;
  isLoading: boolean;
}

const when = new Intl.DateTimeFormat(undefined, {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/**
 * Recent Activity (spec 000 §2.3, 001 §9: 6 items from the last 7 days): who changed which item, how
 * and when; each entry opens the item in a new tab, so the dashboard stays where it was. View All
 * Activity goes to the feed.
 */
export function RecentActivity({ entries, currency, isLoading }: RecentActivityProps) {
  const consignerNames = useConsignerNames();
  return (
    <Card
      size="small"
      title={
        <h2 className="report-table__title">
          Recent Activity
          <span className="recent-activity__span muted">the last {DASHBOARD_RECENT_ACTIVITY_DAYS} days</span>
        </h2>
      }
      extra={
        <Link to="/activity">
          <Button>View All Activity</Button>
        </Link>
      }
      role="region"
      aria-label="Recent Activity"
    >
      {isLoading && !entries ? (
        <Skeleton active paragraph={{ rows: 6 }} title={false} />
      ) : !entries || entries.length === 0 ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={notices.dashboardScreens.recentActivityEmpty}
        />
      ) : (
        <ul className="recent-activity__list">
          {entries.map((entry) => (
            <li key={entry.id} className="recent-activity__item" data-testid="recent-activity-item">
              <a
                href={`/inventories/${entry.inventory.id}`}
                target="_blank"
                rel="noopener"
                className="recent-activity__link"
                aria-label={`${entry.inventory.product.title} (${entry.inventory.code}), opens in a new tab`}
              >
                <div className="timeline-entry__head">
                  <strong>{entry.inventory.product.title}</strong>
                  <span className="muted">{entry.inventory.code}</span>
                  <ExportOutlined aria-hidden className="muted" />
                </div>
                <div className="muted">
                  {entry.lastUpdatedBy.name} ·{' '}
                  <time dateTime={entry.updatedAt}>{when.format(new Date(entry.updatedAt))}</time>
                </div>
                <InventoryTimelineChanges
                  changes={entry.modifiedFields}
                  currency={currency}
                  consignerNames={consignerNames}
                />
              </a>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
