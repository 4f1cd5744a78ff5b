import {
  CHART_POINTS,
  DASHBOARD_DEFAULT_RANGE_DAYS,
  NUMBER_LOCALE,
  REPORT_AGE_BUCKETS,
  type ReportAgeBucket,
} from '../constants';

/*
 * The dashboard's figures (spec 001 §9 "Dashboard figures", §5 "Report ranges"): pure rules shared
 * by the API (periods, growth) and the screens (formatting, the 32 chart points). Calendar days are
 * 'YYYY-MM-DD' strings; a period is [startDate, endDate) — the end is the day after the last day.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether the text is a real calendar day written YYYY-MM-DD (2026-02-30 is not). */
export function isCalendarDay(text: string): boolean {
  const match = DAY_PATTERN.exec(text);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === text;
}

function dayNumber(day: string): number {
  if (!isCalendarDay(day)) throw new RangeError(`Not a calendar day: ${day}`);
  return Date.parse(`${day}T00:00:00Z`) / DAY_MS;
}

/** The day `count` days after `day` (before, when negative). */
export function addDays(day: string, count: number): string {
  return new Date((dayNumber(day) + count) * DAY_MS).toISOString().slice(0, 10);
}

/** How many days from `start` to `end` (2026-11-01 → 2026-11-03: 2); negative when end is earlier. */
export function daysBetween(start: string, end: string): number {
  return dayNumber(end) - dayNumber(start);
}

/** Every day of [start, end), in order. */
export function daysOf(start: string, end: string): string[] {
  const days: string[] = [];
  for (let day = start; day < end; day = addDays(day, 1)) days.push(day);
  return days;
}

export interface DayRange {
  /** The first day. */
  startDate: string;
  /** The day after the last. */
  endDate: string;
}

/** The previous period: the same number of days, ending where the period starts. */
export function previousPeriod(range: DayRange): DayRange {
  const length = daysBetween(range.startDate, range.endDate);
  return { startDate: addDays(range.startDate, -length), endDate: range.startDate };
}

/**
 * The picker's range (first and last day shown, both included) as a report request: the end is the
 * day after the last, so a range ending today asks up to tomorrow (spec 001 §5 "Report ranges") and
 * a range ending on a past day still counts that day.
 */
export function reportRequestRange(firstDay: string, lastDay: string): DayRange {
  return { startDate: firstDay, endDate: addDays(lastDay, 1) };
}

/**
 * The dashboard's default picker range (spec 001 §5): the last 29 days through today, as the
 * picker shows it (first and last day, both included): today − 29 … today.
 */
export function defaultDashboardRange(today: string): { firstDay: string; lastDay: string } {
  return { firstDay: addDays(today, -DASHBOARD_DEFAULT_RANGE_DAYS), lastDay: today };
}

/** The last `days` days through today as the picker shows it (the consigner analytics: 7). */
export function lastDaysRange(today: string, days: number): { firstDay: string; lastDay: string } {
  return { firstDay: addDays(today, -(days - 1)), lastDay: today };
}

/**
 * Percent change (spec 001 §9): (current − previous) / previous × 100; 0 when both are 0; when the
 * previous is 0 the current value is the base (so any change from nothing is ±100). The base is
 * taken as its size (|base|) so a change up from a negative figure (a loss shrinking) is positive
 * and a fall is negative whatever the signs: the spec's formula for every positive base.
 */
export function percentChange(current: number, previous: number): number {
  if (current === 0 && previous === 0) return 0;
  const base = previous === 0 ? current : previous;
  return ((current - previous) / Math.abs(base)) * 100;
}

/** How a percent change is shown: the rounded size, the arrow's direction and its colour (spec 001 §9). */
export function changeDisplay(change: number): {
  text: string;
  direction: 'up' | 'down';
  tone: 'positive' | 'negative';
} {
  const negative = change < 0;
  return {
    text: `${Math.round(Math.abs(change)).toLocaleString(NUMBER_LOCALE)}%`,
    direction: negative ? 'down' : 'up',
    tone: negative ? 'negative' : 'positive',
  };
}

const twoDecimals = new Intl.NumberFormat(NUMBER_LOCALE, { maximumFractionDigits: 2 });
const oneDecimal = new Intl.NumberFormat(NUMBER_LOCALE, { maximumFractionDigits: 1 });
const whole = new Intl.NumberFormat(NUMBER_LOCALE, { maximumFractionDigits: 0 });

/**
 * The dashboard's numbers (spec 001 §9): 1e9 and above as B, 1e6 and above as M (up to 2
 * decimals), otherwise rounded, en-US: 1,234 · 2.5M · 1.25B. Negative figures by their size.
 */
export function abbreviateNumber(value: number): string {
  const size = Math.abs(value);
  if (size >= 1e9) return `${twoDecimals.format(value / 1e9)}B`;
  if (size >= 1e6) return `${twoDecimals.format(value / 1e6)}M`;
  return whole.format(Math.round(value) === 0 ? 0 : value);
}

/**
 * The analytics cards' numbers (spec 001 §9): above 1e6 as M and above 1e3 as K with one decimal
 * (1.5K, 2.3M); otherwise as is, en-US, at most 2 decimals (999.5).
 */
export function abbreviateAnalytics(value: number): string {
  const size = Math.abs(value);
  if (size > 1e6) return `${oneDecimal.format(value / 1e6)}M`;
  if (size > 1e3) return `${oneDecimal.format(value / 1e3)}K`;
  return twoDecimals.format(value);
}

export interface SeriesPoint {
  date: string;
  value: number;
}

/**
 * A daily series reduced to at most `points` points (the charts show 32, spec 001 §9): the days are
 * cut into that many runs of near-equal length, in order; each point is dated by its run's first
 * day and holds the run's sum (`flow`: sales, items sold) or its last day's value (`level`: items on
 * the floor). A series that short already is returned as it is.
 */
export function reduceSeries(
  series: readonly SeriesPoint[],
  kind: 'flow' | 'level',
  points: number = CHART_POINTS,
): SeriesPoint[] {
  if (series.length <= points) return series.map((point) => ({ ...point }));
  const reduced: SeriesPoint[] = [];
  for (let index = 0; index < points; index += 1) {
    const from = Math.floor((index * series.length) / points);
    const to = Math.floor(((index + 1) * series.length) / points);
    const run = series.slice(from, to);
    const value =
      kind === 'flow' ? run.reduce((sum, point) => sum + point.value, 0) : run[run.length - 1].value;
    reduced.push({ date: run[0].date, value: Math.round(value * 100) / 100 });
  }
  return reduced;
}

/** The age group of an item on the floor, by whole days since it was accepted. */
export function ageBucketOf(ageDays: number): ReportAgeBucket {
  const bucket = REPORT_AGE_BUCKETS.find((candidate) => ageDays <= candidate.maxDays);
  return (bucket ?? REPORT_AGE_BUCKETS[REPORT_AGE_BUCKETS.length - 1]).key;
}
