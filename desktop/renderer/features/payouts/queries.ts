import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  bankDetailsResponse,
  chequesResponse,
  type MarkPaidRequest,
  payoutActionResponse,
  payoutDetailResponse,
  type PayoutExportRequest,
  payoutFilterOptionsResponse,
  type PayoutsQuery,
  payoutsResponse,
  type PayRequest,
  payResponse,
  type ReadyToPayQuery,
  readyToPayIdsResponse,
  readyToPayResponse,
  type RetryAutoPayoutRequest,
} from '@shared/contracts/payouts';
import { apiRequest } from '@renderer/api/client';
import { inventoryKeys } from '../inventory/shared/queries';
import { toListQuery } from '../inventory/shared/list-queries';
import { orderKeys } from '../orders/queries';

export const payoutKeys = {
  all: ['payouts'] as const,
  readyToPay: (query: ReadyToPayQuery) => [...payoutKeys.all, 'readyToPay', query] as const,
  filterOptions: () => [...payoutKeys.all, 'filterOptions'] as const,
  list: (query: PayoutsQuery) => [...payoutKeys.all, 'list', query] as const,
  detail: (id: number) => [...payoutKeys.all, 'detail', id] as const,
  cheques: (id: number) => [...payoutKeys.all, 'cheques', id] as const,
  bankDetails: (id: number, consignerId: number, reveal: boolean) =>
    [...payoutKeys.all, 'bankDetails', id, consignerId, reveal] as const,
};

/** GET /api/inventories/ordersPayoutInventories: one page of Ready to Pay and every match's sums by consigner. */
export function useReadyToPayQuery(query: ReadyToPayQuery) {
  return useQuery({
    queryKey: payoutKeys.readyToPay(query),
    queryFn: ({ signal }) =>
      apiRequest({
        method: 'GET',
        path: '/api/inventories/ordersPayoutInventories',
        query: toListQuery({ ...query, idsOnly: undefined }),
        signal,
        schema: readyToPayResponse,
      }),
    placeholderData: keepPreviousData,
  });
}

/** The same call with idsOnly=true: every matching item's id by consigner, all pages (Select All). */
export function fetchReadyToPayIds(query: ReadyToPayQuery) {
  const { currentPage: _page, pageSize: _size, ...filters } = query;
  return apiRequest({
    method: 'GET',
    path: '/api/inventories/ordersPayoutInventories',
    query: toListQuery({ ...filters, idsOnly: true }),
    schema: readyToPayIdsResponse,
  });
}

/** Everything a payout changes: the payout screens, the sold items' statuses and the orders that show them. */
function invalidatePayoutChanges(queryClient: ReturnType<typeof useQueryClient>) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: payoutKeys.all }),
    queryClient.invalidateQueries({ queryKey: orderKeys.all }),
    queryClient.invalidateQueries({ queryKey: inventoryKeys.all }),
  ]);
}

/**
 * POST /api/payouts/pay. The page shows a refusal itself (an item already in another payout is a 409
 * that also refreshes the list), so no generic toast.
 */
export function usePayMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { shouldToastError: false },
    mutationFn: (request: PayRequest) =>
      apiRequest({ method: 'POST', path: '/api/payouts/pay', body: request, schema: payResponse }),
    onSettled: () => invalidatePayoutChanges(queryClient),
  });
}

/** GET /api/payouts/filterOptions: statuses and consigners (store accounts left out). */
export function usePayoutFilterOptionsQuery() {
  return useQuery({
    queryKey: payoutKeys.filterOptions(),
    queryFn: ({ signal }) =>
      apiRequest({
        method: 'GET',
        path: '/api/payouts/filterOptions',
        signal,
        schema: payoutFilterOptionsResponse,
      }),
  });
}

/** GET /api/payouts: one page of payouts. */
export function usePayoutsQuery(query: PayoutsQuery) {
  return useQuery({
    queryKey: payoutKeys.list(query),
    queryFn: ({ signal }) =>
      apiRequest({
        method: 'GET',
        path: '/api/payouts',
        query: toListQuery(query),
        signal,
        schema: payoutsResponse,
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/payouts/{id} (spec: reads payout, inventories); `refetchMs` while cheques are being sent. */
export function usePayoutQuery(id: number, refetchMs: (status: string | undefined) => number | false) {
  return useQuery({
    queryKey: payoutKeys.detail(id),
    queryFn: ({ signal }) =>
      apiRequest({ method: 'GET', path: `/api/payouts/${id}`, signal, schema: payoutDetailResponse }),
    enabled: Number.isInteger(id) && id > 0,
    refetchInterval: (query) => refetchMs(query.state.data?.payout.status),
  });
}

/** GET /api/cheques?payoutId= (spec: reads cheques), following the payout while it is sent. */
export function useChequesQuery(id: number, isEnabled: boolean, refetchMs: number | false) {
  return useQuery({
    queryKey: payoutKeys.cheques(id),
    queryFn: ({ signal }) =>
      apiRequest({
        method: 'GET',
        path: '/api/cheques',
        query: { payoutId: id },
        signal,
        schema: chequesResponse,
      }),
    select: (data) => data.cheques,
    enabled: isEnabled,
    refetchInterval: refetchMs,
  });
}

/** POST /api/payouts/paid/{id}: the whole payout, or the consigners named. */
export function useMarkPaidMutation(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: MarkPaidRequest) =>
      apiRequest({
        method: 'POST',
        path: `/api/payouts/paid/${id}`,
        body: request,
        schema: payoutActionResponse,
      }),
    onSettled: () => invalidatePayoutChanges(queryClient),
  });
}

/** POST /api/checkbook/retryAutoPayout: the remaining balance of the Failed consigners. */
export function useRetryAutoPayoutMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: RetryAutoPayoutRequest) =>
      apiRequest({
        method: 'POST',
        path: '/api/checkbook/retryAutoPayout',
        body: request,
        schema: payoutActionResponse,
      }),
    onSettled: () => invalidatePayoutChanges(queryClient),
  });
}

/** POST /api/payouts/{id}/pay (ours): a Buying payout's Pay. */
export function usePayBuyingMutation(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest({ method: 'POST', path: `/api/payouts/${id}/pay`, body: {}, schema: payoutActionResponse }),
    onSettled: () => invalidatePayoutChanges(queryClient),
  });
}

/** POST /api/payouts/export: the CSV text (saved as payoutExport.csv by the page). */
export function exportPayout(request: PayoutExportRequest): Promise<string> {
  return apiRequest({ method: 'POST', path: '/api/payouts/export', body: request, schema: z.string() });
}

/**
 * GET /api/payouts/{id}/bankDetails/{consignerId}: masked; `reveal` shows the numbers in full and is
 * logged by the API, so it is asked for only on the Reveal click, never prefetched or retried.
 */
export function useBankDetailsQuery(id: number, consignerId: number, reveal: boolean) {
  return useQuery({
    queryKey: payoutKeys.bankDetails(id, consignerId, reveal),
    queryFn: ({ signal }) =>
      apiRequest({
        method: 'GET',
        path: `/api/payouts/${id}/bankDetails/${consignerId}`,
        query: reveal ? { reveal: true } : undefined,
        signal,
        schema: bankDetailsResponse,
      }),
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });
}
