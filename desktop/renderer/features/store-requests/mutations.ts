import { useMutation, useQueryClient } from '@tanstack/react-query';
import { inventoryResponse } from '@shared/contracts/inventories';
import { sendStoreRequestedItemsEmailResponse } from '@shared/contracts/store-requests';
import { apiRequest } from '../../api/client';
import { inventoryKeys } from '../inventory/shared/queries';

/** POST /api/inventories/storeBuyRequestedInventory: take an offer; the lists, grid and badges reload. */
export function useStoreBuyRequestedInventoryMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (offerId: number) =>
      apiRequest({
        method: 'POST',
        path: '/api/inventories/storeBuyRequestedInventory',
        body: { inventory: offerId },
        schema: inventoryResponse,
      }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: inventoryKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['inventoryStatus'] }),
      ]),
  });
}

/** POST /api/consigners/sendStoreRequestedItemsEmail (empty body): answers how many were mailed. */
export function useSendStoreRequestedItemsEmailMutation() {
  return useMutation({
    mutationFn: () =>
      apiRequest({
        method: 'POST',
        path: '/api/consigners/sendStoreRequestedItemsEmail',
        schema: sendStoreRequestedItemsEmailResponse,
      }),
  });
}
