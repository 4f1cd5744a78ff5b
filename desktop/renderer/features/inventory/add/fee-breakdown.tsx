import { Alert, Skeleton } from 'antd';
import { type FeesResponse } from '@shared/contracts/inventories';
import { formatMoney } from '@shared/domain/money-format';
import { notices, validation } from '@shared/messages';
import './add-inventory.css';

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
