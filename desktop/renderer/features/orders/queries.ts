import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  type OrdersExportRequest,
  type OrdersQuery,
  orderResponse,
  ordersResponse,
  type ReturnRequest,
} from '@shared/contracts/orders';
import { apiRequest } from '@renderer/api/client';
import { inventoryKeys } from '../inventory/shared/queries';
import { toListQuery } from '../inventory/shared/list-queries';

export const orderKeys = {
  all: ['orders'] as const,
  list: (query: OrdersQuery) => [...orderKeys.all, 'list', query] as const,
  detail: (id: number) => [...orderKeys.all, 'detail', id] as const,
};

/** GET /api/orders: one page of sold items (/findOrders), filtered on the server. */
export function useOrdersQuery(query: OrdersQuery) {
  return useQuery({
    queryKey: orderKeys.list(query),
    queryFn: ({ signal }) =>
      apiRequest({
        method: 'GET',
        path: '/api/orders',
        query: toListQuery(query),
        signal,
        schema: ordersResponse,
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/orders/{id} (spec 001 §7: reads order). */
export function useOrderQuery(id: number) {
  return useQuery({
    queryKey: orderKeys.detail(id),
    queryFn: ({ signal }) =>
      apiRequest({ method: 'GET', path: `/api/orders/${id}`, signal, schema: orderResponse }),
    select: (data) => data.order,
    enabled: Number.isInteger(id) && id > 0,
  });
}

/** POST /api/orders/export (spec 001 §7: orders = the list's filter): the CSV text of every match. */
export function exportOrders(request: OrdersExportRequest): Promise<string> {
  return apiRequest({ method: 'POST', path: '/api/orders/export', body: request, schema: z.string() });
}

/**
 * POST /api/orders/{id}/return. The dialog shows a refusal itself (the paid-out confirmation is a
 * 409 it turns into a question), so no toast. The returned items change status: their pages and
 * the inventory lists reload with the orders.
 */
export function useReturnOrderMutation(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { shouldToastError: false },
    mutationFn: (request: ReturnRequest) =>
      apiRequest({ method: 'POST', path: `/api/orders/${id}/return`, body: request, schema: orderResponse }),
    onSuccess: ({ order }) => {
      queryClient.setQueryData(orderKeys.detail(id), { order });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: orderKeys.all }),
        queryClient.invalidateQueries({ queryKey: inventoryKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['inventoryStatus'] }),
      ]);
    },
  });
}

/** GET /api/orders/resync/{id} (spec 001 §7): a refusal is shown as the API words it, never as a success. */
export function useResyncOrderMutation(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest({ method: 'GET', path: `/api/orders/resync/${id}` }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}
