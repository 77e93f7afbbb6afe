import type { AppContext } from '../app-context';
import type { Projection } from '../projections/projection';
import type { RecordedEvent } from '../eventstore/types';
import type { BookingPlacedData } from '../domain/bookings/booking.events';
import { releaseBooking } from '../commands/bookings/booking-lifecycle.command';
import { jobIdFrom } from './jobs';

declare module './jobs' {
  interface JobPayloads {
    'bookings.expire-hold': { bookingId: string; bayId: string; date: string };
  }
}

/** Schedules the release of every pending booking at the end of its hold. */
export function bookingHoldsReactor(ctx: AppContext): Projection {
  return {
    name: 'bookings-hold-expiry',
    eventTypes: ['BookingPlaced'],
    tables: [],
    async apply(_trx, event: RecordedEvent) {
      const data = event.data as BookingPlacedData;
      if (data.status !== 'pending' || !data.holdExpiresAt) return;
      await ctx.jobs.enqueue(
        'bookings.expire-hold',
        { bookingId: data.bookingId, bayId: data.bayId, date: data.date },
        { jobId: jobIdFrom('expire-hold', event.eventId), delayMs: Math.max(0, Date.parse(data.holdExpiresAt) - Date.now()) },
      );
    },
  };
}

/** A pending booking still unpaid when its hold ends is released (a confirmed one is left alone). */
export function registerBookingJobs(ctx: AppContext): void {
  ctx.jobs.register(
    'bookings.expire-hold',
    async (payload) => {
      await releaseBooking(ctx, payload, 'expired', { actor: 'system' });
    },
    { attempts: 5, backoffMs: 2000 },
  );
}
