import { z } from 'zod';
import type { Decider } from '../decider';
import { defineEvent, type DecidedEvent, type EventOf } from '../../eventstore/events';
import { venueStream } from '../streams';
import { PROVIDERS, type Provider } from './provider-notice';

/**
 * A refund made in the provider's dashboard (or by its support) against one of the app's orders. The
 * type keeps the checkout prefix and the order's id in `bookingId`, as every order's money event does.
 */
export const CheckoutRefundedAtProvider = defineEvent(
  'CheckoutRefundedAtProvider',
  z.object({
    /** The order; null for a payment the app has no order of (it still left the provider balance). */
    bookingId: z.string().nullable(),
    provider: z.enum(PROVIDERS),
    refundId: z.string(),
    paymentId: z.string(),
    amountCents: z.number().int().positive(),
    refundedAt: z.string(),
  }),
);
/** The provider failed (or cancelled) a refund it had reported: the money stays with the venue. */
export const CheckoutProviderRefundFailed = defineEvent(
  'CheckoutProviderRefundFailed',
  z.object({
    bookingId: z.string().nullable(),
    provider: z.enum(PROVIDERS),
    refundId: z.string(),
    /** What the failure takes back: zero when the refund had not been counted (its failure came first). */
    amountCents: z.number().int().nonnegative(),
    failedAt: z.string(),
  }),
);

export const providerRefundStream = (venue: string, provider: Provider, refundId: string) =>
  venueStream('provider-refund', venue, provider, refundId);

export type ProviderRefundEvent =
  EventOf<typeof CheckoutRefundedAtProvider> | EventOf<typeof CheckoutProviderRefundFailed>;
type RefundEvent = DecidedEvent<
  EventOf<typeof CheckoutRefundedAtProvider> | EventOf<typeof CheckoutProviderRefundFailed>
>;
export interface ProviderRefundState {
  status: 'none' | 'refunded' | 'failed';
}
export type ProviderRefundCommand = {
  type: 'RecordProviderRefund';
  orderId: string | null;
  provider: Provider;
  refundId: string;
  paymentId: string;
  amountCents: number;
  status: 'completed' | 'pending' | 'failed';
  at: string;
};

/** A refund counts once, when the provider first says it is on its way; a failure after that takes it back. */
export const providerRefundDecider: Decider<ProviderRefundState, ProviderRefundCommand, RefundEvent> = {
  initialState: () => ({ status: 'none' }),
  evolve: (state, event) =>
    event.type === 'CheckoutRefundedAtProvider' ? { status: 'refunded' } : { status: 'failed' },
  decide(c, state) {
    const base = { bookingId: c.orderId, provider: c.provider, refundId: c.refundId, amountCents: c.amountCents };
    if (c.status === 'failed') {
      // A failure read before the refund itself still closes it: the refund's own notice then changes nothing.
      if (state.status === 'failed') return [];
      const amountCents = state.status === 'refunded' ? c.amountCents : 0;
      return [{ type: 'CheckoutProviderRefundFailed', data: { ...base, amountCents, failedAt: c.at } }];
    }
    if (state.status !== 'none' || c.amountCents <= 0) return [];
    return [{ type: 'CheckoutRefundedAtProvider', data: { ...base, paymentId: c.paymentId, refundedAt: c.at } }];
  },
};
