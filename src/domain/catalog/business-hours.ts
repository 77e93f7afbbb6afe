import type { DateTime } from 'luxon';
import { addDays, dayOfWeek, timeToMinutes, wallClockInstant, wallClockInstantOrNext } from './venue-time';

/** Global business hours of one day of the week (times "HH:MM:SS"; rates in cents). */
export interface DayHours {
  dayOfWeek: number;
  openTime: string;
  closeTime: string;
  bookingIntervalMinutes: number;
  peakStartTime: string | null;
  peakEndTime: string | null;
  baseHourlyRateCents: number | null;
  peakHourlyRateCents: number | null;
}

export type WeekHours = ReadonlyMap<number, DayHours>;

/** When no hours exist for a day: hourly slots 06:00 to 21:00 (the last one ends at 22:00). */
export const FALLBACK_OPEN = '06:00:00';
export const FALLBACK_CLOSE = '22:00:00';
export const FALLBACK_INTERVAL = 60;

/**
 * The opening window of one business date in wall-clock minutes from midnight of that date.
 * Close 00:00 means 24:00; a close at or before the open is the next day (overnight).
 */
export interface OpeningWindow {
  businessDate: string;
  hours: DayHours;
  openMinute: number;
  closeMinute: number;
  interval: number;
  fallback: boolean;
}

export function fallbackHours(dow: number): DayHours {
  return {
    dayOfWeek: dow,
    openTime: FALLBACK_OPEN,
    closeTime: FALLBACK_CLOSE,
    bookingIntervalMinutes: FALLBACK_INTERVAL,
    peakStartTime: null,
    peakEndTime: null,
    baseHourlyRateCents: null,
    peakHourlyRateCents: null,
  };
}

export function openingWindow(businessDate: string, week: WeekHours): OpeningWindow {
  const dow = dayOfWeek(businessDate);
  const stored = week.get(dow);
  const hours = stored ?? fallbackHours(dow);
  const open = timeToMinutes(hours.openTime);
  let close = timeToMinutes(hours.closeTime);
  if (close <= open) close += 1440;
  return {
    businessDate,
    hours,
    openMinute: open,
    closeMinute: close,
    interval: hours.bookingIntervalMinutes || 30,
    fallback: !stored,
  };
}

/** A window's minute `m` expressed in minutes from midnight of calendar `date`. */
function shift(window: OpeningWindow, date: string): number {
  return window.businessDate === date ? 0 : window.businessDate === addDays(date, -1) ? -1440 : NaN;
}

export interface SlotStart {
  /** Wall-clock minutes from midnight of the calendar date asked for (0..1439). */
  minute: number;
  /** Minutes from midnight of the window's business date (may be >= 1440 past midnight). */
  windowMinute: number;
  startsAt: DateTime;
  window: OpeningWindow;
}

/**
 * Every slot start on calendar `date`: the date's own window plus the after-midnight tail of the
 * previous day's overnight window. Starts leave room for the 1-hour minimum before close; wall times
 * skipped by a DST change are left out and repeated ones are listed once.
 */
export function slotStarts(date: string, week: WeekHours, zone: string, minimumMinutes = 60): SlotStart[] {
  const windows = [openingWindow(addDays(date, -1), week), openingWindow(date, week)];
  const seen = new Set<number>();
  const slots: SlotStart[] = [];
  for (const window of windows) {
    const offset = shift(window, date);
    for (let wm = window.openMinute; wm + minimumMinutes <= window.closeMinute; wm += window.interval) {
      const minute = wm + offset;
      if (minute < 0 || minute >= 1440 || seen.has(minute)) continue;
      const startsAt = wallClockInstant(date, minute, zone);
      if (!startsAt) continue;
      seen.add(minute);
      slots.push({ minute, windowMinute: wm, startsAt, window });
    }
  }
  return slots.sort((a, b) => a.minute - b.minute);
}

export type FitProblem = 'OUTSIDE_HOURS' | 'OFF_GRID' | 'PAST_CLOSE' | 'NONEXISTENT_TIME';

export interface BookingFit {
  window: OpeningWindow;
  windowMinute: number;
  startsAt: DateTime;
  endsAt: DateTime;
}

/** Places a booking on the venue's hours: which window it is in, its instants, or why it does not fit. */
export function fitBooking(
  date: string,
  startMinute: number,
  durationMinutes: number,
  week: WeekHours,
  zone: string,
): { ok: true; fit: BookingFit } | { ok: false; problem: FitProblem; window?: OpeningWindow } {
  const candidates = [openingWindow(date, week), openingWindow(addDays(date, -1), week)];
  const window = candidates.find((w) => {
    const wm = startMinute - shift(w, date);
    return wm >= w.openMinute && wm < w.closeMinute;
  });
  if (!window) return { ok: false, problem: 'OUTSIDE_HOURS' };
  const windowMinute = startMinute - shift(window, date);
  if ((windowMinute - window.openMinute) % window.interval !== 0) return { ok: false, problem: 'OFF_GRID', window };
  const startsAt = wallClockInstant(date, startMinute, zone);
  if (!startsAt) return { ok: false, problem: 'NONEXISTENT_TIME' };
  const endsAt = startsAt.plus({ minutes: durationMinutes });
  const closesAt = wallClockInstantOrNext(window.businessDate, window.closeMinute, zone);
  if (endsAt.toMillis() > closesAt.toMillis()) return { ok: false, problem: 'PAST_CLOSE' };
  return { ok: true, fit: { window, windowMinute, startsAt, endsAt } };
}

/** The instant the window closes. */
export function windowClosesAt(window: OpeningWindow, zone: string): DateTime {
  return wallClockInstantOrNext(window.businessDate, window.closeMinute, zone);
}
