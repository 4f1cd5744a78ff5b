import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { locationsResponse, subLocationsResponse } from '@shared/contracts/locations';
import { apiRequest } from '../../api/client';

export const locationKeys = {
  all: ['locations'] as const,
  list: () => [...locationKeys.all, 'list'] as const,
};

export const subLocationKeys = {
  all: ['subLocations'] as const,
  lists: () => [...subLocationKeys.all, 'list'] as const,
  /** `location`: a location name, or '' for every location. */
  list: (location: string) => [...subLocationKeys.lists(), { location }] as const,
};

/** GET /api/locations */
export function useLocationsQuery() {
  return useQuery({
    queryKey: locationKeys.list(),
    queryFn: ({ signal }) =>
      apiRequest({ method: 'GET', path: '/api/locations', signal, schema: locationsResponse }),
    select: (data) => data.locations,
  });
}

/** GET /api/subLocations?location= */
export function useSubLocationsQuery(location: string) {
  return useQuery({
    queryKey: subLocationKeys.list(location),
    queryFn: ({ signal }) =>
      apiRequest({
        method: 'GET',
        path: '/api/subLocations',
        query: { location: location || undefined },
        signal,
        schema: subLocationsResponse,
      }),
    select: (data) => data.subLocations,
    placeholderData: keepPreviousData,
  });
}
