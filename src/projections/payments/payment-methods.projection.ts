import type { Knex } from 'knex';
import type { EventOf } from '../../eventstore/events';
import type { RecordedEvent } from '../../eventstore/types';
import type { CardOnFileMadeDefault, CardOnFileRemoved, CardOnFileSaved } from '../../domain/payments/cards-on-file';
import type { CheckoutCardStoredEvent } from '../../domain/payments/checkout-card-stored';
import type { Projection } from '../projection';

type CardEvent = (
  | CheckoutCardStoredEvent
  | EventOf<typeof CardOnFileSaved>
  | EventOf<typeof CardOnFileRemoved>
  | EventOf<typeof CardOnFileMadeDefault>
) &
  RecordedEvent;

export const PAYMENT_METHODS_PROJECTION = 'payment-methods';

/** Makes this card the account's only default. */
async function makeDefault(trx: Knex.Transaction, userId: string, cardId: string) {
  await trx('payment_methods')
    .where({ user_id: userId })
    .update({ is_default: trx.raw('card_id = ?', [cardId]) });
}

/**
 * Every card an account keeps: a kept card becomes the default (as the newest card always paid the
 * renewals); the customer may choose another; a removed card goes (its replacement as default is an
 * event of its own).
 */
export const paymentMethodsProjection: Projection = {
  name: PAYMENT_METHODS_PROJECTION,
  eventTypes: ['CheckoutCardStored', 'CardOnFileSaved', 'CardOnFileRemoved', 'CardOnFileMadeDefault'],
  tables: ['payment_methods'],
  async apply(trx, recorded) {
    const event = recorded as CardEvent;
    const d = event.data;
    if (event.type === 'CardOnFileRemoved') {
      await trx('payment_methods').where({ user_id: d.userId, card_id: d.cardId }).delete();
      return;
    }
    if (event.type === 'CardOnFileMadeDefault') {
      await makeDefault(trx, d.userId, d.cardId);
      return;
    }
    const e = event.data;
    const storedAt =
      event.type === 'CardOnFileSaved'
        ? event.data.savedAt
        : (event.metadata.occurredAt ?? event.createdAt.toISOString());
    await trx('payment_methods')
      .insert({
        user_id: e.userId,
        card_id: e.cardId,
        processor: e.processor,
        customer_id: e.customerId,
        brand: e.brand,
        last4: e.last4,
        exp_month: e.expMonth ?? null,
        exp_year: e.expYear ?? null,
        stored_at: storedAt,
      })
      .onConflict(['user_id', 'card_id'])
      .merge(['brand', 'last4', 'exp_month', 'exp_year']);
    await makeDefault(trx, e.userId, e.cardId);
  },
};
