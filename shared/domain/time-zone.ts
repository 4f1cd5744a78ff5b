/*
 * A store's time zone (ours; settings): the day a sale falls on, a date range's bounds and the time a
 * receipt prints are the store's, wherever the server runs. IANA names ('America/New_York'), read by
 * the platform's Intl; no zone data is shipped.
 */

export const DEFAULT_TIME_ZONE = 'UTC';

/** Whether `name` is a time zone this runtime knows ('UTC', 'Europe/London', …). */
export function isTimeZone(name: string): boolean {
  if (name.trim() === '' || name !== name.trim()) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** The zones the Settings list offers: the runtime's IANA zones, UTC first. */
export function timeZoneNames(): string[] {
  const supported = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [DEFAULT_TIME_ZONE, ...supported.filter((zone) => zone !== DEFAULT_TIME_ZONE)];
}

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function wallClock(instant: Date, timeZone: string): WallClock {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  const parts = formatter.formatToParts(instant);
  const value = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((part) => part.type === type)?.value);
  return {
    year: value('year'),
    month: value('month'),
    day: value('day'),
    hour: value('hour'),
    minute: value('minute'),
    second: value('second'),
  };
}

/** How far the zone's clock is ahead of UTC at that instant, in ms (New York in winter: −5 h). */
function offsetMs(instant: Date, timeZone: string): number {
  const clock = wallClock(instant, timeZone);
  const asUtc = Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The calendar day (YYYY-MM-DD) an instant falls on in the zone. */
export function zonedDay(instant: Date | string, timeZone: string): string {
  const clock = wallClock(new Date(instant), timeZone);
  return `${clock.year}-${pad(clock.month)}-${pad(clock.day)}`;
}

/**
 * The instant a calendar day (YYYY-MM-DD) starts in the zone: its local midnight (or, on a day whose
 * midnight a clock change skips, the first minute that exists).
 */
export function zonedDayStart(day: string, timeZone: string): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) throw new RangeError(`Not a calendar day: ${day}`);
  const midnightAsUtc = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  // The offset at the guess may differ from the offset at the answer across a clock change: settle it.
  let instant = midnightAsUtc - offsetMs(new Date(midnightAsUtc), timeZone);
  instant = midnightAsUtc - offsetMs(new Date(instant), timeZone);
  const start = new Date(instant);
  // A midnight that does not exist (clocks jumped past it) lands on the previous day: take the first
  // instant of the asked day instead.
  if (zonedDay(start, timeZone) !== day) return new Date(instant + 60 * 60 * 1000);
  return start;
}

/**
 * An instant as the databases store and compare a datetime: 'YYYY-MM-DD HH:MM:SS' in UTC (MariaDB
 * runs with timezone 'Z'; TypeORM writes SQLite's datetimes as UTC text).
 */
export function utcDatetimeText(instant: Date): string {
  return instant.toISOString().slice(0, 19).replace('T', ' ');
}
