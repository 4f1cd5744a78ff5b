import { describe, expect, it } from 'vitest';
import {
  abbreviateAnalytics,
  abbreviateNumber,
  addDays,
  ageBucketOf,
  changeDisplay,
  daysBetween,
  daysOf,
  defaultDashboardRange,
  isCalendarDay,
  lastDaysRange,
  percentChange,
  previousPeriod,
  reduceSeries,
  reportRequestRange,
} from './dashboard-figures';

describe('percentChange (spec 001 §9)', () => {
  it('is (current − previous) / previous × 100', () => {
    expect(percentChange(150, 100)).toBe(50);
    expect(percentChange(75, 100)).toBe(-25);
    expect(percentChange(100, 100)).toBe(0);
  });

  it('is 0 when both are 0', () => {
    expect(percentChange(0, 0)).toBe(0);
  });

  it('takes the current value as the base when the previous is 0', () => {
    expect(percentChange(250, 0)).toBe(100);
    expect(percentChange(-40, 0)).toBe(-100);
  });

  it('is negative for a fall, to −100 for a fall to nothing', () => {
    expect(percentChange(0, 80)).toBe(-100);
    expect(percentChange(20, 80)).toBe(-75);
  });

  it('reads a negative base by its size: a loss shrinking is a rise', () => {
    expect(percentChange(-50, -100)).toBe(50);
    expect(percentChange(-150, -100)).toBe(-50);
  });

  it('shows the rounded size with the arrow and colour of its sign', () => {
    expect(changeDisplay(12.6)).toEqual({ text: '13%', direction: 'up', tone: 'positive' });
    expect(changeDisplay(0)).toEqual({ text: '0%', direction: 'up', tone: 'positive' });
    expect(changeDisplay(-1234.4)).toEqual({ text: '1,234%', direction: 'down', tone: 'negative' });
  });
});

describe('abbreviations (spec 001 §9)', () => {
  it('writes 1e9 and above as B, 1e6 and above as M, otherwise rounded en-US', () => {
    expect(abbreviateNumber(1_000_000_000)).toBe('1B');
    expect(abbreviateNumber(1_250_000_000)).toBe('1.25B');
    expect(abbreviateNumber(999_999_999)).toBe('1,000M');
    expect(abbreviateNumber(1_000_000)).toBe('1M');
    expect(abbreviateNumber(2_500_000)).toBe('2.5M');
    expect(abbreviateNumber(999_999.6)).toBe('1,000,000');
    expect(abbreviateNumber(12_345.4)).toBe('12,345');
    expect(abbreviateNumber(0.4)).toBe('0');
    expect(abbreviateNumber(-0.4)).toBe('0');
    expect(abbreviateNumber(-3_200_000)).toBe('-3.2M');
  });

  it('writes analytics above 1e3 as K and above 1e6 as M with one decimal', () => {
    expect(abbreviateAnalytics(1000)).toBe('1,000');
    expect(abbreviateAnalytics(1001)).toBe('1K');
    expect(abbreviateAnalytics(1550)).toBe('1.6K');
    expect(abbreviateAnalytics(1_000_000)).toBe('1,000K');
    expect(abbreviateAnalytics(2_340_000)).toBe('2.3M');
    expect(abbreviateAnalytics(999.5)).toBe('999.5');
    expect(abbreviateAnalytics(-4500)).toBe('-4.5K');
  });
});

describe('calendar days and periods', () => {
  it('knows a real YYYY-MM-DD day', () => {
    expect(isCalendarDay('2026-11-27')).toBe(true);
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2026-02-29')).toBe(false);
    expect(isCalendarDay('2026-13-01')).toBe(false);
    expect(isCalendarDay('2026-1-01')).toBe(false);
    expect(isCalendarDay('27/11/2026')).toBe(false);
    expect(isCalendarDay('')).toBe(false);
  });

  it('counts and walks days across months, years and clock changes', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2026-03-28', '2026-04-02')).toBe(5);
    expect(daysBetween('2026-04-02', '2026-03-28')).toBe(-5);
    expect(daysOf('2026-10-30', '2026-11-02')).toEqual(['2026-10-30', '2026-10-31', '2026-11-01']);
  });

  it('sends tomorrow as the end when the range ends today, and includes a past last day', () => {
    expect(reportRequestRange('2026-10-29', '2026-11-27')).toEqual({
      startDate: '2026-10-29',
      endDate: '2026-11-28',
    });
    expect(reportRequestRange('2026-11-01', '2026-11-01')).toEqual({
      startDate: '2026-11-01',
      endDate: '2026-11-02',
    });
  });

  it('defaults the dashboard to the last 29 days through today', () => {
    expect(defaultDashboardRange('2026-11-27')).toEqual({ firstDay: '2026-10-29', lastDay: '2026-11-27' });
    expect(lastDaysRange('2026-11-27', 7)).toEqual({ firstDay: '2026-11-21', lastDay: '2026-11-27' });
  });

  it('compares with the previous period of the same length', () => {
    expect(previousPeriod({ startDate: '2026-11-01', endDate: '2026-12-01' })).toEqual({
      startDate: '2026-10-02',
      endDate: '2026-11-01',
    });
    expect(previousPeriod({ startDate: '2026-01-01', endDate: '2026-01-02' })).toEqual({
      startDate: '2025-12-31',
      endDate: '2026-01-01',
    });
  });
});

describe('reduceSeries (32 chart points)', () => {
  const days = daysOf('2026-01-01', '2026-04-11'); // 100 days
  const daily = days.map((date, index) => ({ date, value: index + 1 }));

  it('keeps a short series as it is', () => {
    const week = daily.slice(0, 7);
    expect(reduceSeries(week, 'flow')).toEqual(week);
  });

  it('cuts a long series into 32 runs in order, summing flows and keeping every day once', () => {
    const reduced = reduceSeries(daily, 'flow');
    expect(reduced).toHaveLength(32);
    expect(reduced[0].date).toBe('2026-01-01');
    expect(reduced.map((point) => point.date)).toEqual([...reduced.map((point) => point.date)].sort());
    expect(reduced.reduce((sum, point) => sum + point.value, 0)).toBe((100 * 101) / 2);
  });

  it('keeps the last value of each run for a level (items on the floor)', () => {
    const reduced = reduceSeries(daily, 'level');
    expect(reduced).toHaveLength(32);
    expect(reduced[31].value).toBe(100);
    expect(reduced[0].value).toBe(3); // days 1–3
  });

  it('reduces to any number of points asked', () => {
    expect(reduceSeries(daily, 'flow', 10).map((point) => point.value)).toEqual([
      55, 155, 255, 355, 455, 555, 655, 755, 855, 955,
    ]);
  });
});

describe('ageBucketOf', () => {
  it('groups items by days since accepted', () => {
    expect(ageBucketOf(0)).toBe('0-30');
    expect(ageBucketOf(30)).toBe('0-30');
    expect(ageBucketOf(31)).toBe('31-60');
    expect(ageBucketOf(90)).toBe('61-90');
    expect(ageBucketOf(180)).toBe('91-180');
    expect(ageBucketOf(181)).toBe('180+');
  });
});
