import type { EventOf } from '../../eventstore/events';
import type { RecordedEvent } from '../../eventstore/types';
import type { CardOnFileMadeDefault, CardOnFileRemoved, CardOnFileSaved } from '../../domain/payments/cards-on-file';
import type { CheckoutCardStoredEvent } from '../../domain/payments/checkout-card-stored';
import type { Projection } from '../projection';

type CardEvent =
  | CheckoutCardStoredEvent
  | EventOf<typeof CardOnFileSaved>
  | EventOf<typeof CardOnFileRemoved>
  | EventOf<typeof CardOnFileMadeDefault>;

/**
 * The card each account has on file: the newest one kept, or the one the customer made the default. A batch is folded per account first, so
 * each account costs at most one statement however many of its events the batch carries.
 */
export const storedCardsProjection: Projection = {
  name: 'stored-cards',
  eventTypes: ['CheckoutCardStored', 'CardOnFileSaved', 'CardOnFileRemoved', 'CardOnFileMadeDefault'],
  tables: ['stored_cards'],
  async applyBatch(trx, events) {
    const latest = new Map<string, Record<string, unknown> | { removed: string[] }>();
    for (const recorded of events) {
      const event = recorded as unknown as CardEvent & RecordedEvent;
      const d = event.data;
      if (event.type === 'CheckoutCardStored') {
        latest.set(d.userId, {
          user_id: d.userId,
          processor: d.processor,
          customer_id: event.data.customerId,
          card_id: d.cardId,
          brand: event.data.brand,
          last4: event.data.last4,
          order_id: event.data.bookingId,
          stored_at: recorded.metadata.occurredAt ?? recorded.createdAt.toISOString(),
        });
      } else if (event.type === 'CardOnFileSaved' || event.type === 'CardOnFileMadeDefault') {
        latest.set(d.userId, {
          user_id: d.userId,
          processor: d.processor,
          customer_id: event.data.customerId,
          card_id: d.cardId,
          brand: event.data.brand,
          last4: event.data.last4,
          order_id: null,
          stored_at: event.type === 'CardOnFileSaved' ? event.data.savedAt : event.data.at,
        });
      } else {
        const kept = latest.get(d.userId);
        // Removing a card only removes that card: a newer one kept meanwhile stays on file. Several
        // removals in one batch are all kept, so the batch's boundaries never change the outcome.
        if (!kept || ('card_id' in kept && kept.card_id === d.cardId)) latest.set(d.userId, { removed: [d.cardId] });
        else if ('removed' in kept && Array.isArray(kept.removed)) kept.removed.push(d.cardId);
      }
    }
    const rows = [...latest.values()].filter((r): r is Record<string, unknown> => !('removed' in r));
    if (rows.length > 0) await trx('stored_cards').insert(rows).onConflict('user_id').merge();
    for (const [userId, change] of latest)
      if ('removed' in change && Array.isArray(change.removed))
        await trx('stored_cards').where({ user_id: userId }).whereIn('card_id', change.removed).delete();
  },
};
