import { describe, expect, it } from 'vitest';
import { hostStatusAnswer } from './testing/zpl-listener';
import { hostStatusProblems, isHostStatusComplete, parseHostStatus } from './zpl-host-status';
import { readingFromHostStatus } from './zpl-status-reading';

// Answers written from the ZPL II Programming Guide's ~HS description (string 1: b paper out, c pause,
// f buffer full, j corrupt RAM, k/l temperature; string 2: o head up, p ribbon out).
const frame = (...strings: string[]) =>
  Buffer.from(strings.map((text) => `\x02${text}\x03\r\n`).join(''), 'latin1');
const READY_1 = '030,0,0,1218,000,0,0,0,000,0,0,0';
const READY_2 = '000,0,0,0,0,2,4,0,00000000,1,000';
const THIRD = '1234,0';

describe('the ~HS answer', () => {
  it('reads a ready printer as ready', () => {
    const status = parseHostStatus(frame(READY_1, READY_2, THIRD));

    expect(status && hostStatusProblems(status)).toEqual([]);
    expect(readingFromHostStatus(frame(READY_1, READY_2, THIRD), '10.0.0.9:9100')).toEqual({
      status: 'connected',
    });
  });

  it.each([
    ['paper out', frame('030,1,0,1218,000,0,0,0,000,0,0,0', READY_2, THIRD), ['Out of paper']],
    ['paused', frame('030,0,1,1218,000,0,0,0,000,0,0,0', READY_2, THIRD), ['Paused']],
    ['head open', frame(READY_1, '000,0,1,0,0,2,4,0,00000000,1,000', THIRD), ['Print head open']],
    ['ribbon out', frame(READY_1, '000,0,0,1,1,2,4,0,00000000,1,000', THIRD), ['Out of ribbon']],
    ['buffer full', frame('030,0,0,1218,000,1,0,0,000,0,0,0', READY_2, THIRD), ['Printer memory full']],
    ['over temperature', frame('030,0,0,1218,000,0,0,0,000,0,0,1', READY_2, THIRD), ['Print head too hot']],
    [
      'paper out while paused, with the head open',
      frame('030,1,1,1218,000,0,0,0,000,0,0,0', '000,0,1,0,0,2,4,0,00000000,1,000', THIRD),
      ['Out of paper', 'Print head open', 'Paused'],
    ],
  ])('names %s', (_label, answer, problems) => {
    const status = parseHostStatus(answer);

    expect(status && hostStatusProblems(status)).toEqual(problems);
    expect(readingFromHostStatus(answer, 'x')).toEqual({ status: 'error', reason: problems.join(', ') });
  });

  it('reads the answer the test listener gives, so the listener speaks ~HS as a printer does', () => {
    const status = parseHostStatus(Buffer.from(hostStatusAnswer({ paperOut: true }), 'latin1'));

    expect(status && hostStatusProblems(status)).toEqual(['Out of paper']);
  });

  it('is complete only with all three strings, however it was split', () => {
    const whole = frame(READY_1, READY_2, THIRD);

    expect(isHostStatusComplete(whole.subarray(0, whole.length - 5))).toBe(false);
    expect(isHostStatusComplete(whole)).toBe(true);
  });

  it.each([
    ['nothing', Buffer.alloc(0)],
    ['one string', frame(READY_1)],
    ['strings of another shape', frame('hello', 'world', THIRD)],
    ['an unframed answer', Buffer.from(`${READY_1}\r\n${READY_2}\r\n`)],
  ])('says the status is unknown, and does not block the printer, for %s', (_label, answer) => {
    expect(parseHostStatus(answer)).toBeUndefined();
    expect(readingFromHostStatus(answer, '10.0.0.9:9100')).toEqual({
      status: 'connected',
      reason: expect.stringContaining('10.0.0.9:9100 did not report its status'),
    });
  });
});
