import { describe, expect, it } from 'vitest';
import {
  formatDayRange,
  previousRange,
  rangePresets,
  readDashboardRange,
  toReportQuery,
  writeDashboardRange,
} from './dashboard-state';

const TODAY = '2026-11-27';
const DEFAULT = { firstDay: '2026-10-29', lastDay: TODAY };
const params = (query: string) => new URLSearchParams(query);

describe('the range in the address', () => {
  it('starts at the last 29 days through today (spec 001 §5)', () => {
    expect(readDashboardRange(params(''), TODAY)).toEqual(DEFAULT);
  });

  it('reads a range the address gives', () => {
    expect(readDashboardRange(params('from=2026-11-01&to=2026-11-15'), TODAY)).toEqual({
      firstDay: '2026-11-01',
      lastDay: '2026-11-15',
    });
    expect(readDashboardRange(params('from=2026-11-27&to=2026-11-27'), TODAY)).toEqual({
      firstDay: TODAY,
      lastDay: TODAY,
    });
  });

  it('falls back to the default for a range that does not read, runs backwards or ends after today', () => {
    for (const query of [
      'from=2026-11-01',
      'from=yesterday&to=2026-11-15',
      'from=2026-02-30&to=2026-03-02',
      'from=2026-11-15&to=2026-11-01',
      'from=2026-11-20&to=2026-11-28',
    ]) {
      expect(readDashboardRange(params(query), TODAY), query).toEqual(DEFAULT);
    }
  });

  it('writes nothing for the default range, and both days for any other', () => {
    expect(writeDashboardRange(DEFAULT, TODAY).toString()).toBe('');
    const range = { firstDay: '2026-11-01', lastDay: '2026-11-15' };
    expect(writeDashboardRange(range, TODAY).toString()).toBe('from=2026-11-01&to=2026-11-15');
    expect(readDashboardRange(writeDashboardRange(range, TODAY), TODAY)).toEqual(range);
  });
});

describe('the report request', () => {
  it('asks up to tomorrow for a range ending today (spec 001 §5), and counts a past last day', () => {
    expect(toReportQuery(DEFAULT)).toEqual({ startDate: '2026-10-29', endDate: '2026-11-28' });
    expect(toReportQuery({ firstDay: '2026-11-01', lastDay: '2026-11-15' })).toEqual({
      startDate: '2026-11-01',
      endDate: '2026-11-16',
    });
  });

  it('compares with the previous period of the same length', () => {
    expect(previousRange(DEFAULT)).toEqual({ firstDay: '2026-09-29', lastDay: '2026-10-28' });
    expect(previousRange({ firstDay: TODAY, lastDay: TODAY })).toEqual({
      firstDay: '2026-11-26',
      lastDay: '2026-11-26',
    });
  });
});

describe('rangePresets', () => {
  it('offers the last 7, 30 and 90 days, this and last month, and this year', () => {
    expect(rangePresets(TODAY)).toEqual([
      { label: 'Last 7 days', range: { firstDay: '2026-11-21', lastDay: TODAY } },
      { label: 'Last 30 days', range: DEFAULT },
      { label: 'Last 90 days', range: { firstDay: '2026-08-30', lastDay: TODAY } },
      { label: 'This month', range: { firstDay: '2026-11-01', lastDay: TODAY } },
      { label: 'Last month', range: { firstDay: '2026-10-01', lastDay: '2026-10-31' } },
      { label: 'This year', range: { firstDay: '2026-01-01', lastDay: TODAY } },
    ]);
  });

  it('takes last month across a year end', () => {
    const lastMonth = rangePresets('2027-01-03').find((preset) => preset.label === 'Last month');
    expect(lastMonth?.range).toEqual({ firstDay: '2026-12-01', lastDay: '2026-12-31' });
  });
});

describe('formatDayRange', () => {
  it('writes a range of days, and one day once', () => {
    expect(formatDayRange('2026-10-29', TODAY)).toBe('Oct 29, 2026 – Nov 27, 2026');
    expect(formatDayRange(TODAY, TODAY)).toBe('Nov 27, 2026');
  });
});
