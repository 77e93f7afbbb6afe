import type { AppContext } from '../../app-context';
import type { BookingPolicy } from '../booking-policies';
import { describeEvents } from './audit-trail';
import { allBookingEvents, bookingEvents, type BookingAt } from '../bookings';

export interface HistoryEntry {
  type: string;
  at: string;
  actor: { userId: string; name: string } | 'system';
  summary: string;
}

/** The booking detail's history: the audit trail of the booking, oldest first. */
export async function bookingHistory(ctx: AppContext, at: BookingAt): Promise<HistoryEntry[]> {
  const items = await describeEvents(ctx, allBookingEvents(await bookingEvents(ctx, at)));
  return items.map(({ type, at: when, actor, summary }) => ({ type, at: when, actor, summary }));
}

/** The audit tells the admin's booking detail its history (bookings ask through ctx.policies). */
export const bookingHistoryPolicy: BookingPolicy = { name: 'audit', history: bookingHistory };
