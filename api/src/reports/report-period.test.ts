import { describe, expect, it } from 'vitest';
import { bucketStart, ReportWindow } from './report-period';

describe('ReportWindow.bucketSeconds', () => {
  const window = (timeZone: string, startDate = '2026-03-01', endDate = '2026-04-01') =>
    new ReportWindow({ startDate, endDate }, timeZone);

  it('is the longest span every day bound of the period is a multiple of', () => {
    expect(window('UTC').bucketSeconds).toBe(24 * 60 * 60);
    // New York across the March clock change: days start at 05:00 then 04:00 UTC.
    expect(window('America/New_York').bucketSeconds).toBe(60 * 60);
    expect(window('Asia/Kolkata').bucketSeconds).toBe(30 * 60);
    expect(window('Asia/Kathmandu').bucketSeconds).toBe(15 * 60);
  });

  it('puts every bucket inside one day: its start falls on the day each of its instants falls on', () => {
    for (const timeZone of [
      'UTC',
      'America/New_York',
      'Asia/Kolkata',
      'Asia/Kathmandu',
      'Australia/Lord_Howe',
    ]) {
      const zoned = window(timeZone);
      const seconds = zoned.bucketSeconds;
      for (let time = zoned.start.getTime(); time < zoned.end.getTime(); time += 7 * 60 * 1000) {
        const bucket = Math.floor(time / 1000 / seconds);
        expect(zoned.dayIndexOf(bucketStart(bucket, seconds))).toBe(zoned.dayIndexOf(new Date(time)));
      }
    }
  });
});
