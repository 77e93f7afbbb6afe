import { DateTime } from 'luxon';

/** Wall-clock helpers in the venue's time zone. Minutes are counted from midnight of a calendar date. */

const TIME_RE = /^([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?$/;
const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isTimeString(value: string): boolean {
  return TIME_RE.test(value);
}

/** "17:30" or "17:30:00" -> 1050. Throws on anything else. */
export function timeToMinutes(value: string): number {
  const match = TIME_RE.exec(value);
  if (!match) throw new RangeError(`Not a time: ${value}`);
  return Number(match[1]) * 60 + Number(match[2]);
}

/** 1050 -> "17:30:00"; wraps past midnight (1500 -> "01:00:00"). */
export function minutesToTime(minutes: number): string {
  const m = ((minutes % 1440) + 1440) % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}:00`;
}

/** A real calendar date written YYYY-MM-DD (rejects 2026-02-30). */
export function isCalendarDate(value: string): boolean {
  const match = DATE_RE.exec(value);
  if (!match) return false;
  return DateTime.fromObject({ year: +match[1], month: +match[2], day: +match[3] }, { zone: 'UTC' }).isValid;
}

/**
 * Calendar arithmetic on a YYYY-MM-DD date without a time zone: Date.UTC's proleptic calendar is
 * exact for it, and ~20x cheaper than luxon (a booking command and its projections call these often).
 */
function utcDay(date: string): number | null {
  const match = DATE_RE.exec(date);
  return match ? Date.UTC(+match[1], +match[2] - 1, +match[3]) : null;
}

export function addDays(date: string, days: number): string {
  const day = utcDay(date);
  if (day === null || !Number.isInteger(days))
    return DateTime.fromISO(date, { zone: 'UTC' }).plus({ days }).toISODate()!;
  return new Date(day + days * 86_400_000).toISOString().slice(0, 10);
}

/** 0 = Sunday ... 6 = Saturday, as the spec's dayOfWeek. */
export function dayOfWeek(date: string): number {
  const day = utcDay(date);
  return day === null ? DateTime.fromISO(date, { zone: 'UTC' }).weekday % 7 : new Date(day).getUTCDay();
}

/**
 * The instant of wall-clock `minutes` after midnight of `date` in `zone`, or null when that wall time
 * does not exist (the hour skipped when clocks spring forward). A repeated time (clocks fall back)
 * resolves to its first instant.
 */
export function wallClockInstant(date: string, minutes: number, zone: string): DateTime | null {
  const day = addDays(date, Math.floor(minutes / 1440));
  const m = ((minutes % 1440) + 1440) % 1440;
  const [y, mo, d] = day.split('-').map(Number);
  const hour = Math.floor(m / 60);
  const minute = m % 60;
  const dt = DateTime.fromObject({ year: y, month: mo, day: d, hour, minute }, { zone });
  if (!dt.isValid || dt.hour !== hour || dt.minute !== minute) return null;
  // Clocks falling back repeat an hour: take its first occurrence, so slots stay in time order.
  const earlier = dt.minus({ hours: 1 });
  return earlier.hour === hour && earlier.minute === minute && earlier.day === dt.day ? earlier : dt;
}

/** The instant of wall-clock minutes; a skipped wall time maps to the first instant after the gap. */
export function wallClockInstantOrNext(date: string, minutes: number, zone: string): DateTime {
  const exact = wallClockInstant(date, minutes, zone);
  if (exact) return exact;
  const day = addDays(date, Math.floor(minutes / 1440));
  const m = ((minutes % 1440) + 1440) % 1440;
  const [y, mo, d] = day.split('-').map(Number);
  return DateTime.fromObject({ year: y, month: mo, day: d, hour: Math.floor(m / 60), minute: m % 60 }, { zone });
}

export function venueToday(now: Date, zone: string): string {
  return DateTime.fromJSDate(now, { zone }).toISODate()!;
}

/** Local date and time ("2026-03-08", "03:30:00") of an instant in the venue zone. */
export function localParts(instant: DateTime | Date, zone: string): { date: string; time: string } {
  const dt = instant instanceof Date ? DateTime.fromJSDate(instant, { zone }) : instant.setZone(zone);
  return { date: dt.toISODate()!, time: dt.toFormat('HH:mm:ss') };
}

const clock12 = (time: string) => {
  const minutes = timeToMinutes(time) % (24 * 60);
  const h = Math.floor(minutes / 60);
  return { text: `${h % 12 || 12}:${String(minutes % 60).padStart(2, '0')}`, meridiem: h < 12 ? 'AM' : 'PM' };
};

/**
 * A booking's day and times as a US customer reads them: "Mon Nov 23, 6:00-8:00 PM" (the meridiem
 * once when both ends share it, "11:00 AM-1:00 PM" otherwise). The date is a calendar date, not an instant.
 */
export function formatVenueSlot(date: string, startTime: string, endTime: string): string {
  const day = DateTime.fromISO(date, { zone: 'utc' }).setLocale('en-US');
  const start = clock12(startTime);
  const end = clock12(endTime);
  const range =
    start.meridiem === end.meridiem
      ? `${start.text}-${end.text} ${end.meridiem}`
      : `${start.text} ${start.meridiem}-${end.text} ${end.meridiem}`;
  return `${day.toFormat('ccc LLL d')}, ${range}`;
}

/**
 * Why a venue day an admin chose is out of range (null when it is fine): more than `ahead` years after
 * the venue's today, or more than `back` years before it ("A tournament date is at most 2 years ahead").
 */
export function dayOutsideWindow(
  date: string,
  now: Date,
  zone: string,
  window: { label: string; back: number; ahead: number },
): string | null {
  const today = DateTime.fromJSDate(now, { zone }).startOf('day');
  const day = DateTime.fromISO(date, { zone });
  const years = (n: number) => (n === 1 ? 'a year' : `${n} years`);
  if (day > today.plus({ years: window.ahead })) return `${window.label} is at most ${years(window.ahead)} ahead`;
  if (day < today.minus({ years: window.back })) return `${window.label} is at most ${years(window.back)} ago`;
  return null;
}
