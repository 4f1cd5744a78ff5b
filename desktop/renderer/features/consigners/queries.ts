import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { consignerReportResponse, consignerResponse, consignersResponse } from '@shared/contracts/consigners';
import { apiRequest } from '../../api/client';

export const consignerKeys = {
  all: ['consigners'] as const,
  lists: () => [...consignerKeys.all, 'list'] as const,
  list: (search: string) => [...consignerKeys.lists(), { search }] as const,
  details: () => [...consignerKeys.all, 'detail'] as const,
  detail: (id: number) => [...consignerKeys.details(), id] as const,
  report: (id: number) => [...consignerKeys.all, 'report', id] as const,
};

/** GET /api/consigners?search= */
export function useConsignersQuery(search: string) {
  return useQuery({
    queryKey: consignerKeys.list(search),
    queryFn: ({ signal }) =>
      apiRequest({
        method: 'GET',
        path: '/api/consigners',
        query: { search: search || undefined },
        signal,
        schema: consignersResponse,
      }),
    select: (data) => data.consigners,
    placeholderData: keepPreviousData,
  });
}

/** GET /api/consigners/{id} */
export function useConsignerQuery(id: number) {
  return useQuery({
    queryKey: consignerKeys.detail(id),
    queryFn: ({ signal }) =>
      apiRequest({ method: 'GET', path: `/api/consigners/${id}`, signal, schema: consignerResponse }),
    select: (data) => data.consigner,
    enabled: Number.isInteger(id) && id > 0,
  });
}

/** GET /api/consigners/consignerReport?consigner= (the analytics cards). */
export function useConsignerReportQuery(id: number) {
  return useQuery({
    queryKey: consignerKeys.report(id),
    queryFn: ({ signal }) =>
      apiRequest({
        method: 'GET',
        path: '/api/consigners/consignerReport',
        query: { consigner: String(id) },
        signal,
        schema: consignerReportResponse,
      }),
    select: (data) => data.analytics,
    enabled: Number.isInteger(id) && id > 0,
  });
}
