import { useEffect, useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { PUBLIC_PAGE_SIZE } from '@shared/contracts/public-pages';
import { apiErrors, notices, shopperCopy } from '@shared/messages';
import { isApiError } from '../../api/api-error';
import { MAINTENANCE_PATH } from '../../app/gating';
import { Brand, PRODUCT_NAME } from '../../ui/brand';
import { Button, Pagination, Paragraph, SearchInput, Select, Skeleton } from '../../ui/light';
import { MailIcon, ShareIcon, ShopIcon } from '../../ui/light/shop-icons';
import { notify } from '../../ui/notify';
import { ShopperProductCard } from '../../ui/shopper-product-card';
import { StatusPanel } from '../../ui/status-panel';
import { useAddressState } from '../../ui/use-address-state';
import { useDebouncedValue } from '../../ui/use-debounced-value';
import { readCatalogueState, writeCatalogueState } from './catalogue-state';
import { EmailCatalogueDialog } from './email-catalogue-dialog';
import { useCatalogueQuery } from './queries';
import { setShareMeta } from './share-meta';
import './catalogue.css';

const SEARCH_DEBOUNCE_MS = 300;
/** The location filter's "All locations": no location id is 0. */
const ALL_LOCATIONS = 0;

/**
 * spec 000 §2.1 /catalogue/{handle}: anyone, signed in or not, on a phone or a desktop. The store
 * comes from the handle alone; the API answers what a shopper may see and nothing else.
 */
export function CataloguePage() {
  const handle = (useParams().handle ?? '').toLowerCase();
  const [state, setState] = useAddressState(readCatalogueState, writeCatalogueState);
  const [searchText, setSearchText] = useState(state.search);
  const search = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const [isEmailOpen, setIsEmailOpen] = useState(false);

  useEffect(() => {
    setState((current) => (current.search === search ? current : { ...current, search, page: 1 }));
  }, [search, setState]);

  const query = useCatalogueQuery({
    handle,
    search: state.search || undefined,
    location: state.location ?? undefined,
    page: state.page,
    pageSize: PUBLIC_PAGE_SIZE,
  });
  const data = query.data;

  useEffect(() => {
    if (data)
      setShareMeta({ title: `${data.store.name} · Catalogue`, image: data.logo, storeName: data.store.name });
  }, [data]);

  if (query.error && isApiError(query.error)) {
    if (query.error.status === 503 && query.error.message === apiErrors.storeInMaintenance) {
      return <Navigate to={`${MAINTENANCE_PATH}?handle=${encodeURIComponent(handle)}`} replace />;
    }
    if (query.error.status === 404) {
      return (
        <StatusPanel
          isStandalone
          tone="warning"
          icon={<ShopIcon />}
          title={shopperCopy.catalogue.notFoundTitle}
          subTitle={apiErrors.storeNotFound}
          testId="catalogue-not-found"
        />
      );
    }
  }

  const share = async () => {
    try {
      await navigator.clipboard.writeText(window.location.href);
      notify.success(notices.linkCopied);
    } catch {
      // No clipboard (an insecure origin, or permission refused): the address bar still has the link.
      notify.info(window.location.href);
    }
  };

  const currency = data?.store.currency ?? 'USD';
  return (
    <div className="catalogue">
      <header className="catalogue__header">
        <div className="catalogue__store">
          {data?.logo ? (
            <img className="catalogue__logo" src={data.logo} alt="" />
          ) : (
            <span className="catalogue__mark" aria-hidden>
              <Brand isCompact />
            </span>
          )}
          <h1 className="catalogue__name">{data?.store.name ?? (query.isPending ? '' : PRODUCT_NAME)}</h1>
        </div>
        <nav className="catalogue__actions" aria-label="Catalogue actions">
          {data?.signUpLink && (
            <>
              <Button type="link" href={data.signUpLink}>
                {shopperCopy.catalogue.signIn}
              </Button>
              <Button href={data.signUpLink}>{shopperCopy.catalogue.signUp}</Button>
            </>
          )}
          <Button icon={<ShareIcon />} onClick={() => void share()}>
            {shopperCopy.catalogue.share}
          </Button>
          <Button icon={<MailIcon />} onClick={() => setIsEmailOpen(true)}>
            {shopperCopy.catalogue.email}
          </Button>
        </nav>
      </header>

      <main className="catalogue__main">
        <section className="catalogue__banner" aria-labelledby="in-demand">
          <h2 id="in-demand" className="catalogue__banner-title">
            {shopperCopy.catalogue.inDemand}
          </h2>
          <p className="catalogue__banner-text">{shopperCopy.catalogue.bestSellers}</p>
          {data && data.bestSellers.length > 0 && (
            <ul className="catalogue__best" data-testid="best-sellers">
              {data.bestSellers.map((product) => (
                <li key={product.id} className="catalogue__best-item">
                  {product.image ? (
                    <img src={product.image} alt="" loading="lazy" />
                  ) : (
                    <span aria-hidden>👟</span>
                  )}
                  <span className="catalogue__best-title">{product.title}</span>
                </li>
              ))}
            </ul>
          )}
        </section>

        <div className="catalogue__filters">
          <SearchInput
            size="large"
            placeholder={shopperCopy.catalogue.searchPlaceholder}
            aria-label="Search"
            value={searchText}
            onChange={(event) => setSearchText(event.target.value)}
          />
          {data && data.locations.length > 1 && (
            <Select
              size="large"
              aria-label="Location"
              className="catalogue__location"
              value={String(state.location ?? ALL_LOCATIONS)}
              onChange={(value) => {
                const location = Number(value);
                setState((current) => ({
                  ...current,
                  location: location === ALL_LOCATIONS ? null : location,
                  page: 1,
                }));
              }}
              options={[
                { value: String(ALL_LOCATIONS), label: shopperCopy.catalogue.allLocations },
                ...data.locations.map((location) => ({ value: String(location.id), label: location.name })),
              ]}
            />
          )}
        </div>

        {query.isPending ? (
          <Skeleton active rows={6} />
        ) : query.error ? (
          <Paragraph type="danger">{query.error.message}</Paragraph>
        ) : data && data.products.length === 0 ? (
          <Paragraph type="secondary" className="catalogue__empty">
            {shopperCopy.catalogue.noProducts}
          </Paragraph>
        ) : (
          <div className="shopper-grid" data-testid="catalogue-products">
            {data?.products.map((product) => (
              <ShopperProductCard key={product.id} product={product} currency={currency} />
            ))}
          </div>
        )}

        {data && data.count > PUBLIC_PAGE_SIZE && (
          <Pagination
            className="catalogue__pages"
            current={state.page}
            pageSize={PUBLIC_PAGE_SIZE}
            total={data.count}
            onChange={(page) => {
              setState((current) => ({ ...current, page }));
              window.scrollTo({ top: 0 });
            }}
          />
        )}
      </main>

      <EmailCatalogueDialog
        handle={handle}
        isOpen={isEmailOpen}
        onClose={() => setIsEmailOpen(false)}
        onSent={() => {
          setIsEmailOpen(false);
          notify.success(notices.emailSent);
        }}
      />
    </div>
  );
}
