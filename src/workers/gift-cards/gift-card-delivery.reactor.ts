import { DateTime } from 'luxon';
import type { AppContext } from '../../app-context';
import type { GiftCardEvent } from '../../domain/gift-cards/gift-card.events';
import type { Projection } from '../../projections/projection';
import { defineReactor } from '../reactor';

type Issued = Extract<GiftCardEvent, { type: 'GiftCardIssued' }>;

/** Sends emailed/texted gift cards on their delivery date (a job per issued card, keyed by the event). */
export function giftCardDeliveryReactor(ctx: AppContext): Projection {
  return defineReactor<Issued>({
    name: 'gift-card-delivery-reactor',
    eventTypes: ['GiftCardIssued'],
    jobs: ctx.jobs,
    async handle(event, reactor) {
      if (event.data.deliveryMethod === 'pickup') return;
      // 9 AM venue time on the chosen day; at once without a day (or for a day already past).
      const due = event.data.deliveryDate
        ? DateTime.fromISO(`${event.data.deliveryDate}T09:00`, { zone: ctx.config.VENUE_TIMEZONE }).toMillis() -
          ctx.now().getTime()
        : 0;
      await reactor.enqueue('giftcards.deliver', { code: event.data.code }, { delayMs: Math.max(0, due) });
    },
  });
}
