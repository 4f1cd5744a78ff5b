import { type OfferSummary } from '@shared/domain/offer-summary';
import { formatMoney } from '@shared/domain/money-format';
import { Button } from '../../ui/light';

interface SummaryBarProps {
  summary: OfferSummary;
  currency: string;
  onReview: () => void;
}

/**
 * spec 000 §2.4 Step 1's summary bar: the items chosen, the cost (count × the store's payoutFee,
 * spec 001 §9), their total value, and Review Items. It stays at the bottom of the screen, so a
 * seller scrolling the grid always sees the offer grow and the way on.
 */
export function SummaryBar({ summary, currency, onReview }: SummaryBarProps) {
  return (
    <div className="buy-sell__summary" role="region" aria-label="Your offer">
      <dl className="buy-sell__figures">
        <div>
          <dt>Items</dt>
          <dd data-testid="offer-count">{summary.count}</dd>
        </div>
        <div>
          <dt>Cost</dt>
          <dd data-testid="offer-cost">{formatMoney(summary.cost, currency)}</dd>
        </div>
        <div>
          <dt>Total value</dt>
          <dd data-testid="offer-value">{formatMoney(summary.totalValue, currency)}</dd>
        </div>
      </dl>
      <Button type="primary" size="large" disabled={summary.count === 0} onClick={onReview}>
        Review Items
      </Button>
    </div>
  );
}
