import { z } from 'zod';
import { pageOf } from '../lists';

/** The event kinds an outbound webhook can subscribe to (the `type` of each delivery). */
export const WEBHOOK_KINDS = [
  'booking.confirmed',
  'booking.cancelled',
  'membership.renewed',
  'membership.past_due',
  'gift_card.purchased',
] as const;
export type WebhookKind = (typeof WEBHOOK_KINDS)[number];

export const WEBHOOK_KIND_LABELS: Record<WebhookKind, string> = {
  'booking.confirmed': 'Booking confirmed',
  'booking.cancelled': 'Booking cancelled',
  'membership.renewed': 'Membership renewed',
  'membership.past_due': 'Membership past due',
  'gift_card.purchased': 'Gift card purchased',
};

export const webhookInput = z.object({
  url: z.url('Enter a full URL, e.g. https://example.com/hooks').trim().max(2000),
  kinds: z.array(z.enum(WEBHOOK_KINDS, 'Unknown event kind')).min(1, 'Choose at least one event kind').max(10),
  isActive: z.boolean().default(true),
  description: z.string().trim().max(200).default(''),
});
export type WebhookInput = z.input<typeof webhookInput>;

export interface Webhook {
  id: string;
  url: string;
  kinds: WebhookKind[];
  isActive: boolean;
  description: string;
  createdAt: string;
  updatedAt: string;
  lastDelivery: { at: string; succeeded: boolean; statusCode: number | null } | null;
}

/** Only the answer to a creation carries the secret. */
export interface CreatedWebhook extends Webhook {
  secret: string;
}

export interface WebhookDelivery {
  id: string;
  eventId: string;
  type: WebhookKind;
  attempt: number;
  statusCode: number | null;
  error: string | null;
  succeeded: boolean;
  durationMs: number;
  attemptedAt: string;
}

/** The answers as zod contracts for the OpenAPI document, each checked against its type above. */
export const webhookView = z.object({
  id: z.string(),
  url: z.string(),
  kinds: z.array(z.enum(WEBHOOK_KINDS)),
  isActive: z.boolean(),
  description: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  lastDelivery: z
    .object({ at: z.string(), succeeded: z.boolean(), statusCode: z.number().int().nullable() })
    .nullable(),
}) satisfies z.ZodType<Webhook>;
export const createdWebhookView = webhookView.extend({ secret: z.string() }) satisfies z.ZodType<CreatedWebhook>;
export const webhookDeliveryView = z.object({
  id: z.string(),
  eventId: z.string(),
  type: z.enum(WEBHOOK_KINDS),
  attempt: z.number().int(),
  statusCode: z.number().int().nullable(),
  error: z.string().nullable(),
  succeeded: z.boolean(),
  durationMs: z.number(),
  attemptedAt: z.string(),
}) satisfies z.ZodType<WebhookDelivery>;
export const webhookPage = pageOf(webhookView);
export const webhookDeliveryPage = pageOf(webhookDeliveryView);
