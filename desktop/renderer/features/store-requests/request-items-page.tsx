import { MailOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, Empty, Input, Select, Skeleton, Tooltip } from 'antd';
import { useState } from 'react';
import {
  STORE_PRODUCTS_MAX,
  type StoreProduct,
  type StoreProductVariant,
} from '@shared/contracts/store-requests';
import { hasAccess } from '@shared/domain/access-controls';
import { notices } from '@shared/messages';
import { ListError } from '../../ui/list-error';
import { notify } from '../../ui/notify';
import { PageHeader } from '../../ui/page-header';
import { useDebouncedValue } from '../../ui/use-debounced-value';
import { type VariantRow } from '../inventory/add/add-inventory';
import { AddInventoryDialog } from '../inventory/add/add-inventory-dialog';
import { useLocationsQuery } from '../locations/queries';
import { useMeQuery } from '../session/queries';
import { useSendStoreRequestedItemsEmailMutation } from './mutations';
import { ProductSummary } from './product-summary';
import { useStoreProductsQuery } from './queries';
import { type OutOfStockSize, outOfStockSizes } from './request-groups';
import './store-requests.css';

const SEARCH_DEBOUNCE_MS = 300;
const NO_REQUEST_ACCESS = 'Requesting needs the Inventory access control.';

/** The product being requested, and the variant chosen on its card (if one was). */
interface Requesting {
  product: StoreProduct;
  rows?: VariantRow[];
}

/**
 * spec 000 §2.3 Request Items (/request, needs Products): a search box, a location select and the
 * products with variants out of stock there (how many are already requested beside each). Request
 * opens the store-request variant of the Add Inventory dialog; Email consigners mails the open
 * requests to every consigner with notifications on (POST /api/consigners/sendStoreRequestedItemsEmail).
 */
export function RequestItemsPage() {
  const { modal } = App.useApp();
  const me = useMeQuery().data;
  // Requests are inventory items: making them needs Inventory as well (POST /api/inventories).
  const canRequest = hasAccess(me?.accessControls ?? null, 'Inventory');
  const [search, setSearch] = useState('');
  const [location, setLocation] = useState<number | null>(null);
  const locations = (useLocationsQuery().data ?? []).filter((candidate) => candidate.isActive);
  const products = useStoreProductsQuery(useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS), location);
  const email = useSendStoreRequestedItemsEmailMutation();
  const [requesting, setRequesting] = useState<Requesting | null>(null);

  const all = products.data?.products ?? [];
  const listed = all
    .map((product) => ({ product, sizes: outOfStockSizes(product.variants) }))
    .filter(({ sizes }) => sizes.length > 0);
  const inStockCount = all.length - listed.length;

  const confirmEmail = () =>
    modal.confirm({
      title: 'Email consigners',
      content: notices.storeRequests.confirmEmail,
      okText: 'Send',
      onOk: () =>
        email.mutateAsync().then(
          ({ sent }) => notify.success(notices.storeRequests.emailed(sent)),
          () => undefined,
        ),
    });

  return (
    <>
      <PageHeader
        title="Request Items"
        subtitle="Sizes out of stock: request them from your consigners."
        actions={
          <Button size="large" icon={<MailOutlined />} loading={email.isPending} onClick={confirmEmail}>
            Email consigners
          </Button>
        }
      />
      <div className="list-toolbar">
        <Input.Search
          size="large"
          allowClear
          aria-label="Search products"
          placeholder="Search by title, SKU or brand"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          loading={products.isFetching && !products.isError}
          className="list-toolbar__search"
        />
        <Select
          size="large"
          aria-label="Location"
          allowClear
          placeholder="All locations"
          value={location ?? undefined}
          options={locations.map((candidate) => ({ value: candidate.id, label: candidate.name }))}
          onChange={(value?: number) => setLocation(value ?? null)}
          className="request-items__location"
        />
      </div>
      {!canRequest && (
        <Alert type="info" showIcon title={NO_REQUEST_ACCESS} className="request-items__note" />
      )}
      <ListError query={products} />
      {!products.data && !products.isError && <Skeleton active />}
      {products.data && listed.length === 0 && (
        <Empty
          className="products-empty"
          description={
            all.length === 0
              ? search.trim()
                ? `No products match “${search.trim()}”.`
                : 'No products yet.'
              : 'Every size of these products is in stock.'
          }
        />
      )}
      {listed.length > 0 && (
        <ul className="request-items" aria-label="Products out of stock" aria-busy={products.isFetching}>
          {listed.map(({ product, sizes }) => (
            <li key={product.id}>
              <RequestItemCard
                product={product}
                sizes={sizes}
                canRequest={canRequest}
                onRequest={(variant) =>
                  setRequesting({
                    product,
                    rows: variant
                      ? [
                          {
                            option1Value: variant.option1Value,
                            option2Value: variant.option2Value,
                            option3Value: variant.option3Value,
                            quantity: 1,
                            price: null,
                          },
                        ]
                      : undefined,
                  })
                }
              />
            </li>
          ))}
        </ul>
      )}
      {(inStockCount > 0 || products.data?.hasMore) && (
        <p className="muted request-items__note">
          {inStockCount > 0 &&
            `${inStockCount} product${inStockCount === 1 ? ' has' : 's have'} every size in stock. `}
          {products.data?.hasMore &&
            `Only the first ${STORE_PRODUCTS_MAX} products by title are shown: narrow the search to see others.`}
        </p>
      )}
      {requesting && (
        <AddInventoryDialog
          key={requesting.product.id}
          variant="storeRequest"
          open
          product={requesting.product}
          initialRows={requesting.rows}
          initialLocationId={location}
          onClose={() => setRequesting(null)}
        />
      )}
    </>
  );
}

/** One product: its sizes out of stock (with how many are requested already) and Request. */
function RequestItemCard({
  product,
  sizes,
  canRequest,
  onRequest,
}: {
  product: StoreProduct;
  sizes: OutOfStockSize<StoreProductVariant>[];
  canRequest: boolean;
  /** With a variant: the dialog starts with it chosen. */
  onRequest: (variant?: StoreProductVariant) => void;
}) {
  const requested = sizes.reduce((sum, size) => sum + size.requested, 0);
  const sizeCount = new Set(product.variants.map((variant) => variant.option1Value.toLowerCase())).size;
  return (
    <Card size="small" className="request-item">
      <ProductSummary
        product={product}
        action={
          <Tooltip title={canRequest ? undefined : NO_REQUEST_ACCESS}>
            <Button
              type="primary"
              icon={<PlusOutlined />}
              disabled={!canRequest}
              aria-label={`Request ${product.title}`}
              onClick={() => onRequest()}
            >
              Request
            </Button>
          </Tooltip>
        }
      />
      <div className="request-item__label">
        Out of stock: {sizes.length} of {sizeCount} sizes
        {requested > 0 && <span className="muted"> · {requested} requested</span>}
      </div>
      <ul className="request-item__sizes" aria-label={`${product.title} sizes out of stock`}>
        {sizes.map((size) => (
          <li key={size.size}>
            <Button
              size="small"
              className="request-size"
              disabled={!canRequest}
              aria-label={`Request size ${size.label}${size.requested > 0 ? `, ${size.requested} requested` : ''}`}
              onClick={() => onRequest(size.variants[0])}
            >
              {size.label}
              {size.requested > 0 && (
                <span className="request-size__count" aria-hidden>
                  {size.requested}
                </span>
              )}
            </Button>
          </li>
        ))}
      </ul>
    </Card>
  );
}
