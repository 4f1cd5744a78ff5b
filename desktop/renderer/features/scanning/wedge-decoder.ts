import { SCAN_BUFFER_CLEAR_MS } from '@shared/constants';
import { MAX_SCAN_CODE_LENGTH } from '@shared/ipc/scanner';

/**
 * Tells a keyboard-wedge scanner from a person typing, from key timings alone (spec 001 §9: Enter
 * ends a barcode; the key buffer clears after 500 ms and is swept every 3 s). A scanner "types" a
 * whole code in a burst, each key a few milliseconds after the last, and ends it with Enter; a
 * person, even a fast typist, leaves far longer gaps between most keys. No DOM here: the listener
 * (wedge-listener.ts) feeds it keys and the tests feed it recorded timings.
 */

/**
 * Longest gap between two keys of one scan. USB scanners send a key every 1–15 ms (a slow wireless
 * one up to about 35 ms); people type at 100–250 ms between keys, and a fast typist's quickest pairs
 * come at 50–80 ms, but never a whole code's worth in a row.
 */
export const WEDGE_MAX_KEY_GAP_MS = 40;
/** Shortest code read as a scan: item codes and EAN-8 are longer; a 3-key burst is a person's roll. */
export const WEDGE_MIN_CODE_LENGTH = 4;

export interface WedgeKey {
  /** KeyboardEvent.key: one printable character, or 'Enter'. Other keys end any burst. */
  key: string;
  /** When it was pressed (event.timeStamp or performance.now(), in ms). */
  at: number;
}

export interface WedgeScan {
  code: string;
  /** When the terminating Enter came. */
  at: number;
  /** How many of the code's keys went into a text field (the listener decides what to do with them). */
  length: number;
}

export class WedgeDecoder {
  private buffer = '';
  private startedAt = 0;
  private lastAt = Number.NEGATIVE_INFINITY;

  /**
   * One key. Returns the scan an Enter ends, or null. A key that comes too long after the last one
   * starts a new burst (the old one was typing or a cut-off scan); any key that is not printable
   * and not Enter ends the burst.
   */
  feed({ key, at }: WedgeKey): WedgeScan | null {
    // A key stamped before the last one (two clocks mixed, e.g. keys injected through DevTools with
    // epoch times beside the page's own) says nothing about speed: it counts as a long gap.
    const rawGap = at - this.lastAt;
    const gap = rawGap < 0 ? Number.POSITIVE_INFINITY : rawGap;
    this.lastAt = at;
    if (key === 'Enter') {
      const code = this.buffer;
      const isBurst = gap <= WEDGE_MAX_KEY_GAP_MS && code.length >= WEDGE_MIN_CODE_LENGTH;
      this.clear();
      return isBurst ? { code, at, length: code.length } : null;
    }
    if (key.length !== 1) {
      this.clear();
      return null;
    }
    if (gap > WEDGE_MAX_KEY_GAP_MS || this.buffer.length >= MAX_SCAN_CODE_LENGTH) {
      this.buffer = '';
      this.startedAt = at;
    }
    this.buffer += key;
    return null;
  }

  /**
   * The periodic sweep (every SCAN_BUFFER_SWEEP_MS): a burst that stopped without Enter more than
   * SCAN_BUFFER_CLEAR_MS ago is dropped, so its keys never join a later scan.
   */
  sweep(now: number): void {
    if (this.buffer && now - this.lastAt > SCAN_BUFFER_CLEAR_MS) this.clear();
  }

  /** Whether a burst is under way: its keys may be a scan still to be ended by Enter. */
  get isInBurst(): boolean {
    return this.buffer.length > 0;
  }

  /** When the current burst began (for timing the scan to screen). */
  get burstStartedAt(): number {
    return this.startedAt;
  }

  private clear(): void {
    this.buffer = '';
  }
}
