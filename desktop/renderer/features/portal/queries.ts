import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  portalItemsResponse,
  type PortalItemsParams,
  portalPayoutsResponse,
  type PortalPayoutsParams,
  portalProductsResponse,
  type PortalProductsParams,
  portalSettingsResponse,
  portalStoreResponse,
} from '@shared/contracts/consigner-portal';
import { consignerReportResponse, type ConsignerReportQuery } from '@shared/contracts/reports';
import { isApiError } from '../../api/api-error';
import { apiRequest } from '../../api/client';
import { useSessionStore } from '../session/session.store';

/** Query keys of the consigner portal (issue 18): every portal answer is under `portal`. */
export const portalKeys = {
  all: ['portal'] as const,
  store: () => [...portalKeys.all, 'store'] as const,
  settings: () => [...portalKeys.all, 'settings'] as const,
  items: (query: PortalItemsParams) => [...portalKeys.all, 'items', query] as const,
  products: (query: PortalProductsParams) => [...portalKeys.all, 'products', query] as const,
  payouts: (query: PortalPayoutsParams) => [...portalKeys.all, 'payouts', query] as const,
  report: (query: ConsignerReportQuery) => [...portalKeys.all, 'report', query] as const,
};

/**
 * GET /api/portal/store: the store as the portal shows it (sign-up fields, payout options, terms,
 * ship instructions, drop-off locations). Answers any verified account of the store, profile or not.
 * An unverified account's EMAIL_NOT_VERIFIED is an answer here, not a failure (`isEmailUnverified`):
 * the sign-up page shows its verification step, and a failed query would make the client reload the
 * profile, whose reload would start this query again, for ever.
 */
export function usePortalStoreQuery({ isEnabled = true }: { isEnabled?: boolean } = {}) {
  const isSignedIn = useSessionStore((state) => state.accessToken !== null);
  return useQuery({
    queryKey: portalKeys.store(),
    queryFn: async ({ signal }) => {
      try {
        const { store } = await apiRequest({
          method: 'GET',
          path: '/api/portal/store',
          signal,
          schema: portalStoreResponse,
        });
        return { store, isEmailUnverified: false };
      } catch (error) {
        if (isApiError(error) && error.code === 'EMAIL_NOT_VERIFIED') {
          return { store: null, isEmailUnverified: true };
        }
        throw error;
      }
    },
    enabled: isSignedIn && isEnabled,
    staleTime: 5 * 60_000,
  });
}

/** GET /api/portal/settings: the caller's consigner record, whether bank details are locked, the sign-up step. */
export function usePortalSettingsQuery({ isEnabled = true }: { isEnabled?: boolean } = {}) {
  return useQuery({
    queryKey: portalKeys.settings(),
    queryFn: ({ signal }) =>
      apiRequest({ method: 'GET', path: '/api/portal/settings', signal, schema: portalSettingsResponse }),
    enabled: isEnabled,
  });
}

/** GET /api/portal/items: one page of the caller's items, with the count of each status they have. */
export function usePortalItemsQuery(query: PortalItemsParams) {
  return useQuery({
    queryKey: portalKeys.items(query),
    queryFn: ({ signal }) =>
      apiRequest({
        method: 'GET',
        path: '/api/portal/items',
        query: {
          status: query.status?.join(','),
          search: query.search,
          currentPage: query.currentPage,
          pageSize: query.pageSize,
        },
        signal,
        schema: portalItemsResponse,
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/portal/products: the store's products a consigner may list, each with its template. */
export function usePortalProductsQuery(query: PortalProductsParams) {
  return useQuery({
    queryKey: portalKeys.products(query),
    queryFn: ({ signal }) =>
      apiRequest({
        method: 'GET',
        path: '/api/portal/products',
        query: {
          search: query.search,
          currentPage: query.currentPage,
          pageSize: query.pageSize,
        },
        signal,
        schema: portalProductsResponse,
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/portal/payouts: the caller's payouts (items, amounts, method, cheques) and what is owed now. */
export function usePortalPayoutsQuery(query: PortalPayoutsParams) {
  return useQuery({
    queryKey: portalKeys.payouts(query),
    queryFn: ({ signal }) =>
      apiRequest({
        method: 'GET',
        path: '/api/portal/payouts',
        query: {
          currentPage: query.currentPage,
          pageSize: query.pageSize,
        },
        signal,
        schema: portalPayoutsResponse,
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/consigners/consignerReport for the signed-in consigner (the API answers only their own). */
export function useConsignerReportQuery(query: ConsignerReportQuery) {
  return useQuery({
    queryKey: portalKeys.report(query),
    queryFn: ({ signal }) =>
      apiRequest({
        method: 'GET',
        path: '/api/consigners/consignerReport',
        query: { ...query },
        signal,
        schema: consignerReportResponse,
      }),
    placeholderData: keepPreviousData,
  });
}
