import { type CounterBridge } from '@shared/ipc/counter-bridge';
import { findElectronBridge } from './bridge.electron';
import { webBridge } from './bridge.web';

/**
 * The one way the UI reaches the shell it runs in. Screens call this and never ask whether they are in
 * the counter app or a browser; the answer only changes which implementation comes back.
 */
export function getCounterBridge(): CounterBridge {
  return findElectronBridge() ?? webBridge;
}
