import { Card, Empty, Input, Pagination, Skeleton } from 'antd';
import { useState } from 'react';
import { type PortalProduct } from '@shared/contracts/consigner-portal';
import { portalMessages } from '@shared/messages';
import { QueriesError } from '@renderer/ui/list-error';
import { PageHeader } from '@renderer/ui/page-header';
import { ProductImage } from '@renderer/ui/product-image';
import { useDebouncedValue } from '@renderer/ui/use-debounced-value';
import { usePortalProductsQuery, usePortalStoreQuery } from '../queries';
import { DropOffWizard } from './drop-off-wizard';

const m = portalMessages.dropOff;
const PRODUCTS_PAGE_SIZE = 20;
const SEARCH_DEBOUNCE_MS = 300;

/**
 * Issue 18: list items for drop-off. The consigner finds the product in the store's catalogue, then
 * the add-inventory wizard asks its options, the price (with the fee breakdown) and the SHIP step;
 * the items wait in the store's Drop off pending list until the store accepts them.
 */
export function PortalListItemsPage() {
  const [search, setSearch] = useState('');
  const [currentPage, setCurrentPage] = useState(1);
  const [chosen, setChosen] = useState<PortalProduct | null>(null);
  const debouncedSearch = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const products = usePortalProductsQuery({
    search: debouncedSearch || undefined,
    currentPage,
    pageSize: PRODUCTS_PAGE_SIZE,
  });
  const store = usePortalStoreQuery();
  const data = products.data;

  return (
    <>
      <PageHeader title="List Items" subtitle="Choose the product you want to sell." />
      <div className="list-toolbar">
        <Input.Search
          className="list-toolbar__search"
          placeholder={m.searchPlaceholder}
          aria-label="Search products"
          allowClear
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setCurrentPage(1);
          }}
        />
      </div>
      <QueriesError queries={[products, store]} />
      {products.isPending ? (
        <Skeleton active />
      ) : data && data.products.length > 0 ? (
        <>
          <ul className="portal-products" aria-label="Products">
            {data.products.map((product) => (
              <li key={product.id}>
                <Card
                  hoverable
                  className="portal-product"
                  cover={<ProductImage src={product.image} alt="" className="portal-product__image" />}
                  onClick={() => setChosen(product)}
                >
                  <button type="button" className="portal-product__choose" onClick={() => setChosen(product)}>
                    <span className="portal-product__title">{product.title}</span>
                    <span className="muted">
                      {product.brand} · {product.sku}
                    </span>
                  </button>
                </Card>
              </li>
            ))}
          </ul>
          {data.count > PRODUCTS_PAGE_SIZE && (
            <Pagination
              className="portal-products__pages"
              current={currentPage}
              pageSize={PRODUCTS_PAGE_SIZE}
              total={data.count}
              showSizeChanger={false}
              onChange={setCurrentPage}
            />
          )}
        </>
      ) : (
        <Empty description={m.noProducts} />
      )}
      {chosen && store.data?.store && (
        <DropOffWizard product={chosen} store={store.data.store} onClose={() => setChosen(null)} />
      )}
    </>
  );
}
