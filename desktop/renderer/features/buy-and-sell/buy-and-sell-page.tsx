import { useState } from 'react';
import { apiErrors } from '@shared/messages';
import { FullPageSpinner } from '../../ui/full-page-spinner';
import { Button } from '../../ui/light';
import { ShopIcon } from '../../ui/light/shop-icons';
import { StatusPanel } from '../../ui/status-panel';
import { useCurrentStoreQuery } from '../current-store/queries';
import { hasSeenSplash, SEEN_SPLASH_COOKIE } from './offer';
import { OfferFlow } from './offer-flow';
import { BuyAndSellSplash } from './splash';
import { StoreBanner } from './store-banner';
import './buy-and-sell.css';

/**
 * spec 000 §2.4 /buyandsell: anyone offers their items to the store of the page's address (?handle=
 * on a plain host, else the store's own subdomain or domain: GET /open/store resolves it, as for
 * every public page). The splash explains the flow until Next sets seenBuySellSplash=1.
 */
export function BuyAndSellPage() {
  const storeQuery = useCurrentStoreQuery();
  const [isSplashSeen, setIsSplashSeen] = useState(() => hasSeenSplash(document.cookie));
  const store = storeQuery.data?.store;

  if (storeQuery.isPending) return <FullPageSpinner />;
  if (!store) {
    // Gating sends a signed-out visitor of an unknown store to /storeSignup; this is what is left: a
    // signed-in clerk on an address that names no store, or the server out of reach.
    return (
      <StatusPanel
        isStandalone
        tone="warning"
        icon={<ShopIcon />}
        title={storeQuery.data === null ? apiErrors.storeNotFound : apiErrors.networkUnavailable}
        extra={
          storeQuery.isError && (
            <Button type="primary" onClick={() => void storeQuery.refetch()}>
              Try again
            </Button>
          )
        }
      />
    );
  }

  const closeSplash = () => {
    document.cookie = SEEN_SPLASH_COOKIE;
    setIsSplashSeen(true);
  };

  return (
    <div className="buy-sell">
      <StoreBanner store={store} />
      <main className="buy-sell__main">
        <h1 className="buy-sell__title">Buy and Sell</h1>
        {isSplashSeen ? (
          <OfferFlow handle={store.handle} />
        ) : (
          <BuyAndSellSplash storeName={store.name} onNext={closeSplash} />
        )}
      </main>
    </div>
  );
}
