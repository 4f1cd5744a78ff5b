import type { ScannerConfig } from '@shared/ipc/devices';
import type { NodeHidModule } from './native-modules';
import { reasonOf, type DeviceDriver, type HidCandidate, type OpenDevice } from './device-driver';
import { ScannedDataAssembler } from './hid-pos-report';

type HidPosScannerConfig = Extract<ScannerConfig, { kind: 'hid-pos-scanner' }>;

/** USB HID usage page of POS barcode scanners (HID POS Usage Tables: Barcode Scanner page). */
export const HID_POS_BARCODE_SCANNER_PAGE = 0x8c;
/** Barcode Scanner (0x02): the application collection a scanner's scanned data reports belong to. */
const BARCODE_SCANNER_USAGE = 0x02;

const hex4 = (value: number) => value.toString(16).padStart(4, '0');

/** Lists the HID POS scanners plugged in (node-hid `devices()` filtered to usage page 0x8C). */
export async function listHidPosScanners(loadNodeHid: () => Promise<NodeHidModule>): Promise<HidCandidate[]> {
  const hid = await loadNodeHid();
  const devices = await hid.devicesAsync();
  return devices
    .filter((device) => device.usagePage === HID_POS_BARCODE_SCANNER_PAGE && device.path)
    .map((device) => ({
      path: device.path as string,
      vendorId: device.vendorId,
      productId: device.productId,
      usage: device.usage,
      product: device.product || undefined,
      manufacturer: device.manufacturer || undefined,
    }));
}

function openFailure(path: string, error: unknown): Error {
  const message = reasonOf(error);
  if (/permission|EACCES|cannot open device/i.test(message)) {
    return new Error(
      `Could not open the scanner (${path}): on Linux give this user access to its hidraw device with a udev rule (README, Scanners).`,
    );
  }
  return new Error(`Could not open the scanner (${path}): ${message}`);
}

/**
 * HID POS scanners: the mode that does not type into whatever has focus. Opens the scanner's HID
 * interface with node-hid and turns its Scanned Data Reports into scans (`ScannedDataAssembler`).
 */
export function createHidPosScannerDriver(
  loadNodeHid: () => Promise<NodeHidModule>,
): DeviceDriver<HidPosScannerConfig> {
  return {
    kind: 'hid-pos-scanner',
    supports: (config): config is HidPosScannerConfig => config.kind === 'hid-pos-scanner',

    find(config, plugged) {
      const ids = `${hex4(config.vendorId)}:${hex4(config.productId)}`;
      if (plugged.hid === undefined || plugged.hid instanceof Error) {
        return { type: 'unknown', reason: `Could not list HID devices: ${reasonOf(plugged.hid)}` };
      }
      const matches = plugged.hid.filter(
        (device) => device.vendorId === config.vendorId && device.productId === config.productId,
      );
      // A scanner may offer several HID interfaces; the Barcode Scanner collection carries the scans.
      const match = matches.find((device) => device.usage === BARCODE_SCANNER_USAGE) ?? matches[0];
      if (!match) {
        return {
          type: 'absent',
          reason: `No HID POS scanner ${ids} is plugged in (or it is not set to HID POS mode).`,
        };
      }
      return { type: 'found', path: match.path, name: match.product ?? `HID POS scanner ${ids}` };
    },

    async open(_config, found, deviceId, events): Promise<OpenDevice> {
      const hid = await loadNodeHid();
      let device: Awaited<ReturnType<NodeHidModule['HIDAsync']['open']>>;
      try {
        device = await hid.HIDAsync.open(found.path);
      } catch (error) {
        throw openFailure(found.path, error);
      }
      const assembler = new ScannedDataAssembler();
      let isClosing = false;
      device.on('data', (report: Buffer) => {
        const result = assembler.push(report);
        if (result?.type === 'scan') {
          events.scan({
            code: result.code,
            ...(result.symbology ? { symbology: result.symbology } : {}),
            source: 'hid',
            deviceId,
            at: Date.now(),
          });
        } else if (result?.type === 'dropped') {
          events.dropped(result.reason);
        }
      });
      // node-hid reports a pulled cable as a read error.
      device.on('error', (error: unknown) => {
        if (isClosing) return;
        isClosing = true;
        events.lost(`The scanner stopped answering: ${reasonOf(error)}`);
        device.close().catch(() => undefined);
      });
      return {
        close: async () => {
          if (isClosing) return;
          isClosing = true;
          await device.close();
        },
      };
    },
  };
}
