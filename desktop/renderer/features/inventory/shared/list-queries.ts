import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  filterOptionsResponse,
  type PaginatedInventoriesQuery,
  paginatedInventoriesResponse,
  storeInventoryStatusResponse,
} from '@shared/contracts/inventory-lists';
import { apiRequest, type QueryParams } from '@renderer/api/client';
import { inventoryKeys } from './queries';

/** The list's filters as query parameters (lists as repeated keys, empty ones left out). */
export function toListQuery(query: PaginatedInventoriesQuery | Record<string, unknown>): QueryParams {
  return Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== undefined && value !== null && value !== ''),
  ) as QueryParams;
}

/** GET /api/inventories/paginatedInventories: one page of a list mode, filtered on the server. */
export function usePaginatedInventoriesQuery(query: PaginatedInventoriesQuery, enabled = true) {
  return useQuery({
    queryKey: [...inventoryKeys.all, 'paginated', query] as const,
    queryFn: ({ signal }) =>
      apiRequest({
        method: 'GET',
        path: '/api/inventories/paginatedInventories',
        query: toListQuery(query),
        signal,
        schema: paginatedInventoriesResponse,
      }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** GET /api/inventories/filterOptions: what the filter bar offers. */
export function useInventoryFilterOptionsQuery() {
  return useQuery({
    queryKey: [...inventoryKeys.all, 'filterOptions'] as const,
    queryFn: ({ signal }) =>
      apiRequest({
        method: 'GET',
        path: '/api/inventories/filterOptions',
        signal,
        schema: filterOptionsResponse,
      }),
    staleTime: 60_000,
  });
}

/** GET /api/inventories/getStoreInventoryStatus: the work-queue counts behind the menu badges. */
export function useStoreInventoryStatusQuery(enabled: boolean) {
  return useQuery({
    queryKey: ['inventoryStatus'] as const,
    queryFn: ({ signal }) =>
      apiRequest({
        method: 'GET',
        path: '/api/inventories/getStoreInventoryStatus',
        signal,
        schema: storeInventoryStatusResponse,
      }),
    select: (data) => data.counts,
    enabled,
  });
}
