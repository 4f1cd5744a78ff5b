import type * as NodeHid from 'node-hid';
import type * as SerialPort from 'serialport';
import type * as PdfToPrinter from 'pdf-to-printer';

// The hardware libraries, loaded on first use and only here. Each loads a native binary when it is
// required; a top-level import anywhere in the main process would load both at start-up on every
// counter PC, scanner or not, and a binary that fails to load (a platform without a prebuild) would
// stop the app before its window opens. Loaded on first use, that failure is one device's error.
// The sandboxed preload cannot load them at all (desktop/build.mjs refuses a preload that requires
// anything but electron); native-modules.test.ts and packaging.test.ts check that nothing else does.

export type NodeHidModule = typeof NodeHid;
export type SerialPortModule = typeof SerialPort;
export type PdfToPrinterModule = typeof PdfToPrinter;

export class NativeModuleError extends Error {
  constructor(
    readonly moduleName: string,
    cause: unknown,
  ) {
    super(`Could not load ${moduleName}: ${cause instanceof Error ? cause.message : String(cause)}`, {
      cause,
    });
    this.name = 'NativeModuleError';
  }
}

function loadOnce<T>(moduleName: string, load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      // Forget the failure so a later attempt (after the shop fixes the install) tries again.
      loading = undefined;
      throw new NativeModuleError(moduleName, error);
    });
    return loading;
  };
}

/** `node-hid`, for HID POS scanners. */
export const loadNodeHid: () => Promise<NodeHidModule> = loadOnce('node-hid', () => import('node-hid'));

/** `serialport`, for serial / USB CDC scanners and printers. */
export const loadSerialPort: () => Promise<SerialPortModule> = loadOnce(
  'serialport',
  () => import('serialport'),
);

/**
 * `pdf-to-printer`, the Windows spooler (it runs the SumatraPDF it ships, which must sit outside the
 * asar). Windows only; loaded on first use like the others, so other platforms never touch it.
 */
export const loadPdfToPrinter: () => Promise<PdfToPrinterModule> = loadOnce(
  'pdf-to-printer',
  () => import('pdf-to-printer'),
);
