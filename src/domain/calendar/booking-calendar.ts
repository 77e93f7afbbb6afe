import ical, { ICalEventStatus, type ICalCalendar } from 'ical-generator';
import { DateTime } from 'luxon';
import { timeToMinutes, wallClockInstantOrNext } from '../catalog';

/** A booking as a calendar shows it (read model fields). */
export interface CalendarBookingFacts {
  id: string;
  bayName: string | null;
  /** Venue-local calendar date and wall-clock start the customer booked. */
  date: string;
  startTime: string;
  /** The instants the bay is held (the end includes extensions). */
  startsAt: Date;
  endsAt: Date;
  status: string;
  updatedAt: Date;
}

export interface VenueFacts {
  name: string;
  timeZone: string;
  /** The host the UIDs are made under (stable for a deployment). */
  uidDomain: string;
  /** Where the customer manages bookings, when the site's address is known. */
  accountUrl: string | null;
}

export const bookingReference = (id: string) => id.slice(0, 8).toUpperCase();

/**
 * The booking's start as the venue's wall clock reads it (the local date and time converted in the
 * venue zone, so 10:00 stays 10:00 on either side of a daylight-saving change), and its end the
 * booked length later.
 */
export function bookingInstants(b: CalendarBookingFacts, zone: string): { start: Date; end: Date } {
  const start = wallClockInstantOrNext(b.date, timeToMinutes(b.startTime), zone);
  const lengthMs = b.endsAt.getTime() - b.startsAt.getTime();
  return { start: start.toJSDate(), end: start.plus({ milliseconds: lengthMs }).toJSDate() };
}

function statusOf(status: string): ICalEventStatus {
  if (status === 'cancelled' || status === 'released') return ICalEventStatus.CANCELLED;
  if (status === 'pending') return ICalEventStatus.TENTATIVE;
  return ICalEventStatus.CONFIRMED;
}

function descriptionOf(b: CalendarBookingFacts, venue: VenueFacts, start: Date, end: Date): string {
  const local = (d: Date) => DateTime.fromJSDate(d, { zone: venue.timeZone }).toFormat('ccc LLL d, h:mm a ZZZZ');
  const hours = Math.round(((end.getTime() - start.getTime()) / 3_600_000) * 100) / 100;
  return [
    `Booking reference: ${bookingReference(b.id)}`,
    `${b.bayName ?? 'Bay'}, ${hours} hour${hours === 1 ? '' : 's'} from ${local(start)}`,
    b.status === 'cancelled' ? 'This booking was cancelled.' : 'Please arrive 10 minutes early.',
    venue.accountUrl ? `Manage your bookings: ${venue.accountUrl}` : '',
  ]
    .filter(Boolean)
    .join('\n');
}

function addBooking(cal: ICalCalendar, b: CalendarBookingFacts, venue: VenueFacts): void {
  const { start, end } = bookingInstants(b, venue.timeZone);
  const cancelled = statusOf(b.status) === ICalEventStatus.CANCELLED;
  cal.createEvent({
    id: `${b.id}@${venue.uidDomain}`,
    // A cancellation is a revision of the event: calendars that already hold it take the change.
    sequence: cancelled ? 1 : 0,
    stamp: b.updatedAt,
    lastModified: b.updatedAt,
    start,
    end,
    summary: `${b.bayName ?? 'Bay'} at ${venue.name}`,
    location: venue.name,
    description: descriptionOf(b, venue, start, end),
    status: statusOf(b.status),
    url: venue.accountUrl,
  });
}

const calendar = (venue: VenueFacts, name: string) =>
  ical({ name, prodId: { company: venue.name, product: 'Bay bookings', language: 'EN' } });

/** One booking's event, for the "Add to calendar" download. */
export function bookingIcs(b: CalendarBookingFacts, venue: VenueFacts): string {
  const cal = calendar(venue, `${venue.name} booking`);
  addBooking(cal, b, venue);
  return cal.toString();
}

/** A customer's feed: every booking given, refreshed by subscribed calendars about hourly. */
export function feedIcs(bookings: CalendarBookingFacts[], venue: VenueFacts): string {
  const cal = calendar(venue, `${venue.name} bookings`);
  cal.ttl(60 * 60);
  for (const b of bookings) addBooking(cal, b, venue);
  return cal.toString();
}
