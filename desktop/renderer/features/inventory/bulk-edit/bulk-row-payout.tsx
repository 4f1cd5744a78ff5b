import { Spin } from 'antd';
import { type InventoryListRow } from '@shared/contracts/inventory-lists';
import { formatMoney, formatMoneyOrDash } from '@shared/domain/money-format';
import { validation } from '@shared/messages';
import { useRowFees } from './bulk-fees';
import '../shared/inventory.css';

/**
 * The row's payout, read-only (a store account's item shows its Cost, spec 000 §6). While the
 * row's price, owner, options or cost are changed, it is the payout those would give (the table's
 * one bulkFees request); the API recalculates it on save.
 */
export function BulkRowPayout({
  row,
  currency,
  isStoreAccount,
}: {
  row: InventoryListRow;
  currency: string;
  isStoreAccount: (consignerId: number | null | undefined) => boolean;
}) {
  const { values, isChanged, fees, isFetching } = useRowFees(row.id);
  if (!values || !isChanged) {
    const isStoreOwned = row.consigner?.isStoreAccount ?? false;
    const amount = isStoreOwned ? row.cost : row.payout;
    return (
      <span>
        <span className="muted">{isStoreOwned ? 'Cost' : 'Payout'}</span>{' '}
        {formatMoneyOrDash(amount, currency)}
      </span>
    );
  }
  if (values.price === null || values.price <= 0) return <span className="muted">—</span>;
  if (!fees) {
    return isFetching ? <Spin size="small" aria-label={validation.scan.waitForFees} /> : <span>—</span>;
  }
  const label = isStoreAccount(values.consignerId) ? 'Cost' : fees.payoutLabel;
  return (
    <span
      className={fees.zeroPayoutWarning ? 'fee-warning' : undefined}
      title={fees.zeroPayoutWarning ?? undefined}
    >
      <span className="muted">{label}</span> {formatMoney(fees.payout, currency)}
      {isFetching && <Spin size="small" style={{ marginInlineStart: 6 }} />}
    </span>
  );
}
