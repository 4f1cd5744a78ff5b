import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type z } from 'zod';
import { type UpdateInventoryRequest } from '@shared/contracts/inventory-actions';
import {
  type CreateInventoriesRequest,
  createInventoriesResponse,
  inventoryResponse,
} from '@shared/contracts/inventories';
import { apiRequest } from '../../api/client';
import { productKeys } from '../products/queries';
import { inventoryKeys } from './queries';

/**
 * POST /api/inventories: the Add Inventory dialog's rows. A form that shows the refusal under its
 * fields turns the toast off.
 */
export function useCreateInventoriesMutation({ shouldToastError = true } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { shouldToastError },
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
        queryClient.invalidateQueries({ queryKey: ['inventoryStatus'] }),
      ]),
  });
}

/** PUT /api/inventories/{id}: the item's edit card, owner and status (spec 000 §2.3 Inventory item detail). */
export function useUpdateInventoryMutation(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: UpdateInventoryRequest) =>
      apiRequest({ method: 'PUT', path: `/api/inventories/${id}`, body: request, schema: inventoryResponse }),
    meta: { shouldToastError: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inventoryKeys.all }),
  });
}

/** One of the status calls (POST /api/inventories/<call>), then the item and its lists reload. */
export function useInventoryActionMutation<S extends z.ZodType>(call: string, schema: S) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: unknown) =>
      apiRequest({ method: 'POST', path: `/api/inventories/${call}`, body, schema }) as Promise<z.output<S>>,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: inventoryKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['inventoryStatus'] }),
      ]),
  });
}
