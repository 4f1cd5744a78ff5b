import { IPC_CHANNELS } from '@shared/ipc/channels';
import type { Unsubscribe } from '@shared/ipc/counter-bridge';
import type { CounterDevicesSnapshot, DevicesConfig } from '@shared/ipc/devices';
import type { ScanEvent } from '@shared/ipc/scanner';
import type { TrustedIpc } from './trusted-ipc';

/** The part of the DeviceManager the bridge uses. */
export interface DevicesIpcManager {
  list(): Promise<CounterDevicesSnapshot>;
  configure(config: DevicesConfig): Promise<CounterDevicesSnapshot>;
  onScan(listener: (scan: ScanEvent) => void): Unsubscribe;
  onChange(listener: (snapshot: CounterDevicesSnapshot) => void): Unsubscribe;
}

export interface DevicesIpcOptions {
  readonly manager: DevicesIpcManager;
  /** Keeps the settings in this PC's settings.json; throws when it cannot. */
  readonly saveConfig: (config: DevicesConfig) => void;
}

/**
 * The `devices` and `scanner` domains of the counter bridge: back-office screens list and configure
 * the counter PC's scanners, and receive their scans and status changes. The audience (back office
 * only) and the payloads are checked by the trusted IPC from `shared/ipc/contracts.ts`. Returns the
 * function that stops forwarding events.
 */
export function registerDevicesIpc(ipc: TrustedIpc, { manager, saveConfig }: DevicesIpcOptions): Unsubscribe {
  ipc.handleTrusted(IPC_CHANNELS.devicesList, () => manager.list());
  ipc.handleTrusted(IPC_CHANNELS.devicesConfigure, async (config) => {
    // Saved first: settings the app could not keep would be lost at the next start without a word.
    saveConfig(config);
    return manager.configure(config);
  });
  const stopScans = manager.onScan((scan) => ipc.sendTrusted(IPC_CHANNELS.scannerScan, scan));
  const stopChanges = manager.onChange((snapshot) => ipc.sendTrusted(IPC_CHANNELS.devicesChange, snapshot));
  return () => {
    stopScans();
    stopChanges();
  };
}
