import { notices } from '@shared/messages';
import { Button, SearchIcon } from '../../ui/light';
import { DollarIcon, SwapIcon } from '../../ui/light/shop-icons';

const copy = notices.buyAndSellScreens;
const ICONS = [<SearchIcon key="view" />, <SwapIcon key="consign" />, <DollarIcon key="payout" />];

/** spec 000 §2.4: the splash explains the three points of the flow; Next remembers it was seen. */
export function BuyAndSellSplash({ storeName, onNext }: { storeName: string; onNext: () => void }) {
  return (
    <section className="buy-sell__splash" aria-label="How it works">
      <p className="buy-sell__lead">Offer your items to {storeName} in three steps.</p>
      <ol className="buy-sell__points">
        {copy.splashPoints.map((point, index) => (
          <li key={point.title} className="buy-sell__point">
            <span className="buy-sell__point-icon" aria-hidden>
              {ICONS[index]}
            </span>
            <h2 className="buy-sell__point-title">{point.title}</h2>
            <p className="buy-sell__point-text">{point.text}</p>
          </li>
        ))}
      </ol>
      <Button type="primary" size="large" className="buy-sell__splash-next" onClick={onNext}>
        Next
      </Button>
    </section>
  );
}
