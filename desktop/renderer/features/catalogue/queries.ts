import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { type z } from 'zod';
import {
  type catalogueQuery,
  catalogueResponse,
  formTokenResponse,
  messageResponse,
  type SendCatalogueRequest,
} from '@shared/contracts/public-pages';
import { apiRequest } from '../../api/client';

/** The query as sent: paged explicitly, so the key and the address agree. */
export type CatalogueQuery = z.output<typeof catalogueQuery>;

export const catalogueKeys = {
  all: ['catalogue'] as const,
  page: (query: CatalogueQuery) => [...catalogueKeys.all, 'page', query] as const,
  formToken: (handle: string) => [...catalogueKeys.all, 'formToken', handle] as const,
};

/** GET /open/stores/getStoreProducts (spec 001 §7; the catalogue fetch by handle). */
export function useCatalogueQuery(query: CatalogueQuery) {
  return useQuery({
    queryKey: catalogueKeys.page(query),
    queryFn: ({ signal }) =>
      apiRequest({
        method: 'GET',
        path: '/open/stores/getStoreProducts',
        query,
        signal,
        schema: catalogueResponse,
      }),
    placeholderData: keepPreviousData,
    // An unknown handle or a store in maintenance is an answer: asking again changes nothing.
    retry: false,
    meta: { shouldToastError: false },
  });
}

/**
 * GET /open/stores/formToken (ours): the public form guard's token, fetched when the form opens so
 * the server can tell how long it took to fill. Never cached: each opening is a new form.
 */
export function useFormTokenQuery(handle: string, enabled: boolean) {
  return useQuery({
    queryKey: catalogueKeys.formToken(handle),
    queryFn: ({ signal }) =>
      apiRequest({
        method: 'GET',
        path: '/open/stores/formToken',
        query: { handle },
        signal,
        schema: formTokenResponse,
      }),
    enabled,
    gcTime: 0,
    staleTime: Infinity,
  });
}

/** POST /open/stores/sendCatalogue (ours; spec: send catalogue by email). The dialog shows a refusal. */
export function useSendCatalogueMutation() {
  return useMutation({
    meta: { shouldToastError: false },
    mutationFn: (request: SendCatalogueRequest) =>
      apiRequest({
        method: 'POST',
        path: '/open/stores/sendCatalogue',
        body: request,
        schema: messageResponse,
      }),
  });
}
