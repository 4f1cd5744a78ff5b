import { useMutation, useQueryClient } from '@tanstack/react-query';
import { okResponse } from '@shared/contracts/auth';
import {
  consignerResponse,
  type CreateConsignerFromAdminRequest,
  type UpdateConsignerRequest,
} from '@shared/contracts/consigners';
import { apiRequest } from '../../api/client';
import { consignerKeys } from './queries';

/** POST /api/consigners/createFromAdmin */
export function useCreateConsignerMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CreateConsignerFromAdminRequest) =>
      apiRequest({
        method: 'POST',
        path: '/api/consigners/createFromAdmin',
        body: request,
        schema: consignerResponse,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: consignerKeys.lists() }),
  });
}

/** PUT /api/consigners/{id} */
export function useUpdateConsignerMutation(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: UpdateConsignerRequest) =>
      apiRequest({ method: 'PUT', path: `/api/consigners/${id}`, body: request, schema: consignerResponse }),
    onSuccess: ({ consigner }) => {
      queryClient.setQueryData(consignerKeys.detail(id), { consigner });
      return queryClient.invalidateQueries({ queryKey: consignerKeys.lists() });
    },
  });
}

/** POST /api/consigners/deleteConsigner/{id} */
export function useDeleteConsignerMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest({ method: 'POST', path: `/api/consigners/deleteConsigner/${id}`, schema: okResponse }),
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: consignerKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: consignerKeys.lists() });
    },
  });
}

/** POST /api/consigners/sendResetPassword/{id}: the reset mail to the consigner's login. */
export function useSendConsignerResetMutation() {
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest({ method: 'POST', path: `/api/consigners/sendResetPassword/${id}`, schema: okResponse }),
  });
}
