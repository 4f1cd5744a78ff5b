import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  productDetailResponse,
  productsResponse,
  submittedProductsResponse,
} from '@shared/contracts/products';
import { apiRequest } from '../../api/client';

export interface ProductsPage {
  search: string;
  page: number;
  pageSize: number;
}

export const productKeys = {
  all: ['products'] as const,
  lists: () => [...productKeys.all, 'list'] as const,
  list: (page: ProductsPage) => [...productKeys.lists(), page] as const,
  submitted: (search: string) => [...productKeys.all, 'submitted', { search }] as const,
  details: () => [...productKeys.all, 'detail'] as const,
  detail: (id: number) => [...productKeys.details(), id] as const,
};

/** GET /api/products?search=&page=&pageSize=: one page, searched on the server. */
export function useProductsQuery(page: ProductsPage) {
  return useQuery({
    queryKey: productKeys.list(page),
    queryFn: ({ signal }) =>
      apiRequest({
        method: 'GET',
        path: '/api/products',
        query: { search: page.search || undefined, page: page.page, pageSize: page.pageSize },
        signal,
        schema: productsResponse,
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/products/submittedProducts: products waiting for review, for the Fill links. */
export function useSubmittedProductsQuery(search = '') {
  return useQuery({
    queryKey: productKeys.submitted(search),
    queryFn: ({ signal }) =>
      apiRequest({
        method: 'GET',
        path: '/api/products/submittedProducts',
        query: { search: search || undefined },
        signal,
        schema: submittedProductsResponse,
      }),
    select: (data) => data.products,
  });
}

/** GET /api/products/{id}: the product and its duplicates (same normalised SKU). */
export function useProductQuery(id: number) {
  return useQuery({
    queryKey: productKeys.detail(id),
    queryFn: ({ signal }) =>
      apiRequest({ method: 'GET', path: `/api/products/${id}`, signal, schema: productDetailResponse }),
    enabled: Number.isInteger(id) && id > 0,
  });
}
