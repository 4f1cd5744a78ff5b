import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import {
  PRICE_LINK_ACTIONS,
  type PriceLinkAction,
  priceLinkParams,
  type PriceLinkResponse,
} from '@shared/contracts/buy-and-sell';
import { formatMoney } from '@shared/domain/money-format';
import { notices } from '@shared/messages';
import { isApiError } from '../../api/api-error';
import {
  Alert,
  Button,
  CheckCircleFilledIcon,
  CloseCircleFilledIcon,
  Spinner,
  WarningFilledIcon,
} from '../../ui/light';
import { useCurrentStoreQuery } from '../current-store/queries';
import { answerPriceLinkOnce, forgetPriceLinkAnswer } from './mutations';
import { StoreBanner } from './store-banner';
import './buy-and-sell.css';

type LinkState =
  | { status: 'pending' }
  | { status: 'answered'; answer: PriceLinkResponse }
  /** Used, expired, replaced or unknown: all the same to the seller (spec 001 §8). */
  | { status: 'expired' }
  /** No answer about the link itself (the server out of reach, too many tries): worth trying again. */
  | { status: 'failed'; message: string };

/** The link of the address, or null when it cannot be one (an unknown action is never sent). */
function linkOf(action: string | undefined, code: string | undefined) {
  const isAction = PRICE_LINK_ACTIONS.includes(action as PriceLinkAction);
  const params = priceLinkParams.safeParse({ code });
  return isAction && params.success ? { action: action as PriceLinkAction, code: params.data.code } : null;
}

/** A failure a second try may turn into an answer: no connection, a server fault, a rate limit. */
function isWorthRetrying(error: unknown): boolean {
  return !isApiError(error) || error.status === 0 || error.status === 429 || error.status >= 500;
}

/**
 * spec 000 §2.4 /buyandsell/{action}/{code}: the link of a price-change mail. It answers the store's
 * offer on load (acceptPrice or rejectPrice), once, and shows the result, the store's logo and Go
 * To Store (its catalogue). An unknown action or code shows the expired message without a call.
 */
export function PriceLinkPage() {
  const params = useParams();
  const link = linkOf(params.action, params.code);
  const action = link?.action;
  const code = link?.code;
  const [state, setState] = useState<LinkState>(link ? { status: 'pending' } : { status: 'expired' });
  const [attempt, setAttempt] = useState(0);
  // The page's own store (from its address) brands the page until the answer names the link's.
  const pageStore = useCurrentStoreQuery().data?.store ?? null;

  useEffect(() => {
    if (!action || !code) return;
    let isCurrent = true;
    answerPriceLinkOnce(action, code).then(
      (answer) => {
        if (isCurrent) setState({ status: 'answered', answer });
      },
      (error: unknown) => {
        if (!isCurrent) return;
        if (isWorthRetrying(error)) {
          forgetPriceLinkAnswer(action, code);
          setState({ status: 'failed', message: error instanceof Error ? error.message : String(error) });
        } else setState({ status: 'expired' });
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [action, code, attempt]);

  const store = state.status === 'answered' ? state.answer.store : pageStore;

  return (
    <div className="buy-sell buy-sell--link">
      <StoreBanner store={store} />
      <main className="buy-sell__main buy-sell__link">
        <h1 className="buy-sell__title">Price Change</h1>
        <PriceLinkResult
          state={state}
          onRetry={() => {
            setState({ status: 'pending' });
            setAttempt((count) => count + 1);
          }}
        />
        {store && state.status !== 'pending' && (
          <Button
            type="primary"
            size="large"
            href={`/catalogue/${encodeURIComponent(store.handle)}`}
            className="buy-sell__go-to-store"
          >
            Go To Store
          </Button>
        )}
      </main>
    </div>
  );
}

function PriceLinkResult({ state, onRetry }: { state: LinkState; onRetry: () => void }) {
  switch (state.status) {
    case 'pending':
      return (
        <div className="buy-sell__link-waiting">
          <Spinner label={notices.processing} showLabel />
        </div>
      );
    case 'failed':
      return (
        <Alert
          type="error"
          showIcon
          message={state.message}
          action={
            <Button size="small" onClick={onRetry}>
              Try again
            </Button>
          }
        />
      );
    case 'expired':
      return (
        <div className="buy-sell__link-result" role="status">
          <WarningFilledIcon className="buy-sell__link-icon buy-sell__link-icon--warning" />
          <p className="buy-sell__link-message" data-testid="price-link-message">
            {notices.priceLink.expired}
          </p>
        </div>
      );
    case 'answered': {
      const { answer } = state;
      const isAccepted = answer.message === notices.priceLink.accepted;
      const Icon = isAccepted ? CheckCircleFilledIcon : CloseCircleFilledIcon;
      return (
        <div className="buy-sell__link-result" role="status">
          <Icon
            className={`buy-sell__link-icon buy-sell__link-icon--${isAccepted ? 'success' : 'neutral'}`}
          />
          <p className="buy-sell__link-message" data-testid="price-link-message">
            {answer.message}
          </p>
          <p className="buy-sell__muted">
            {answer.item.title}, size {answer.item.option1Value}:{' '}
            {isAccepted ? 'now listed at' : 'stays listed at'}{' '}
            <strong>{formatMoney(answer.item.price, answer.store.currency)}</strong>
          </p>
        </div>
      );
    }
  }
}
