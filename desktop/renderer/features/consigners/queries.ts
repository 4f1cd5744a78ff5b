import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  consignerPickerResponse,
  consignerReportResponse,
  consignerResponse,
  consignersResponse,
} from '@shared/contracts/consigners';
import { hasAccess } from '@shared/domain/access-controls';
import { apiRequest } from '../../api/client';
import { useMeQuery } from '../session/queries';

export const consignerKeys = {
  all: ['consigners'] as const,
  lists: () => [...consignerKeys.all, 'list'] as const,
  list: (search: string) => [...consignerKeys.lists(), { search }] as const,
  picker: (search: string) => [...consignerKeys.all, 'picker', { search }] as const,
  details: () => [...consignerKeys.all, 'detail'] as const,
  detail: (id: number) => [...consignerKeys.details(), id] as const,
  report: (id: number) => [...consignerKeys.all, 'report', id] as const,
};

/** GET /api/consigners?search= */
export function useConsignersQuery(search: string, enabled = true) {
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
    enabled,
  });
}

/**
 * GET /api/consigners/picker?search=: owners for intake (Inventory suffices), the store's own
 * account first; names and email only.
 */
export function useConsignerPickerQuery(search: string, enabled = true) {
  return useQuery({
    queryKey: consignerKeys.picker(search),
    queryFn: ({ signal }) =>
      apiRequest({
        method: 'GET',
        path: '/api/consigners/picker',
        query: { search: search || undefined },
        signal,
        schema: consignerPickerResponse,
      }),
    select: (data) => data.consigners,
    placeholderData: keepPreviousData,
    enabled,
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

/**
 * Consigner names by id for feeds and timelines: every consigner for who may list them
 * (Consigners), else the owner picker's first page (Inventory), so the screen never asks for a
 * call its user is refused.
 */
export function useConsignerNames(): Map<number, string> {
  const me = useMeQuery().data;
  const mayList = me !== undefined && hasAccess(me.accessControls, 'Consigners');
  const full = useConsignersQuery('', mayList);
  const picker = useConsignerPickerQuery('', me !== undefined && !mayList);
  const rows = (mayList ? full.data : picker.data) ?? [];
  return new Map(
    rows.map((consigner) => [consigner.id, `${consigner.firstName} ${consigner.lastName}`.trim()]),
  );
}
