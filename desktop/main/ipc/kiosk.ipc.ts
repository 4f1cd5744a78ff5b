import { IPC_CHANNELS } from '@shared/ipc/channels';
import type { KioskExitAnswer } from '../kiosk/staff-exit';
import type { TrustedIpc } from './trusted-ipc';

export interface KioskIpcOptions {
  /** Loads the kiosk's start page in the kiosk window; does not wait for it to load. */
  readonly restart: () => void;
  /**
   * Checks a staff sign-in's access token with the API (kiosk/staff-exit.ts) and, when it may, starts
   * the app again without kiosk mode; answers the refusal otherwise.
   */
  readonly exit: (accessToken: string) => Promise<KioskExitAnswer>;
}

/** The `kiosk` domain of the counter bridge: only the kiosk screen of the kiosk window may use it. */
export function registerKioskIpc(ipc: TrustedIpc, options: KioskIpcOptions): void {
  // The answer goes back before the page is replaced; waiting for the load would answer a page that is gone.
  ipc.handleTrusted(IPC_CHANNELS.kioskReload, () => {
    options.restart();
  });
  ipc.handleTrusted(IPC_CHANNELS.kioskExit, (accessToken) => options.exit(accessToken));
}
