import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  bulkFeesResponse,
  type FeesRequest,
  feesResponse,
  inventoryLogsResponse,
  inventoryResponse,
} from '@shared/contracts/inventories';
import {
  type LowestPriceForVariantResponse,
  lowestPriceForVariantResponse,
} from '@shared/contracts/price-guidance';
import { type VariantPrice } from '@shared/contracts/products';
import { apiRequest } from '@renderer/api/client';

export const inventoryKeys = {
  all: ['inventories'] as const,
  details: () => [...inventoryKeys.all, 'detail'] as const,
  detail: (id: number) => [...inventoryKeys.details(), id] as const,
  logs: (id: number) => [...inventoryKeys.all, 'logs', id] as const,
  fees: (request: FeesRequest) => [...inventoryKeys.all, 'fees', request] as const,
  bulkFees: (items: readonly FeesRequest[]) => [...inventoryKeys.all, 'bulkFees', items] as const,
  lowestPrices: (productId: number) => [...inventoryKeys.all, 'lowestPrices', productId] as const,
};

/** GET /api/inventories/{id} */
export function useInventoryQuery(id: number) {
  return useQuery({
    queryKey: inventoryKeys.detail(id),
    queryFn: ({ signal }) =>
      apiRequest({ method: 'GET', path: `/api/inventories/${id}`, signal, schema: inventoryResponse }),
    select: (data) => data.inventory,
    enabled: Number.isInteger(id) && id > 0,
  });
}

/** GET /api/inventoryLogs/{id}: the item's timeline. */
export function useInventoryLogsQuery(id: number) {
  return useQuery({
    queryKey: inventoryKeys.logs(id),
    queryFn: ({ signal }) =>
      apiRequest({ method: 'GET', path: `/api/inventoryLogs/${id}`, signal, schema: inventoryLogsResponse }),
    select: (data) => data.inventoryLogs,
    enabled: Number.isInteger(id) && id > 0,
  });
}

/**
 * POST /api/inventories/fees for a price (spec 001 §7: cancellable). A new price is a new query:
 * TanStack Query aborts the previous request through its signal when nothing watches it any more.
 * Idle until there is a price above 0.
 */
export function useFeesQuery(request: FeesRequest | null) {
  return useQuery({
    queryKey: inventoryKeys.fees(request ?? { price: 0 }),
    queryFn: ({ signal }) =>
      apiRequest({
        method: 'POST',
        path: '/api/inventories/fees',
        body: request,
        signal,
        schema: feesResponse,
      }),
    enabled: request !== null && request.price > 0,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

/**
 * POST /api/inventories/bulkFees: the fees of several rows in one request, by the ids they are
 * asked for (the bulk table's changed rows). New rows are a new query, the previous answer shown
 * meanwhile; the previous request is aborted once nothing watches it. Idle without rows.
 */
export function useBulkFeesQuery(batch: { ids: readonly number[]; items: readonly FeesRequest[] }) {
  return useQuery({
    queryKey: inventoryKeys.bulkFees(batch.items),
    queryFn: async ({ signal }) => {
      const { fees } = await apiRequest({
        method: 'POST',
        path: '/api/inventories/bulkFees',
        body: { items: batch.items },
        signal,
        schema: bulkFeesResponse,
      });
      // The answers come in the rows' order.
      return new Map(batch.ids.map((id, index) => [id, fees[index]]));
    },
    enabled: batch.items.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

/** A stable select: the answer's prices by variant key, worked out once per answer. */
const byVariantKey = (data: LowestPriceForVariantResponse) =>
  new Map<string, VariantPrice>(data.prices.map((entry) => [entry.key, entry]));

/**
 * POST /api/inventories/getLowestPriceForVariant for a whole product: each variant's lowest Active
 * price and Active quantity, by variant key ("10 / New"). One request serves every row of a dialog;
 * adding inventory reloads it (the key is under inventoryKeys.all).
 */
export function useLowestPricesQuery(productId: number, enabled = true) {
  return useQuery({
    queryKey: inventoryKeys.lowestPrices(productId),
    queryFn: ({ signal }) =>
      apiRequest({
        method: 'POST',
        path: '/api/inventories/getLowestPriceForVariant',
        body: { productId },
        signal,
        schema: lowestPriceForVariantResponse,
      }),
    select: byVariantKey,
    enabled: enabled && Number.isInteger(productId) && productId > 0,
  });
}
