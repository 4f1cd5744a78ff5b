import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { buyAndSellInfoResponse } from '@shared/contracts/buy-and-sell';
import { formTokenResponse, PUBLIC_PAGE_SIZE } from '@shared/contracts/public-pages';
import { apiRequest } from '../../api/client';

export const buyAndSellKeys = {
  all: ['buyAndSell'] as const,
  info: (handle: string, search: string, page: number) =>
    [...buyAndSellKeys.all, 'info', { handle, search, page }] as const,
  formToken: (handle: string) => [...buyAndSellKeys.all, 'formToken', { handle }] as const,
};

/**
 * GET /open/stores/getStoreBuyandSellInfo: Step 1's products (a page of them, by the product search),
 * and what the flow needs of the store (payoutFee, its drop-off locations). The previous page stays
 * on screen while the next search answers, so the grid does not flash empty under a seller typing.
 */
export function useBuyAndSellInfoQuery(handle: string, search: string, page: number) {
  return useQuery({
    queryKey: buyAndSellKeys.info(handle, search, page),
    queryFn: ({ signal }) =>
      apiRequest({
        method: 'GET',
        path: '/open/stores/getStoreBuyandSellInfo',
        query: { handle, search: search || undefined, page, pageSize: PUBLIC_PAGE_SIZE },
        signal,
        schema: buyAndSellInfoResponse,
      }),
    placeholderData: keepPreviousData,
  });
}

/**
 * GET /open/stores/formToken: the offer's proof it was filled by a person, asked for when the flow
 * starts (the server refuses it back sooner than PUBLIC_FORM_MIN_FILL_MS or after a day). Never
 * refetched behind the seller's back: a fresh token would restart that clock. A sent offer removes
 * it (see useCreateBuyOrderMutation), so the next offer starts with a new one.
 */
export function useFormTokenQuery(handle: string) {
  return useQuery({
    queryKey: buyAndSellKeys.formToken(handle),
    queryFn: ({ signal }) =>
      apiRequest({
        method: 'GET',
        path: '/open/stores/formToken',
        query: { handle },
        signal,
        schema: formTokenResponse,
      }),
    select: (data) => data.formToken,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
