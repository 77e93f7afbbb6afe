import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/errors';
import { locateBooking } from '../bookings';
import { loadBayDay } from '../bookings/bay-day-streams';

/** The booking as its bay-day stream knows it (the authority), or null when there is none. */
export async function loadBayDayBooking(ctx: AppContext, bookingId: string) {
  try {
    const at = await locateBooking(ctx, bookingId);
    const state = await loadBayDay(ctx, at.bayId, at.date);
    return state.bookings[at.bookingId] ?? null;
  } catch (error) {
    if (error instanceof AppError && error.code === 'BOOKING.NOT_FOUND') return null;
    throw error;
  }
}
