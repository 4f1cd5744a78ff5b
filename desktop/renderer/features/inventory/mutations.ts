import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CreateInventoriesRequest, createInventoriesResponse } from '@shared/contracts/inventories';
import { apiRequest } from '../../api/client';
import { productKeys } from '../products/queries';
import { inventoryKeys } from './queries';

/** POST /api/inventories: the Add Inventory dialog's rows. */
export function useCreateInventoriesMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CreateInventoriesRequest) =>
      apiRequest({
        method: 'POST',
        path: '/api/inventories',
        body: request,
        schema: createInventoriesResponse,
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: inventoryKeys.all }),
        queryClient.invalidateQueries({ queryKey: productKeys.all }),
      ]),
  });
}
