import { Spin, Tooltip } from 'antd';
import { formatMoney } from '@shared/domain/money-format';
import { notices, validation } from '@shared/messages';
import { useDebouncedValue } from '@renderer/ui/use-debounced-value';
import { useFeesQuery } from '../shared/queries';
import { type VariantRow } from './add-inventory';
import '../shared/inventory.css';
import './add-inventory.css';

const PRICE_DEBOUNCE_MS = 300;

/**
 * The payout a row's price gives (POST /api/inventories/fees), with the fee lines in a tooltip;
 * 'Please wait to calculate fees' while the call runs, and the $0 warning when it applies.
 */
export function RowPayout({
  row,
  productId,
  consignerId,
  currency,
}: {
  row: VariantRow;
  productId: number;
  consignerId: number | null;
  currency: string;
}) {
  const price = useDebouncedValue(row.price ?? 0, PRICE_DEBOUNCE_MS);
  const fees = useFeesQuery(
    price > 0 && consignerId !== null
      ? {
          productId,
          price,
          consigner: consignerId,
          option1Value: row.option1Value,
          option2Value: row.option2Value ?? null,
          option3Value: row.option3Value ?? null,
        }
      : null,
  );
  if (!(row.price && row.price > 0)) return <span className="muted">—</span>;
  if (fees.isFetching && !fees.data) {
    return (
      <span className="muted">
        <Spin size="small" /> {validation.scan.waitForFees}
      </span>
    );
  }
  if (!fees.data) return <span className="muted">—</span>;
  const { data } = fees;
  return (
    <Tooltip
      title={
        <ul className="fee-lines">
          {data.lines
            .filter((line) => line.amount !== 0)
            .map((line) => (
              <li key={line.label}>
                {line.label}: {formatMoney(line.amount, currency)}
                {!line.isDeducted && ` (${notices.takenAtPayout})`}
              </li>
            ))}
        </ul>
      }
    >
      <span className={data.zeroPayoutWarning ? 'fee-warning' : undefined}>
        {data.payoutLabel} {formatMoney(data.payout, currency)}
        {fees.isFetching && <Spin size="small" style={{ marginInlineStart: 6 }} />}
      </span>
      {data.zeroPayoutWarning && <div className="fee-warning">{data.zeroPayoutWarning}</div>}
    </Tooltip>
  );
}
