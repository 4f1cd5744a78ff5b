import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  consignerTypeResponse,
  type CreateConsignerTypeRequest,
  type UpdateConsignerTypeRequest,
} from '@shared/contracts/consigner-types';
import { apiRequest } from '../../api/client';
import { consignerTypeKeys } from './queries';

/** POST /api/consignerTypes */
export function useCreateConsignerTypeMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CreateConsignerTypeRequest) =>
      apiRequest({
        method: 'POST',
        path: '/api/consignerTypes',
        body: request,
        schema: consignerTypeResponse,
      }),
    // A new default clears the old one: reload the whole list.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: consignerTypeKeys.all }),
  });
}

/** PUT /api/consignerTypes/{id}: the same fields plus id. */
export function useUpdateConsignerTypeMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: UpdateConsignerTypeRequest & { id: number }) =>
      apiRequest({
        method: 'PUT',
        path: `/api/consignerTypes/${request.id}`,
        body: request,
        schema: consignerTypeResponse,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: consignerTypeKeys.all }),
  });
}
