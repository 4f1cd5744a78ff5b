import { type CounterBridge } from '@shared/ipc/counter-bridge';

/** A plain browser has no counter hardware: it reports the bundle's own version and is never the kiosk. */
export const webBridge: CounterBridge = {
  version: () => Promise.resolve(__APP_VERSION__),
  isKiosk: () => Promise.resolve(false),
};
