import type { AppContext } from '../../app-context';
import type { Projection } from '../../projections/projection';
import { jobIdFrom } from '../jobs';
import type { BookingCancelledEvent, BookingConfirmedEvent, BookingPlacedEvent } from './booking-events';

/** Grace after a hold's end, so a checkout finishing on the last second is not raced. */
const HOLD_GRACE_MS = 5000;

/**
 * Turns booking and checkout events into payment jobs: a delayed hold-expiry per pending booking,
 * a refund per cancellation, a receipt per confirmed booking (for an order's booking, when the order
 * completes). Job ids come from event ids.
 */
export function paymentsReactor(ctx: AppContext): Projection {
  return {
    name: 'payments-reactor',
    eventTypes: ['BookingPlaced', 'BookingConfirmed', 'BookingCancelled', 'CheckoutCompleted'],
    tables: [],
    reactor: true,
    async apply(_trx, event) {
      if (event.type === 'BookingPlaced') {
        const d = (event as BookingPlacedEvent).data;
        if (d.status === 'confirmed') {
          await ctx.jobs.enqueue(
            'payments.receipt',
            { bookingId: d.bookingId },
            { jobId: jobIdFrom('receipt', event.eventId) },
          );
          return;
        }
        if (!d.holdExpiresAt) return;
        const delayMs = Math.max(0, Date.parse(d.holdExpiresAt) - ctx.now().getTime() + HOLD_GRACE_MS);
        await ctx.jobs.enqueue(
          'bookings.hold-expiry',
          { bookingId: d.bookingId },
          { jobId: jobIdFrom('hold', event.eventId), delayMs },
        );
      } else if (event.type === 'BookingCancelled') {
        const d = (event as BookingCancelledEvent).data;
        await ctx.jobs.enqueue(
          'payments.refund',
          {
            bookingId: d.bookingId,
            cancellationEventId: event.eventId,
            refundAmountCents: d.refundAmountCents,
            refundPercentage: d.refundPercentage,
            creditsUsed: d.creditsUsed,
            squarePaymentId: d.squarePaymentId,
            stripePaymentIntentId: d.stripePaymentIntentId,
            extensionOrderIds: d.extensionIds,
            feeOrderIds: d.feeOrderIds,
          },
          { jobId: jobIdFrom('refund', event.eventId) },
        );
      } else if (event.type === 'CheckoutCompleted') {
        // The receipt of a booking an order sold: sent once the order says what it charged.
        const { bookingId } = event.data as { bookingId: string };
        await ctx.jobs.enqueue(
          'payments.receipt',
          { bookingId, via: 'order' },
          { jobId: jobIdFrom('receipt', event.eventId) },
        );
      } else if (event.type === 'BookingConfirmed') {
        const d = (event as BookingConfirmedEvent).data;
        await ctx.jobs.enqueue(
          'payments.receipt',
          { bookingId: d.bookingId },
          { jobId: jobIdFrom('receipt', event.eventId) },
        );
      }
    },
  };
}
