import { useMutation, useQueryClient } from '@tanstack/react-query';
import { okResponse } from '@shared/contracts/auth';
import {
  type CreateEmployeeRequest,
  employeeResponse,
  type UpdateEmployeeRequest,
} from '@shared/contracts/employees';
import { apiRequest } from '../../api/client';
import { sessionKeys } from '../session/queries';
import { employeeKeys } from './queries';

/** POST /api/employees: adds the employee and mails the invite. */
export function useCreateEmployeeMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CreateEmployeeRequest) =>
      apiRequest({ method: 'POST', path: '/api/employees', body: request, schema: employeeResponse }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: employeeKeys.all }),
  });
}

/** PUT /api/employees/{id}: access controls and the active flag. */
export function useUpdateEmployeeMutation(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: UpdateEmployeeRequest) =>
      apiRequest({ method: 'PUT', path: `/api/employees/${id}`, body: request, schema: employeeResponse }),
    onSuccess: ({ employee }) => {
      queryClient.setQueryData(employeeKeys.detail(id), { employee });
      // The clerk may have changed their own access: the menu and gating read it from the profile.
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: employeeKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: sessionKeys.me() }),
      ]);
    },
  });
}

/** POST /api/employees/deleteEmployee/{id} */
export function useDeleteEmployeeMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest({ method: 'POST', path: `/api/employees/deleteEmployee/${id}`, schema: okResponse }),
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: employeeKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: employeeKeys.lists() });
    },
  });
}

/** POST /api/employees/send/{id}: (re)sends the invite. spec 001 §8 words the failure itself. */
export function useSendInviteMutation() {
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest({ method: 'POST', path: `/api/employees/send/${id}`, schema: okResponse }),
    meta: { shouldToastError: false },
  });
}
