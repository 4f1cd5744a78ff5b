import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useLocation } from 'react-router';
import { type PublicStore } from '@shared/contracts/stores';
import { appInfoResponse, currentStoreResponse } from '@shared/contracts/stores-lookup';
import { isApiError } from '../../api/api-error';
import { apiRequest } from '../../api/client';
import { handleFromSearch, PAGE_HANDLE_KEY, resolvePageHandle } from './page-handle';

export const currentStoreKeys = {
  all: ['currentStore'] as const,
  byHandle: (handle: string | null) => [...currentStoreKeys.all, { handle }] as const,
};

function readRemembered(): string | null {
  try {
    return localStorage.getItem(PAGE_HANDLE_KEY);
  } catch {
    return null;
  }
}

function remember(handle: string): void {
  try {
    localStorage.setItem(PAGE_HANDLE_KEY, handle);
  } catch {
    // Storage disabled: the handle then has to stay in the address, which the links we send already do.
  }
}

/** The handle this page is about, from the address or an earlier visit; remembered for the next pages. */
export function usePageHandle(): string | null {
  const { search } = useLocation();
  const fromAddress = useMemo(() => handleFromSearch(search, window.location.hostname), [search]);
  useEffect(() => {
    if (fromAddress) remember(fromAddress);
  }, [fromAddress]);
  return resolvePageHandle(fromAddress, readRemembered());
}

/** GET /open/store: the store of the page's address, for branding public pages and for gating. */
export function useCurrentStoreQuery() {
  const handle = usePageHandle();
  return useQuery({
    queryKey: currentStoreKeys.byHandle(handle),
    queryFn: async ({ signal }) => {
      try {
        return await apiRequest({
          method: 'GET',
          path: '/open/store',
          query: { handle: handle ?? undefined },
          signal,
          schema: currentStoreResponse,
        });
      } catch (error) {
        // "No store here" is an answer, not a failure: kept as data, it is not refetched by every screen
        // that asks (an errored query refetches for each new observer, and gating waits on each refetch).
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }
    },
    // A store's name, logo and maintenance switch change rarely; a minute old is fine for a public page.
    staleTime: 60_000,
    retryOnMount: false,
  });
}

/** What gating knows about the page's store (see app/gating.ts PageStore). */
export type PageStoreState =
  | { status: 'loading' }
  | { status: 'ready'; store: PublicStore; isConsignerAddress: boolean }
  /** No store answers to this address: signed-out visitors go to /storeSignup (spec 000 §2.1). */
  | { status: 'missing' }
  /** The lookup failed for another reason (server down): carry on without a store. */
  | { status: 'unknown' };

export function usePageStore(): PageStoreState {
  const query = useCurrentStoreQuery();
  if (query.data) {
    return { status: 'ready', store: query.data.store, isConsignerAddress: query.data.isConsignerAddress };
  }
  if (query.data === null) return { status: 'missing' };
  if (query.isPending) return { status: 'loading' };
  return { status: 'unknown' };
}

/** The product domain shown after the handle input ("demo" + ".consigndesk.app"). */
/** GET /open/app: the server knows the product's domain; the page's own host may be an IP or localhost. */
export function useAppInfoQuery() {
  return useQuery({
    queryKey: ['appInfo'] as const,
    queryFn: ({ signal }) =>
      apiRequest({ method: 'GET', path: '/open/app', signal, schema: appInfoResponse }),
    staleTime: Infinity,
  });
}

/** The product's domain for "{handle}.{domain}" addresses; null on a plain host, where stores have no subdomain. */
export function useProductDomain(): string | null {
  const info = useAppInfoQuery().data;
  return info?.hasStoreSubdomains ? info.appDomain : null;
}
