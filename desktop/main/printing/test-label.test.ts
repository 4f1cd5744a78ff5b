import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testLabelPdf, testLabelZpl } from './test-label';

// The PDF is written by hand, so poppler (pdfinfo, pdftotext: tests/support/ensure-system.mjs poppler)
// reads it back as any PDF reader would.

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'consigndesk-test-label-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const at = new Date('2026-11-26T08:05:00Z');

describe('the test label', () => {
  it('is a valid one-page PDF of 2 × 1 inches saying what it is, the printer and the time', () => {
    const file = path.join(dir, 'test.pdf');
    writeFileSync(file, testLabelPdf({ printerName: 'Back office (laser)', at }));

    const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });

    expect(info).toMatch(/^Pages:\s+1$/m);
    expect(info).toMatch(/^Page size:\s+144 x 72 pts/m);
    expect(text).toContain('ConsignDesk test print');
    expect(text).toContain('Back office (laser)');
    expect(text).toContain('2026-11-26 08:05 UTC');
  });

  it('is one ZPL label at the printer’s resolution, whose fields cannot start a command', () => {
    const zpl = testLabelZpl({ printerName: 'Zebra ^XZ~JR', at, dpi: 300 });

    expect(zpl.startsWith('^XA')).toBe(true);
    expect(zpl.trimEnd().endsWith('^XZ')).toBe(true);
    expect(zpl.match(/\^XA/g)).toHaveLength(1);
    expect(zpl.match(/\^XZ/g)).toHaveLength(1);
    expect(zpl).toContain('^PW600');
    expect(zpl).toContain('^FDZebra -XZ-JR^FS');
    expect(zpl).toContain('^FD2026-11-26 08:05 UTC^FS');
  });
});
