import { type DailySeries, type ReportMetric } from '@shared/contracts/reports';
import { percentChange } from '@shared/domain/dashboard-figures';
import { fromCents } from '@shared/domain/money';
import { type FloorEvent } from './report-queries';
import { type ReportWindow } from './report-period';

/** A figure against the previous period, with its daily series. */
export function metric(current: number, previous: number, series: DailySeries): ReportMetric {
  return { current, previous, growth: percentChange(current, previous), series };
}

/**
 * A flow per day of the window (sales, items sold): each event (or bucket of events, inside one
 * day: ReportWindow.bucketSeconds) added to the day it falls on. `money`: the values are cents,
 * answered in major units.
 */
export function flowSeries<T extends { at: Date }>(
  window: ReportWindow,
  events: readonly T[],
  value: (event: T) => number,
  money: boolean,
): DailySeries {
  const totals = window.days.map(() => 0);
  for (const event of events) {
    const day = window.dayIndexOf(event.at);
    if (day >= 0) totals[day] += value(event);
  }
  return window.days.map((date, index) => ({
    date,
    value: money ? fromCents(totals[index]) : totals[index],
  }));
}

/**
 * A level at each day's end (items on the floor, their value): the level at the window's start,
 * plus what entered and less what left up to that day's end (events, or buckets of them inside one
 * day, sorted by time).
 */
export function levelSeries(
  window: ReportWindow,
  base: number,
  entries: readonly FloorEvent[],
  exits: readonly FloorEvent[],
  value: (event: FloorEvent) => number,
  money: boolean,
): DailySeries {
  let level = base;
  let entered = 0;
  let left = 0;
  return window.dayEnds().map((end, index) => {
    while (entered < entries.length && entries[entered].at < end) level += value(entries[entered++]);
    while (left < exits.length && exits[left].at < end) level -= value(exits[left++]);
    return { date: window.days[index], value: money ? fromCents(level) : level };
  });
}
