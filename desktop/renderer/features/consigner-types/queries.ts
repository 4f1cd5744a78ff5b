import { useQuery } from '@tanstack/react-query';
import { consignerTypesResponse } from '@shared/contracts/consigner-types';
import { apiRequest } from '../../api/client';

export const consignerTypeKeys = {
  all: ['consignerTypes'] as const,
  lists: () => [...consignerTypeKeys.all, 'list'] as const,
};

/** GET /api/consignerTypes */
export function useConsignerTypesQuery() {
  return useQuery({
    queryKey: consignerTypeKeys.lists(),
    queryFn: ({ signal }) =>
      apiRequest({ method: 'GET', path: '/api/consignerTypes', signal, schema: consignerTypesResponse }),
    select: (data) => data.consignerTypes,
  });
}
