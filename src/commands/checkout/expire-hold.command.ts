import type { AppContext } from '../../app-context';
import { CheckoutCharged } from '../../domain/checkout/checkout.events';
import { CardProviderUnavailableError } from '../../integrations/card-processor';
import { paymentServices } from '../../integrations/payment-services';
import { AppError } from '../../lib/errors';
import { releaseBooking } from '../bookings';
import { loadBayDay } from '../bookings/bay-day-streams';
import { loadBayDayBooking } from './booking-status';
import { appendCheckout, loadCheckout } from './checkout-log';
import { failCheckout } from './compensate-checkout';
import { completeCheckout } from './complete-checkout';

export type HoldExpiryResult = 'not-pending' | 'released' | 'confirmed' | 'compensated';

/**
 * Runs when a pending booking's hold runs out. A checkout that got as far as a paid card is rolled
 * forward (confirmed); one whose charge outcome is unknown asks the provider again with the same
 * idempotency key; anything else is undone: slot released, credits, gift card and coupon restored.
 */
export async function expireHold(ctx: AppContext, bookingId: string): Promise<HoldExpiryResult> {
  const checkout = await loadCheckout(ctx, bookingId);
  if (!checkout.plan) {
    const booking = await loadBayDayBooking(ctx, bookingId);
    if (booking?.status !== 'pending') return 'not-pending';
    await releaseBooking(ctx, bookingId, 'Payment was not completed in time', { actor: 'system' });
    return 'released';
  }
  if (checkout.outcome) return 'not-pending';
  const plan = checkout.plan;
  const placed = await loadBayDay(ctx, plan.bayId, plan.date).then((day) => day.bookings[bookingId] ?? null);
  if (placed?.status === 'confirmed') {
    // Died after confirming (e.g. while granting coupon credits): finish, never undo a confirmed booking.
    await completeCheckout(ctx, bookingId, 'system');
    return 'confirmed';
  }
  let charged = checkout.charged;
  if (!charged && checkout.chargeRequested) {
    const request = checkout.chargeRequested;
    try {
      const result = await paymentServices(ctx).processor(request.processor).charge({
        amountCents: request.amountCents,
        sourceToken: request.sourceToken,
        idempotencyKey: request.idempotencyKey,
        metadata: { bookingId },
      });
      if (result.status === 'approved') {
        await appendCheckout(
          ctx,
          bookingId,
          CheckoutCharged.create({
            bookingId,
            processor: request.processor,
            paymentId: result.paymentId,
            amountCents: result.amountCents,
          }),
        );
        charged = { processor: request.processor, paymentId: result.paymentId, amountCents: result.amountCents };
      }
    } catch (error) {
      // Unknown outcome still: retry the job later rather than release a slot that may be paid for.
      if (error instanceof CardProviderUnavailableError) throw error;
    }
  }
  if (charged) {
    try {
      await completeCheckout(ctx, bookingId, 'system');
      return 'confirmed';
    } catch (error) {
      if (error instanceof AppError) return 'compensated';
      throw error;
    }
  }
  await failCheckout(ctx, bookingId, checkout.plan, {
    code: 'CHECKOUT.EXPIRED',
    message: 'Payment was not completed in time. Your booking was released.',
    status: 409,
  });
  return 'compensated';
}
