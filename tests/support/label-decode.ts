import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { prepareZXingModule, readBarcodes, type ReaderOptions, type ReadResult } from 'zxing-wasm/reader';

/**
 * What the label tests read back from a document (issue 14): a PDF's pages drawn by poppler's
 * pdftoppm, their barcodes and QR codes decoded by ZXing (zxing-wasm, its .wasm read from
 * node_modules: no network), and each page's MediaBox from pdfinfo.
 */

const REPO_ROOT = resolve(__dirname, '..', '..');
const require = createRequire(__filename);

/** Installs poppler-utils where the tests may (root on Debian), or stops with the command to run. */
export function ensurePoppler(): void {
  execFileSync(process.execPath, [join(REPO_ROOT, 'tests', 'support', 'ensure-system.mjs'), 'poppler'], {
    stdio: 'inherit',
  });
}

let isPrepared = false;
function prepare(): void {
  if (isPrepared) return;
  const wasm = join(dirname(require.resolve('zxing-wasm/reader')), '..', '..', 'reader', 'zxing_reader.wasm');
  prepareZXingModule({ overrides: { wasmBinary: readFileSync(wasm).buffer as ArrayBuffer } });
  isPrepared = true;
}

/**
 * Every barcode and QR code in a PNG. A UPC-A is an EAN-13 starting with 0, and ZXing reports it as
 * such unless asked for UPC-A alone: pass `formats` for that.
 */
export async function decodePng(
  png: Uint8Array,
  formats: ReaderOptions['formats'] = [],
): Promise<ReadResult[]> {
  prepare();
  const results = await readBarcodes(png, { tryHarder: true, maxNumberOfSymbols: 255, formats });
  return results.filter((result) => result.isValid);
}

/** Each page of the PDF as a PNG at `dpi`. */
export function pdfToPngs(pdf: Buffer, dpi = 300): Buffer[] {
  const dir = mkdtempSync(join(tmpdir(), 'labels-'));
  try {
    writeFileSync(join(dir, 'labels.pdf'), pdf);
    execFileSync('pdftoppm', ['-r', String(dpi), '-png', join(dir, 'labels.pdf'), join(dir, 'page')]);
    return readdirSync(dir)
      .filter((name) => name.endsWith('.png'))
      .sort()
      .map((name) => readFileSync(join(dir, name)));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Each page's MediaBox in millimetres (pdfinfo), width × height. */
export function pdfPageSizesMm(pdf: Buffer): Array<{ width: number; height: number }> {
  const dir = mkdtempSync(join(tmpdir(), 'labels-'));
  try {
    writeFileSync(join(dir, 'labels.pdf'), pdf);
    const output = execFileSync('pdfinfo', ['-f', '1', '-l', '100000', '-box', join(dir, 'labels.pdf')], {
      encoding: 'utf8',
    });
    return [...output.matchAll(/Page\s+\d+\s+MediaBox:\s+([\d.]+)\s+([\d.]+)\s+([\d.]+)\s+([\d.]+)/g)].map(
      (match) => ({
        width: ((Number(match[3]) - Number(match[1])) * 25.4) / 72,
        height: ((Number(match[4]) - Number(match[2])) * 25.4) / 72,
      }),
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
