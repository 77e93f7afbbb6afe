import { DateTime } from 'luxon';
import { openingWindow, type WeekHours } from '../../domain/catalog';

export type Granularity = 'day' | 'week' | 'month';
export interface DateRange {
  from: string;
  to: string;
}

const unit = { day: 'day', week: 'week', month: 'month' } as const;

/** The first day of the period `date` falls in (weeks start on Monday, as Postgres's date_trunc). */
export function periodOf(date: string, granularity: Granularity): string {
  return DateTime.fromISO(date, { zone: 'utc' }).startOf(unit[granularity]).toISODate()!;
}

/** Every period the range touches, in order (so a chart has no gaps). */
export function periodsOf(range: DateRange, granularity: Granularity): string[] {
  const out: string[] = [];
  let cursor = DateTime.fromISO(periodOf(range.from, granularity), { zone: 'utc' });
  const end = DateTime.fromISO(range.to, { zone: 'utc' });
  while (cursor <= end) {
    out.push(cursor.toISODate()!);
    cursor = cursor.plus({ [granularity + 's']: 1 });
  }
  return out;
}

/** The part of a period inside the range, and whether the range cuts it. */
export function clip(period: string, granularity: Granularity, range: DateRange) {
  const last = DateTime.fromISO(period, { zone: 'utc' })
    .plus({ [granularity + 's']: 1 })
    .minus({ days: 1 })
    .toISODate()!;
  const from = period < range.from ? range.from : period;
  const to = last > range.to ? range.to : last;
  return { from, to, cut: from !== period || to !== last };
}

/** The range of the same length just before this one. */
export function previousRange(range: DateRange): DateRange {
  const from = DateTime.fromISO(range.from, { zone: 'utc' });
  const days = DateTime.fromISO(range.to, { zone: 'utc' }).diff(from, 'days').days + 1;
  return { from: from.minus({ days }).toISODate()!, to: from.minus({ days: 1 }).toISODate()! };
}

/** Days from `from` to `to`, both included. */
export function daysOf(range: DateRange): string[] {
  const out: string[] = [];
  const end = DateTime.fromISO(range.to, { zone: 'utc' });
  for (let d = DateTime.fromISO(range.from, { zone: 'utc' }); d <= end; d = d.plus({ days: 1 }))
    out.push(d.toISODate()!);
  return out;
}

/**
 * Bay minutes open per ISO weekday (1 Monday .. 7 Sunday) and hour over the range: each business
 * date's opening window (past midnight counts on the next calendar day) times the active bays.
 */
export function capacityByWeekdayHour(range: DateRange, week: WeekHours, bays: number): number[][] {
  const grid = Array.from({ length: 7 }, () => new Array<number>(24).fill(0));
  if (bays === 0) return grid;
  for (const date of daysOf(range)) {
    const window = openingWindow(date, week);
    const weekday = DateTime.fromISO(date, { zone: 'utc' }).weekday;
    for (let m = window.openMinute; m < window.closeMinute;) {
      const next = Math.min(window.closeMinute, (Math.floor(m / 60) + 1) * 60);
      const day = (weekday - 1 + Math.floor(m / 1440)) % 7;
      grid[day][Math.floor((m % 1440) / 60)] += (next - m) * bays;
      m = next;
    }
  }
  return grid;
}

/** Change from `previous` to `current` in percent (one decimal); null when there was nothing before. */
export function changePercent(current: number, previous: number): number | null {
  if (previous === 0) return current === 0 ? 0 : null;
  return Math.round(((current - previous) / Math.abs(previous)) * 1000) / 10;
}
