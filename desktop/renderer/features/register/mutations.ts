import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CheckoutRequest, checkoutResponse, orderResponse } from '@shared/contracts/orders';
import { apiRequest } from '@renderer/api/client';
import { inventoryKeys } from '../inventory/shared/queries';
import { registerKeys } from './queries';

/** A sale or a cancelled hold moves items: the orders, the holds and the item lists reload. */
function useRefreshAfterSale() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: registerKeys.all }),
      queryClient.invalidateQueries({ queryKey: inventoryKeys.all }),
    ]);
}

/**
 * POST /api/orders/checkout. The screen shows a refusal itself (a total that changed reloads the
 * cart), so there is no toast.
 */
export function useCheckoutMutation() {
  const refresh = useRefreshAfterSale();
  return useMutation({
    meta: { shouldToastError: false },
    mutationFn: (request: CheckoutRequest) =>
      apiRequest({ method: 'POST', path: '/api/orders/checkout', body: request, schema: checkoutResponse }),
    onSuccess: () => void refresh(),
  });
}

/** POST /api/orders/{id}/cancel: the hold's items go back to Active. */
export function useCancelHoldMutation() {
  const refresh = useRefreshAfterSale();
  return useMutation({
    mutationFn: (orderId: number) =>
      apiRequest({ method: 'POST', path: `/api/orders/${orderId}/cancel`, body: {}, schema: orderResponse }),
    onSuccess: () => void refresh(),
  });
}
