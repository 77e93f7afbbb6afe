import { UnrecoverableError } from 'bullmq';
import type { AppContext } from '../../app-context';
import { bookingDeskOf } from '../../commands/checkout/booking-desk';
import { giftCardTenderOf } from '../../commands/checkout/gift-card-tender';
import { creditTenderOf } from '../../commands/checkout/credit-tender';
import { CheckoutRefunded, CheckoutRefundFailed, checkoutStream } from '../../domain/checkout/checkout.events';
import { CardProviderRejectedError } from '../../integrations/card-processor';
import type { JobPayloads } from '../jobs';
import { planRefund, type OrderRefund } from './refund-plan';

type RefundJob = JobPayloads['payments.refund'];
type Meta = { actor: 'system'; causationId: string };

const REASON = 'Booking cancelled';

/**
 * The booking's own order keeps the key it always had; each extension's (or fee's) order gets its own, so every
 * card refund of one cancellation has one key, and a rerun never pays twice.
 */
export const refundKey = (job: RefundJob, orderId: string) =>
  orderId === job.bookingId ? `refund-${job.cancellationEventId}` : `refund-${job.cancellationEventId}-${orderId}`;

/**
 * Pays a cancelled booking's refund back to every order that paid for it (the booking, each
 * extension, each fee an override gives back), each in the split it was paid: credits to their buckets, gift-card value to the card,
 * the card part through the provider. Each order records its own CheckoutRefunded, once.
 */
export async function payRefund(ctx: AppContext, job: RefundJob): Promise<void> {
  const meta: Meta = { actor: 'system', causationId: job.cancellationEventId };
  const orders = await planRefund(ctx, job);
  for (const order of orders) {
    if (!order.checkout.refunds[job.cancellationEventId]) await refundOrder(ctx, job, order, meta);
  }
  const moneyBack = orders.reduce((sum, o) => sum + (o.card?.refundCents ?? 0) + (o.gift?.refundCents ?? 0), 0);
  const full = job.refundPercentage >= 100;
  await bookingDeskOf(ctx).recordPayment(
    ctx,
    job.bookingId,
    { paymentStatus: full ? 'refunded' : moneyBack > 0 ? 'partially_refunded' : 'paid', refundStatus: 'completed' },
    meta,
  );
}

/** One order's share of the refund, recorded on the order's own stream. */
async function refundOrder(ctx: AppContext, job: RefundJob, order: OrderRefund, meta: Meta): Promise<void> {
  const creditsRefunded = await giveCreditsBack(ctx, job, order, meta);
  const giftCents = order.gift?.refundCents ?? 0;
  if (order.giftCardCode && giftCents > 0) {
    await giftCardTenderOf(ctx).reverse(
      ctx,
      { code: order.giftCardCode, redemptionId: order.orderId, reversedTotalCents: giftCents, reason: REASON },
      meta,
    );
  }
  const cardCents = order.card?.refundCents ?? 0;
  const refundId = order.charged && cardCents > 0 ? await refundCard(ctx, job, order, cardCents) : null;
  await ctx.store.append(
    checkoutStream(ctx.config.VENUE_ID, order.orderId),
    [
      CheckoutRefunded.create(
        {
          bookingId: order.orderId,
          cancellationEventId: job.cancellationEventId,
          cardRefundCents: refundId ? cardCents : 0,
          refundId,
          giftCardRefundCents: giftCents,
          creditsRefunded,
          refundedAt: ctx.now().toISOString(),
        },
        meta,
      ),
    ],
    { expected: 'any' },
  );
}

async function giveCreditsBack(ctx: AppContext, job: RefundJob, order: OrderRefund, meta: Meta): Promise<number> {
  const amount = order.creditsBack;
  if (!order.userId || amount <= 0) return 0;
  const own = order.orderId === job.bookingId;
  const result = await creditTenderOf(ctx).refund(
    ctx,
    {
      userId: order.userId,
      operationId: order.orderId,
      amount,
      refundId: own ? `cancel-${job.cancellationEventId}` : `cancel-${job.cancellationEventId}-${order.orderId}`,
      reason: REASON,
    },
    meta,
  );
  return result.events.length ? amount : 0;
}

async function refundCard(ctx: AppContext, job: RefundJob, order: OrderRefund, cents: number): Promise<string> {
  const charged = order.charged!;
  try {
    const refund = await ctx.payments.processor(charged.processor).refund({
      paymentId: charged.paymentId,
      amountCents: cents,
      idempotencyKey: refundKey(job, order.orderId),
      reason: REASON,
    });
    return refund.refundId;
  } catch (error) {
    if (error instanceof CardProviderRejectedError) throw new UnrecoverableError(error.message);
    throw error;
  }
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
  await bookingDeskOf(ctx).recordPayment(
    ctx,
    job.bookingId,
    { paymentStatus: 'refund_failed', refundStatus: 'failed', note: error.message },
    { actor: 'system' },
  );
}
