import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type z } from 'zod';
import {
  type BulkEditInventoryRequest,
  inventoriesResponse,
  type UpdateInventoryRequest,
} from '@shared/contracts/inventory-actions';
import {
  type CreateInventoriesRequest,
  createInventoriesResponse,
  inventoryResponse,
} from '@shared/contracts/inventories';
import { apiRequest } from '@renderer/api/client';
import { consignerKeys } from '../../consigners/queries';
import { productKeys } from '../../products/queries';
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
    // A status set here moves an item between work queues: the menu badges follow.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: inventoryKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['inventoryStatus'] }),
      ]),
  });
}

/**
 * One of the status calls (POST /api/inventories/<call>), then the item and its lists reload, and
 * the consigners (an early withdrawal changes what the owner owes).
 */
export function useInventoryActionMutation<S extends z.ZodType>(call: string, schema: S) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: unknown) =>
      apiRequest({ method: 'POST', path: `/api/inventories/${call}`, body, schema }) as Promise<z.output<S>>,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: inventoryKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['inventoryStatus'] }),
        queryClient.invalidateQueries({ queryKey: consignerKeys.all }),
      ]),
  });
}

/**
 * The store's answer to a consigner's request, the call chosen when it runs (acceptInventoryPrice,
 * declineInventoryPrice, acceptInventoryWithdrawal, declineInventoryWithdrawal: spec 001 §7), so one
 * list row needs one mutation for both of its buttons. The item, its lists and the badges reload.
 */
export function useInventoryDecisionMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ call, inventory }: { call: string; inventory: number }) =>
      apiRequest({
        method: 'POST',
        path: `/api/inventories/${call}`,
        body: { inventory },
        schema: inventoryResponse,
      }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: inventoryKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['inventoryStatus'] }),
      ]),
  });
}

/**
 * POST /api/inventories/bulkEditInventory: the bulk table's Save. The table shows a refusal itself
 * (under the cells), so no toast here; the lists and badges reload afterwards.
 */
export function useBulkEditInventoryMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: BulkEditInventoryRequest) =>
      apiRequest({
        method: 'POST',
        path: '/api/inventories/bulkEditInventory',
        body: request,
        schema: inventoriesResponse,
      }),
    meta: { shouldToastError: false },
    // A refusal reloads too: an item changed meanwhile is read afresh when the table opens again.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: inventoryKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['inventoryStatus'] }),
      ]),
  });
}
