import { z } from 'zod';
import type { Decider } from '../decider';
import { defineEvent, type DecidedEvent, type EventOf } from '../../eventstore/events';
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

/* ---------- refunds made at the provider ---------- */

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

/* ---------- disputes ---------- */

const disputeRef = { disputeId: z.string(), provider: z.enum(PROVIDERS) };

export const CardDisputeOpened = defineEvent(
  'CardDisputeOpened',
  z.object({
    ...disputeRef,
    paymentId: z.string(),
    /** The app's order (and its booking and buyer) the disputed payment paid for, when known. */
    orderId: z.string().nullable(),
    bookingId: z.string().nullable(),
    userId: z.string().nullable(),
    amountCents: z.number().int(),
    reason: z.string(),
    evidenceDueBy: z.iso.datetime().nullable(),
    openedAt: z.string(),
  }),
);
/** The provider took the disputed amount (and its fee) from the venue's balance. */
export const CardDisputeFundsWithdrawn = defineEvent(
  'CardDisputeFundsWithdrawn',
  z.object({
    ...disputeRef,
    orderId: z.string().nullable(),
    amountCents: z.number().int(),
    feeCents: z.number().int(),
    withdrawnAt: z.string(),
  }),
);
export const CardDisputeUpdated = defineEvent(
  'CardDisputeUpdated',
  z.object({
    ...disputeRef,
    status: z.enum(['needs_response', 'under_review', 'warning']),
    evidenceDueBy: z.iso.datetime().nullable(),
    updatedAt: z.string(),
  }),
);
/** Decided by the bank: won gives the withdrawn amount back, lost keeps it with the cardholder. */
export const CardDisputeClosed = defineEvent(
  'CardDisputeClosed',
  z.object({
    ...disputeRef,
    orderId: z.string().nullable(),
    /** The booking the disputed payment paid for, when known. */
    bookingId: z.string().nullable(),
    outcome: z.enum(['won', 'lost']),
    /** The amount the provider had withdrawn, settled by the outcome. */
    amountCents: z.number().int(),
    closedAt: z.string(),
  }),
);
/** Staff let the customer pay by card again while (or after) the dispute runs. */
export const CardDisputeCleared = defineEvent(
  'CardDisputeCleared',
  z.object({ ...disputeRef, clearedBy: z.string(), note: z.string().nullable(), clearedAt: z.string() }),
);

export const cardDisputeStream = (venue: string, provider: Provider, disputeId: string) =>
  venueStream('card-dispute', venue, provider, disputeId);

export type CardDisputeEvent = DecidedEvent<
  | EventOf<typeof CardDisputeOpened>
  | EventOf<typeof CardDisputeFundsWithdrawn>
  | EventOf<typeof CardDisputeUpdated>
  | EventOf<typeof CardDisputeClosed>
  | EventOf<typeof CardDisputeCleared>
>;

export interface CardDisputeState {
  opened: boolean;
  status: DisputeStatus | null;
  withdrawnCents: number;
  closed: boolean;
  cleared: boolean;
  /** The provider time of the newest notice applied (older ones cannot move an open dispute back). */
  seenAt: string | null;
}

export type CardDisputeCommand =
  | {
      type: 'ApplyDisputeNotice';
      provider: Provider;
      notice: Extract<ProviderNotice, { kind: 'dispute' }>;
      /** The provider's time of the notice. */
      at: string;
      order: { orderId: string; bookingId: string | null; userId: string | null } | null;
    }
  | { type: 'ClearDispute'; provider: Provider; disputeId: string; by: string; note: string | null; at: string };

/**
 * A dispute's course from its notices, in whatever order they arrive: each notice is read as the
 * dispute's state at the provider's time, and only what that adds is recorded (opened, funds taken,
 * a new status or deadline, the outcome). An outcome is final; an older notice changes nothing.
 */
export const cardDisputeDecider: Decider<CardDisputeState, CardDisputeCommand, CardDisputeEvent> = {
  initialState: () => ({
    opened: false,
    status: null,
    withdrawnCents: 0,
    closed: false,
    cleared: false,
    seenAt: null,
  }),
  evolve(state, event) {
    switch (event.type) {
      case 'CardDisputeOpened':
        return { ...state, opened: true, status: 'needs_response', seenAt: event.data.openedAt };
      case 'CardDisputeFundsWithdrawn':
        return { ...state, withdrawnCents: state.withdrawnCents + event.data.amountCents };
      case 'CardDisputeUpdated':
        return { ...state, status: event.data.status, seenAt: event.data.updatedAt };
      case 'CardDisputeClosed':
        return { ...state, status: event.data.outcome, closed: true, seenAt: event.data.closedAt };
      case 'CardDisputeCleared':
        return { ...state, cleared: true };
    }
  },
  decide(command, current) {
    let state = current;
    if (command.type === 'ClearDispute') {
      if (!state.opened || state.cleared) return [];
      const ref = { disputeId: command.disputeId, provider: command.provider };
      return [
        {
          type: 'CardDisputeCleared',
          data: { ...ref, clearedBy: command.by, note: command.note, clearedAt: command.at },
        },
      ];
    }
    const { notice, at, order } = command;
    const ref = { disputeId: notice.disputeId, provider: command.provider };
    const orderId = order?.orderId ?? null;
    const events: CardDisputeEvent[] = [];
    const add = (event: CardDisputeEvent) => {
      events.push(event);
      state = cardDisputeDecider.evolve(state, event);
    };
    if (!state.opened)
      add({
        type: 'CardDisputeOpened',
        data: {
          ...ref,
          paymentId: notice.paymentId,
          orderId,
          bookingId: order?.bookingId ?? null,
          userId: order?.userId ?? null,
          amountCents: notice.amountCents,
          reason: notice.reason,
          evidenceDueBy: notice.evidenceDueBy,
          openedAt: at,
        },
      });
    if (state.closed) return events;
    // Funds are withdrawn once; a lost dispute always had them withdrawn (a notice of it may have been missed).
    if (state.withdrawnCents === 0 && (notice.fundsWithdrawn || notice.status === 'lost'))
      add({
        type: 'CardDisputeFundsWithdrawn',
        data: { ...ref, orderId, amountCents: notice.amountCents, feeCents: notice.feeCents, withdrawnAt: at },
      });
    if (notice.status === 'won' || notice.status === 'lost') {
      const outcome = notice.status;
      add({
        type: 'CardDisputeClosed',
        data: {
          ...ref,
          orderId,
          bookingId: order?.bookingId ?? null,
          outcome,
          amountCents: state.withdrawnCents,
          closedAt: at,
        },
      });
    } else if (notice.status !== state.status && (state.seenAt ?? '') <= at) {
      add({
        type: 'CardDisputeUpdated',
        data: { ...ref, status: notice.status, evidenceDueBy: notice.evidenceDueBy, updatedAt: at },
      });
    }
    return events;
  },
};

/* ---------- payouts ---------- */

export const ProviderPayoutPaid = defineEvent(
  'ProviderPayoutPaid',
  z.object({
    provider: z.enum(PROVIDERS),
    payoutId: z.string(),
    amountCents: z.number().int(),
    arrivalDate: z.string(),
    paidAt: z.string(),
  }),
);
/** A payout the bank sent back: the money is in the provider balance again. */
export const ProviderPayoutFailed = defineEvent(
  'ProviderPayoutFailed',
  z.object({
    provider: z.enum(PROVIDERS),
    payoutId: z.string(),
    amountCents: z.number().int(),
    failedAt: z.string(),
  }),
);

export const providerPayoutStream = (venue: string, provider: Provider, payoutId: string) =>
  venueStream('provider-payout', venue, provider, payoutId);

type PayoutEvent = DecidedEvent<EventOf<typeof ProviderPayoutPaid> | EventOf<typeof ProviderPayoutFailed>>;
export type PayoutCommand = {
  type: 'ApplyPayoutNotice';
  provider: Provider;
  notice: Extract<ProviderNotice, { kind: 'payout' }>;
  at: string;
};

/** A payout counts once it is paid; a failure puts the money back in the provider balance. */
export const providerPayoutDecider: Decider<{ status: 'none' | 'paid' | 'failed' }, PayoutCommand, PayoutEvent> = {
  initialState: () => ({ status: 'none' }),
  evolve: (_state, event) => ({ status: event.type === 'ProviderPayoutPaid' ? 'paid' : 'failed' }),
  decide({ provider, notice, at }, state) {
    const ref = { provider, payoutId: notice.payoutId, amountCents: notice.amountCents };
    if (notice.status === 'paid' && state.status === 'none')
      return [{ type: 'ProviderPayoutPaid', data: { ...ref, arrivalDate: notice.arrivalDate, paidAt: at } }];
    // A failure read first closes the payout (with nothing to take back): a late "paid" changes nothing.
    if (notice.status === 'failed' && state.status !== 'failed')
      return [
        {
          type: 'ProviderPayoutFailed',
          data: { ...ref, amountCents: state.status === 'paid' ? notice.amountCents : 0, failedAt: at },
        },
      ];
    return [];
  },
};
