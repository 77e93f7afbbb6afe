import { DateTime } from 'luxon';
import type { AppContext } from '../../app-context';
import { evolve as evolveBayDay, type BayDayState } from '../../domain/bookings/bay-day.state';
import type { BayDayEvent } from '../../domain/bookings/booking.events';
import { BookingError } from '../../domain/booking-errors';
import type { RecordedEvent } from '../../eventstore/types';
import { toDecimalString } from '../../lib/money';
import { adminBookingById } from '../../projections/bookings/admin-bookings.queries';
import { auditSubject, type AsOfInput } from '../audit-subject';
import { allBookingEvents, bookingEvents, type BookingEvents } from './booking-events';

/** The booking on whichever bay-day stream held it at that instant (a move takes it off the old one). */
function bookingAsOf(ctx: AppContext, { id: bookingId, subject, upTo }: AsOfInput<BookingEvents>) {
  const zone = ctx.config.VENUE_TIMEZONE;
  for (const s of subject.extra?.bayDay ?? []) {
    const state = upTo(s.events).reduce<BayDayState>(
      (st, e: RecordedEvent) => evolveBayDay(st, e as unknown as BayDayEvent),
      { bookings: {}, holds: {} },
    );
    const b = state.bookings[bookingId];
    if (!b) continue;
    const local = (t: number) => DateTime.fromMillis(t, { zone }).toFormat('HH:mm');
    return {
      id: bookingId,
      bayId: s.bayId,
      date: DateTime.fromMillis(b.startsAt, { zone }).toISODate(),
      startTime: local(b.startsAt),
      endTime: local(b.endsAt),
      status: b.status,
      paymentStatus: b.paymentStatus,
      totalAmount: toDecimalString(b.totalAmountCents),
      creditsUsed: b.creditsUsed,
    };
  }
  return null;
}

/** A booking's audit: its bay-day streams (those it moved from too) and the orders that paid for it. */
export const bookingAuditSubject = auditSubject<BookingEvents>({
  kind: 'booking',
  rank: 10,
  async events(ctx, id) {
    const b = await adminBookingById(ctx, id);
    if (!b) throw new BookingError('BOOKING.NOT_FOUND');
    const booking = await bookingEvents(ctx, { bookingId: b.row.id, bayId: b.row.bay_id, date: b.row.date });
    return { events: allBookingEvents(booking), extra: booking };
  },
  mayBeEmpty: true,
  asOf: bookingAsOf,
});
