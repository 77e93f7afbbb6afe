import type { Knex } from 'knex';
import { waitlistEventTypes, type WaitlistEvent } from '../../domain/waitlist/waitlist.events';
import type { Projection } from '../projection';

export const WAITLIST_PROJECTION = 'waitlist';

const entries = (trx: Knex.Transaction) => trx('waitlist_entries');

/** The waitlist per venue day: each entry's status and its latest offer, in join order. */
export const waitlistProjection: Projection = {
  name: WAITLIST_PROJECTION,
  eventTypes: waitlistEventTypes,
  tables: ['waitlist_entries'],
  async apply(trx, recorded) {
    const event = recorded as unknown as WaitlistEvent;
    switch (event.type) {
      case 'WaitlistJoined': {
        const d = event.data;
        await entries(trx)
          .insert({
            entry_id: d.entryId,
            date: d.date,
            user_id: d.userId,
            earliest_start: d.earliestStart,
            latest_start: d.latestStart,
            duration: d.duration,
            bay_id: d.bayId,
            status: 'waiting',
            joined_at: d.joinedAt,
          })
          .onConflict('entry_id')
          .ignore();
        return;
      }
      case 'WaitlistLeft': {
        const status = event.data.removedBy === 'admin' ? 'removed' : 'left';
        await entries(trx).where({ entry_id: event.data.entryId }).update({ status, ended_at: event.data.leftAt });
        return;
      }
      case 'WaitlistOfferMade': {
        const d = event.data;
        await entries(trx).where({ entry_id: d.entryId }).update({
          status: 'offered',
          offer_id: d.offerId,
          offer_bay_id: d.bayId,
          offer_start_time: d.startTime,
          offer_expires_at: d.expiresAt,
        });
        return;
      }
      case 'WaitlistOfferWithdrawn':
        await entries(trx).where({ entry_id: event.data.entryId }).update({
          status: 'waiting',
          offer_id: null,
          offer_bay_id: null,
          offer_start_time: null,
          offer_expires_at: null,
        });
        return;
      case 'WaitlistOfferExpired':
        await ended(trx, event.data.entryId, 'expired', event.data.expiredAt);
        return;
      case 'WaitlistOfferDeclined':
        await ended(trx, event.data.entryId, 'declined', event.data.declinedAt);
        return;
      case 'WaitlistOfferAccepted':
        await entries(trx)
          .where({ entry_id: event.data.entryId })
          .update({ status: 'booked', booking_id: event.data.bookingId, ended_at: event.data.acceptedAt });
        return;
      default: {
        const _exhaustive: never = event;
        return _exhaustive;
      }
    }
  },
};

function ended(trx: Knex.Transaction, entryId: string, status: string, at: string) {
  return entries(trx).where({ entry_id: entryId }).update({ status, ended_at: at });
}
