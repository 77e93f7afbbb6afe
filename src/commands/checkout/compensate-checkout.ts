import type { AppContext } from '../../app-context';
import { CheckoutFailed, type CheckoutPlan } from '../../domain/checkout/checkout.events';
import type { Actor } from '../../eventstore/types';
import { AppError } from '../../lib/errors';
import { releaseBooking } from '../bookings';
import { reverseCouponRedemption } from '../coupons/coupon.commands';
import { refundCredits } from '../credits/credits.commands';
import { reverseGiftCardRedemption } from '../gift-cards/gift-card.commands';
import { appendCheckout } from './checkout-log';

/**
 * Undoes every step a checkout may have taken. Each undo is keyed by the booking id and is a no-op
 * when its step never happened, so this is safe to run after a failure at any point, and twice.
 */
export async function compensateCheckout(
  ctx: AppContext,
  bookingId: string,
  plan: CheckoutPlan,
  reason: string,
  actor: Actor = 'system',
) {
  const meta = { actor };
  await releaseBooking(ctx, { bookingId, bayId: plan.bayId, date: plan.date }, reason, meta).catch((error) => {
    if (!(error instanceof AppError && error.code === 'BOOKING.NOT_FOUND')) throw error;
  });
  if (plan.creditsUsed > 0)
    await refundCredits(
      ctx,
      { userId: plan.userId, operationId: bookingId, reason: `Booking not completed: ${reason}` },
      meta,
    );
  if (plan.giftCard)
    await reverseGiftCardRedemption(ctx, { code: plan.giftCard.code, redemptionId: bookingId, reason }, meta);
  if (plan.coupon)
    await reverseCouponRedemption(ctx, { couponId: plan.coupon.couponId, redemptionId: bookingId, reason }, meta);
}

export async function failCheckout(
  ctx: AppContext,
  bookingId: string,
  plan: CheckoutPlan,
  error: { code: string; message: string; status: number },
  actor: Actor = 'system',
) {
  await compensateCheckout(ctx, bookingId, plan, error.message, actor);
  return appendCheckout(
    ctx,
    bookingId,
    CheckoutFailed.create({
      bookingId,
      code: error.code,
      message: error.message,
      status: error.status,
      failedAt: ctx.now().toISOString(),
    }),
    actor,
  );
}

/** The error a failed checkout records: the app error as thrown, anything else as BOOKING.FAILED. */
export function checkoutFailureOf(error: unknown): AppError {
  return error instanceof AppError
    ? error
    : new AppError(
        'BOOKING.FAILED',
        'Unable to complete your booking. Please try again or contact support if the problem continues.',
        500,
      );
}
