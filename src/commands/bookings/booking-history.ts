import type { AppContext } from '../../app-context';
import { describeEvents } from '../audit/audit-trail';
import { allBookingEvents, bookingEvents, type BookingAt } from '../audit/booking-events';

export interface HistoryEntry {
  type: string;
  at: string;
  actor: { userId: string; name: string } | 'system';
  summary: string;
}

/** The booking detail's history: the audit trail of the booking (src/commands/audit), oldest first. */
export async function bookingHistory(ctx: AppContext, at: BookingAt): Promise<HistoryEntry[]> {
  const items = await describeEvents(ctx, allBookingEvents(await bookingEvents(ctx, at)));
  return items.map(({ type, at: when, actor, summary }) => ({ type, at: when, actor, summary }));
}
