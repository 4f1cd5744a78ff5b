/**
 * The counter bridge's channel names. Direction is in the name, as in Bruno: `renderer:` channels are
 * asked by the renderer and answered by the main process (`invoke` / `handle`); `main:` channels are
 * events the main process sends to the renderer (`send` / `on`).
 *
 * Names only, with no dependencies: the sandboxed preload bundles this file, and must stay one small
 * self-contained script. Each channel's audience and zod schemas are declared in `contracts.ts`.
 */
export const IPC_CHANNELS = {
  appVersion: 'renderer:app:version',
  appIsKiosk: 'renderer:app:is-kiosk',
  kioskReload: 'renderer:kiosk:reload',
  kioskExit: 'renderer:kiosk:exit',
  scannerScan: 'main:scanner:scan',
  devicesList: 'renderer:devices:list',
  devicesConfigure: 'renderer:devices:configure',
  devicesChange: 'main:devices:change',
  printersList: 'renderer:printers:list',
  printersConfigure: 'renderer:printers:configure',
  printersStatus: 'renderer:printers:status',
  printersTestPrint: 'renderer:printers:test-print',
  printersChange: 'main:printers:change',
  labelsPrint: 'renderer:labels:print',
  receiptsPrint: 'renderer:receipts:print',
} as const;

export type IpcChannel = (typeof IPC_CHANNELS)[keyof typeof IPC_CHANNELS];
/** A channel the renderer invokes and the main process answers. */
export type InvokeChannel = Extract<IpcChannel, `renderer:${string}`>;
/** A channel the main process sends events on. */
export type EventChannel = Extract<IpcChannel, `main:${string}`>;
