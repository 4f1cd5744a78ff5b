import { useMutation, useQueryClient } from '@tanstack/react-query';
import { okResponse } from '@shared/contracts/auth';
import {
  type ConnectShopRequest,
  storeSettingsResponse,
  type StoreSettingsResponse,
  type StoreUpdateRequest,
} from '@shared/contracts/stores';
import { apiRequest } from '../../api/client';
import { sessionKeys } from '../session/queries';
import { storeSettingsKeys } from './queries';

/** After a save: the screen shows the answer, and the profile reloads so the menu follows (Seller, Scan Items). */
function useSavedStore() {
  const queryClient = useQueryClient();
  return async (data: StoreSettingsResponse) => {
    queryClient.setQueryData(storeSettingsKeys.detail(data.store.id), data);
    await queryClient.invalidateQueries({ queryKey: sessionKeys.me() });
  };
}

/** PUT /api/stores/{id}: one Settings area's fields. */
export function useUpdateStoreSettingsMutation(storeId: number) {
  const onSaved = useSavedStore();
  return useMutation({
    mutationFn: (request: StoreUpdateRequest) =>
      apiRequest({
        method: 'PUT',
        path: `/api/stores/${storeId}`,
        body: request,
        schema: storeSettingsResponse,
      }),
    onSuccess: onSaved,
  });
}

/** POST /api/stores/connectShop */
export function useConnectShopMutation() {
  const onSaved = useSavedStore();
  return useMutation({
    mutationFn: (request: ConnectShopRequest) =>
      apiRequest({
        method: 'POST',
        path: '/api/stores/connectShop',
        body: request,
        schema: storeSettingsResponse,
      }),
    onSuccess: onSaved,
  });
}

/** POST /api/stores/resync with an empty body. */
export function useResyncMutation() {
  return useMutation({
    mutationFn: () =>
      apiRequest({ method: 'POST', path: '/api/stores/resync', body: {}, schema: okResponse }),
  });
}
