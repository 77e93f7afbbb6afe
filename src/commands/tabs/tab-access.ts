import type { AppContext } from '../../app-context';
import { TabError } from '../../domain/tabs/tab.decider';
import { bookingById } from '../../projections/bookings';
import { DateTime } from 'luxon';

/** How long before the start the booking's customer may start a tab. */
export const CUSTOMER_MINUTES_BEFORE = 30;

export interface TabCaller {
  id: string;
  isAdmin: boolean;
  isEmployee: boolean;
}

const FORBIDDEN = "You don't have access to this booking's tab.";

/**
 * Who may read or add to a booking's tab: staff (employee, admin) any time; the booking's customer to
 * read it any time and to add from 30 minutes before the start until the end (extensions included, as
 * the bookings read model has them). Anyone else: 403. Answers the booking.
 */
export async function checkTabAccess(ctx: AppContext, bookingId: string, caller: TabCaller, mode: 'read' | 'add') {
  const booking = await bookingById(ctx, bookingId);
  if (!booking) throw new TabError('BOOKING.NOT_FOUND', 'Booking not found', 404);
  if (caller.isAdmin || caller.isEmployee) return booking;
  if (booking.userId !== caller.id) throw new TabError('TAB.FORBIDDEN', FORBIDDEN, 403);
  if (mode === 'read') return booking;
  if (booking.status !== 'confirmed') throw new TabError('TAB.FORBIDDEN', 'This booking is not active.', 403);
  const now = ctx.now().getTime();
  const opens = new Date(booking.startsAt).getTime() - CUSTOMER_MINUTES_BEFORE * 60_000;
  const zone = ctx.config.VENUE_TIMEZONE;
  const local = (ms: number) => DateTime.fromMillis(ms, { zone }).toFormat('h:mm a');
  if (now < opens)
    throw new TabError(
      'TAB.NOT_YET',
      `You can add to your tab from ${local(opens)}, 30 minutes before your booking.`,
      403,
    );
  if (now >= new Date(booking.endsAt).getTime())
    throw new TabError('TAB.SESSION_ENDED', 'Your session has ended; ask the staff to add anything more.', 403);
  return booking;
}
