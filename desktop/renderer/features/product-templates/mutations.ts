import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LIST_REFRESH_AFTER_CREATE_MS } from '@shared/constants';
import { okResponse } from '@shared/contracts/auth';
import { productTemplateResponse, type ProductTemplateRequest } from '@shared/contracts/product-templates';
import { apiRequest } from '../../api/client';
import { productTemplateKeys } from './queries';

/** POST /api/productTemplates; the list reloads LIST_REFRESH_AFTER_CREATE_MS later (spec 001 §9). */
export function useCreateProductTemplateMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ProductTemplateRequest) =>
      apiRequest({
        method: 'POST',
        path: '/api/productTemplates',
        body: request,
        schema: productTemplateResponse,
      }),
    onSuccess: () => {
      setTimeout(
        () => void queryClient.invalidateQueries({ queryKey: productTemplateKeys.lists() }),
        LIST_REFRESH_AFTER_CREATE_MS,
      );
    },
  });
}

/** PUT /api/productTemplates/{id} */
export function useUpdateProductTemplateMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, request }: { id: number; request: ProductTemplateRequest }) =>
      apiRequest({
        method: 'PUT',
        path: `/api/productTemplates/${id}`,
        body: request,
        schema: productTemplateResponse,
      }),
    onSuccess: ({ productTemplate }) => {
      queryClient.setQueryData(productTemplateKeys.detail(productTemplate.id), { productTemplate });
      return queryClient.invalidateQueries({ queryKey: productTemplateKeys.lists() });
    },
  });
}

/** DELETE /api/productTemplates/{id}: refused for the last template and for one in use. */
export function useDeleteProductTemplateMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest({ method: 'DELETE', path: `/api/productTemplates/${id}`, schema: okResponse }),
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: productTemplateKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: productTemplateKeys.lists() });
    },
  });
}
