import { type CounterBridge } from '@shared/ipc/counter-bridge';
import { deviceMessages } from '@shared/messages';

/**
 * A plain browser has no counter hardware: it reports the bundle's own version, is never the kiosk,
 * and no HID or serial scanner ever scans (a keyboard-wedge scanner types into the page, which works
 * the same everywhere). A subscription is accepted and never called; the device list says there are no
 * devices to show here.
 */
export const webBridge: CounterBridge = {
  app: {
    version: () => Promise.resolve(__APP_VERSION__),
    isKiosk: () => Promise.resolve(false),
  },
  kiosk: {
    // In a browser the kiosk page starts over the only way it can: by loading itself again.
    reload: () => {
      window.location.reload();
      return Promise.resolve();
    },
    // A browser is never in kiosk mode: there is nothing to leave.
    exit: () => Promise.resolve({ left: false, reason: deviceMessages.needsCounterApp }),
  },
  scanner: {
    onScan: () => () => {},
  },
  // Scanners and printers are opened by the counter app's main process; a browser can only say so.
  devices: {
    list: () => Promise.resolve({ available: false }),
    onChange: () => () => {},
    configure: () => Promise.reject(new Error(deviceMessages.needsCounterApp)),
  },
  // A browser prints labels through its own print dialog (the PDF); it has no printers to list.
  printers: {
    list: () => Promise.resolve({ available: false }),
    configure: () => Promise.reject(new Error(deviceMessages.needsCounterApp)),
    status: () => Promise.reject(new Error(deviceMessages.needsCounterApp)),
    testPrint: () => Promise.reject(new Error(deviceMessages.needsCounterApp)),
    onChange: () => () => {},
  },
  labels: {
    print: () => Promise.reject(new Error(deviceMessages.needsCounterApp)),
  },
  // A browser prints a receipt through its own print dialog (the PDF).
  receipts: {
    print: () => Promise.reject(new Error(deviceMessages.needsCounterApp)),
  },
};
