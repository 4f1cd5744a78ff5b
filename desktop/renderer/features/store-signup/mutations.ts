import { useMutation } from '@tanstack/react-query';
import { storeSignupResponse, type StoreSignupRequest } from '@shared/contracts/stores';
import { storeLookupResponse } from '@shared/contracts/stores-lookup';
import { apiRequest } from '../../api/client';

/** GET /open/stores/{domain}: the store-login tab's lookup. Its failures are worded by the tab. */
export function useStoreLookupMutation() {
  return useMutation({
    mutationFn: (domain: string) =>
      apiRequest({
        method: 'GET',
        path: `/open/stores/${encodeURIComponent(domain)}`,
        schema: storeLookupResponse,
      }),
    meta: { shouldToastError: false },
  });
}

/**
 * POST /open/stores: creates the store and its Admin, who gets a mail to set a password. A failure shows
 * the server's text as an error toast (spec 001 §8 "Store creation failure"), the mutation cache's default.
 */
export function useStoreSignupMutation() {
  return useMutation({
    mutationFn: (request: StoreSignupRequest) =>
      apiRequest({ method: 'POST', path: '/open/stores', body: request, schema: storeSignupResponse }),
  });
}
