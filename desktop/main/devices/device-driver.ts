import type { DeviceKind, ScannerConfig } from '@shared/ipc/devices';
import type { ScanEvent } from '@shared/ipc/scanner';

/**
 * Hardware behind drivers (the Odoo IoT pattern): the DeviceManager finds what is plugged in, asks each
 * configured device's driver whether its device is among it, opens it through the driver, and keeps
 * its status. One driver per kind of device. Printers have drivers of their own
 * (desktop/main/printing/printer-driver.ts): a printer is asked and sent a job, never held open.
 */

/** A HID interface the system lists (node-hid `devices()`), already filtered to HID POS scanners. */
export interface HidCandidate {
  readonly path: string;
  readonly vendorId: number;
  readonly productId: number;
  readonly usage?: number;
  readonly product?: string;
  readonly manufacturer?: string;
}

/** What is plugged in right now, as far as the configured devices need to know. */
export interface PluggedDevices {
  /** The HID POS interfaces, or why they could not be listed; undefined when nothing needs HID. */
  readonly hid: readonly HidCandidate[] | Error | undefined;
  /**
   * Whether a device node exists. A serial port is there when its path is: a USB CDC or USB-serial
   * adapter's /dev/ttyACM*, /dev/ttyUSB* (or its /dev/serial/by-id link) appears and disappears with
   * the cable, and so does a pseudo-terminal; `SerialPort.list()` needs udev and lists no ptys.
   */
  readonly pathExists: (path: string) => boolean;
  /**
   * The serial ports `SerialPort.list()` names, where a port is not a file (Windows: COM3), or why
   * they could not be listed; undefined where the path tells.
   */
  readonly serialPorts?: ReadonlySet<string> | Error;
}

/** Where a configured device was found: what `open` opens. */
export type FoundDevice =
  | { readonly type: 'found'; readonly path: string; readonly name: string }
  | { readonly type: 'absent'; readonly reason: string }
  | { readonly type: 'unknown'; readonly reason: string };

/** What an open device reports; the manager never lets a listener's failure reach the driver. */
export interface DeviceEvents {
  /** A complete scan, already in the bridge's shape. */
  scan(scan: ScanEvent): void;
  /** Data the driver would not pass on (a too long line, an empty scan), for the log. */
  dropped(reason: string): void;
  /** The device stopped on its own: pulled out, or a read error. It is closed already or being closed. */
  lost(reason: string): void;
}

/** An opened device. */
export interface OpenDevice {
  close(): Promise<void>;
}

export interface DeviceDriver<C extends ScannerConfig = ScannerConfig> {
  readonly kind: DeviceKind;
  /** Whether the driver runs this configured device (its kind). */
  supports(config: ScannerConfig): config is C;
  /** Looks for the configured device among what is plugged in. */
  find(config: C, plugged: PluggedDevices): FoundDevice;
  /** Opens it; rejects with a reason a clerk can act on (permissions, port busy). */
  open(config: C, found: { path: string }, deviceId: string, events: DeviceEvents): Promise<OpenDevice>;
}

/** An error's message, for a status reason or the log. */
export function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
