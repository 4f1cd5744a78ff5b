import { Card, Skeleton } from 'antd';
import { Link } from 'react-router';
import { type DashboardInventoryResponse } from '@shared/contracts/reports';
import { formatMoney } from '@shared/domain/money-format';
import { notices } from '@shared/messages';
import { formatDashboardCount } from './dashboard-format';

type Now = DashboardInventoryResponse['inventory'];

/** The queues of items waiting on the store now, each with the list that works it (spec 000 §2.2). */
const QUEUES: readonly {
  key: keyof Omit<Now, 'activeCount' | 'activeValue' | 'onFloorCount' | 'onFloorValue'>;
  label: string;
  path: string;
}[] = [
  { key: 'dropOffPending', label: 'Drop Off Pending', path: '/incomingInventory' },
  { key: 'requested', label: 'Requested', path: '/requestedInventory' },
  { key: 'priceRequests', label: 'Price Change', path: '/pendingPriceChangeInventory' },
  { key: 'withdrawalRequests', label: 'Withdrawal Request', path: '/pendingWithdrawalInventory' },
  { key: 'inTransit', label: 'In Transit', path: '/acceptTransfers' },
];

/**
 * Now, whatever the range: the items on the floor with what they are listed at, and how many items
 * wait in each queue, each opening its list.
 */
export function WaitingPanel({ now, currency }: { now: Now | undefined; currency: string }) {
  const waiting = now ? QUEUES.filter((queue) => now[queue.key] > 0) : [];
  return (
    <Card
      size="small"
      title={<h2 className="report-table__title">On the Floor Now</h2>}
      role="region"
      aria-label="On the Floor Now"
    >
      {!now ? (
        <Skeleton active paragraph={{ rows: 5 }} title={false} />
      ) : (
        <ul className="waiting__list">
          <li className="waiting__row">
            <Link to="/findInventory">On the floor</Link>
            <span className="waiting__count">
              {formatDashboardCount(now.onFloorCount)} {now.onFloorCount === 1 ? 'item' : 'items'} ·{' '}
              {formatMoney(now.onFloorValue, currency)}
            </span>
          </li>
          <li className="waiting__row">
            <Link to="/findInventory?status=Active">For sale (Active)</Link>
            <span className="waiting__count">
              {formatDashboardCount(now.activeCount)} {now.activeCount === 1 ? 'item' : 'items'} ·{' '}
              {formatMoney(now.activeValue, currency)}
            </span>
          </li>
          {waiting.map((queue) => (
            <li key={queue.key} className="waiting__row" data-testid="waiting-queue">
              <Link to={queue.path}>{queue.label}</Link>
              <span className="waiting__count">{formatDashboardCount(now[queue.key])}</span>
            </li>
          ))}
          {waiting.length === 0 && (
            <li className="waiting__row muted">{notices.dashboardScreens.nothingWaiting}</li>
          )}
        </ul>
      )}
    </Card>
  );
}
