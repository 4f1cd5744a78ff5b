import { existsSync } from 'node:fs';
import {
  deviceIdOf,
  devicesConfigSchema,
  type CounterDevicesSnapshot,
  type DeviceState,
  type DevicesConfig,
  type HidScannerInfo,
  type ScannerConfig,
  type SerialPortInfo,
} from '@shared/ipc/devices';
import type { ScanEvent } from '@shared/ipc/scanner';
import type { Unsubscribe } from '@shared/ipc/counter-bridge';
import {
  reasonOf,
  type DeviceDriver,
  type FoundDevice,
  type HidCandidate,
  type OpenDevice,
  type PluggedDevices,
} from './device-driver';
import { createHidPosScannerDriver, listHidPosScanners } from './hid-pos-scanner.driver';
import {
  loadNodeHid as defaultLoadNodeHid,
  loadSerialPort as defaultLoadSerialPort,
  type NodeHidModule,
  type SerialPortModule,
} from './native-modules';
import { createSerialScannerDriver } from './serial-scanner.driver';

/** Issue 13: a plug or unplug shows within 3 s; polling every second leaves room for a slow listing. */
export const DEVICE_POLL_INTERVAL_MS = 1000;

export interface DeviceManagerOptions {
  readonly config: DevicesConfig;
  /** The native modules, loaded on first use (`native-modules.ts`); tests pass the same real loaders. */
  readonly loadNodeHid?: () => Promise<NodeHidModule>;
  readonly loadSerialPort?: () => Promise<SerialPortModule>;
  readonly pollIntervalMs?: number;
  readonly log?: (message: string) => void;
}

/** One configured device: its settings, its status, and its handle while it is open. */
interface Entry {
  readonly config: ScannerConfig;
  readonly id: string;
  readonly driver: DeviceDriver;
  name: string;
  status: DeviceState['status'];
  reason: string | undefined;
  lastScan: ScanEvent | undefined;
  handle: OpenDevice | undefined;
  /** True once the entry left the configuration: nothing may reopen it. */
  isRemoved: boolean;
}

const sameConfig = (a: ScannerConfig, b: ScannerConfig) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The counter PC's devices. Opens the scanners this PC is configured for, keeps each one's status
 * (connected, disconnected, error with the reason) and last scan, polls so that a scanner plugged in
 * or pulled out shows within 3 seconds, and reopens a configured scanner by itself when it returns.
 * Listeners hear every `scan` and every `change`.
 *
 * Nothing here may take the main process down: a driver that throws, a native module that fails to
 * load, a listener that throws, all become a device's `error` status or a line in the log.
 */
export class DeviceManager {
  private readonly loadNodeHid: () => Promise<NodeHidModule>;
  private readonly loadSerialPort: () => Promise<SerialPortModule>;
  private readonly drivers: readonly DeviceDriver[];
  private readonly pollIntervalMs: number;
  private readonly log: (message: string) => void;
  private config: DevicesConfig;
  private entries: Entry[] = [];
  private serialPorts: SerialPortInfo[] = [];
  private hidScanners: HidScannerInfo[] = [];
  private problems: string[] = [];
  private timer: ReturnType<typeof setInterval> | undefined;
  /** Polls, listings and reconfigurations run one at a time, in order. */
  private queue: Promise<void> = Promise.resolve();
  private isPolling = false;
  private isStopped = true;
  private lastPublished = '';
  private readonly scanListeners = new Set<(scan: ScanEvent) => void>();
  private readonly changeListeners = new Set<(snapshot: CounterDevicesSnapshot) => void>();

  constructor(options: DeviceManagerOptions) {
    this.loadNodeHid = options.loadNodeHid ?? defaultLoadNodeHid;
    this.loadSerialPort = options.loadSerialPort ?? defaultLoadSerialPort;
    this.drivers = [
      createSerialScannerDriver(this.loadSerialPort),
      createHidPosScannerDriver(this.loadNodeHid),
    ] as readonly DeviceDriver[];
    this.pollIntervalMs = options.pollIntervalMs ?? DEVICE_POLL_INTERVAL_MS;
    this.log = options.log ?? (() => {});
    this.config = devicesConfigSchema.parse(options.config);
    this.entries = this.config.scanners.map((config) => this.newEntry(config));
  }

  /** Opens the configured devices and starts watching for plugs and unplugs. */
  async start(): Promise<void> {
    if (!this.isStopped) return;
    this.isStopped = false;
    this.timer = setInterval(() => this.pollSoon(), this.pollIntervalMs);
    // The main process must be able to quit while a poll is pending.
    this.timer.unref?.();
    await this.enqueue(() => this.poll());
  }

  /** Stops watching and closes every open device. */
  async stop(): Promise<void> {
    this.isStopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.enqueue(async () => {
      await Promise.all(this.entries.map((entry) => this.closeEntry(entry)));
    });
  }

  onScan(listener: (scan: ScanEvent) => void): Unsubscribe {
    this.scanListeners.add(listener);
    return () => void this.scanListeners.delete(listener);
  }

  onChange(listener: (snapshot: CounterDevicesSnapshot) => void): Unsubscribe {
    this.changeListeners.add(listener);
    return () => void this.changeListeners.delete(listener);
  }

  /** The configured devices with their statuses, and what was plugged in at the last listing. */
  snapshot(): CounterDevicesSnapshot {
    return {
      available: true,
      devices: this.entries.map((entry) => ({
        id: entry.id,
        kind: entry.driver.kind,
        name: entry.name,
        status: entry.status,
        ...(entry.reason ? { reason: entry.reason } : {}),
        ...(entry.lastScan ? { lastScan: entry.lastScan } : {}),
      })),
      serialPorts: this.serialPorts,
      hidScanners: this.hidScanners,
      config: this.config,
      problems: this.problems,
    };
  }

  /**
   * Lists every serial port and HID POS scanner plugged in, for the Devices screen (loading the
   * native modules if nothing had yet), then answers the snapshot.
   */
  async list(): Promise<CounterDevicesSnapshot> {
    await this.enqueue(async () => {
      const problems: string[] = [];
      try {
        const { SerialPort } = await this.loadSerialPort();
        const ports = await SerialPort.list();
        this.serialPorts = ports.map((port) => ({
          path: port.path,
          ...(port.manufacturer ? { manufacturer: port.manufacturer } : {}),
          ...(port.vendorId ? { vendorId: port.vendorId } : {}),
          ...(port.productId ? { productId: port.productId } : {}),
        }));
      } catch (error) {
        this.serialPorts = [];
        problems.push(`Could not list the serial ports: ${reasonOf(error)}`);
      }
      try {
        this.hidScanners = toHidScannerInfo(await listHidPosScanners(this.loadNodeHid));
      } catch (error) {
        this.hidScanners = [];
        problems.push(`Could not list the HID devices: ${reasonOf(error)}`);
      }
      this.problems = problems;
      this.publishIfChanged();
    });
    return this.snapshot();
  }

  /** Takes new settings: closes what left them, opens what they add, and answers the snapshot. */
  async configure(config: DevicesConfig): Promise<CounterDevicesSnapshot> {
    const parsed = devicesConfigSchema.parse(config);
    await this.enqueue(async () => {
      const next: Entry[] = [];
      for (const scanner of parsed.scanners) {
        const id = deviceIdOf(scanner);
        const kept = this.entries.find((entry) => entry.id === id && sameConfig(entry.config, scanner));
        if (kept && !next.includes(kept)) next.push(kept);
        else if (!next.some((entry) => entry.id === id)) next.push(this.newEntry(scanner));
      }
      const removed = this.entries.filter((entry) => !next.includes(entry));
      for (const entry of removed) {
        entry.isRemoved = true;
        await this.closeEntry(entry);
      }
      this.entries = next;
      this.config = parsed;
      if (!this.isStopped) await this.poll();
      this.publishIfChanged();
    });
    return this.snapshot();
  }

  private newEntry(config: ScannerConfig): Entry {
    const driver = this.drivers.find((candidate) => candidate.supports(config));
    if (!driver) throw new Error(`No driver for ${config.kind}`);
    const id = deviceIdOf(config);
    return {
      config,
      id,
      driver,
      name: config.kind === 'serial-scanner' ? config.path : id,
      status: 'disconnected',
      reason: 'Not opened yet.',
      lastScan: undefined,
      handle: undefined,
      isRemoved: false,
    };
  }

  private enqueue(work: () => Promise<void>): Promise<void> {
    const run = this.queue.then(work).catch((error: unknown) => {
      this.log(`Devices: ${reasonOf(error)}`);
    });
    this.queue = run;
    return run;
  }

  private pollSoon(): void {
    // A poll still running (a slow listing) is not stacked with another.
    if (this.isPolling || this.isStopped) return;
    this.isPolling = true;
    void this.enqueue(() => this.poll()).finally(() => {
      this.isPolling = false;
    });
  }

  /** One look at what is plugged in: closes what went away, opens what came (back). */
  private async poll(): Promise<void> {
    if (this.isStopped) return;
    const needsHid = this.entries.some((entry) => entry.config.kind === 'hid-pos-scanner');
    let hid: HidCandidate[] | Error | undefined;
    if (needsHid) {
      try {
        hid = await listHidPosScanners(this.loadNodeHid);
        this.hidScanners = toHidScannerInfo(hid);
      } catch (error) {
        hid = error instanceof Error ? error : new Error(String(error));
      }
    }
    const plugged: PluggedDevices = {
      hid,
      pathExists: (path) => existsSync(path),
      serialPorts: await this.listSerialPortNames(),
    };

    for (const entry of this.entries) {
      if (this.isStopped || entry.isRemoved) break;
      let found: FoundDevice;
      try {
        found = entry.driver.find(entry.config, plugged);
      } catch (error) {
        found = { type: 'unknown', reason: reasonOf(error) };
      }
      if (found.type === 'unknown') {
        // Cannot tell whether it is there: an open device stays open, a closed one shows why.
        if (!entry.handle) this.setStatus(entry, 'error', found.reason);
        continue;
      }
      if (found.type === 'absent') {
        await this.closeEntry(entry);
        this.setStatus(entry, 'disconnected', found.reason);
        continue;
      }
      if (entry.handle) continue;
      entry.name = found.name;
      await this.openEntry(entry, found.path);
    }
    this.publishIfChanged();
  }

  /**
   * On Windows a port (COM3) is no file to look for: there the poll asks `SerialPort.list()`, which
   * needs no udev there. Elsewhere the device node's path tells, and no listing is needed.
   */
  private async listSerialPortNames(): Promise<ReadonlySet<string> | Error | undefined> {
    if (process.platform !== 'win32') return undefined;
    if (!this.entries.some((entry) => entry.config.kind === 'serial-scanner')) return undefined;
    try {
      const { SerialPort } = await this.loadSerialPort();
      return new Set((await SerialPort.list()).map((port) => port.path.toUpperCase()));
    } catch (error) {
      return error instanceof Error ? error : new Error(String(error));
    }
  }

  private async openEntry(entry: Entry, path: string): Promise<void> {
    let handle: OpenDevice | undefined;
    const events = {
      scan: (scan: ScanEvent) => {
        if (entry.handle !== handle || entry.isRemoved) return;
        entry.lastScan = scan;
        this.emitScan(scan);
        this.publishIfChanged();
      },
      dropped: (reason: string) => this.log(`${entry.id}: dropped ${reason}.`),
      lost: (reason: string) => {
        if (entry.handle !== handle || handle === undefined) return;
        const lostHandle = handle;
        entry.handle = undefined;
        this.setStatus(entry, 'disconnected', reason);
        this.publishIfChanged();
        lostHandle.close().catch(() => undefined);
        // Look again soon: a device that is still there is reopened, one that is gone shows why.
        this.pollSoon();
      },
    };
    try {
      handle = await entry.driver.open(entry.config, { path }, entry.id, events);
    } catch (error) {
      this.setStatus(entry, 'error', reasonOf(error));
      return;
    }
    if (this.isStopped || entry.isRemoved) {
      await handle.close().catch(() => undefined);
      return;
    }
    entry.handle = handle;
    this.setStatus(entry, 'connected', undefined);
    this.log(`${entry.id}: connected.`);
  }

  private async closeEntry(entry: Entry): Promise<void> {
    const handle = entry.handle;
    if (!handle) return;
    entry.handle = undefined;
    try {
      await handle.close();
    } catch (error) {
      this.log(`${entry.id}: could not close cleanly: ${reasonOf(error)}`);
    }
  }

  private setStatus(entry: Entry, status: DeviceState['status'], reason: string | undefined): void {
    if (entry.status !== status || entry.reason !== reason) {
      if (status !== 'connected') this.log(`${entry.id}: ${status}${reason ? ` (${reason})` : ''}.`);
    }
    entry.status = status;
    entry.reason = reason;
  }

  private emitScan(scan: ScanEvent): void {
    for (const listener of this.scanListeners) {
      try {
        listener(scan);
      } catch (error) {
        this.log(`A scan listener failed: ${reasonOf(error)}`);
      }
    }
  }

  private publishIfChanged(): void {
    const snapshot = this.snapshot();
    const serialized = JSON.stringify(snapshot);
    if (serialized === this.lastPublished) return;
    this.lastPublished = serialized;
    for (const listener of this.changeListeners) {
      try {
        listener(snapshot);
      } catch (error) {
        this.log(`A device change listener failed: ${reasonOf(error)}`);
      }
    }
  }
}

function toHidScannerInfo(candidates: readonly HidCandidate[]): HidScannerInfo[] {
  const seen = new Set<string>();
  const scanners: HidScannerInfo[] = [];
  for (const candidate of candidates) {
    const key = `${candidate.vendorId}:${candidate.productId}`;
    if (seen.has(key)) continue;
    seen.add(key);
    scanners.push({
      vendorId: candidate.vendorId,
      productId: candidate.productId,
      ...(candidate.product ? { product: candidate.product } : {}),
      ...(candidate.manufacturer ? { manufacturer: candidate.manufacturer } : {}),
    });
  }
  return scanners;
}
