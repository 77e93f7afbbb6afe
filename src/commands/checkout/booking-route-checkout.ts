import { registerBookingCheckout, type CheckoutHandler } from '../bookings/checkout-hook';
import { runCheckout } from './run-checkout.command';

const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);
const record = (v: unknown) => (v && typeof v === 'object' ? (v as Record<string, unknown>) : null);

/**
 * POST /api/bookings with credits, a coupon or a gift card goes through the checkout (no card: a
 * remaining total above zero answers BOOKING.PAYMENT_REQUIRED before anything is written).
 */
export const bookingRouteCheckout: CheckoutHandler = async ({ ctx, user, plan, body, metadata }) => {
  const creditsUsed = typeof body.creditsUsed === 'number' ? body.creditsUsed : Number(body.creditsUsed ?? 0) || 0;
  const coupon = record(body.appliedCoupon);
  const couponId = text(body.couponId) ?? text(coupon?.id);
  const couponCode = couponId ? null : text(coupon?.code);
  const giftCardCode = text(record(body.appliedGiftCard)?.code);
  if (creditsUsed <= 0 && !couponId && !couponCode && !giftCardCode) return null;
  const outcome = await runCheckout(
    ctx,
    {
      userId: user.id,
      bayId: plan.bay.id,
      date: plan.quote.date,
      startTime: plan.startTime,
      duration: plan.quote.duration,
      creditsUsed,
      couponId,
      couponCode,
      giftCardCode,
      idempotencyKey: text(body.idempotencyKey),
      customer: {
        firstName: text(body.firstName),
        lastName: text(body.lastName),
        email: text(body.email),
        phoneNumber: text(body.phoneNumber),
      },
    },
    metadata.actor ?? { userId: user.id, role: 'customer' },
  );
  return { bookingId: outcome.bookingId, position: null, remainingCredits: outcome.remainingCredits };
};

registerBookingCheckout(bookingRouteCheckout);
