import { Alert, Skeleton } from 'antd';
import { type FeesResponse } from '@shared/contracts/inventories';
import { formatMoney } from '@shared/domain/money-format';
import { notices, validation } from '@shared/messages';
import { useDebouncedValue } from '@renderer/ui/use-debounced-value';
import { useFeesQuery } from '../shared/queries';
import { type VariantRow } from './add-inventory';
import './add-inventory.css';

const PRICE_DEBOUNCE_MS = 300;

/**
 * The fee breakdown of the add-inventory wizard (spec 000 §2.3): Transaction Fee, Selling Fees,
 * Cleaning Fee, Box Fees, Outstanding Withdrawal Fees, VAT, then the payout (Cost for the store's
 * own stock). 'Please wait to calculate fees' while the call runs. Outstanding Withdrawal Fees is
 * shown apart, after the payout: the consigner's negative balance is taken when a payout is made, so
 * the payout shown is the payout the item is saved with (shared/domain/fees.ts).
 */
export function FeeBreakdown({
  fees,
  isCalculating,
  currency,
}: {
  fees: FeesResponse | undefined;
  isCalculating: boolean;
  currency: string;
}) {
  if (!fees) {
    return isCalculating ? (
      <div className="fee-breakdown" aria-busy>
        <p className="muted">{validation.scan.waitForFees}</p>
        <Skeleton active paragraph={{ rows: 3 }} title={false} />
      </div>
    ) : null;
  }
  return (
    <div className="fee-breakdown" aria-busy={isCalculating}>
      <dl className="fee-breakdown__lines">
        {fees.lines
          .filter((line) => line.isDeducted)
          .map((line) => (
            <div key={line.label} className="fee-breakdown__line">
              <dt>{line.label}</dt>
              <dd>{line.amount === 0 ? '—' : `−${formatMoney(line.amount, currency)}`}</dd>
            </div>
          ))}
        <div className="fee-breakdown__line fee-breakdown__total" data-testid="fee-breakdown-payout">
          <dt>{fees.payoutLabel}</dt>
          <dd>{formatMoney(fees.payout, currency)}</dd>
        </div>
        {fees.lines
          .filter((line) => !line.isDeducted)
          .map((line) => (
            <div key={line.label} className="fee-breakdown__line fee-breakdown__info">
              <dt>
                {line.label}
                <div className="muted">{notices.takenAtPayout}</div>
              </dt>
              <dd>{line.amount === 0 ? '—' : formatMoney(line.amount, currency)}</dd>
            </div>
          ))}
      </dl>
      {isCalculating && <p className="muted">{validation.scan.waitForFees}</p>}
      {fees.zeroPayoutWarning && <Alert type="warning" showIcon title={fees.zeroPayoutWarning} />}
    </div>
  );
}

/**
 * The fee breakdown of one row of the Add Inventory dialog (scan intake's create-inventory dialog
 * shows it under the rows). It asks the fees as the row's payout cell does, so one call serves both.
 */
export function RowFeeBreakdown({
  row,
  productId,
  consignerId,
  isStoreOwned,
  currency,
  heading,
}: {
  row: VariantRow;
  productId: number;
  consignerId: number | null;
  isStoreOwned: boolean;
  currency: string;
  /** Which row this is, when there are several. */
  heading: string | null;
}) {
  const price = useDebouncedValue(row.price ?? 0, PRICE_DEBOUNCE_MS);
  const cost = useDebouncedValue(row.cost ?? null, PRICE_DEBOUNCE_MS);
  const fees = useFeesQuery(
    price > 0 && consignerId !== null
      ? {
          productId,
          price,
          consigner: consignerId,
          option1Value: row.option1Value,
          option2Value: row.option2Value ?? null,
          option3Value: row.option3Value ?? null,
          ...(isStoreOwned ? { cost } : {}),
        }
      : null,
  );
  return (
    <section aria-label={heading ? `Fee breakdown, ${heading}` : 'Fee breakdown'} data-testid="fee-breakdown">
      {heading && <div className="add-inventory__label">{heading}</div>}
      {price > 0 ? (
        <FeeBreakdown fees={fees.data} isCalculating={fees.isFetching} currency={currency} />
      ) : (
        <p className="muted">Enter a price to see the fees and the payout.</p>
      )}
    </section>
  );
}
