import { z } from 'zod';

/**
 * How a scan reached the app: a keyboard-wedge scanner typing into the page (read by the renderer
 * itself), a HID POS scanner, or a serial / USB CDC scanner (both read by the main process).
 */
export const SCAN_SOURCES = ['wedge', 'hid', 'serial'] as const;
export type ScanSource = (typeof SCAN_SOURCES)[number];

/** Longest code accepted: a 2D scanner reads QR codes of a few thousand characters, nothing longer. */
export const MAX_SCAN_CODE_LENGTH = 4096;

/** One scan, whichever kind of scanner made it: what `counter.scanner.onScan` listeners receive. */
export const scanEventSchema = z.strictObject({
  /** The scanned data, without the terminating CR / LF. */
  code: z.string().min(1).max(MAX_SCAN_CODE_LENGTH),
  /** The symbology the scanner reported (e.g. an AIM identifier such as `]E0`), when it reports one. */
  symbology: z.string().min(1).max(64).optional(),
  source: z.enum(SCAN_SOURCES),
  /** The device the scan came from, as the Devices screen names it. */
  deviceId: z.string().min(1).max(256).optional(),
  /** When the scanner finished sending the code (milliseconds since the epoch). */
  at: z.number().int().nonnegative(),
});
export type ScanEvent = z.infer<typeof scanEventSchema>;
