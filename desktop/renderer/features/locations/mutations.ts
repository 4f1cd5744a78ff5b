import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LIST_REFRESH_AFTER_CREATE_MS } from '@shared/constants';
import {
  type CreateLocationRequest,
  type CreateSubLocationRequest,
  locationResponse,
  subLocationResponse,
  type UpdateLocationRequest,
  type UpdateSubLocationRequest,
} from '@shared/contracts/locations';
import { apiRequest } from '../../api/client';
import { locationKeys, subLocationKeys } from './queries';

/** POST /api/locations */
export function useCreateLocationMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CreateLocationRequest) =>
      apiRequest({ method: 'POST', path: '/api/locations', body: request, schema: locationResponse }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: locationKeys.all }),
  });
}

/** PUT /api/locations/{id}: rename, relabel, (de)activate. A rename changes the sub-locations' locationName. */
export function useUpdateLocationMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...request }: UpdateLocationRequest & { id: number }) =>
      apiRequest({ method: 'PUT', path: `/api/locations/${id}`, body: request, schema: locationResponse }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: locationKeys.all }),
        queryClient.invalidateQueries({ queryKey: subLocationKeys.all }),
      ]),
  });
}

/** POST /api/subLocations: the list reloads LIST_REFRESH_AFTER_CREATE_MS later (spec timings). */
export function useCreateSubLocationMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CreateSubLocationRequest) =>
      apiRequest({ method: 'POST', path: '/api/subLocations', body: request, schema: subLocationResponse }),
    onSuccess: () => {
      setTimeout(
        () => void queryClient.invalidateQueries({ queryKey: subLocationKeys.all }),
        LIST_REFRESH_AFTER_CREATE_MS,
      );
    },
  });
}

/** PUT /api/subLocations/{id}: rename. */
export function useUpdateSubLocationMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...request }: UpdateSubLocationRequest & { id: number }) =>
      apiRequest({
        method: 'PUT',
        path: `/api/subLocations/${id}`,
        body: request,
        schema: subLocationResponse,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: subLocationKeys.all }),
  });
}
