import { COUNTER_BRIDGE_KEY, type CounterBridge } from '@shared/ipc/counter-bridge';

/** The bridge the counter app's preload exposed, if this page runs inside the counter app. */
export function findElectronBridge(): CounterBridge | undefined {
  return typeof window === 'undefined' ? undefined : window[COUNTER_BRIDGE_KEY];
}
