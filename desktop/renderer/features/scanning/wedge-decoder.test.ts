import { describe, expect, it } from 'vitest';
import { SCAN_BUFFER_CLEAR_MS } from '@shared/constants';
import { WedgeDecoder, type WedgeKey } from './wedge-decoder';

/** Keys of `text` then Enter, the n-th key `gaps[n % gaps.length]` ms after the one before. */
function typed(text: string, start: number, gaps: number[], enter = true): WedgeKey[] {
  const keys = [...text, ...(enter ? ['Enter'] : [])];
  let at = start;
  return keys.map((key, index) => {
    if (index > 0) at += gaps[(index - 1) % gaps.length];
    return { key, at };
  });
}

function feedAll(decoder: WedgeDecoder, keys: WedgeKey[]) {
  return keys.map((key) => decoder.feed(key)).filter((scan) => scan !== null);
}

describe('WedgeDecoder', () => {
  it("reads a USB scanner's burst (a key every 4–12 ms, Enter last) as one scan", () => {
    // Recorded from a Honeywell Voyager 1200g in USB keyboard mode: EAN-13 then Enter.
    const keys = typed('0195866106541', 1_000, [8, 4, 12, 6, 8, 8, 5, 11, 7, 8, 9, 6, 10]);
    expect(feedAll(new WedgeDecoder(), keys)).toEqual([
      { code: '0195866106541', at: keys.at(-1)?.at, length: 13 },
    ]);
  });

  it('reads two scans in a row, and an item code of letters and digits', () => {
    const decoder = new WedgeDecoder();
    const first = typed('CD-7K2M9Q', 0, [9]);
    const second = typed('CD-8X3P1A', 600, [9]);
    expect(feedAll(decoder, [...first, ...second]).map((scan) => scan.code)).toEqual([
      'CD-7K2M9Q',
      'CD-8X3P1A',
    ]);
  });

  it("never reads a fast typist's words as a scan, even with some quick pairs", () => {
    // A 100 wpm typist: mostly 70–140 ms between keys, rolls of 30–45 ms on common pairs.
    const keys = typed(
      'jordan 1 chicago',
      0,
      [95, 33, 120, 70, 38, 140, 88, 31, 110, 76, 45, 99, 130, 36, 81, 102],
    );
    expect(feedAll(new WedgeDecoder(), keys)).toEqual([]);
  });

  it('does not read a short roll of keys (a person) as a scan', () => {
    expect(feedAll(new WedgeDecoder(), typed('abc', 0, [10]))).toEqual([]);
  });

  it('drops a burst that ends without Enter: its keys never join the next scan', () => {
    const decoder = new WedgeDecoder();
    const cut = typed('01958661', 0, [8], false);
    feedAll(decoder, cut);
    expect(decoder.isInBurst).toBe(true);
    decoder.sweep((cut.at(-1)?.at ?? 0) + SCAN_BUFFER_CLEAR_MS + 1);
    expect(decoder.isInBurst).toBe(false);
    const next = typed('0195866106541', 5_000, [8]);
    expect(feedAll(decoder, next).map((scan) => scan.code)).toEqual(['0195866106541']);
  });

  it('keeps a burst that is still coming when the sweep runs', () => {
    const decoder = new WedgeDecoder();
    const keys = typed('0195866106541', 0, [8]);
    feedAll(decoder, keys.slice(0, 6));
    decoder.sweep((keys[5]?.at ?? 0) + 20);
    expect(feedAll(decoder, keys.slice(6)).map((scan) => scan.code)).toEqual(['0195866106541']);
  });

  it('starts over when a scan follows typing without a pause, and after a non-printing key', () => {
    const decoder = new WedgeDecoder();
    // A person typed "ab" (slowly), then a scan burst began 200 ms later.
    const keys = [...typed('ab', 0, [150], false), ...typed('4006381333931', 350, [6])];
    expect(feedAll(decoder, keys).map((scan) => scan.code)).toEqual(['4006381333931']);
    const shifted = [
      ...typed('4006', 10_000, [6], false),
      { key: 'Tab', at: 10_024 },
      ...typed('381333931', 10_030, [6]),
    ];
    expect(feedAll(decoder, shifted).map((scan) => scan.code)).toEqual(['381333931']);
  });

  it('reads keys stamped before the last one as a pause, not as scanner speed', () => {
    // A cut-off burst stamped with epoch times (keys sent through DevTools), then keys stamped with
    // the page's own clock: the later keys start over instead of joining the cut-off burst.
    const decoder = new WedgeDecoder();
    expect(feedAll(decoder, typed('ABCDEF', 1_767_225_600_000, [5], false))).toEqual([]);
    expect(feedAll(decoder, typed('12', 12_000, [5]))).toEqual([]);
    expect(feedAll(decoder, typed('4006381333931', 13_000, [5]))).toEqual([
      { code: '4006381333931', at: 13_000 + 13 * 5, length: 13 },
    ]);
  });

  it('waits for Enter no longer than a key gap: a late Enter is a person pressing it', () => {
    const decoder = new WedgeDecoder();
    const keys = typed('4006381333931', 0, [6], false);
    feedAll(decoder, keys);
    expect(decoder.feed({ key: 'Enter', at: (keys.at(-1)?.at ?? 0) + 300 })).toBeNull();
  });
});
