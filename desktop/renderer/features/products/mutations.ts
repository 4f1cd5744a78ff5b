import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type MergeProductsRequest,
  mergeProductsResponse,
  type ProductRequest,
  productResponse,
  resyncProductResponse,
} from '@shared/contracts/products';
import { UPLOAD_FIELD, uploadResponse } from '@shared/contracts/uploads';
import { apiRequest } from '../../api/client';
import { productKeys } from './queries';

/** POST /api/products */
export function useCreateProductMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ProductRequest) =>
      apiRequest({ method: 'POST', path: '/api/products', body: request, schema: productResponse }),
    // The form says Saved or why not (save-feedback.ts).
    meta: { shouldToastError: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productKeys.all }),
  });
}

/** PUT /api/products/{id}: every field, and the GTIN list as a whole. */
export function useUpdateProductMutation(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ProductRequest) =>
      apiRequest({ method: 'PUT', path: `/api/products/${id}`, body: request, schema: productResponse }),
    meta: { shouldToastError: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productKeys.all }),
  });
}

/**
 * POST /api/products/merge: queues the merge (the source's inventory and GTINs move to the target)
 * and answers its job, which MergeStatus follows; the lists are read again when it ends.
 */
export function useMergeProductsMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: MergeProductsRequest) =>
      apiRequest({
        method: 'POST',
        path: '/api/products/merge',
        body: request,
        schema: mergeProductsResponse,
      }),
    onSuccess: (_data, { fromProductId }) => {
      queryClient.removeQueries({ queryKey: productKeys.detail(fromProductId) });
      return queryClient.invalidateQueries({ queryKey: productKeys.all });
    },
  });
}

/** GET /api/products/resync/{id} (409 while no commerce platform is connected). */
export function useResyncProductMutation(id: number) {
  return useMutation({
    mutationFn: () =>
      apiRequest({ method: 'GET', path: `/api/products/resync/${id}`, schema: resyncProductResponse }),
  });
}

/** POST /api/uploads: one image as multipart/form-data; answers where it is served. */
export function useUploadImageMutation() {
  return useMutation({
    mutationFn: (file: Blob) => {
      const form = new FormData();
      form.append(UPLOAD_FIELD, file);
      return apiRequest({ method: 'POST', path: '/api/uploads', body: form, schema: uploadResponse });
    },
  });
}
