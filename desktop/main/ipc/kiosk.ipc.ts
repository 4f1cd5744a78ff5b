import { IPC_CHANNELS } from '@shared/ipc/channels';
import type { TrustedIpc } from './trusted-ipc';

export interface KioskIpcOptions {
  /** Loads the kiosk's start page in the kiosk window; does not wait for it to load. */
  readonly restart: () => void;
}

/** The `kiosk` domain of the counter bridge: only the kiosk screen of the kiosk window may use it. */
export function registerKioskIpc(ipc: TrustedIpc, options: KioskIpcOptions): void {
  // The answer goes back before the page is replaced; waiting for the load would answer a page that is gone.
  ipc.handleTrusted(IPC_CHANNELS.kioskReload, () => {
    options.restart();
  });
}
