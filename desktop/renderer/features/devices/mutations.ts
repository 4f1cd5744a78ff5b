import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type DevicesConfig } from '@shared/ipc/devices';
import { getCounterBridge } from '../../platform/bridge';
import { devicesKeys } from './queries';

/** `devices.configure`: saves this PC's scanners and shows the list the counter app answers. */
export function useConfigureDevicesMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (config: DevicesConfig) => getCounterBridge().devices.configure(config),
    onSuccess: (snapshot) => queryClient.setQueryData(devicesKeys.list(), snapshot),
  });
}
