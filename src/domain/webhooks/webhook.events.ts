import { z } from 'zod';
import { defineEvent, type DecidedEvent, type EventOf } from '../../eventstore/events';
import { WEBHOOK_KINDS } from '../../contracts/webhooks/webhooks';
import { venueStream } from '../streams';

const settings = {
  webhookId: z.string(),
  url: z.string().max(2000),
  kinds: z.array(z.enum(WEBHOOK_KINDS)).min(1),
  isActive: z.boolean(),
  description: z.string().max(200).default(''),
};

/**
 * The secret signs every delivery. It is sealed (see src/lib/sealed-secret.ts) so neither the log nor
 * the read model shows it; the API answers it once, to the admin who created the webhook.
 */
export const WebhookRegistered = defineEvent(
  'WebhookRegistered',
  z.object({ ...settings, secretSealed: z.string().min(32) }),
);
export const WebhookChanged = defineEvent('WebhookChanged', z.object(settings));
export const WebhookDeleted = defineEvent('WebhookDeleted', z.object({ webhookId: z.string() }));

export type WebhookEvent =
  EventOf<typeof WebhookRegistered> | EventOf<typeof WebhookChanged> | EventOf<typeof WebhookDeleted>;
export type WebhookEventLike = DecidedEvent<WebhookEvent>;

export const webhookStream = (venue: string, id: string) => venueStream('webhook', venue, id);
