import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { inventoryResponse } from '@shared/contracts/inventories';
import {
  type CreateScanRequest,
  scanDetailResponse,
  scansResponse,
  type ScanDetailResponse,
} from '@shared/contracts/scans';
import { apiRequest } from '@renderer/api/client';

export const scanKeys = {
  all: ['scans'] as const,
  lists: () => [...scanKeys.all, 'list'] as const,
  list: (page: number, pageSize: number) => [...scanKeys.lists(), { page, pageSize }] as const,
  detail: (id: number) => [...scanKeys.all, 'detail', id] as const,
};

/** GET /api/scans: the Logs tab, newest first, one page. */
export function useScanLogsQuery(page: number, pageSize: number) {
  return useQuery({
    queryKey: scanKeys.list(page, pageSize),
    queryFn: ({ signal }) =>
      apiRequest({
        method: 'GET',
        path: '/api/scans',
        query: { page, pageSize },
        signal,
        schema: scansResponse,
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/scans/{id}: a run and its result lists; idle without a run. */
export function useScanQuery(id: number | null) {
  return useQuery({
    queryKey: scanKeys.detail(id ?? 0),
    queryFn: ({ signal }) =>
      apiRequest({ method: 'GET', path: `/api/scans/${id}`, signal, schema: scanDetailResponse }),
    enabled: id !== null,
  });
}

/** GET /api/inventories/code/{code}: a scanned code's item (a 404 when none has it). */
export function lookUpItemCode(code: string) {
  return apiRequest({
    method: 'GET',
    path: `/api/inventories/code/${encodeURIComponent(code)}`,
    schema: inventoryResponse,
  }).then((data) => data.inventory);
}

/** POST /api/scans: START, a run at a location, with what is expected there now. */
export function useStartScanMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CreateScanRequest) =>
      apiRequest({ method: 'POST', path: '/api/scans', body: request, schema: scanDetailResponse }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: scanKeys.lists() }),
  });
}

/** PUT /api/scans/{id}: Run, every scanned id in one request; answers the result. */
export function useCompleteScanMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, inventories }: { id: number; inventories: number[] }) =>
      apiRequest({
        method: 'PUT',
        path: `/api/scans/${id}`,
        body: { inventories },
        schema: scanDetailResponse,
      }),
    onSuccess: (result: ScanDetailResponse) => {
      queryClient.setQueryData(scanKeys.detail(result.scan.id), result);
      return queryClient.invalidateQueries({ queryKey: scanKeys.lists() });
    },
  });
}
