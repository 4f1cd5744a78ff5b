import { Tag } from 'antd';
import './inventory.css';
import { type InventoryStatus, inventoryStatusLabel } from '@shared/domain/inventory-status';

const COLOURS: Partial<Record<InventoryStatus, string>> = {
  Active: 'green',
  Pending: 'gold',
  Requested: 'gold',
  RequestPriceChange: 'orange',
  StoreRequestPriceChange: 'orange',
  RequestWithdrawal: 'orange',
  InTransit: 'blue',
  PendingSale: 'purple',
  Sold: 'purple',
  Paid: 'cyan',
  Withdrawn: 'default',
  Declined: 'red',
  Buying: 'geekblue',
  Consignment: 'geekblue',
};

/**
 * An item's status as staff read it (Pending shows as Drop off pending, spec 000 §4), or as `label`
 * words it (the consigner portal's wording), in the status's colour.
 */
export function InventoryStatusTag({ status, label }: { status: InventoryStatus; label?: string }) {
  return (
    <Tag color={COLOURS[status] ?? 'default'} className="inventory-status-tag">
      {label ?? inventoryStatusLabel(status)}
    </Tag>
  );
}
