import type { AppContext } from '../../app-context';
import { bayDayStream } from '../../domain/bookings/booking.events';
import { checkoutStream } from '../../domain/checkout';
import type { RecordedEvent } from '../../eventstore/types';
import { readStream } from '../audit-subject';

export interface BookingAt {
  bookingId: string;
  bayId: string;
  date: string;
}

/** Where the booking's bay-day events live: each stream it touched with its bay and day. */
export interface BookingEvents {
  bayDay: Array<{ stream: string; bayId: string; date: string; events: RecordedEvent[] }>;
  checkout: RecordedEvent[];
}

/**
 * Every event about one booking from the streams it touched: its bay-day stream, the ones it moved
 * from, the order that sold it and those that paid for its extensions. A few streams per request.
 */
export async function bookingEvents(ctx: AppContext, at: BookingAt): Promise<BookingEvents> {
  const venue = ctx.config.VENUE_ID;
  const seen = new Set<string>();
  const bayDay: BookingEvents['bayDay'] = [];
  const queue = [{ bayId: at.bayId, date: at.date }];
  while (queue.length && seen.size < 20) {
    const next = queue.shift()!;
    const stream = bayDayStream(venue, next.bayId, next.date);
    if (seen.has(stream)) continue;
    seen.add(stream);
    const events: RecordedEvent[] = [];
    for (const e of await readStream(ctx, stream)) {
      const d = e.data as { bookingId?: string; from?: { bayId: string; date: string } };
      if (d.bookingId !== at.bookingId) continue;
      events.push(e);
      if (e.type === 'BookingMoved' && d.from) queue.push(d.from);
    }
    bayDay.push({ stream, ...next, events });
  }
  // The booking's own order, then the order that paid for each extension (its payment and refund).
  const orders = [at.bookingId];
  for (const e of bayDay.flatMap((s) => s.events)) {
    const extensionId = e.type === 'BookingExtended' ? (e.data as { extensionId?: string | null }).extensionId : null;
    if (extensionId && !orders.includes(extensionId)) orders.push(extensionId);
  }
  const checkout: RecordedEvent[] = [];
  for (const orderId of orders) checkout.push(...(await readStream(ctx, checkoutStream(venue, orderId))));
  return { bayDay, checkout };
}

export const allBookingEvents = (b: BookingEvents) => [...b.bayDay.flatMap((s) => s.events), ...b.checkout];
