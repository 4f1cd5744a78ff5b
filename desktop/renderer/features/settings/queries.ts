import { useQuery } from '@tanstack/react-query';
import { storeSettingsResponse } from '@shared/contracts/stores';
import { apiRequest } from '../../api/client';

export const storeSettingsKeys = {
  all: ['storeSettings'] as const,
  detail: (storeId: number) => [...storeSettingsKeys.all, storeId] as const,
};

/** GET /api/stores/{id}: every settings field of the signed-in store. */
export function useStoreSettingsQuery(storeId: number | undefined, enabled = true) {
  return useQuery({
    queryKey: storeSettingsKeys.detail(storeId ?? 0),
    queryFn: ({ signal }) =>
      apiRequest({ method: 'GET', path: `/api/stores/${storeId}`, signal, schema: storeSettingsResponse }),
    select: (data) => data.store,
    enabled: enabled && storeId !== undefined,
  });
}
