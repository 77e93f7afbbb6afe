import type { AppContext } from '../../app-context';
import type { WaitlistEvent } from '../../domain/waitlist/waitlist.events';
import type { RecordedEvent } from '../../eventstore/types';
import type { Projection } from '../../projections/projection';
import { defineReactor } from '../reactor';

declare module '../jobs' {
  interface JobPayloads {
    /** Offers a day's free matching slots to those waiting (safe to run twice). */
    'waitlist.match': { date: string };
    /** Texts the customer an offer's link, once. */
    'waitlist.offer-text': { date: string; offerId: string };
    /** Expires an unanswered offer and passes its slot on (safe to run twice). */
    'waitlist.offer-expiry': { date: string; offerId: string };
    /** Expires every overdue offer from the read model (Redis may have lost their jobs). */
    'waitlist.sweep': Record<string, never>;
  }
}

/** Grace after an offer's end, so a checkout started on its last second is not raced. */
const EXPIRY_GRACE_MS = 2000;

/** Bay time freed on a venue day: the day is the bay-day stream's last part. */
const FREEING = ['BookingCancelled', 'BookingReleased', 'BookingMovedAway', 'BayTimeHoldReleased'];
const dayOfStream = (streamId: string) => /(\d{4}-\d{2}-\d{2})$/.exec(streamId)?.[1] ?? null;

/**
 * Slots freed on a day (a cancellation, a released hold, a booking moved away) and new entries start a
 * match for that day; a new offer starts its text and its delayed expiry. Job ids come from event ids.
 */
export function waitlistReactor(ctx: AppContext): Projection {
  return defineReactor({
    name: 'waitlist-reactor',
    eventTypes: [...FREEING, 'WaitlistJoined', 'WaitlistOfferMade'],
    jobs: ctx.jobs,
    async handle(recorded: RecordedEvent, r) {
      if (FREEING.includes(recorded.type)) {
        const date = recorded.streamId.startsWith('bay_day-') ? dayOfStream(recorded.streamId) : null;
        if (date) await r.enqueue('waitlist.match', { date });
        return;
      }
      const event = recorded as unknown as WaitlistEvent;
      if (event.type === 'WaitlistJoined') await r.enqueue('waitlist.match', { date: event.data.date });
      if (event.type !== 'WaitlistOfferMade') return;
      const { date, offerId, expiresAt } = event.data;
      await r.enqueue('waitlist.offer-text', { date, offerId });
      const delayMs = Math.max(0, Date.parse(expiresAt) - ctx.now().getTime() + EXPIRY_GRACE_MS);
      await r.enqueue('waitlist.offer-expiry', { date, offerId }, { delayMs });
    },
  });
}
