import type { EventOf } from '../../eventstore/events';
import type { BookingCancelled, BookingMarkedNoShow } from '../../domain/bookings';
import type { AppContext } from '../../app-context';
import type { Projection } from '../../projections/projection';
import { jobIdFrom } from '../jobs';

declare module '../jobs' {
  interface JobPayloads {
    /** Charges a booking's no-show or late cancellation fee to the card on file (once per booking). */
    'bookings.fee': {
      bookingId: string;
      kind: 'no_show' | 'late_cancellation';
      amountCents?: number;
      userId?: string | null;
    };
  }
}

/** A fee job per no-show mark and per late cancellation with a fee to charge; job ids from event ids. */
export function noShowFeesReactor(ctx: AppContext): Projection {
  return {
    name: 'no-show-fees-reactor',
    eventTypes: ['BookingMarkedNoShow', 'BookingCancelled'],
    tables: [],
    reactor: true,
    async apply(_trx, event) {
      if (event.type === 'BookingMarkedNoShow') {
        const d = (event as EventOf<typeof BookingMarkedNoShow>).data;
        await ctx.jobs.enqueue(
          'bookings.fee',
          { bookingId: d.bookingId, kind: 'no_show' },
          { jobId: jobIdFrom('fee', event.eventId) },
        );
      } else if (event.type === 'BookingCancelled') {
        const d = (event as EventOf<typeof BookingCancelled>).data;
        if (!(d.lateFeeCents > 0)) return;
        await ctx.jobs.enqueue(
          'bookings.fee',
          { bookingId: d.bookingId, kind: 'late_cancellation', amountCents: d.lateFeeCents, userId: d.userId },
          { jobId: jobIdFrom('fee', event.eventId) },
        );
      }
    },
  };
}
