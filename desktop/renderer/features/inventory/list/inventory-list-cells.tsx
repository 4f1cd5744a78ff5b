import { Checkbox } from 'antd';
import { Link } from 'react-router';
import { type InventoryListRow } from '@shared/contracts/inventory-lists';
import { formatMoneyOrDash } from '@shared/domain/money-format';
import { type ListSelection } from './inventory-list-views';

/** The bits every inventory list view shows the same way (table, cards, accordion). */

/** spec 000 §6: a store account's item shows what it cost, not a payout. */
export function payoutLabel(row: InventoryListRow): 'Cost' | 'Payout' {
  return row.consigner?.isStoreAccount ? 'Cost' : 'Payout';
}

export function payoutOf(row: InventoryListRow, currency: string): string {
  return formatMoneyOrDash(row.consigner?.isStoreAccount ? row.cost : row.payout, currency);
}

export function ConsignerLink({ row }: { row: InventoryListRow }) {
  if (!row.consigner) return <>—</>;
  return (
    <Link to={`/consigners/${row.consigner.id}`}>
      {`${row.consigner.firstName} ${row.consigner.lastName}`.trim()}
    </Link>
  );
}

export function ViewLink({ row }: { row: InventoryListRow }) {
  return (
    <Link to={`/inventories/${row.id}`} aria-label={`View ${row.code}`}>
      VIEW
    </Link>
  );
}

export function locationOf(row: InventoryListRow): string {
  const here = !row.location
    ? '—'
    : row.subLocation
      ? `${row.location.name} · ${row.subLocation.name}`
      : row.location.name;
  const destination = destinationOf(row);
  return destination ? `${here} → ${destination}` : here;
}

/** Where an InTransit item is going (its transfer's destination), or null. */
export function destinationOf(
  item: Pick<InventoryListRow, 'status' | 'transferLocation' | 'transferSubLocation'>,
): string | null {
  if (item.status !== 'InTransit' || !item.transferLocation) return null;
  return item.transferSubLocation
    ? `${item.transferLocation.name} · ${item.transferSubLocation.name}`
    : item.transferLocation.name;
}

/** A row's tick box in the card list and the accordion (the table has antd's own). */
export function RowCheckbox({ row, selection }: { row: InventoryListRow; selection: ListSelection }) {
  return (
    <Checkbox
      aria-label={`Select ${row.code}`}
      disabled={!selection.isSelectable(row)}
      checked={selection.selectedIds.includes(row.id)}
      onChange={(event) =>
        selection.onChange(
          event.target.checked
            ? [...selection.selectedIds, row.id]
            : selection.selectedIds.filter((id) => id !== row.id),
        )
      }
    />
  );
}
