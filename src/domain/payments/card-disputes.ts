import { z } from 'zod';
import type { Decider } from '../decider';
import { defineEvent, type DecidedEvent, type EventOf } from '../../eventstore/events';
import { venueStream } from '../streams';
import { PROVIDERS, type DisputeStatus, type Provider, type ProviderNotice } from './provider-notice';

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
