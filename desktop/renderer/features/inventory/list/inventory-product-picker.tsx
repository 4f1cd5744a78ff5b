import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { type CSSProperties, useState } from 'react';
import { productsResponse } from '@shared/contracts/products';
import { apiRequest } from '@renderer/api/client';
import { useDebouncedValue } from '@renderer/ui/use-debounced-value';
import { productKeys } from '../../products/queries';

const SEARCH_DEBOUNCE_MS = 300;
/** How many matches the picker offers; typing more narrows them. */
const PICKER_PAGE_SIZE = 20;

interface InventoryProductPickerProps {
  value: number | undefined;
  /** The chosen product's title when the page knows it (its rows), before the picker has searched. */
  knownTitle?: string;
  onChange: (productId: number | undefined) => void;
  style?: CSSProperties;
}

/**
 * The filter bar's productId (spec 000 §2.3): a product found by GET /api/products?search= (title,
 * SKU, brand). It asks only once opened or typed in. The call needs the Products access control;
 * without it the picker stays empty and the rest of the bar works.
 */
export function InventoryProductPicker({ value, knownTitle, onChange, style }: InventoryProductPickerProps) {
  const [search, setSearch] = useState('');
  const [isOpen, setIsOpen] = useState(false);
  // Titles of the products chosen here, so the choice keeps its name when the search changes.
  const [chosenTitles, setChosenTitles] = useState<ReadonlyMap<number, string>>(new Map());
  const debounced = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const page = { search: debounced, page: 1, pageSize: PICKER_PAGE_SIZE };
  const products = useQuery({
    queryKey: productKeys.list(page),
    queryFn: ({ signal }) =>
      apiRequest({
        method: 'GET',
        path: '/api/products',
        query: { search: debounced || undefined, page: 1, pageSize: PICKER_PAGE_SIZE },
        signal,
        schema: productsResponse,
      }),
    placeholderData: keepPreviousData,
    enabled: isOpen || debounced !== '',
  });
  const found = (products.data?.products ?? []).map((product) => ({
    value: product.id,
    label: `${product.title} · ${product.sku}`,
  }));
  const selectedTitle =
    value === undefined ? undefined : (chosenTitles.get(value) ?? knownTitle ?? `Product ${value}`);
  const options =
    value !== undefined && !found.some((option) => option.value === value)
      ? [{ value, label: selectedTitle ?? '' }, ...found]
      : found;

  return (
    <Select<number>
      aria-label="Product"
      allowClear
      showSearch={{ filterOption: false, onSearch: setSearch, searchValue: search }}
      placeholder="Product"
      style={style}
      value={value}
      options={options}
      loading={products.isFetching}
      notFoundContent={products.isFetching ? 'Searching…' : 'No products found'}
      onOpenChange={setIsOpen}
      onChange={(productId, option) => {
        if (productId !== undefined && option && !Array.isArray(option)) {
          setChosenTitles((current) => new Map(current).set(productId, String(option.label)));
        }
        setSearch('');
        onChange(productId);
      }}
    />
  );
}
