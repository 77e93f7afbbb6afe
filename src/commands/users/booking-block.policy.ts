import { ForbiddenError } from '../../lib/errors';
import { isBlockedFromBooking } from '../../projections/users/users.queries';
import type { BookingPolicy } from '../booking-policies';

export const BLOCKED_FROM_BOOKING_MESSAGE = 'Your account cannot make new bookings. Please contact the venue.';

/**
 * An account an admin blocked may not quote, book, extend or enter a tournament, nor be booked for
 * at the desk: refused before anything is held or charged.
 */
export const bookingBlockPolicy: BookingPolicy = {
  name: 'booking-block',
  async accountRule(ctx, userId) {
    if (await isBlockedFromBooking(ctx.knex, userId))
      throw new ForbiddenError(BLOCKED_FROM_BOOKING_MESSAGE, 'USER.BLOCKED_FROM_BOOKING');
  },
};
