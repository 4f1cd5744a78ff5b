import { describe, expect, it } from 'vitest';
import { decodeScannedDataReport, ScannedDataAssembler } from './hid-pos-report';

// Reports written byte by byte from the HID POS Usage Tables' Scanned Data Report (usage page 0x8C):
// report id 2, byte count, three symbology identifier bytes, 56 bytes of decoded data, two vendor
// bytes, then the flags byte whose bit 0 is Decode Data Continued. 64 bytes, as the scanners send it.
function scannedDataReport(data: string, options: { aim?: string; isContinued?: boolean } = {}): Uint8Array {
  const report = new Uint8Array(64);
  const bytes = Buffer.from(data, 'utf8');
  report[0] = 0x02;
  report[1] = bytes.length;
  Buffer.from(options.aim ?? '\0\0\0', 'latin1').copy(report, 2);
  bytes.copy(report, 5);
  report[61] = 0x64; // Honeywell's code id for EAN-13: vendor bytes the decoder must skip
  report[63] = options.isContinued ? 0x01 : 0x00;
  return report;
}

describe('decodeScannedDataReport', () => {
  it('reads the byte count, the AIM symbology identifier and the data', () => {
    const report = scannedDataReport('4006381333931', { aim: ']E0' });

    const decoded = decodeScannedDataReport(report);

    expect(decoded).toEqual({
      type: 'data',
      data: new Uint8Array(Buffer.from('4006381333931')),
      symbology: ']E0',
      isContinued: false,
    });
  });

  it('reads only the byte count of the 56 data bytes, not the padding after them', () => {
    const report = scannedDataReport('K7QX2M');
    report.fill(0x41, 11, 61); // garbage after the six data bytes

    const decoded = decodeScannedDataReport(report);

    expect(decoded.type === 'data' && Buffer.from(decoded.data).toString()).toBe('K7QX2M');
    expect(decoded.type === 'data' && decoded.symbology).toBeUndefined();
  });

  it('reads Decode Data Continued from bit 0 of the last byte', () => {
    const decoded = decodeScannedDataReport(scannedDataReport('x'.repeat(56), { isContinued: true }));
    expect(decoded.type === 'data' && decoded.isContinued).toBe(true);
  });

  it('names unprintable symbology bytes in hex', () => {
    const decoded = decodeScannedDataReport(scannedDataReport('1', { aim: '\x00\x03\x01' }));
    expect(decoded.type === 'data' && decoded.symbology).toBe('0x000301');
  });

  it.each([
    ['an empty report', new Uint8Array(0), /empty/],
    ['a trigger report (id 4)', Uint8Array.from([0x04, 0x01]), /report id 4/],
    ['a report cut short', Uint8Array.from([0x02, 0x03, 0x5d]), /too short/],
    [
      'a byte count past the data field',
      (() => {
        const report = scannedDataReport('1');
        report[1] = 57;
        return report;
      })(),
      /says 57 data bytes/,
    ],
  ])('ignores %s with a reason', (_label, report, reason) => {
    const decoded = decodeScannedDataReport(report);
    expect(decoded.type).toBe('ignored');
    expect(decoded.type === 'ignored' && decoded.reason).toMatch(reason);
  });
});

describe('ScannedDataAssembler', () => {
  it('answers one scan per complete report', () => {
    const assembler = new ScannedDataAssembler();

    expect(assembler.push(scannedDataReport('K7QX2M', { aim: ']C0' }))).toEqual({
      type: 'scan',
      code: 'K7QX2M',
      symbology: ']C0',
    });
    expect(assembler.push(scannedDataReport('0012345678905', { aim: ']E0' }))).toEqual({
      type: 'scan',
      code: '0012345678905',
      symbology: ']E0',
    });
  });

  it('joins a 2D code sent over several continued reports, with the first report symbology', () => {
    const url = `https://consigndesk.example/i/${'A1B2C3D4'.repeat(10)}`;
    const assembler = new ScannedDataAssembler();

    expect(assembler.push(scannedDataReport(url.slice(0, 56), { aim: ']Q1', isContinued: true }))).toBeNull();
    expect(
      assembler.push(scannedDataReport(url.slice(56, 112), { aim: ']Q1', isContinued: true })),
    ).toBeNull();
    expect(assembler.push(scannedDataReport(url.slice(112), { aim: ']Q1' }))).toEqual({
      type: 'scan',
      code: url,
      symbology: ']Q1',
    });
  });

  it('takes the code without the CR suffix a scanner may be set to add', () => {
    expect(new ScannedDataAssembler().push(scannedDataReport('K7QX2M\r\n'))).toMatchObject({
      code: 'K7QX2M',
    });
  });

  it('passes over reports that are not scanned data, in the middle of a code too', () => {
    const assembler = new ScannedDataAssembler();

    expect(assembler.push(scannedDataReport('ABC', { isContinued: true }))).toBeNull();
    expect(assembler.push(Uint8Array.from([0x04, 0x00]))).toBeNull();
    expect(assembler.push(scannedDataReport('DEF'))).toMatchObject({ code: 'ABCDEF' });
  });

  it('drops a scan with no data, and a code longer than any barcode, with the reason', () => {
    const assembler = new ScannedDataAssembler(100);

    expect(assembler.push(scannedDataReport(''))).toEqual({ type: 'dropped', reason: 'a scan with no data' });
    for (let part = 0; part < 10; part += 1) {
      expect(assembler.push(scannedDataReport('x'.repeat(56), { isContinued: true }))).toBeNull();
    }
    expect(assembler.push(scannedDataReport('end'))).toMatchObject({
      type: 'dropped',
      reason: /longer than 100/,
    });
    // The next code starts clean.
    expect(assembler.push(scannedDataReport('K7QX2M'))).toMatchObject({ type: 'scan', code: 'K7QX2M' });
  });
});
