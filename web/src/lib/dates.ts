import { formatVenueDateTime, WALL_CLOCK } from './venue-time';

/** Calendar dates are plain 'YYYY-MM-DD' strings; "now" is always read in the venue's time zone. */

export interface VenueNow {
  date: string;
  minutes: number;
}

// Building an Intl.DateTimeFormat is costly; one per zone or pattern is kept.
const nowFormats = new Map<string, Intl.DateTimeFormat>();

export function venueNow(timeZone: string, at: Date = new Date()): VenueNow {
  let format = nowFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, ...WALL_CLOCK });
    nowFormats.set(timeZone, format);
  }
  const parts = format.formatToParts(at);
  const get = (t: string) => parts.find((p) => p.type === t)?.value ?? '00';
  return {
    date: `${get('year')}-${get('month')}-${get('day')}`,
    minutes: Number(get('hour')) * 60 + Number(get('minute')),
  };
}

export function ymd(year: number, month: number, day: number): string {
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export function parseYmd(date: string): { year: number; month: number; day: number } {
  const [year, month, day] = date.split('-').map(Number);
  return { year, month, day };
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** 0 = Sunday. */
export function dayOfWeek(date: string): number {
  const { year, month, day } = parseYmd(date);
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

export function addMonths(year: number, month: number, delta: number): { year: number; month: number } {
  const index = year * 12 + (month - 1) + delta;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

export function addDays(date: string, delta: number): string {
  const { year, month, day } = parseYmd(date);
  const d = new Date(Date.UTC(year, month - 1, day + delta));
  return ymd(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate());
}

/** Weeks of a Sunday-first month grid; null for the leading/trailing blanks. */
export function monthGrid(year: number, month: number): (string | null)[][] {
  const first = dayOfWeek(ymd(year, month, 1));
  const cells: (string | null)[] = Array(first).fill(null);
  for (let d = 1; d <= daysInMonth(year, month); d++) cells.push(ymd(year, month, d));
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

const longDate = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
});
const monthYear = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'long', year: 'numeric' });

export function formatLongDate(date: string): string {
  const { year, month, day } = parseYmd(date);
  return longDate.format(new Date(Date.UTC(year, month - 1, day)));
}

export function formatMonthYear(year: number, month: number): string {
  return monthYear.format(new Date(Date.UTC(year, month - 1, 1)));
}

/** 'HH:MM' or 'HH:MM:SS' -> minutes after midnight. */
export function toMinutes(time: string): number {
  const [h, m] = time.split(':').map(Number);
  return h * 60 + (m || 0);
}

export function fromMinutes(total: number): string {
  const m = ((total % 1440) + 1440) % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

/** '13:30' -> '1:30 PM'. */
export function formatTime12(time: string): string {
  const minutes = toMinutes(time);
  const h = Math.floor(minutes / 60) % 24;
  const m = minutes % 60;
  const suffix = h >= 12 ? 'PM' : 'AM';
  const h12 = h % 12 === 0 ? 12 : h % 12;
  return `${h12}:${String(m).padStart(2, '0')} ${suffix}`;
}

export function addHoursToTime(time: string, hours: number): string {
  return fromMinutes(toMinutes(time) + Math.round(hours * 60));
}

/** An instant as people read it, on the venue's clock: "Nov 24, 2026, 10:31 AM" (+ " EST" for a viewer elsewhere). */
export function formatDateTime(iso: string): string {
  return formatVenueDateTime(iso);
}

/** An instant as the venue's wall clock, for a datetime-local input ('YYYY-MM-DDTHH:mm'). */
export function isoToVenueLocal(iso: string, timeZone: string): string {
  const { date, minutes } = venueNow(timeZone, new Date(iso));
  return `${date}T${fromMinutes(minutes)}`;
}

/** The instant a venue wall-clock time ('YYYY-MM-DDTHH:mm') names, as ISO (daylight saving included). */
export function venueLocalToIso(local: string, timeZone: string): string {
  const [date, time] = local.split('T');
  const { year, month, day } = parseYmd(date);
  const wall = Date.UTC(year, month - 1, day, Math.floor(toMinutes(time) / 60), toMinutes(time) % 60);
  const offsetAt = (instant: number) => {
    const seen = venueNow(timeZone, new Date(instant));
    const { year: y, month: m, day: d } = parseYmd(seen.date);
    return Date.UTC(y, m - 1, d, Math.floor(seen.minutes / 60), seen.minutes % 60) - instant;
  };
  let instant = wall - offsetAt(wall);
  instant = wall - offsetAt(instant);
  return new Date(instant).toISOString();
}
