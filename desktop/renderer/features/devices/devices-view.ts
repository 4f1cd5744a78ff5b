import {
  DEFAULT_SERIAL_BAUD_RATE,
  type CounterDevicesSnapshot,
  type DeviceKind,
  type DeviceState,
  type DeviceStatus,
  type DevicesConfig,
  type ScannerConfig,
} from '@shared/ipc/devices';
import type { ScanEvent } from '@shared/ipc/scanner';

/** What the Devices screen shows and edits, worked out from the counter app's answer. */

export const DEVICE_KIND_LABELS: Record<DeviceKind, string> = {
  'hid-pos-scanner': 'HID POS scanner',
  'serial-scanner': 'Serial scanner',
};

export const DEVICE_STATUS_LABELS: Record<DeviceStatus, string> = {
  connected: 'Connected',
  disconnected: 'Disconnected',
  error: 'Error',
};

/** antd Tag colours: green is ready to scan, grey is waiting for a cable, red needs someone. */
export const DEVICE_STATUS_COLORS: Record<DeviceStatus, 'success' | 'default' | 'error'> = {
  connected: 'success',
  disconnected: 'default',
  error: 'error',
};

export interface DeviceRow {
  readonly id: string;
  readonly kind: string;
  readonly name: string;
  readonly status: DeviceStatus;
  readonly statusLabel: string;
  readonly statusColor: (typeof DEVICE_STATUS_COLORS)[DeviceStatus];
  readonly reason: string | undefined;
  /** The last code with when it came, or a dash. */
  readonly lastScan: string;
}

function timeOf(at: number): string {
  return new Date(at).toLocaleTimeString();
}

export function deviceRow(device: DeviceState, formatTime: (at: number) => string = timeOf): DeviceRow {
  return {
    id: device.id,
    kind: DEVICE_KIND_LABELS[device.kind],
    name: device.name,
    status: device.status,
    statusLabel: DEVICE_STATUS_LABELS[device.status],
    statusColor: DEVICE_STATUS_COLORS[device.status],
    reason: device.reason,
    lastScan: device.lastScan ? `${device.lastScan.code} (${formatTime(device.lastScan.at)})` : '—',
  };
}

/** Where the test area's last scan came from, in words. */
export function scanSourceLabel(scan: ScanEvent, devices: readonly DeviceState[]): string {
  const device = devices.find((candidate) => candidate.id === scan.deviceId);
  if (device) return `${DEVICE_KIND_LABELS[device.kind]} ${device.name}`;
  return scan.source === 'wedge'
    ? 'Keyboard-wedge scanner'
    : scan.source === 'hid'
      ? 'HID POS scanner'
      : 'Serial scanner';
}

const hex4 = (value: number) => value.toString(16).padStart(4, '0');

/** How a HID POS scanner is chosen in the form: its USB ids as `vvvv:pppp`. */
export const hidChoiceOf = (ids: { vendorId: number; productId: number }) =>
  `${hex4(ids.vendorId)}:${hex4(ids.productId)}`;

export interface DevicesFormValues {
  /** The serial scanner's port; empty for none. */
  serialPath: string;
  baudRate: number;
  /** The HID POS scanner as `vvvv:pppp`; empty for none. */
  hidScanner: string;
}

/** The form edits the first scanner of each kind; more can be listed in settings.json by hand. */
export function formFromConfig(config: DevicesConfig): DevicesFormValues {
  const serial = config.scanners.find((scanner) => scanner.kind === 'serial-scanner');
  const hid = config.scanners.find((scanner) => scanner.kind === 'hid-pos-scanner');
  return {
    serialPath: serial?.path ?? '',
    baudRate: serial?.baudRate ?? DEFAULT_SERIAL_BAUD_RATE,
    hidScanner: hid ? hidChoiceOf(hid) : '',
  };
}

/** The settings to save: the form's two scanners in place of the first of each kind, the rest kept. */
export function configFromForm(values: DevicesFormValues, current: DevicesConfig): DevicesConfig {
  const firstSerial = current.scanners.findIndex((scanner) => scanner.kind === 'serial-scanner');
  const firstHid = current.scanners.findIndex((scanner) => scanner.kind === 'hid-pos-scanner');
  const others = current.scanners.filter((_scanner, index) => index !== firstSerial && index !== firstHid);
  const scanners: ScannerConfig[] = [];
  const path = values.serialPath.trim();
  if (path) scanners.push({ kind: 'serial-scanner', path, baudRate: values.baudRate });
  const hid = /^([0-9a-f]{4}):([0-9a-f]{4})$/i.exec(values.hidScanner.trim());
  if (hid) {
    scanners.push({
      kind: 'hid-pos-scanner',
      vendorId: Number.parseInt(hid[1], 16),
      productId: Number.parseInt(hid[2], 16),
    });
  }
  return { scanners: [...scanners, ...others] };
}

export interface Choice {
  readonly value: string;
  readonly label: string;
}

/** The ports to pick from: what the system lists, and the configured one even while it is unplugged. */
export function serialPortChoices(snapshot: CounterDevicesSnapshot): Choice[] {
  const choices: Choice[] = snapshot.serialPorts.map((port) => ({
    value: port.path,
    label: port.manufacturer ? `${port.path} (${port.manufacturer})` : port.path,
  }));
  for (const scanner of snapshot.config.scanners) {
    if (scanner.kind === 'serial-scanner' && !choices.some((choice) => choice.value === scanner.path)) {
      choices.push({ value: scanner.path, label: `${scanner.path} (not plugged in)` });
    }
  }
  return choices;
}

/** The HID POS scanners to pick from: those plugged in, and the configured one even while it is not. */
export function hidScannerChoices(snapshot: CounterDevicesSnapshot): Choice[] {
  const choices: Choice[] = snapshot.hidScanners.map((scanner) => {
    const ids = hidChoiceOf(scanner);
    const name = [scanner.manufacturer, scanner.product].filter(Boolean).join(' ');
    return { value: ids, label: name ? `${name} (${ids})` : ids };
  });
  for (const scanner of snapshot.config.scanners) {
    const ids = scanner.kind === 'hid-pos-scanner' ? hidChoiceOf(scanner) : undefined;
    if (ids && !choices.some((choice) => choice.value === ids)) {
      choices.push({ value: ids, label: `${ids} (not plugged in)` });
    }
  }
  return choices;
}
