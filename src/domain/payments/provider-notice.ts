import { z } from 'zod';
import { defineEvent } from '../../eventstore/events';
import { venueStream } from '../streams';

/**
 * Money the card providers move where the app does not: refunds made in their dashboards, disputes
 * (chargebacks) and payouts to the venue's bank. Their signed webhooks arrive as provider notices: the
 * Stripe and Square adapters read each delivery into one of the shapes below, whatever the provider
 * calls it, so the rules here speak of refunds, disputes and payouts only.
 */

export const PROVIDERS = ['square', 'stripe'] as const;
export type Provider = (typeof PROVIDERS)[number];

export type DisputeStatus = 'needs_response' | 'under_review' | 'won' | 'lost' | 'warning';

/** One provider webhook, read: what happened to which payment, refund, dispute or payout. */
export type ProviderNotice =
  | {
      kind: 'refund';
      refundId: string;
      paymentId: string;
      amountCents: number;
      status: 'completed' | 'pending' | 'failed';
      /** The idempotency key the app put on a refund it made itself (null: made at the provider). */
      appKey: string | null;
    }
  | {
      kind: 'dispute';
      disputeId: string;
      paymentId: string;
      amountCents: number;
      status: DisputeStatus;
      reason: string;
      /** ISO time the evidence is due, when the provider asks for evidence. */
      evidenceDueBy: string | null;
      /** The disputed amount has left the venue's provider balance (always at once with Square). */
      fundsWithdrawn: boolean;
      /** What the provider charged for the dispute (Stripe's dispute fee), in cents. */
      feeCents: number;
    }
  | {
      kind: 'payout';
      payoutId: string;
      amountCents: number;
      status: 'paid' | 'failed' | 'pending';
      /** The day the money reaches the bank (YYYY-MM-DD). */
      arrivalDate: string;
    }
  | { kind: 'other' };

/** A delivery the app has read: its provider id, so a redelivery is known for what it is. */
export const ProviderEventRecorded = defineEvent(
  'ProviderEventRecorded',
  z.object({
    provider: z.enum(PROVIDERS),
    providerEventId: z.string(),
    providerType: z.string(),
    /** The provider's time of the event (its order, whatever order the deliveries came in). */
    createdAt: z.string(),
    receivedAt: z.string(),
    kind: z.enum(['refund', 'dispute', 'payout', 'other']),
    objectId: z.string().nullable(),
    /** The app's order the notice concerns, when it is one of the app's payments. */
    orderId: z.string().nullable(),
  }),
);

export const providerEventStream = (venue: string, provider: Provider, id: string) =>
  venueStream('provider-event', venue, provider, id);
