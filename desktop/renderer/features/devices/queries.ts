import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getCounterBridge } from '../../platform/bridge';

export const devicesKeys = {
  all: ['devices'] as const,
  list: () => [...devicesKeys.all, 'list'] as const,
};

/**
 * The counter PC's devices (`devices.list()`), kept current by `devices.onChange` while the screen is
 * open: a plug, an unplug or a scan replaces the cached answer, so nothing polls from here.
 */
export function useDevicesQuery() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      getCounterBridge().devices.onChange((snapshot) =>
        queryClient.setQueryData(devicesKeys.list(), snapshot),
      ),
    [queryClient],
  );
  return useQuery({
    queryKey: devicesKeys.list(),
    queryFn: () => getCounterBridge().devices.list(),
    staleTime: Infinity,
  });
}

export const printersKeys = {
  all: ['printers'] as const,
  list: () => [...printersKeys.all, 'list'] as const,
};

/**
 * The counter PC's printers (`printers.list()`: the configured ones with their status, and the
 * spooler's queues), kept current by `printers.onChange`: the main process reads each printer's
 * status every few seconds and says when one changes, so nothing polls from here.
 */
export function usePrintersQuery() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      getCounterBridge().printers.onChange((snapshot) =>
        queryClient.setQueryData(printersKeys.list(), snapshot),
      ),
    [queryClient],
  );
  return useQuery({
    queryKey: printersKeys.list(),
    queryFn: () => getCounterBridge().printers.list(),
    staleTime: Infinity,
  });
}
