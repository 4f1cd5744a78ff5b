import type { CounterDevicesSnapshot, DeviceState } from '@shared/ipc/devices';
import type { DeviceManager } from '../device-manager';

/**
 * For the device tests: resolves with the (first) device's state once it matches, from the
 * manager's `change` events (never by sleeping).
 */
export function deviceBecomes(
  manager: DeviceManager,
  matches: (device: DeviceState) => boolean,
): Promise<DeviceState> {
  return new Promise((resolve) => {
    const check = (snapshot: CounterDevicesSnapshot) => {
      const device = snapshot.devices[0];
      if (device && matches(device)) {
        stop();
        resolve(device);
      }
    };
    const stop = manager.onChange(check);
    check(manager.snapshot());
  });
}
