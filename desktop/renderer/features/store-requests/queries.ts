import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { storeProductsResponse, storeRequestOffersResponse } from '@shared/contracts/store-requests';
import { apiRequest } from '../../api/client';
import { inventoryKeys } from '../inventory/shared/queries';

/** Under the inventory keys: adding requests or taking an offer (which invalidate them) refreshes these. */
export const storeRequestKeys = {
  products: (search: string, location: number | null) =>
    [...inventoryKeys.all, 'storeProducts', { search, location }] as const,
  offers: (requestIds: readonly number[]) =>
    [...inventoryKeys.all, 'storeRequestOffers', requestIds] as const,
};

/** GET /api/inventories/getStoreProducts?search=&location=: products with each variant's stock and requests. */
export function useStoreProductsQuery(search: string, location: number | null) {
  return useQuery({
    queryKey: storeRequestKeys.products(search, location),
    queryFn: ({ signal }) =>
      apiRequest({
        method: 'GET',
        path: '/api/inventories/getStoreProducts',
        query: { search: search || undefined, location: location ?? undefined },
        signal,
        schema: storeProductsResponse,
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/inventories/storeRequestOffers?requests=: the open offers of the requests on a page of the grid. */
export function useStoreRequestOffersQuery(requestIds: readonly number[]) {
  return useQuery({
    queryKey: storeRequestKeys.offers(requestIds),
    queryFn: ({ signal }) =>
      apiRequest({
        method: 'GET',
        path: '/api/inventories/storeRequestOffers',
        query: { requests: requestIds.join(',') },
        signal,
        schema: storeRequestOffersResponse,
      }),
    select: (data) => data.offers,
    enabled: requestIds.length > 0,
    placeholderData: keepPreviousData,
  });
}
