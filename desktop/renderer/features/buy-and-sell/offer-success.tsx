import { type CreateBuyOrderResponse } from '@shared/contracts/buy-and-sell';
import { notices } from '@shared/messages';
import { Button, CheckCircleFilledIcon } from '../../ui/light';

const copy = notices.buyAndSellScreens;

/** spec 000 §2.4 Final: SUCCESS, saying the store's answers come by email, and Done (a new offer). */
export function OfferSuccess({ sent, onDone }: { sent: CreateBuyOrderResponse; onDone: () => void }) {
  return (
    <section className="buy-sell__step buy-sell__success" aria-labelledby="buy-sell-step-success">
      <CheckCircleFilledIcon className="buy-sell__success-icon" />
      <h2 id="buy-sell-step-success" className="buy-sell__success-title">
        SUCCESS
      </h2>
      <p className="buy-sell__success-text">{copy.success(sent.count, sent.email)}</p>
      <Button type="primary" size="large" onClick={onDone}>
        Done
      </Button>
    </section>
  );
}
