import { NUMBER_LOCALE } from '@shared/constants';
import {
  addDays,
  daysBetween,
  defaultDashboardRange,
  isCalendarDay,
  lastDaysRange,
  previousPeriod,
  reportRequestRange,
} from '@shared/domain/dashboard-figures';

/**
 * The dashboard's range (spec 000 §2.3, 001 §5), kept in the address (?from=&to=, the first and last
 * day shown) so a reload or a shared link shows the same period. Pure: the rules themselves (the
 * default range, the request's end, the previous period) are shared/domain/dashboard-figures.ts.
 */

/** The range as the picker shows it: first and last day (YYYY-MM-DD), both included. */
export interface PickerRange {
  firstDay: string;
  lastDay: string;
}

export interface RangePreset {
  label: string;
  range: PickerRange;
}

/**
 * The range in the address, or the default (the last 29 days through today) when it is missing or
 * does not read: not calendar days, backwards, or ending after the store's today.
 */
export function readDashboardRange(params: URLSearchParams, today: string): PickerRange {
  const firstDay = params.get('from') ?? '';
  const lastDay = params.get('to') ?? '';
  const isValid =
    isCalendarDay(firstDay) &&
    isCalendarDay(lastDay) &&
    daysBetween(firstDay, lastDay) >= 0 &&
    daysBetween(lastDay, today) >= 0;
  return isValid ? { firstDay, lastDay } : defaultDashboardRange(today);
}

/** The address for a range: nothing for the default one, so the menu's link and a fresh visit agree. */
export function writeDashboardRange(range: PickerRange, today: string): URLSearchParams {
  const fallback = defaultDashboardRange(today);
  const params = new URLSearchParams();
  if (range.firstDay !== fallback.firstDay || range.lastDay !== fallback.lastDay) {
    params.set('from', range.firstDay);
    params.set('to', range.lastDay);
  }
  return params;
}

/** The report calls' parameters: startDate, and endDate the day after the last (tomorrow for today). */
export function toReportQuery(range: PickerRange): { startDate: string; endDate: string } {
  return reportRequestRange(range.firstDay, range.lastDay);
}

const firstOfMonth = (day: string) => `${day.slice(0, 8)}01`;

/** The picker's quick ranges, each ending today or on a whole month. */
export function rangePresets(today: string): RangePreset[] {
  const thisMonth = firstOfMonth(today);
  const lastMonthEnd = addDays(thisMonth, -1);
  return [
    { label: 'Last 7 days', range: lastDaysRange(today, 7) },
    { label: 'Last 30 days', range: defaultDashboardRange(today) },
    { label: 'Last 90 days', range: lastDaysRange(today, 90) },
    { label: 'This month', range: { firstDay: thisMonth, lastDay: today } },
    { label: 'Last month', range: { firstDay: firstOfMonth(lastMonthEnd), lastDay: lastMonthEnd } },
    { label: 'This year', range: { firstDay: `${today.slice(0, 4)}-01-01`, lastDay: today } },
  ];
}

const dayFormat = new Intl.DateTimeFormat(NUMBER_LOCALE, {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** 'Oct 29, 2026 – Nov 27, 2026' for a range of days (each day read as the calendar day it names). */
export function formatDayRange(firstDay: string, lastDay: string): string {
  const format = (day: string) => dayFormat.format(new Date(`${day}T00:00:00Z`));
  return firstDay === lastDay ? format(firstDay) : `${format(firstDay)} – ${format(lastDay)}`;
}

/** The previous period of the same length, as the picker would show it (its first and last day). */
export function previousRange(range: PickerRange): PickerRange {
  const previous = previousPeriod(toReportQuery(range));
  return { firstDay: previous.startDate, lastDay: addDays(previous.endDate, -1) };
}
