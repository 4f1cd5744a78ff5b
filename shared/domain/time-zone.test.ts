import { describe, expect, it } from 'vitest';
import { isTimeZone, timeZoneNames, utcDatetimeText, zonedDay, zonedDayStart } from './time-zone';

describe('time zones', () => {
  it('knows IANA names and refuses anything else', () => {
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('America/New_York')).toBe(true);
    expect(isTimeZone('Africa/Johannesburg')).toBe(true);
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isTimeZone('')).toBe(false);
    expect(isTimeZone(' UTC')).toBe(false);
    expect(timeZoneNames()[0]).toBe('UTC');
    expect(timeZoneNames()).toContain('Europe/London');
  });

  it('puts a late-evening sale on the store’s own day', () => {
    // 03:30 UTC on the 26th is 22:30 on the 25th in New York (EST, −5 h).
    expect(zonedDay('2026-11-26T03:30:00Z', 'America/New_York')).toBe('2026-11-25');
    expect(zonedDay('2026-11-26T03:30:00Z', 'UTC')).toBe('2026-11-26');
    expect(zonedDay('2026-11-25T22:30:00Z', 'Africa/Johannesburg')).toBe('2026-11-26');
  });

  it('starts a day at the zone’s midnight, across clock changes', () => {
    expect(zonedDayStart('2026-11-25', 'America/New_York').toISOString()).toBe('2026-11-25T05:00:00.000Z');
    expect(zonedDayStart('2026-07-01', 'America/New_York').toISOString()).toBe('2026-07-01T04:00:00.000Z');
    expect(zonedDayStart('2026-11-25', 'UTC').toISOString()).toBe('2026-11-25T00:00:00.000Z');
    expect(zonedDayStart('2026-11-26', 'Asia/Kolkata').toISOString()).toBe('2026-11-25T18:30:00.000Z');
    // The days clocks change in New York (2026-03-08 forward, 2026-11-01 back): midnight is before the change.
    expect(zonedDayStart('2026-03-08', 'America/New_York').toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(zonedDayStart('2026-11-01', 'America/New_York').toISOString()).toBe('2026-11-01T04:00:00.000Z');
    // Santiago skips from 00:00 to 01:00 on 2026-09-06: the day starts at 01:00 local.
    const skipped = zonedDayStart('2026-09-06', 'America/Santiago');
    expect(zonedDay(skipped, 'America/Santiago')).toBe('2026-09-06');
    expect(skipped.toISOString()).toBe('2026-09-06T04:00:00.000Z');
    expect(() => zonedDayStart('26/11/2026', 'UTC')).toThrow(RangeError);
  });

  it('writes an instant as the databases compare datetimes', () => {
    expect(utcDatetimeText(new Date('2026-11-25T05:00:00.000Z'))).toBe('2026-11-25 05:00:00');
  });
});
