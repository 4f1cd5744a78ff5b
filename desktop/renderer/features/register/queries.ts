import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { inventoriesResponse } from '@shared/contracts/inventory-lists';
import { type CartItem, cartItemResponse, customersResponse, holdsResponse } from '@shared/contracts/orders';
import { apiRequest } from '@renderer/api/client';

/**
 * Under the orders prefix: whatever refreshes the orders (a sale, a cancelled hold, a return on the
 * order page) refreshes the register's holds queue too.
 */
export const registerKeys = {
  all: ['orders'] as const,
  holds: () => [...registerKeys.all, 'holds'] as const,
  customers: (search: string) => [...registerKeys.all, 'customers', search] as const,
  itemSearch: (search: string) => ['inventories', 'registerSearch', search] as const,
};

/** Kiosk holds arrive without anyone at the register asking: the queue looks again this often. */
const HOLDS_REFRESH_MS = 30_000;
/** Fewer typed characters than this search nothing: every item matches "a". */
export const MIN_SEARCH_LENGTH = 2;
const ITEM_SEARCH_PAGE_SIZE = 10;

/**
 * GET /api/orders/cartItem?code=: the item a scanned or typed code names, ready for the cart; the
 * API's refusal (not Active, on a hold, not found) is thrown with its message. `inCart` (the cart's
 * item ids) lets a product barcode or SKU name the next item of that product, not one already in.
 */
export async function fetchCartItem(
  code: string,
  holdOrderId?: number | null,
  inCart: readonly number[] = [],
): Promise<CartItem> {
  const { item } = await apiRequest({
    method: 'GET',
    path: '/api/orders/cartItem',
    query: {
      code,
      holdOrderId: holdOrderId ?? undefined,
      exclude: inCart.length > 0 ? inCart.join(',') : undefined,
    },
    schema: cartItemResponse,
  });
  return item;
}

/** GET /api/orders/holds: the open kiosk holds, oldest first. */
export function useHoldsQuery() {
  return useQuery({
    queryKey: registerKeys.holds(),
    queryFn: ({ signal }) =>
      apiRequest({ method: 'GET', path: '/api/orders/holds', signal, schema: holdsResponse }),
    select: (data) => data.orders,
    refetchInterval: HOLDS_REFRESH_MS,
    staleTime: 0,
  });
}

/** GET /api/customers?search=: customers by email, phone or name, once enough is typed. */
export function useCustomersQuery(search: string) {
  const term = search.trim();
  return useQuery({
    queryKey: registerKeys.customers(term),
    queryFn: ({ signal }) =>
      apiRequest({
        method: 'GET',
        path: '/api/customers',
        query: { search: term },
        signal,
        schema: customersResponse,
      }),
    select: (data) => data.customers,
    enabled: term.length >= MIN_SEARCH_LENGTH,
    placeholderData: keepPreviousData,
  });
}

/** GET /api/inventories?status=Active&search=: the items for sale whose title, code or SKU match. */
export function useActiveItemSearchQuery(search: string) {
  const term = search.trim();
  return useQuery({
    queryKey: registerKeys.itemSearch(term),
    queryFn: ({ signal }) =>
      apiRequest({
        method: 'GET',
        path: '/api/inventories',
        query: { status: 'Active', search: term, pageSize: ITEM_SEARCH_PAGE_SIZE },
        signal,
        schema: inventoriesResponse,
      }),
    select: (data) => data.inventories,
    enabled: term.length >= MIN_SEARCH_LENGTH,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
