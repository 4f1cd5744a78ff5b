import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type AttachGtinRequest, type ScanGtinRequest, scanGtinResponse } from '@shared/contracts/scans';
import { apiRequest } from '@renderer/api/client';
import { productKeys } from '../products/queries';

/**
 * POST /api/inventories/scan: a barcode of step 2, with the consigner and location of step 1. A
 * mutation, not a query: the same barcode scanned twice must ask twice (the answer depends on what
 * was created or accepted since), and nothing of it is worth caching.
 */
export function useScanGtinMutation() {
  return useMutation({
    mutationFn: (request: ScanGtinRequest) =>
      apiRequest({ method: 'POST', path: '/api/inventories/scan', body: request, schema: scanGtinResponse }),
  });
}

/** POST /api/products/attachGtin: the attach dialog adds an unknown barcode to a product's size. */
export function useAttachGtinMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: AttachGtinRequest) =>
      apiRequest({ method: 'POST', path: '/api/products/attachGtin', body: request }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productKeys.all }),
  });
}
