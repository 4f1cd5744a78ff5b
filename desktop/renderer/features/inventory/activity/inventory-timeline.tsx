import { Empty, Skeleton, Timeline } from 'antd';
import { type InventoryLogEntry } from '@shared/contracts/inventories';
import {
  INVENTORY_STATUSES,
  type InventoryStatus,
  inventoryStatusLabel,
} from '@shared/domain/inventory-status';
import { formatMoney } from '@shared/domain/money-format';
import './activity.css';

const isInventoryStatus = (value: string): value is InventoryStatus =>
  (INVENTORY_STATUSES as readonly string[]).includes(value);

const FIELD_NAMES: Record<string, string> = {
  status: 'Status',
  createdOn: 'Created',
  consignerId: 'Owner',
  price: 'Price',
  requestedPrice: 'Requested price',
  payout: 'Payout',
  payoutFee: 'Fees',
  payoutAmount: 'Payout amount',
  total: 'Total',
  cost: 'Cost',
  notes: 'Notes',
  option1Value: 'Size',
  option2Value: 'Condition',
  option3Value: 'Option 3',
  acceptedOn: 'Accepted',
  locationId: 'Location',
  subLocationId: 'Sublocation',
  printed: 'Printed',
  withdrawalFee: 'Withdrawal fee',
};

const MONEY_FIELDS = new Set([
  'price',
  'requestedPrice',
  'payout',
  'payoutFee',
  'payoutAmount',
  'total',
  'cost',
  'withdrawalFee',
]);
const DATE_FIELDS = new Set(['createdOn', 'acceptedOn', 'soldOn']);

interface TimelineContext {
  currency: string;
  /** Consigner id → name, so an owner change reads as names. */
  consignerNames: ReadonlyMap<number, string>;
}

/** A logged value as staff read it: money in the store's currency, dates, names, Yes/No. */
function show(field: string, value: string | number | boolean | null, context: TimelineContext): string {
  if (value === null || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (MONEY_FIELDS.has(field) && typeof value === 'number') return formatMoney(value, context.currency);
  if (DATE_FIELDS.has(field)) return new Date(value).toLocaleString();
  if (field === 'consignerId' && typeof value === 'number')
    return context.consignerNames.get(value) ?? `#${value}`;
  if (field === 'status' && typeof value === 'string' && isInventoryStatus(value))
    return inventoryStatusLabel(value);
  return String(value);
}

/** One log entry's changes: each field, from what to what, in the store's words. */
export function InventoryTimelineChanges({
  changes,
  currency,
  consignerNames = new Map(),
}: {
  changes: InventoryLogEntry['modifiedFields'];
  currency: string;
  consignerNames?: ReadonlyMap<number, string>;
}) {
  const context = { currency, consignerNames };
  return (
    <ul className="timeline-entry__changes">
      {changes.map((change) => (
        <li key={change.variableChanged}>
          {FIELD_NAMES[change.variableChanged] ?? change.variableChanged}:{' '}
          {show(change.variableChanged, change.beforeValue, context)} →{' '}
          <strong>{show(change.variableChanged, change.afterValue, context)}</strong>
        </li>
      ))}
    </ul>
  );
}

/** The item's changes from its logs, newest first: who changed what from what to what, and when. */
export function InventoryTimeline({
  logs,
  isLoading,
  ...context
}: {
  logs: InventoryLogEntry[] | undefined;
  isLoading: boolean;
} & TimelineContext) {
  if (isLoading) return <Skeleton active />;
  if (!logs || logs.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No changes yet." />;
  return (
    <Timeline
      items={logs.map((log) => ({
        key: log.id,
        content: (
          <div className="timeline-entry">
            <div className="timeline-entry__head">
              <strong>{log.lastUpdatedBy.name}</strong>{' '}
              <time dateTime={log.updatedAt} className="muted">
                {new Date(log.updatedAt).toLocaleString()}
              </time>
            </div>
            <InventoryTimelineChanges changes={log.modifiedFields} {...context} />
          </div>
        ),
      }))}
    />
  );
}
