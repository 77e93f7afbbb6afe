import type { AppContext } from '../../app-context';
import { CheckoutCompleted } from '../../domain/checkout/checkout.events';
import type { Actor } from '../../eventstore/types';
import { paymentServices } from '../../integrations/payment-services';
import { AppError } from '../../lib/errors';
import { BOOKINGS_PROJECTION } from '../../projections/bookings/bookings.projection';
import { bookingById } from '../../projections/bookings/bookings.queries';
import { creditSummary } from '../../projections/credits/credits.queries';
import { confirmBooking } from '../bookings';
import { grantCredits } from '../credits/credits.commands';
import { appendCheckout, loadCheckout } from './checkout-log';
import { checkoutFailureOf, failCheckout } from './compensate-checkout';
import { SimulatedCrash } from './simulated-crash';

export interface CheckoutOutcome {
  bookingId: string;
  booking: Awaited<ReturnType<typeof bookingById>>;
  paymentId: string | null;
  processor: string | null;
  amountChargedCents: number;
  remainingCredits: number;
  replayed: boolean;
}

/**
 * The last steps, shared by the checkout and by crash recovery (roll forward once the card is paid):
 * confirm the booking, grant coupon and credit-offer credits, record the completion. Idempotent.
 * If the slot went to someone else meanwhile, the card is refunded and everything else undone.
 */
export async function completeCheckout(ctx: AppContext, bookingId: string, actor: Actor): Promise<CheckoutOutcome> {
  const state = await loadCheckout(ctx, bookingId);
  const plan = state.plan;
  if (!plan) throw new AppError('CHECKOUT.NOT_FOUND', 'Checkout not found', 404);
  const charged = state.charged;
  let position: string | null = null;
  if (state.outcome?.status !== 'completed') {
    try {
      const confirmed = await confirmBooking(
        ctx,
        { bookingId, bayId: plan.bayId, date: plan.date },
        {
          paymentStatus: 'paid',
          squarePaymentId: charged?.processor === 'square' ? charged.paymentId : null,
          stripePaymentIntentId: charged?.processor === 'stripe' ? charged.paymentId : null,
        },
        { actor },
      );
      position = confirmed.position;
      if (paymentServices(ctx).faults.crashAfter === 'confirm') throw new SimulatedCrash('confirm');
    } catch (error) {
      if (error instanceof SimulatedCrash) throw error;
      if (charged) {
        await paymentServices(ctx)
          .processor(charged.processor)
          .refund({
            paymentId: charged.paymentId,
            amountCents: charged.amountCents,
            idempotencyKey: `void-${bookingId}`,
            reason: 'Booking could not be confirmed',
          });
      }
      const e = checkoutFailureOf(error);
      await failCheckout(ctx, bookingId, plan, { code: e.code, message: e.message, status: e.status }, actor);
      throw error;
    }
    if (plan.coupon && plan.coupon.creditsGranted > 0) {
      await grantCredits(
        ctx,
        {
          userId: plan.userId,
          bucket: 'general',
          amount: plan.coupon.creditsGranted,
          reason: `Coupon ${plan.coupon.code}`,
          operationId: `coupon-${bookingId}`,
        },
        { actor },
      );
    }
    if (plan.creditOffer) {
      await grantCredits(
        ctx,
        {
          userId: plan.userId,
          bucket: 'general',
          amount: plan.creditOffer.credits,
          reason: 'Credit offer purchased with booking',
          operationId: `offer-${bookingId}`,
        },
        { actor },
      );
    }
    const done = await appendCheckout(
      ctx,
      bookingId,
      CheckoutCompleted.create({
        bookingId,
        userId: plan.userId,
        paymentId: charged?.paymentId ?? null,
        processor: charged?.processor ?? null,
        cardAmountCents: charged?.amountCents ?? 0,
        completedAt: ctx.now().toISOString(),
      }),
      actor,
    );
    position = done.position;
  }
  await ctx.projections.waitFor(position, [BOOKINGS_PROJECTION, 'credits']);
  const credits = await creditSummary(ctx.knex, plan.userId);
  return {
    bookingId,
    booking: await bookingById(ctx, bookingId),
    paymentId: charged?.paymentId ?? null,
    processor: charged?.processor ?? null,
    amountChargedCents: charged?.amountCents ?? 0,
    remainingCredits: credits.total,
    replayed: false,
  };
}
