import { type IPC_CHANNELS } from './channels';
import { type EventPayload, type InvokeResult } from './contracts';

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
  };
  readonly scanner: {
    /** Scans from the HID POS and serial scanners the counter app reads; back-office screens only. */
    onScan(listener: (scan: EventPayload<Channels['scannerScan']>) => void): Unsubscribe;
  };
}

/** The global name the bridge is exposed under. */
export const COUNTER_BRIDGE_KEY = 'counter';
