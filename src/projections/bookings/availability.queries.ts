import { createHash } from 'node:crypto';
import type { AppContext } from '../../app-context';
import type { AvailabilityResponse } from '../../contracts/bookings/bookings';
import { computeAvailability } from '../../domain/bookings/availability';
import { BookingError } from '../../domain/booking-errors';
import { addDays, dayOfWeek, venueToday } from '../../domain/catalog';
import { FALLBACK_INTERVAL } from '../../domain/catalog';
import { catalogSnapshot, type CatalogSnapshot } from '../catalog';
import { bookingsAround, isLiveBooking, publicBooking, type DayBooking } from './bookings.queries';

/**
 * Rendered JSON of availability and day lists, kept per (catalog snapshot, day rows) pair: both are
 * replaced whenever the catalog or the bookings change, so a stale entry is never reachable. The
 * clock enters the key by the minute (past slots, expired holds). The app context holds one.
 */
export class RenderedJsonCache {
  private readonly byCatalog = new WeakMap<CatalogSnapshot, WeakMap<DayBooking[], Map<string, RenderedJson>>>();

  for(catalog: CatalogSnapshot, rows: DayBooking[]): Map<string, RenderedJson> {
    let byRows = this.byCatalog.get(catalog);
    if (!byRows) this.byCatalog.set(catalog, (byRows = new WeakMap()));
    let entries = byRows.get(rows);
    if (!entries) byRows.set(rows, (entries = new Map()));
    if (entries.size > 200) entries.clear();
    return entries;
  }
}

/** A JSON body with its entity tag computed once (Express then skips hashing it per response). */
export interface RenderedJson {
  body: string;
  etag: string;
}

function render(value: unknown): RenderedJson {
  const body = JSON.stringify(value);
  const hash = createHash('sha1').update(body).digest('base64').slice(0, 27);
  return { body, etag: `W/"${Buffer.byteLength(body).toString(16)}-${hash}"` };
}

export interface AvailabilityQuery {
  date: string;
  duration: number;
  advanceDays: number;
  /** The durations (hours) the booking modal offers. */
  durations: readonly number[];
}

/** The availability answer (see docs in bookings.routes.ts) as a JSON string. */
export async function availabilityJson(ctx: AppContext, query: AvailabilityQuery, now: Date): Promise<RenderedJson> {
  const [catalog, rows] = await Promise.all([catalogSnapshot(ctx), bookingsAround(ctx, query.date)]);
  const minute = Math.floor(now.getTime() / 60_000);
  const key = `a|${query.date}|${query.duration}|${query.advanceDays}|${minute}`;
  const cache = ctx.renderedJson.for(catalog, rows);
  const hit = cache.get(key);
  if (hit) return hit;
  const zone = ctx.config.VENUE_TIMEZONE;
  const today = venueToday(now, zone);
  const beyond = query.date > addDays(today, query.advanceDays);
  const hours = catalog.week.get(dayOfWeek(query.date)) ?? null;
  const busy = rows.filter((b) => isLiveBooking(b, now.getTime()));
  const answer: AvailabilityResponse = {
    date: query.date,
    timezone: zone,
    duration: query.duration,
    bookingIntervalMinutes: hours?.bookingIntervalMinutes ?? FALLBACK_INTERVAL,
    fallbackHours: !hours,
    advanceBookingDays: query.advanceDays,
    durations: query.durations,
    bookable: !beyond && query.date >= today,
    message: beyond ? new BookingError('BOOKING.ADVANCE_WINDOW', { days: query.advanceDays }).message : null,
    bays: catalog.bays
      .filter((b) => b.isActive)
      .map((b) => ({ id: b.id, name: b.name, type: b.description || 'Standard Bay' })),
    slots: computeAvailability({
      date: query.date,
      durationMinutes: query.duration * 60,
      week: catalog.week,
      bays: catalog.bays,
      busy,
      zone,
      now: now.getTime(),
    }),
  };
  const body = render(answer);
  cache.set(key, body);
  return body;
}

/** The public day list (no personal data) as a JSON string. */
export async function publicDayJson(ctx: AppContext, date: string, now: Date): Promise<RenderedJson> {
  const [catalog, rows] = await Promise.all([catalogSnapshot(ctx), bookingsAround(ctx, date)]);
  const key = `d|${date}|${Math.floor(now.getTime() / 60_000)}`;
  const cache = ctx.renderedJson.for(catalog, rows);
  const hit = cache.get(key);
  if (hit) return hit;
  const body = render(rows.filter((b) => b.date === date && isLiveBooking(b, now.getTime())).map(publicBooking));
  cache.set(key, body);
  return body;
}
