import type { Knex } from 'knex';
import type { CalendarFeedEvent } from '../../domain/calendar/calendar-feed.events';
import type { Projection } from '../projection';

/** Customers' calendar feeds: the token's hash finds a live feed; a revoked one stays, marked. */
export const calendarFeedsProjection: Projection = {
  name: 'calendar_feeds',
  eventTypes: ['CalendarFeedCreated', 'CalendarFeedRevoked'],
  tables: ['calendar_feeds'],
  async apply(trx: Knex.Transaction, recorded) {
    const event = recorded as unknown as CalendarFeedEvent;
    const at = recorded.metadata.occurredAt ?? recorded.createdAt.toISOString();
    switch (event.type) {
      case 'CalendarFeedCreated': {
        const d = event.data;
        await trx('calendar_feeds')
          .insert({
            feed_id: d.feedId,
            user_id: d.userId,
            token_hash: d.tokenHash,
            token_sealed: d.tokenSealed,
            created_at: at,
          })
          // A replayed event, or (in no real log) a second feed with the same token hash: keep the first.
          .onConflict()
          .ignore();
        return;
      }
      case 'CalendarFeedRevoked':
        await trx('calendar_feeds').where({ feed_id: event.data.feedId }).update({ revoked_at: at });
        return;
      default: {
        const _exhaustive: never = event;
        return _exhaustive;
      }
    }
  },
};
