import type { AppContext } from '../../app-context';
import { addDays, venueToday } from '../../domain/catalog';

import type { BookingWindow } from '../../contracts/bookings/bookings';

/** The days a caller may book, as the booking rules will judge them (the advance window of their plan). */
export async function bookingWindow(ctx: AppContext, userId: string | null): Promise<BookingWindow> {
  const today = venueToday(ctx.now(), ctx.config.VENUE_TIMEZONE);
  const advanceBookingDays = await ctx.policies.advanceWindowDays(ctx, userId);
  return { today, advanceBookingDays, lastBookableDate: addDays(today, advanceBookingDays) };
}
