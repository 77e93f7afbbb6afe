import { WAIVER_REQUIRED, WAIVER_REQUIRED_MESSAGE } from '../../contracts/waivers/waivers';
import { ConflictError } from '../../lib/errors';
import { waiverStatus } from '../../projections/waivers/waivers.queries';
import type { BookingPolicy } from '../booking-policies';

/**
 * While the venue requires its waiver, an account that has not signed the current version may not
 * make a new booking (book, pay, book online, accept a waitlist offer, enter a tournament, be booked
 * for at the desk): refused with 409 before anything is held or charged. A quote, an extension and a
 * move of a booking already made are not refused: the customer signed (or was not asked) when they
 * booked. A guest with no account has nothing to sign with and is not refused here.
 */
export const waiverBookingPolicy: BookingPolicy = {
  name: 'waiver',
  async accountRule(ctx, userId, check) {
    if (check !== 'new-booking') return;
    if ((await waiverStatus(ctx.knex, userId)).needsSignature)
      throw new ConflictError(WAIVER_REQUIRED_MESSAGE, WAIVER_REQUIRED);
  },
};
