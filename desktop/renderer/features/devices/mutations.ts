import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type DevicesConfig } from '@shared/ipc/devices';
import type { PrintersConfig } from '@shared/ipc/printers';
import { getCounterBridge } from '../../platform/bridge';
import { devicesKeys, printersKeys } from './queries';

/** `devices.configure`: saves this PC's scanners and shows the list the counter app answers. */
export function useConfigureDevicesMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (config: DevicesConfig) => getCounterBridge().devices.configure(config),
    onSuccess: (snapshot) => queryClient.setQueryData(devicesKeys.list(), snapshot),
  });
}

/** `printers.configure`: saves this PC's printers and shows the list the counter app answers. */
export function useConfigurePrintersMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (config: PrintersConfig) => getCounterBridge().printers.configure(config),
    onSuccess: (snapshot) => queryClient.setQueryData(printersKeys.list(), snapshot),
  });
}

/** `printers.testPrint`: a small label saying which printer printed it and when. */
export function useTestPrintMutation() {
  return useMutation({
    mutationFn: (printerId: string) => getCounterBridge().printers.testPrint(printerId),
  });
}

/** `printers.status`: asks the printer now (the change event updates the list). */
export function useCheckPrinterMutation() {
  return useMutation({
    mutationFn: (printerId: string) => getCounterBridge().printers.status(printerId),
  });
}
