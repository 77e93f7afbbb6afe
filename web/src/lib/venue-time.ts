import { venueTimezone } from '@/config/venue';

/*
 * The one place the web app turns an instant into words. Every instant is read on the venue's clock
 * (its zone comes from the server: GET /api/venues and the availability answers), and a time carries
 * the zone's abbreviation ("5:52 AM EST") when the viewer's clock reads differently at that instant.
 * web/src/lib/venue-time.test.ts fails if a page formats a date any other way.
 */

// Building an Intl.DateTimeFormat is costly; one per zone and pattern is kept.
const formats = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string | undefined, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${timeZone ?? '(viewer)'}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { ...options, ...(timeZone ? { timeZone } : {}) });
    formats.set(key, format);
  }
  return format;
}

/** Year to minute on a 24-hour clock, the parts every wall-clock reading takes. */
export const WALL_CLOCK: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
};

const toDate = (at: string | Date) => (typeof at === 'string' ? new Date(at) : at);

/** The viewer's (the browser's) own time zone. */
export function viewerTimezone(): string {
  return new Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** The venue zone's abbreviation at that instant ('EST', 'EDT', 'GMT+1'). */
export function venueZoneAbbreviation(at: string | Date = new Date(), timeZone = venueTimezone()): string {
  const parts = formatter(timeZone, { timeZoneName: 'short' }).formatToParts(toDate(at));
  return parts.find((p) => p.type === 'timeZoneName')?.value ?? timeZone;
}

/** ' EST' when the venue's clock and the viewer's differ at that instant; '' when they agree. */
export function venueZoneSuffix(at: string | Date = new Date(), timeZone = venueTimezone()): string {
  const instant = toDate(at);
  const same = formatter(timeZone, WALL_CLOCK).format(instant) === formatter(undefined, WALL_CLOCK).format(instant);
  return same ? '' : ` ${venueZoneAbbreviation(instant, timeZone)}`;
}

/** An instant's time on the venue's clock: '5:52 AM' (with ' EST' where the viewer's clock differs). */
export function formatVenueTime(iso: string | Date, timeZone = venueTimezone()): string {
  const instant = toDate(iso);
  return `${formatter(timeZone, { hour: 'numeric', minute: '2-digit' }).format(instant)}${venueZoneSuffix(instant, timeZone)}`;
}

/** An instant on the venue's clock: 'Nov 24, 2026, 10:31 AM' (with ' EST' where the viewer's clock differs). */
export function formatVenueDateTime(iso: string | Date, timeZone = venueTimezone()): string {
  const instant = toDate(iso);
  const text = formatter(timeZone, { dateStyle: 'medium', timeStyle: 'short' }).format(instant);
  return `${text}${venueZoneSuffix(instant, timeZone)}`;
}

/** The venue's calendar day of an instant: 'Nov 24, 2026' by default, or as `options` ask (no time parts). */
export function formatVenueDate(
  iso: string | Date,
  options: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric', year: 'numeric' },
  timeZone = venueTimezone(),
): string {
  return formatter(timeZone, options).format(toDate(iso));
}

/** A calendar date ('YYYY-MM-DD', already the venue's day) in words, e.g. 'Mon, Nov 24'. */
export function formatPlainDate(date: string, options: Intl.DateTimeFormatOptions): string {
  return formatter('UTC', options).format(new Date(`${date}T12:00:00Z`));
}
