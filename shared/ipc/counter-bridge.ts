import { type IPC_CHANNELS } from './channels';
import { type EventPayload, type InvokePayload, type InvokeResult } from './contracts';

/** Stops a subscription; calling it again does nothing. */
export type Unsubscribe = () => void;

type Channels = typeof IPC_CHANNELS;

/**
 * The counter bridge: the one object the preload exposes to the renderer as `window.counter`, one
 * property per domain. The preload ends with `satisfies CounterBridge`, so it cannot drift from this
 * type, and the types come from the channels' schemas in `contracts.ts`. The renderer reads it only
 * through `platform/bridge.ts`, whose web implementation answers the same calls in a browser.
 *
 * Events are `on<Event>(listener)` and return their `Unsubscribe`; a listener receives the event's
 * payload and nothing else.
 */
export interface CounterBridge {
  readonly app: {
    /** The counter app's version (package.json `version`). */
    version(): Promise<InvokeResult<Channels['appVersion']>>;
    /** True when the app was started with --kiosk (full-screen in-store kiosk at /instore). */
    isKiosk(): Promise<InvokeResult<Channels['appIsKiosk']>>;
  };
  readonly kiosk: {
    /** Starts the kiosk over at its start page (the idle reset); only the kiosk screen may ask. */
    reload(): Promise<InvokeResult<Channels['kioskReload']>>;
    /**
     * Leaves kiosk mode: the access token of a staff sign-in, checked by the main process with the
     * API (an active employee allowed Settings, or an Admin); then the app starts again as the counter.
     */
    exit(accessToken: InvokePayload<Channels['kioskExit']>): Promise<InvokeResult<Channels['kioskExit']>>;
  };
  readonly scanner: {
    /** Scans from the HID POS and serial scanners the counter app reads; back-office screens only. */
    onScan(listener: (scan: EventPayload<Channels['scannerScan']>) => void): Unsubscribe;
  };
  readonly devices: {
    /**
     * The counter PC's scanners: each configured device with its status and last scan, the serial
     * ports and HID POS scanners plugged in, and this PC's device settings. `{ available: false }` in
     * a browser, which has no counter hardware. Back-office screens only.
     */
    list(): Promise<InvokeResult<Channels['devicesList']>>;
    /** A device was plugged in or pulled out, changed status, scanned, or the settings changed. */
    onChange(listener: (devices: EventPayload<Channels['devicesChange']>) => void): Unsubscribe;
    /** Saves this PC's device settings (settings.json) and opens what they name; answers the new list. */
    configure(
      config: InvokePayload<Channels['devicesConfigure']>,
    ): Promise<InvokeResult<Channels['devicesConfigure']>>;
  };
  readonly printers: {
    /**
     * The counter PC's printers: each configured one with its status, the spooler's queues, and which
     * printer each purpose uses. `{ available: false }` in a browser. Back-office screens only.
     */
    list(): Promise<InvokeResult<Channels['printersList']>>;
    /** Saves this PC's printer settings (settings.json `printers`); answers the new list. */
    configure(
      config: InvokePayload<Channels['printersConfigure']>,
    ): Promise<InvokeResult<Channels['printersConfigure']>>;
    /** Reads one configured printer's status now (ZPL `~HS`, the spooler's state). */
    status(
      printerId: InvokePayload<Channels['printersStatus']>,
    ): Promise<InvokeResult<Channels['printersStatus']>>;
    /** Prints a test label on a configured printer. */
    testPrint(
      printerId: InvokePayload<Channels['printersTestPrint']>,
    ): Promise<InvokeResult<Channels['printersTestPrint']>>;
    /** A printer changed status, or the settings changed. */
    onChange(listener: (printers: EventPayload<Channels['printersChange']>) => void): Unsubscribe;
  };
  readonly labels: {
    /**
     * Sends a label document (fetched from POST /api/labels for the printer's language and
     * resolution) to a configured printer; answers once the printer or spooler took it, or why not.
     */
    print(request: InvokePayload<Channels['labelsPrint']>): Promise<InvokeResult<Channels['labelsPrint']>>;
  };
  readonly receipts: {
    /**
     * Prints an order's receipt on this PC's receipt printer (or the one named): the receipt's blocks
     * for an ESC/POS printer, the PDF from GET /api/orders/{id}/receipt for a PDF one; answers once
     * the printer or spooler took it, or why not.
     */
    print(
      request: InvokePayload<Channels['receiptsPrint']>,
    ): Promise<InvokeResult<Channels['receiptsPrint']>>;
  };
}

/** The global name the bridge is exposed under. */
export const COUNTER_BRIDGE_KEY = 'counter';
