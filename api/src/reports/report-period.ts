import { type ReportPeriod } from '@shared/contracts/reports';
import { addDays, type DayRange, daysOf, previousPeriod } from '@shared/domain/dashboard-figures';
import { utcDatetimeText, zonedDay, zonedDayStart } from '@shared/domain/time-zone';
import { type Store } from '../stores/store.entity';

const DAY_SECONDS = 24 * 60 * 60;

function gcd(a: number, b: number): number {
  let [x, y] = [Math.abs(a), Math.abs(b)];
  while (y !== 0) [x, y] = [y, x % y];
  return x;
}

/**
 * A report's period in one store's time zone: its days, the instants they start at, and the
 * previous period of the same length. The databases compare datetimes as UTC text
 * ('YYYY-MM-DD HH:MM:SS', utcDatetimeText), so every bound is handed to SQL that way.
 */
export class ReportWindow {
  /** The period's days, oldest first. */
  readonly days: string[];
  /** The instant each day starts, and then the instant the period ends (days.length + 1 bounds). */
  private readonly bounds: number[];
  readonly previous: DayRange;
  /**
   * The longest span (in seconds, at most a day) every day bound of the period is a multiple of,
   * counted from the epoch: a day in UTC, an hour in New York, 15 minutes in Kathmandu. SQL groups
   * a period's rows by buckets of this span (`bucketStart`), each wholly inside one of its days.
   */
  readonly bucketSeconds: number;

  constructor(
    readonly range: DayRange,
    readonly timeZone: string,
  ) {
    this.days = daysOf(range.startDate, range.endDate);
    this.bounds = [...this.days, range.endDate].map((day) => zonedDayStart(day, timeZone).getTime());
    this.previous = previousPeriod(range);
    this.bucketSeconds = this.bounds.reduce((span, time) => gcd(span, Math.round(time / 1000)), DAY_SECONDS);
  }

  /** The store's window: its time zone. */
  static of(store: Pick<Store, 'timeZone'>, range: DayRange): ReportWindow {
    return new ReportWindow(range, store.timeZone);
  }

  /** The last `days` days through today in the store's time zone (the end is tomorrow). */
  static lastDays(store: Pick<Store, 'timeZone'>, days: number, now = new Date()): ReportWindow {
    const today = zonedDay(now, store.timeZone);
    return ReportWindow.of(store, { startDate: addDays(today, -(days - 1)), endDate: addDays(today, 1) });
  }

  get start(): Date {
    return new Date(this.bounds[0]);
  }

  get end(): Date {
    return new Date(this.bounds[this.bounds.length - 1]);
  }

  get previousStart(): Date {
    return zonedDayStart(this.previous.startDate, this.timeZone);
  }

  /** SQL parameters: the period's and the previous period's bounds as UTC datetime text. */
  get sql(): { start: string; end: string; previousStart: string } {
    return {
      start: utcDatetimeText(this.start),
      end: utcDatetimeText(this.end),
      previousStart: utcDatetimeText(this.previousStart),
    };
  }

  /** The index of the day an instant falls on, or -1 outside the period. */
  dayIndexOf(instant: Date): number {
    const time = instant.getTime();
    if (time < this.bounds[0] || time >= this.bounds[this.bounds.length - 1]) return -1;
    let low = 0;
    let high = this.bounds.length - 2;
    while (low < high) {
      const middle = Math.ceil((low + high) / 2);
      if (this.bounds[middle] <= time) low = middle;
      else high = middle - 1;
    }
    return low;
  }

  /** The instant each day ends (the next day's start), in order. */
  dayEnds(): Date[] {
    return this.bounds.slice(1).map((time) => new Date(time));
  }

  describe(currency: string): ReportPeriod {
    return {
      startDate: this.range.startDate,
      endDate: this.range.endDate,
      previousStartDate: this.previous.startDate,
      previousEndDate: this.previous.endDate,
      timeZone: this.timeZone,
      currency,
    };
  }
}

/** The instant a bucket of `seconds` (numbered from the epoch, as SQL answers it) starts. */
export function bucketStart(bucket: unknown, seconds: number): Date {
  return new Date(numberOf(bucket) * seconds * 1000);
}

/** A number as a raw query hands it back (SUMs and COUNTs come as strings on MariaDB). */
export function numberOf(raw: unknown): number {
  if (raw === null || raw === undefined) return 0;
  return Number(raw);
}
