import type { AppContext } from '../../app-context';
import { bookingIcs, bookingReference, type VenueFacts } from '../../domain/calendar/booking-calendar';
import { calendarBooking } from '../../projections/calendar/calendar.queries';
import { systemSettingsOf } from '../../projections/catalog';
import { siteBase as siteBaseOf } from '../../lib/site-url';

/**
 * The venue as its calendar events name it. `siteBase` is the site's origin when known (a request's
 * host, or PUBLIC_URL): events then link to the account page.
 */
export async function calendarVenueFacts(ctx: AppContext, siteBase: string | null): Promise<VenueFacts> {
  return {
    name: (await systemSettingsOf(ctx)).venueName,
    timeZone: ctx.config.VENUE_TIMEZONE,
    uidDomain: ctx.config.PUBLIC_URL
      ? new URL(ctx.config.PUBLIC_URL).hostname
      : `${ctx.config.VENUE_ID}.bookings.local`,
    // With several venues the link names its venue (a calendar app's click carries no venue cookie).
    accountUrl: siteBase ? `${siteBase}/my-account${ctx.venues ? `?venue=${ctx.config.VENUE_ID}` : ''}#bookings` : null,
  };
}

/** A booking's calendar event as an email attachment (the receipt carries it), or null when unknown. */
export async function bookingIcsAttachment(
  ctx: AppContext,
  bookingId: string,
): Promise<{ filename: string; content: string; contentType: string } | null> {
  const booking = await calendarBooking(ctx.knex, bookingId);
  if (!booking) return null;
  return {
    filename: `booking-${bookingReference(booking.id)}.ics`,
    content: bookingIcs(booking, await calendarVenueFacts(ctx, siteBaseOf(ctx))),
    contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
  };
}
