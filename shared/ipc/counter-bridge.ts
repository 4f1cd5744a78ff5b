/**
 * The counter bridge: the one object the preload exposes to the renderer as `window.counter`.
 * The preload ends with `satisfies CounterBridge`, so it cannot drift from this type; the renderer
 * reads it only through `platform/bridge.ts`. Later issues add scanner and printer capabilities.
 */
export interface CounterBridge {
  /** The counter app's version (package.json `version`). */
  version(): Promise<string>;
  /** True when the app was started with --kiosk (full-screen in-store kiosk at /instore). */
  isKiosk(): Promise<boolean>;
}

/**
 * IPC channel names. Direction is in the name (`renderer:` = the renderer asks, main answers).
 * Every handler checks its sender's origin before answering.
 */
export const IPC_CHANNELS = {
  appVersion: 'renderer:app:version',
  appIsKiosk: 'renderer:app:is-kiosk',
} as const;
export type IpcChannel = (typeof IPC_CHANNELS)[keyof typeof IPC_CHANNELS];

/** The global name the bridge is exposed under. */
export const COUNTER_BRIDGE_KEY = 'counter';
