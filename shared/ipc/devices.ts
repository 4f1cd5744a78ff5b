import { z } from 'zod';
import { scanEventSchema } from './scanner';

/**
 * The counter PC's devices as the bridge carries them: what the main process found, what this PC is
 * configured to open, and how each configured device is doing. Printers join with the labels issue
 * as further kinds of the same shapes.
 */

/** One driver per kind (desktop/main/devices/). */
export const DEVICE_KINDS = ['hid-pos-scanner', 'serial-scanner'] as const;
export type DeviceKind = (typeof DEVICE_KINDS)[number];

export const DEVICE_STATUSES = ['connected', 'disconnected', 'error'] as const;
export type DeviceStatus = (typeof DEVICE_STATUSES)[number];

/** The rates serial scanners are set to; 9600 is the factory default of most. */
export const SERIAL_BAUD_RATES = [1200, 2400, 4800, 9600, 19200, 38400, 57600, 115200] as const;
export const DEFAULT_SERIAL_BAUD_RATE = 9600;

/** A PC has a few scanners at most; the cap keeps a bad settings file from opening hundreds of ports. */
export const MAX_CONFIGURED_SCANNERS = 8;

const usbId = z.number().int().min(0).max(0xffff);

export const serialScannerConfigSchema = z.strictObject({
  kind: z.literal('serial-scanner'),
  /** The port: /dev/ttyACM0, /dev/serial/by-id/… (stable across replugging), COM3. */
  path: z.string().trim().min(1, 'Choose the serial port.').max(256),
  baudRate: z
    .number()
    .int()
    .refine((rate) => (SERIAL_BAUD_RATES as readonly number[]).includes(rate), 'Choose a baud rate.'),
});

export const hidPosScannerConfigSchema = z.strictObject({
  kind: z.literal('hid-pos-scanner'),
  vendorId: usbId,
  productId: usbId,
});

export const scannerConfigSchema = z.discriminatedUnion('kind', [
  serialScannerConfigSchema,
  hidPosScannerConfigSchema,
]);
export type ScannerConfig = z.infer<typeof scannerConfigSchema>;

/** The `devices` key of the counter PC's settings.json, and what `devices.configure` sends. */
export const devicesConfigSchema = z.strictObject({
  scanners: z.array(scannerConfigSchema).max(MAX_CONFIGURED_SCANNERS),
});
export type DevicesConfig = z.infer<typeof devicesConfigSchema>;

export const EMPTY_DEVICES_CONFIG: DevicesConfig = { scanners: [] };

const hex4 = (value: number) => value.toString(16).padStart(4, '0');

/** How the Devices screen and the scan events name a configured device. */
export function deviceIdOf(config: ScannerConfig): string {
  return config.kind === 'serial-scanner'
    ? `serial:${config.path}`
    : `hid:${hex4(config.vendorId)}:${hex4(config.productId)}`;
}

/** A configured device and how it is doing. */
export const deviceStateSchema = z.strictObject({
  id: z.string().min(1).max(300),
  kind: z.enum(DEVICE_KINDS),
  /** What the shop recognises: the product name when the device reports one, else the port. */
  name: z.string().min(1).max(300),
  status: z.enum(DEVICE_STATUSES),
  /** Why it is disconnected or in error, in words a clerk can act on. */
  reason: z.string().max(500).optional(),
  lastScan: scanEventSchema.optional(),
});
export type DeviceState = z.infer<typeof deviceStateSchema>;

/** A serial port the system lists (what the port picker offers). */
export const serialPortInfoSchema = z.strictObject({
  path: z.string().min(1).max(256),
  manufacturer: z.string().max(200).optional(),
  vendorId: z.string().max(8).optional(),
  productId: z.string().max(8).optional(),
});
export type SerialPortInfo = z.infer<typeof serialPortInfoSchema>;

/** A plugged-in HID POS scanner (USB HID usage page 0x8C). */
export const hidScannerInfoSchema = z.strictObject({
  vendorId: usbId,
  productId: usbId,
  product: z.string().max(200).optional(),
  manufacturer: z.string().max(200).optional(),
});
export type HidScannerInfo = z.infer<typeof hidScannerInfoSchema>;

/**
 * What `devices.list()` answers and `devices.onChange` delivers. In a browser there is no counter
 * hardware at all: `{ available: false }`.
 */
export const devicesSnapshotSchema = z.discriminatedUnion('available', [
  z.strictObject({ available: z.literal(false) }),
  z.strictObject({
    available: z.literal(true),
    devices: z.array(deviceStateSchema),
    serialPorts: z.array(serialPortInfoSchema),
    hidScanners: z.array(hidScannerInfoSchema),
    config: devicesConfigSchema,
    /** A bus the app could not list (a native module that failed to load), with the reason. */
    problems: z.array(z.string().max(500)),
  }),
]);
export type DevicesSnapshot = z.infer<typeof devicesSnapshotSchema>;
export type CounterDevicesSnapshot = Extract<DevicesSnapshot, { available: true }>;
