import type { AppContext } from '../../app-context';
import type { WebhookKind } from '../../contracts/webhooks/webhooks';
import type { RecordedEvent } from '../../eventstore/types';
import type { Projection } from '../../projections/projection';
import { activeWebhooks } from '../../projections/webhooks/webhooks.queries';
import { defineReactor } from '../reactor';

export interface WebhookMessage {
  id: string;
  type: WebhookKind;
  occurredAt: string;
  data: unknown;
}

declare module '../jobs' {
  interface JobPayloads {
    /** POSTs one event to one webhook, signed; retried with backoff until it answers 2xx. */
    'webhook.deliver': { webhookId: string; message: WebhookMessage };
  }
}

/** The webhook kind an event is, or null when no webhook hears of it. */
export function webhookKindOf(event: RecordedEvent): WebhookKind | null {
  const d = event.data as Record<string, unknown>;
  switch (event.type) {
    case 'BookingPlaced':
      return d.status === 'confirmed' ? 'booking.confirmed' : null;
    case 'BookingConfirmed':
      return 'booking.confirmed';
    case 'BookingCancelled':
      return 'booking.cancelled';
    case 'MembershipRenewed':
      return 'membership.renewed';
    case 'MembershipPaymentFailed':
      return 'membership.past_due';
    case 'GiftCardIssued':
      // Issued by an admin without a payment is not a purchase.
      return d.reason == null ? 'gift_card.purchased' : null;
    default:
      return null;
  }
}

/**
 * One 'webhook.deliver' job per matching event and active webhook (job id from both ids). A webhook
 * hears only of events after it was registered, so a replay of the log sends no history.
 */
export function webhooksReactor(ctx: AppContext): Projection {
  return defineReactor({
    name: 'webhooks-reactor',
    eventTypes: [
      'BookingPlaced',
      'BookingConfirmed',
      'BookingCancelled',
      'MembershipRenewed',
      'MembershipPaymentFailed',
      'GiftCardIssued',
    ],
    jobs: ctx.jobs,
    async handle(event, reactor) {
      const kind = webhookKindOf(event);
      if (!kind) return;
      const occurredAt = event.metadata.occurredAt ?? event.createdAt.toISOString();
      const at = new Date(occurredAt);
      const hooks = (await reactor.perBatch('webhooks', () => activeWebhooks(reactor.trx))).filter(
        (hook) => hook.kinds.includes(kind) && hook.createdAt <= at,
      );
      const message: WebhookMessage = { id: event.eventId, type: kind, occurredAt, data: event.data };
      for (const hook of hooks)
        await reactor.enqueue('webhook.deliver', { webhookId: hook.id, message }, { key: hook.id });
    },
  });
}
