import { useQuery } from '@tanstack/react-query';
import { getCounterBridge } from './bridge';

export const platformKeys = {
  all: ['platform'] as const,
  version: () => [...platformKeys.all, 'version'] as const,
};

/** The counter app's version, or the bundle's in a browser; it cannot change while the page is open. */
export function useAppVersionQuery() {
  return useQuery({
    queryKey: platformKeys.version(),
    queryFn: () => getCounterBridge().app.version(),
    staleTime: Infinity,
  });
}
