import { useEffect, useReducer, useState } from 'react';
import { useLocation } from 'react-router';
import { KIOSK_SCAN_DELAY_MS } from '@shared/constants';
import { PUBLIC_PAGE_SIZE } from '@shared/contracts/public-pages';
import { shopperCopy } from '@shared/messages';
import { getCounterBridge } from '../../platform/bridge';
import { Button, Pagination, Paragraph, SearchInput, Skeleton } from '../../ui/light';
import { ReloadIcon } from '../../ui/light/shop-icons';
import { notify } from '../../ui/notify';
import { ShopperProductCard } from '../../ui/shopper-product-card';
import { useDebouncedValue } from '../../ui/use-debounced-value';
import { useScans } from '../scanning/use-scans';
import { createIdleTimer, KIOSK_ACTIVITY_EVENTS, kioskIdleMsOf } from './idle-timer';
import { KioskDetailModal } from './kiosk-detail-modal';
import { KIOSK_CLOSED, kioskFlow } from './kiosk-flow';
import { findProductsByCode, useKioskProductsQuery, useKioskQuery } from './queries';
import { StaffExit } from './staff-exit';
import './kiosk.css';

const SEARCH_DEBOUNCE_MS = 300;

/** Where the shopper is: choosing at the start, or looking at the grid (all, or one category and size). */
type KioskView = { kind: 'start' } | { kind: 'results'; category: string | null; size: string | null };

/** Starts the kiosk over after the quiet spell (spec 001 §9): a reload, so no half-filled form survives. */
function useIdleReload(): void {
  const { search } = useLocation();
  const timeoutMs = kioskIdleMsOf(search);
  useEffect(() => {
    const timer = createIdleTimer({
      timeoutMs,
      onIdle: () => void getCounterBridge().kiosk.reload(),
      clock: {
        setTimeout: (callback, ms) => window.setTimeout(callback, ms),
        clearTimeout: (handle) => window.clearTimeout(handle as number),
      },
    });
    const onActivity = () => timer.activity();
    for (const event of KIOSK_ACTIVITY_EVENTS) window.addEventListener(event, onActivity, { passive: true });
    return () => {
      timer.stop();
      for (const event of KIOSK_ACTIVITY_EVENTS) window.removeEventListener(event, onActivity);
    };
  }, [timeoutMs]);
}

/**
 * spec 000 §2.4 Kiosk (/instore; a signed-in user with InStoreApp): a shopper on the shop floor picks
 * a category and a size, browses what is on the floor, and holds a pair for the register or reserves
 * one from the warehouse. Its state lives in the page, not the address: a reload starts it over.
 */
export function KioskPage() {
  useIdleReload();
  const kiosk = useKioskQuery();
  const [view, setView] = useState<KioskView>({ kind: 'start' });
  const [category, setCategory] = useState<string | null>(null);
  const [size, setSize] = useState<string | null>(null);
  const [searchText, setSearchText] = useState('');
  const [page, setPage] = useState(1);
  const search = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const [step, dispatch] = useReducer(kioskFlow, KIOSK_CLOSED);

  const store = kiosk.data?.store;
  const currency = store?.currency ?? 'USD';
  useEffect(() => {
    if (store) document.title = `${store.name} · In-Store`;
  }, [store]);

  const results = view.kind === 'results' ? view : null;
  const products = useKioskProductsQuery(
    {
      search: search || undefined,
      category: search ? undefined : (results?.category ?? undefined),
      size: search ? undefined : (results?.size ?? undefined),
      page,
      pageSize: PUBLIC_PAGE_SIZE,
    },
    results !== null,
  );

  useEffect(() => setPage(1), [search]);

  const startAgain = () => {
    setCategory(null);
    setSize(null);
    setSearchText('');
    setPage(1);
    setView({ kind: 'start' });
    dispatch({ type: 'close' });
  };

  // The hidden scan mode (spec 000 §2.4): a shoe's code scanned anywhere but the search box opens it.
  useScans((scan) => {
    if (scan.inTextField) return;
    window.setTimeout(() => {
      findProductsByCode(scan.code)
        .then(({ products: found }) => {
          const product = found[0];
          if (product) dispatch({ type: 'open', product, size });
          else notify.info(shopperCopy.kiosk.scanUnknown);
        })
        .catch(() => notify.info(shopperCopy.kiosk.scanUnknown));
    }, KIOSK_SCAN_DELAY_MS);
  });

  return (
    <div className="kiosk">
      <header className="kiosk__header">
        <StaffExit>
          <span className="kiosk__store" data-testid="kiosk-store-name">
            {store?.logo && <img src={store.logo} alt="" className="kiosk__logo" />}
            {store?.name ?? ''}
          </span>
        </StaffExit>
        <Button size="large" icon={<ReloadIcon />} className="kiosk__again" onClick={startAgain}>
          {shopperCopy.kiosk.startAgain}
        </Button>
      </header>

      {view.kind === 'start' ? (
        <main className="kiosk__start">
          <section className="kiosk__welcome">
            <p className="kiosk__welcome-question">{shopperCopy.kiosk.welcomeQuestion}</p>
            <h1 className="kiosk__welcome-title">{shopperCopy.kiosk.welcome}</h1>
          </section>
          {kiosk.isPending ? (
            <Skeleton active />
          ) : kiosk.error ? (
            <Paragraph type="danger">{kiosk.error.message}</Paragraph>
          ) : (
            <>
              <section aria-labelledby="kiosk-categories">
                <h2 id="kiosk-categories" className="kiosk__label">
                  {shopperCopy.kiosk.category}
                </h2>
                <div className="kiosk-buttons" role="group" aria-labelledby="kiosk-categories">
                  {kiosk.data.categories.map((value) => (
                    <Button
                      key={value}
                      size="large"
                      className="kiosk-choice"
                      type={value === category ? 'primary' : 'default'}
                      aria-pressed={value === category}
                      onClick={() => setCategory(value === category ? null : value)}
                    >
                      {value}
                    </Button>
                  ))}
                </div>
              </section>
              <section aria-labelledby="kiosk-sizes">
                <h2 id="kiosk-sizes" className="kiosk__label">
                  {shopperCopy.kiosk.size}
                </h2>
                <div
                  className="kiosk-buttons kiosk-buttons--sizes"
                  role="group"
                  aria-labelledby="kiosk-sizes"
                >
                  {kiosk.data.sizes.map((value) => (
                    <Button
                      key={value}
                      size="large"
                      className="kiosk-size"
                      type={value === size ? 'primary' : 'default'}
                      aria-pressed={value === size}
                      onClick={() => setSize(value === size ? null : value)}
                    >
                      {value}
                    </Button>
                  ))}
                </div>
              </section>
              <div className="kiosk__go">
                <Button
                  type="primary"
                  size="large"
                  className="kiosk-big"
                  disabled={category === null || size === null}
                  onClick={() => setView({ kind: 'results', category, size })}
                >
                  {shopperCopy.kiosk.viewResults}
                </Button>
                <Button
                  size="large"
                  className="kiosk-big"
                  onClick={() => setView({ kind: 'results', category: null, size: null })}
                >
                  {shopperCopy.kiosk.letsGo}
                </Button>
              </div>
            </>
          )}
        </main>
      ) : (
        <main className="kiosk__results">
          <div className="kiosk__filters">
            <SearchInput
              size="large"
              placeholder={shopperCopy.kiosk.searchPlaceholder}
              aria-label="Search"
              value={searchText}
              onChange={(event) => setSearchText(event.target.value)}
            />
            {!search && (view.category || view.size) && (
              <span className="kiosk__chosen">{[view.category, view.size].filter(Boolean).join(' · ')}</span>
            )}
          </div>
          {products.isPending ? (
            <Skeleton active />
          ) : products.error ? (
            <Paragraph type="danger">{products.error.message}</Paragraph>
          ) : products.data.products.length === 0 ? (
            <p className="kiosk__empty">{shopperCopy.kiosk.noProducts}</p>
          ) : (
            <div className="shopper-grid kiosk-grid" data-testid="kiosk-products">
              {products.data.products.map((product) => (
                <ShopperProductCard
                  key={product.id}
                  product={product}
                  currency={currency}
                  showsAllSizes
                  onOpen={(opened) => dispatch({ type: 'open', product: opened, size: view.size })}
                />
              ))}
            </div>
          )}
          {products.data && products.data.count > PUBLIC_PAGE_SIZE && (
            <Pagination
              className="kiosk__pages"
              current={page}
              pageSize={PUBLIC_PAGE_SIZE}
              total={products.data.count}
              onChange={(next) => {
                setPage(next);
                window.scrollTo({ top: 0 });
              }}
            />
          )}
        </main>
      )}

      <KioskDetailModal step={step} dispatch={dispatch} currency={currency} sizes={kiosk.data?.sizes ?? []} />
    </div>
  );
}
