import type { Knex } from 'knex';
import type { WebhookEvent } from '../../domain/webhooks/webhook.events';
import type { Projection } from '../projection';

/** The registered webhooks (with their sealed secrets, for the delivery worker only). */
export const webhooksProjection: Projection = {
  name: 'webhooks',
  eventTypes: ['WebhookRegistered', 'WebhookChanged', 'WebhookDeleted'],
  tables: ['webhooks'],
  async apply(trx: Knex.Transaction, recorded) {
    const event = recorded as unknown as WebhookEvent;
    const at = recorded.metadata.occurredAt ?? recorded.createdAt.toISOString();
    switch (event.type) {
      case 'WebhookRegistered': {
        const d = event.data;
        await trx('webhooks')
          .insert({
            id: d.webhookId,
            url: d.url,
            kinds: d.kinds,
            is_active: d.isActive,
            description: d.description,
            secret_sealed: d.secretSealed,
            created_at: at,
            updated_at: at,
          })
          .onConflict('id')
          .ignore();
        return;
      }
      case 'WebhookChanged': {
        const d = event.data;
        await trx('webhooks')
          .where({ id: d.webhookId })
          .update({ url: d.url, kinds: d.kinds, is_active: d.isActive, description: d.description, updated_at: at });
        return;
      }
      case 'WebhookDeleted':
        await trx('webhooks').where({ id: event.data.webhookId }).del();
        return;
      default: {
        const _exhaustive: never = event;
        return _exhaustive;
      }
    }
  },
};
