import { MAX_SCAN_CODE_LENGTH } from '@shared/ipc/scanner';

/**
 * HID POS scanned-data reports, decoded. The layout is the Barcode Scanner page's Scanned Data Report
 * (USB HID Point of Sale Usage Tables 1.02, usage page 0x8C, usage 0x12) as HID POS scanners send it
 * (Honeywell, Zebra and Datalogic use the same input report):
 *
 *   byte 0       Report ID 0x02
 *   byte 1       byte count of the decoded data in this report (Generic Desktop 0x3B Byte Count)
 *   bytes 2–4    Symbology Identifier 1–3 (0x8C:0xFB–0xFD): the AIM identifier, e.g. "]E0"
 *   bytes 5–60   Decoded Data (0x8C:0xFE), 56 bytes, buffered; only `byte count` of them are data
 *   bytes 61–62  vendor-defined (Honeywell's code id)
 *   byte 63      bit 0: Decode Data Continued (0x8C:0xFF): more of this code follows in the next report
 *
 * A code longer than 56 bytes (a 2D code) comes as several reports, all but the last marked continued.
 * On Linux (hidraw) and with every backend of node-hid, a device with report ids hands the report id
 * in byte 0 of what it reads.
 */
export const SCANNED_DATA_REPORT_ID = 0x02;
const BYTE_COUNT = 1;
const SYMBOLOGY = 2;
const DATA = 5;
const DATA_CAPACITY = 56;
const FLAGS = DATA + DATA_CAPACITY + 2;
/** The report up to and including the data; the vendor bytes and flags may be missing on a short report. */
const MIN_REPORT_LENGTH = DATA;

export type ScannedDataReport =
  | {
      readonly type: 'data';
      readonly data: Uint8Array;
      readonly symbology: string | undefined;
      readonly isContinued: boolean;
    }
  | { readonly type: 'ignored'; readonly reason: string };

const isPrintableAscii = (byte: number) => byte >= 0x20 && byte <= 0x7e;

/**
 * The symbology identifier as a string: the AIM identifier as sent ("]E0"), or the bytes in hex when
 * the scanner fills them with something unprintable; none when it leaves them zero.
 */
function symbologyOf(bytes: Uint8Array): string | undefined {
  const used = bytes.filter((byte) => byte !== 0);
  if (used.length === 0) return undefined;
  if (used.every(isPrintableAscii)) return String.fromCharCode(...used);
  return `0x${[...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

/** One input report, decoded; reports of other ids (trigger, status) are ignored with a reason. */
export function decodeScannedDataReport(report: Uint8Array): ScannedDataReport {
  if (report.length === 0) return { type: 'ignored', reason: 'empty report' };
  if (report[0] !== SCANNED_DATA_REPORT_ID) {
    return { type: 'ignored', reason: `report id ${report[0]} is not a Scanned Data Report` };
  }
  if (report.length < MIN_REPORT_LENGTH) {
    return { type: 'ignored', reason: `a Scanned Data Report of ${report.length} bytes is too short` };
  }
  const count = report[BYTE_COUNT];
  const available = Math.min(DATA_CAPACITY, report.length - DATA);
  if (count > available) {
    return {
      type: 'ignored',
      reason: `the report says ${count} data bytes but holds at most ${available}`,
    };
  }
  return {
    type: 'data',
    data: report.slice(DATA, DATA + count),
    symbology: symbologyOf(report.subarray(SYMBOLOGY, SYMBOLOGY + 3)),
    isContinued: report.length > FLAGS && (report[FLAGS] & 0x01) === 0x01,
  };
}

export type AssembledScan =
  | { readonly type: 'scan'; readonly code: string; readonly symbology: string | undefined }
  | { readonly type: 'dropped'; readonly reason: string };

/**
 * Joins the reports of one code (Decode Data Continued) and turns the bytes into the code. Feed it
 * every input report of one device in order; it answers a scan when a code is complete, a drop (with
 * its reason) for a code it will not pass on, and null while a code is still arriving or for a report
 * that carries no code.
 */
export class ScannedDataAssembler {
  private parts: Uint8Array[] = [];
  private length = 0;
  private symbology: string | undefined;

  constructor(private readonly maxLength = MAX_SCAN_CODE_LENGTH) {}

  push(report: Uint8Array): AssembledScan | null {
    const decoded = decodeScannedDataReport(report);
    if (decoded.type === 'ignored') return null;
    if (this.parts.length === 0 && this.length === 0) this.symbology = decoded.symbology;
    this.length += decoded.data.length;
    // Past the longest code the parts are only counted: the code is dropped at its last report.
    if (this.length <= this.maxLength * 4) this.parts.push(decoded.data);
    else this.parts = [];
    if (decoded.isContinued) return null;

    const bytes = Buffer.concat(this.parts);
    const byteLength = this.length;
    const symbology = this.symbology;
    this.parts = [];
    this.length = 0;
    this.symbology = undefined;
    if (byteLength > this.maxLength * 4) {
      return { type: 'dropped', reason: `a code of ${byteLength} bytes is longer than ${this.maxLength}` };
    }
    // Scanners set to add a suffix send it in HID POS mode too; the code is what comes before it.
    const code = bytes.toString('utf8').replace(/[\r\n]+$/, '');
    if (code.length === 0) return { type: 'dropped', reason: 'a scan with no data' };
    if (code.length > this.maxLength) {
      return {
        type: 'dropped',
        reason: `a code of ${code.length} characters is longer than ${this.maxLength}`,
      };
    }
    return { type: 'scan', code, symbology };
  }
}
