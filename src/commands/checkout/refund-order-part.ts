import type { AppContext } from '../../app-context';
import { CheckoutRefunded } from '../../domain/checkout/checkout.events';
import type { Actor } from '../../eventstore/types';
import { ConflictError } from '../../lib/errors';
import { refundCard } from '../payments';
import { appendCheckout, loadCheckout } from './checkout-log';

export interface OrderPartRefund {
  orderId: string;
  /** Cents of the order's card charge to give back. */
  amountCents: number;
  /** The refund's own key (the provider's idempotency key and the CheckoutRefunded it records): once per key. */
  refundKey: string;
  reason: string;
}

/**
 * Gives part of a completed order's card charge back through its processor (a line the venue refunds,
 * e.g. one item of a bar tab) and records it on the order's stream as CheckoutRefunded, so the ledger,
 * the payments list, analytics and the account page count it. Idempotent by `refundKey`: a second call
 * records nothing more and the provider answers the first refund again.
 */
export async function refundOrderPart(
  ctx: AppContext,
  part: OrderPartRefund,
  actor: Actor = 'system',
): Promise<{ refundId: string | null }> {
  const order = await loadCheckout(ctx, part.orderId);
  if (order.refunds[part.refundKey]) return { refundId: part.refundKey };
  if (order.outcome?.status !== 'completed' || !order.charged)
    throw new ConflictError('This order took no card payment to refund.', 'REFUND.NOTHING_CHARGED');
  const refundedSoFar = Object.values(order.refunds).reduce((s, r) => s + r.cardRefundCents, 0);
  if (part.amountCents <= 0 || refundedSoFar + part.amountCents > order.charged.amountCents)
    throw new ConflictError('The refund is more than is left of the payment.', 'REFUND.TOO_MUCH');
  const { refundId } = await refundCard(ctx, {
    processor: order.charged.processor,
    paymentId: order.charged.paymentId,
    amountCents: part.amountCents,
    idempotencyKey: part.refundKey,
    reason: part.reason,
  });
  await appendCheckout(
    ctx,
    part.orderId,
    CheckoutRefunded.create({
      bookingId: part.orderId,
      cancellationEventId: part.refundKey,
      cardRefundCents: part.amountCents,
      refundId,
      giftCardRefundCents: 0,
      creditsRefunded: 0,
      refundedAt: ctx.now().toISOString(),
    }),
    actor,
    'any',
  );
  return { refundId };
}
