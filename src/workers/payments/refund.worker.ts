import { UnrecoverableError } from 'bullmq';
import type { AppContext } from '../../app-context';
import { recordBookingPayment } from '../../commands/bookings';
import { loadCheckout } from '../../commands/checkout/checkout-log';
import { refundCredits } from '../../commands/credits/credits.commands';
import { reverseGiftCardRedemption } from '../../commands/gift-cards/gift-card.commands';
import { CheckoutRefunded, CheckoutRefundFailed, checkoutStream } from '../../domain/checkout/checkout.events';
import { CardProviderRejectedError } from '../../integrations/card-processor';
import type { JobPayloads } from '../jobs';

type RefundJob = JobPayloads['payments.refund'];

/** Splits the refund due between the card and the gift card in the shares they paid. */
export function splitRefund(refundCents: number, cardCents: number, giftCents: number) {
  const paid = cardCents + giftCents;
  if (paid <= 0 || refundCents <= 0) return { card: 0, gift: 0 };
  const due = Math.min(refundCents, paid);
  const card = Math.min(cardCents, Math.round((due * cardCents) / paid));
  return { card, gift: Math.min(giftCents, due - card) };
}

/**
 * Pays a cancelled booking's refund: credits back to their buckets, gift-card value back to the card,
 * the card part through the provider with an idempotency key from the cancellation event, so a
 * retried job (or a lost answer) refunds once. Records the outcome on the checkout stream.
 */
export async function payRefund(ctx: AppContext, job: RefundJob): Promise<void> {
  const checkout = await loadCheckout(ctx, job.bookingId);
  if (checkout.refunds[job.cancellationEventId]) return;
  const plan = checkout.plan;
  const share = Math.max(0, Math.min(100, job.refundPercentage)) / 100;
  const meta = { actor: 'system' as const, causationId: job.cancellationEventId };
  const userId = plan?.userId ?? null;

  let creditsRefunded = 0;
  const creditsUsed = plan?.creditsUsed ?? job.creditsUsed;
  if (userId && creditsUsed > 0 && share > 0) {
    const amount = Math.floor(creditsUsed * share * 2) / 2;
    if (amount > 0) {
      const result = await refundCredits(
        ctx,
        {
          userId,
          operationId: job.bookingId,
          amount,
          refundId: `cancel-${job.cancellationEventId}`,
          reason: 'Booking cancelled',
        },
        meta,
      );
      creditsRefunded = result.events.length ? amount : 0;
    }
  }

  const charged = checkout.charged ?? fallbackPayment(job);
  const giftCents = plan?.giftCard?.amountCents ?? 0;
  const split =
    checkout.charged || !plan
      ? splitRefund(job.refundAmountCents, charged?.amountCents ?? 0, giftCents)
      : { card: 0, gift: Math.min(giftCents, job.refundAmountCents) };
  if (plan?.giftCard && split.gift > 0) {
    await reverseGiftCardRedemption(
      ctx,
      { code: plan.giftCard.code, redemptionId: job.bookingId, amountCents: split.gift, reason: 'Booking cancelled' },
      meta,
    );
  }

  let refundId: string | null = null;
  if (charged && split.card > 0) {
    try {
      const refund = await ctx.payments.processor(charged.processor).refund({
        paymentId: charged.paymentId,
        amountCents: split.card,
        idempotencyKey: `refund-${job.cancellationEventId}`,
        reason: 'Booking cancelled',
      });
      refundId = refund.refundId;
    } catch (error) {
      if (error instanceof CardProviderRejectedError) throw new UnrecoverableError(error.message);
      throw error;
    }
  }

  await ctx.store.append(
    checkoutStream(ctx.config.VENUE_ID, job.bookingId),
    [
      CheckoutRefunded.create(
        {
          bookingId: job.bookingId,
          cancellationEventId: job.cancellationEventId,
          cardRefundCents: split.card,
          refundId,
          giftCardRefundCents: split.gift,
          creditsRefunded,
          refundedAt: ctx.now().toISOString(),
        },
        meta,
      ),
    ],
    { expected: 'any' },
  );
  const full = job.refundPercentage >= 100;
  await recordBookingPayment(
    ctx,
    job.bookingId,
    {
      paymentStatus: full ? 'refunded' : split.card + split.gift > 0 ? 'partially_refunded' : 'paid',
      refundStatus: 'completed',
    },
    meta,
  );
}

function fallbackPayment(job: RefundJob) {
  if (job.squarePaymentId)
    return { processor: 'square' as const, paymentId: job.squarePaymentId, amountCents: job.refundAmountCents };
  if (job.stripePaymentIntentId)
    return { processor: 'stripe' as const, paymentId: job.stripePaymentIntentId, amountCents: job.refundAmountCents };
  return null;
}

/** After the last attempt: the failure is an event admins see, and the booking shows it. */
export async function recordRefundFailure(ctx: AppContext, job: RefundJob, error: Error): Promise<void> {
  await ctx.store.append(
    checkoutStream(ctx.config.VENUE_ID, job.bookingId),
    [
      CheckoutRefundFailed.create({
        bookingId: job.bookingId,
        cancellationEventId: job.cancellationEventId,
        message: error.message,
        failedAt: ctx.now().toISOString(),
      }),
    ],
    { expected: 'any' },
  );
  await recordBookingPayment(
    ctx,
    job.bookingId,
    { paymentStatus: 'refund_failed', refundStatus: 'failed', note: error.message },
    { actor: 'system' },
  );
}
