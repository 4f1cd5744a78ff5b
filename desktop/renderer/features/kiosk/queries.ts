import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type z } from 'zod';
import { type CreateDraftOrderRequest, orderResponse } from '@shared/contracts/orders';
import {
  type CreateReservationRequest,
  kioskProductsResponse,
  type kioskProductsQuery,
  kioskResponse,
  reservationResponse,
  type StockLookupRequest,
  stockLookupResponse,
} from '@shared/contracts/public-pages';
import { apiRequest } from '../../api/client';

/** The grid's query as sent (paged explicitly). */
export type KioskProductsQuery = z.output<typeof kioskProductsQuery>;

export const kioskKeys = {
  all: ['kiosk'] as const,
  start: () => [...kioskKeys.all, 'start'] as const,
  products: (query: KioskProductsQuery) => [...kioskKeys.all, 'products', query] as const,
  stock: (request: StockLookupRequest) => [...kioskKeys.all, 'stock', request] as const,
};

/** GET /api/kiosk (ours): the store, the category buttons and the size buttons. */
export function useKioskQuery() {
  return useQuery({
    queryKey: kioskKeys.start(),
    queryFn: ({ signal }) => apiRequest({ method: 'GET', path: '/api/kiosk', signal, schema: kioskResponse }),
    staleTime: 5 * 60_000,
  });
}

/** GET /api/kiosk/products (ours; search and location as spec 001 §7's getStoreProducts): the kiosk grid, newest updated first. */
export function useKioskProductsQuery(query: KioskProductsQuery, enabled: boolean) {
  return useQuery({
    queryKey: kioskKeys.products(query),
    queryFn: ({ signal }) =>
      apiRequest({
        method: 'GET',
        path: '/api/kiosk/products',
        query,
        signal,
        schema: kioskProductsResponse,
      }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** The kiosk's scan mode: the products a scanned code finds (the product search reads SKUs and barcodes). */
export function findProductsByCode(code: string) {
  return apiRequest({
    method: 'GET',
    path: '/api/kiosk/products',
    query: { search: code, page: 1, pageSize: 2 },
    schema: kioskProductsResponse,
  });
}

/**
 * POST /api/inventories/inStoreInventoryDetails (spec 001 §7; the stock lookup). Read as a query: it
 * changes nothing, and a shopper flipping between sizes reads each one again only when it is stale.
 */
export function useStockLookupQuery(request: StockLookupRequest | null) {
  return useQuery({
    queryKey: request ? kioskKeys.stock(request) : [...kioskKeys.all, 'stock', 'none'],
    queryFn: ({ signal }) =>
      apiRequest({
        method: 'POST',
        path: '/api/inventories/inStoreInventoryDetails',
        body: request,
        signal,
        schema: stockLookupResponse,
      }),
    enabled: request !== null,
    // What is on the floor changes as other shoppers hold items: a few seconds old at most.
    staleTime: 5_000,
  });
}

/** After an order the floor has changed: the grid and every stock lookup are read again. */
function useForgetStock() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [...kioskKeys.all, 'products'] }),
      queryClient.invalidateQueries({ queryKey: [...kioskKeys.all, 'stock'] }),
    ]);
}

/**
 * POST /api/orders/createDraftOrder (spec 001 §7): holds the item for the register's queue. Failure
 * is the spec's one message (notices.reserveOrderFailed), shown by the page.
 */
export function useHoldItemMutation() {
  const onSuccess = useForgetStock();
  return useMutation({
    meta: { shouldToastError: false },
    onSuccess,
    mutationFn: (request: CreateDraftOrderRequest) =>
      apiRequest({
        method: 'POST',
        path: '/api/orders/createDraftOrder',
        body: request,
        schema: orderResponse,
      }),
  });
}

/** POST /api/orders/reservations (ours; spec: create order for a reservation). */
export function useReserveMutation() {
  const onSuccess = useForgetStock();
  return useMutation({
    onSuccess,
    meta: { shouldToastError: false },
    mutationFn: (request: CreateReservationRequest) =>
      apiRequest({
        method: 'POST',
        path: '/api/orders/reservations',
        body: request,
        schema: reservationResponse,
      }),
  });
}
