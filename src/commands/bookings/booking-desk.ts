import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/errors';
import { bookingById } from '../../projections/bookings/bookings.queries';
import type { BookingDesk } from '../checkout';
import { loadBayDay, locateBooking } from './bay-day-streams';
import { recordBookingPayment, releaseBooking } from './booking-lifecycle.command';

/** Bookings as the paid order sees them (the bookings module provides it). */
export const bookingDesk: BookingDesk = {
  booking: (ctx, bookingId) => bookingById(ctx, bookingId),
  async releaseIfPending(ctx, bookingId, reason, meta) {
    const booking = await bayDayBooking(ctx, bookingId);
    if (booking?.status !== 'pending') return false;
    await releaseBooking(ctx, bookingId, reason, meta);
    return true;
  },
  recordPayment: (ctx, bookingId, facts, meta) => recordBookingPayment(ctx, bookingId, facts, meta),
};

/** The booking as its bay-day stream knows it (the authority), or null when there is none. */
async function bayDayBooking(ctx: AppContext, bookingId: string) {
  try {
    const at = await locateBooking(ctx, bookingId);
    const state = await loadBayDay(ctx, at.bayId, at.date);
    return state.bookings[at.bookingId] ?? null;
  } catch (error) {
    if (error instanceof AppError && error.code === 'BOOKING.NOT_FOUND') return null;
    throw error;
  }
}
