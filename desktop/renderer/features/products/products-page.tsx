import { PlusOutlined } from '@ant-design/icons';
import { Button, Empty, Input, Pagination, Skeleton } from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS } from '@shared/constants';
import { ListError } from '../../ui/list-error';
import { PageHeader } from '../../ui/page-header';
import { ProductCard } from './product-card';
import { useProductsQuery } from './queries';
import './products.css';

/** Reads a positive whole number from the address, or the default. */
function positive(value: string | null, fallback: number): number {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : fallback;
}

function pageSizeOf(value: string | null): number {
  const size = positive(value, DEFAULT_PAGE_SIZE);
  return (PAGE_SIZE_OPTIONS as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE;
}

/**
 * spec 000 §2.3 Products list (/, needs Products): a search box with a Search button, a grid of
 * product cards, Create New Product. Search and paging run on the server; the address keeps them,
 * so Back from a product returns to the same page.
 */
export function ProductsPage() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const search = params.get('search')?.trim() ?? '';
  const page = positive(params.get('page'), DEFAULT_PAGE);
  const pageSize = pageSizeOf(params.get('pageSize'));
  const [text, setText] = useState(search);
  // Back and Forward change the address: the box follows it.
  const [searchShown, setSearchShown] = useState(search);
  if (search !== searchShown) {
    setSearchShown(search);
    setText(search);
  }
  const products = useProductsQuery({ search, page, pageSize });

  const show = (next: { search?: string; page?: number; pageSize?: number }) => {
    const values = { search, page, pageSize, ...next };
    const query = new URLSearchParams();
    if (values.search) query.set('search', values.search);
    if (values.page !== DEFAULT_PAGE) query.set('page', String(values.page));
    if (values.pageSize !== DEFAULT_PAGE_SIZE) query.set('pageSize', String(values.pageSize));
    setParams(query);
  };
  const runSearch = (value: string) => show({ search: value.trim(), page: DEFAULT_PAGE });

  const count = products.data?.count ?? 0;
  const list = products.data?.products ?? [];

  return (
    <>
      <PageHeader
        title="Products"
        actions={
          <Button
            type="primary"
            size="large"
            icon={<PlusOutlined />}
            href="/products/create"
            onClick={(event) => {
              event.preventDefault();
              void navigate('/products/create');
            }}
          >
            Create New Product
          </Button>
        }
      />
      <div className="list-toolbar">
        <Input.Search
          size="large"
          allowClear
          enterButton="Search"
          placeholder="Search by title, SKU or brand"
          aria-label="Search products"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            // The clear button empties the box: show every product again at once.
            if (event.target.value === '' && search !== '') runSearch('');
          }}
          onSearch={runSearch}
          loading={products.isFetching && !products.isError}
          className="list-toolbar__search"
        />
        {products.data && (
          <span className="list-toolbar__count" aria-live="polite">
            {count === 1 ? '1 product' : `${count.toLocaleString()} products`}
          </span>
        )}
      </div>
      <ListError query={products} />
      {!products.data && !products.isError && <Skeleton active />}
      {products.data && list.length === 0 && (
        <Empty
          className="products-empty"
          description={search ? `No products match “${search}”.` : 'No products yet.'}
        />
      )}
      {list.length > 0 && (
        <ul className="product-grid" aria-label="Products" aria-busy={products.isFetching}>
          {list.map((product) => (
            <li key={product.id}>
              <ProductCard product={product} />
            </li>
          ))}
        </ul>
      )}
      <Pagination
        className="product-grid__pagination"
        current={page}
        pageSize={pageSize}
        total={count}
        pageSizeOptions={PAGE_SIZE_OPTIONS.map(String)}
        showSizeChanger
        showQuickJumper
        hideOnSinglePage
        onChange={(nextPage, nextSize) =>
          show(nextSize !== pageSize ? { page: DEFAULT_PAGE, pageSize: nextSize } : { page: nextPage })
        }
      />
    </>
  );
}
