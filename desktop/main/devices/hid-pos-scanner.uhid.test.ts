import { closeSync, openSync, writeSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import type { ScanEvent } from '@shared/ipc/scanner';
import { DeviceManager } from './device-manager';
import { deviceBecomes } from './testing/device-becomes';
import { loadNodeHid } from './native-modules';

// A HID POS scanner end to end through the kernel: /dev/uhid creates a virtual USB HID device with a
// Barcode Scanner report descriptor, the kernel gives it a hidraw node, node-hid finds and opens it
// for the DeviceManager, and the Scanned Data Reports this test writes come back as scans. It needs
// the uhid module (`modprobe uhid`, as root, which tests/support/ensure-system.mjs tries): the
// `devices-uhid` project of vitest.config.mts runs this file only where /dev/uhid is readable and
// writable, and `npm test` prints whether it ran and why not.

const UHID_PATH = '/dev/uhid';

// linux/uhid.h: struct uhid_event is a __u32 type and a packed union, whose largest member is
// struct uhid_create2_req (name[128], phys[64], uniq[64], rd_size u16, bus u16, vendor u32,
// product u32, version u32, country u32, rd_data[HID_MAX_DESCRIPTOR_SIZE = 4096]).
const UHID_DESTROY = 1;
const UHID_CREATE2 = 11;
const UHID_INPUT2 = 12;
const UHID_EVENT_SIZE = 4 + 128 + 64 + 64 + 2 + 2 + 4 * 4 + 4096;
const BUS_USB = 0x03;

const VENDOR_ID = 0x1d6b; // the Linux Foundation's id: a virtual device, never a real scanner
const PRODUCT_ID = 0xc0de;

// The Barcode Scanner's Scanned Data Report (HID POS Usage Tables, usage page 0x8C) as HID POS
// scanners describe it: report id 2, byte count, symbology identifiers 1–3, 56 bytes of decoded
// data, two vendor bytes, and Decode Data Continued.
const REPORT_DESCRIPTOR = [
  0x05,
  0x8c,
  0x09,
  0x02,
  0xa1,
  0x01, // Usage Page (Barcode Scanner), Usage (Barcode Scanner), Collection (Application)
  0x09,
  0x12,
  0xa1,
  0x02, //             Usage (Scanned Data Report), Collection (Logical)
  0x85,
  0x02,
  0x15,
  0x00,
  0x26,
  0xff,
  0x00,
  0x75,
  0x08, // Report ID (2), Logical 0..255, Report Size (8)
  0x95,
  0x01,
  0x05,
  0x01,
  0x09,
  0x3b,
  0x81,
  0x02, //     1 × Generic Desktop Byte Count, Input
  0x95,
  0x03,
  0x05,
  0x8c,
  0x09,
  0xfb,
  0x09,
  0xfc,
  0x09,
  0xfd,
  0x81,
  0x02, // Symbology Identifier 1–3
  0x95,
  0x38,
  0x09,
  0xfe,
  0x82,
  0x02,
  0x01, //           56 × Decoded Data, Input (Buffered Bytes)
  0x06,
  0x66,
  0xff,
  0x95,
  0x02,
  0x09,
  0x04,
  0x09,
  0x00,
  0x81,
  0x02, // two vendor-defined bytes
  0x05,
  0x8c,
  0x25,
  0x01,
  0x75,
  0x01,
  0x95,
  0x08,
  0x09,
  0xff,
  0x81,
  0x02, // Decode Data Continued
  0xc0,
  0xc0, //                         End Collection × 2
];

function uhidEvent(type: number, fill: (event: Buffer) => void): Buffer {
  const event = Buffer.alloc(UHID_EVENT_SIZE);
  event.writeUInt32LE(type, 0);
  fill(event);
  return event;
}

function create2(): Buffer {
  return uhidEvent(UHID_CREATE2, (event) => {
    event.write('ConsignDesk test HID POS scanner', 4, 'latin1');
    const at = 4 + 128 + 64 + 64;
    event.writeUInt16LE(REPORT_DESCRIPTOR.length, at);
    event.writeUInt16LE(BUS_USB, at + 2);
    event.writeUInt32LE(VENDOR_ID, at + 4);
    event.writeUInt32LE(PRODUCT_ID, at + 8);
    Buffer.from(REPORT_DESCRIPTOR).copy(event, at + 20);
  });
}

function input2(report: Buffer): Buffer {
  return uhidEvent(UHID_INPUT2, (event) => {
    event.writeUInt16LE(report.length, 4);
    report.copy(event, 6);
  });
}

function scannedDataReport(code: string, aim: string): Buffer {
  const report = Buffer.alloc(64);
  report[0] = 0x02;
  report[1] = code.length;
  report.write(aim, 2, 'latin1');
  report.write(code, 5, 'latin1');
  return report;
}

let fd: number | undefined;
let manager: DeviceManager | undefined;

afterEach(async () => {
  await manager?.stop();
  if (fd !== undefined) {
    writeSync(
      fd,
      uhidEvent(UHID_DESTROY, () => {}),
    );
    closeSync(fd);
  }
  fd = undefined;
});

describe('a HID POS scanner through uhid', () => {
  it('is found by its USB ids, scans with its symbology, and shows unplugging within 3 s', async () => {
    fd = openSync(UHID_PATH, 'r+');
    writeSync(fd, create2());
    manager = new DeviceManager({
      config: { scanners: [{ kind: 'hid-pos-scanner', vendorId: VENDOR_ID, productId: PRODUCT_ID }] },
      loadNodeHid,
    });
    await manager.start();
    await deviceBecomes(manager, (device) => device.status === 'connected');

    const scanned = new Promise<ScanEvent>((resolve) => {
      const stop = manager?.onScan((scan) => {
        stop?.();
        resolve(scan);
      });
    });
    writeSync(fd, input2(scannedDataReport('4006381333931', ']E0')));
    expect(await scanned).toMatchObject({
      code: '4006381333931',
      symbology: ']E0',
      source: 'hid',
      deviceId: 'hid:1d6b:c0de',
    });

    const pulledAt = Date.now();
    writeSync(
      fd,
      uhidEvent(UHID_DESTROY, () => {}),
    );
    closeSync(fd);
    fd = undefined;
    await deviceBecomes(manager, (device) => device.status === 'disconnected');
    expect(Date.now() - pulledAt).toBeLessThan(3000);
  });
});
