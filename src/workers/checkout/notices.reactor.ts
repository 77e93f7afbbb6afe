import type { AppContext } from '../../app-context';
import type { CheckoutCompleted } from '../../domain/checkout/checkout.events';
import type { PaymentApprovalRequested } from '../../domain/payments';
import type { EventOf } from '../../eventstore/events';
import type { RecordedEvent } from '../../eventstore/types';
import type { Projection } from '../../projections/projection';
import { defineReactor } from '../reactor';
import type { NoticePayload } from './notice-jobs';
import type { BookingCancelledEvent, BookingMovedEvent } from './booking-events';

type NoticeEvent = (
  | EventOf<typeof CheckoutCompleted>
  | BookingCancelledEvent
  | BookingMovedEvent
  | EventOf<typeof PaymentApprovalRequested>
) &
  RecordedEvent;

/**
 * One receipt or notice per money movement or staff change to a booking: a completed order (the
 * booking receipt covers orders with a booking), a cancellation with its refund, a move by staff, a
 * payment the customer's bank wants them to approve (with the link to approve it).
 * The job id comes from the event id, so each is sent once.
 */
export function noticesReactor(ctx: AppContext): Projection {
  return defineReactor<NoticeEvent>({
    name: 'customer-notices-reactor',
    eventTypes: ['CheckoutCompleted', 'BookingCancelled', 'BookingMoved', 'PaymentApprovalRequested'],
    jobs: ctx.jobs,
    async handle(event, reactor) {
      const payload = noticeOf(event);
      if (payload) await reactor.enqueue('payments.notice', payload);
    },
  });
}

/** The notice job an event asks for, or null (a move the customer made). */
export function noticeOf(event: NoticeEvent): NoticePayload | null {
  const base = { eventId: event.eventId, occurredAt: event.metadata.occurredAt ?? event.createdAt.toISOString() };
  switch (event.type) {
    case 'CheckoutCompleted':
      return { ...base, kind: 'order', orderId: event.data.bookingId };
    case 'BookingCancelled': {
      const d = event.data;
      return {
        ...base,
        kind: 'cancellation',
        bookingId: d.bookingId,
        bookingAmountCents: d.bookingAmountCents,
        refundAmountCents: d.refundAmountCents,
        refundPercentage: d.refundPercentage,
        creditsUsed: d.creditsUsed,
      };
    }
    case 'BookingMoved': {
      const actor = event.metadata.actor;
      // Only a change staff made: the customer does not need telling what they did themselves.
      if (actor === 'system' || actor.role === 'customer' || actor.role === 'guest') return null;
      const d = event.data;
      return {
        ...base,
        kind: 'moved',
        bookingId: d.bookingId,
        bayId: d.bayId,
        date: d.date,
        startTime: d.startTime,
        endTime: d.endTime,
      };
    }
    case 'PaymentApprovalRequested': {
      const d = event.data;
      return {
        ...base,
        kind: 'approval',
        approvalId: d.approvalId,
        userId: d.userId,
        label: d.label,
        amountCents: d.amountCents,
        expiresAt: d.expiresAt,
      };
    }
    default: {
      const _exhaustive: never = event;
      return _exhaustive;
    }
  }
}
