import type { AppContext } from '../../app-context';
import { loadCheckout } from '../../commands/checkout/checkout-log';
import type { CheckoutState } from '../../domain/checkout/checkout.process';
import { creditsBack, splitRefund, type PaidPart, type RefundPart } from '../../domain/payments';
import type { JobPayloads } from '../jobs';

type RefundJob = JobPayloads['payments.refund'];
type Charged = NonNullable<CheckoutState['charged']>;
const FOR_BOOKING: ReadonlySet<string> = new Set(['booking', 'extension', 'booking-fee']);

/** One order that paid for the booking, with what goes back to each of its parts. */
export interface OrderRefund {
  orderId: string;
  checkout: CheckoutState;
  userId: string | null;
  charged: Charged | null;
  giftCardCode: string | null;
  /** Credits given back to their buckets (the order's credits, by the refund's percentage). */
  creditsBack: number;
  gift: RefundPart | null;
  card: RefundPart | null;
}

/** The lines of an order that paid for this booking: the booking itself, one of its extensions, or its fee. */
function bookingShare(checkout: CheckoutState, bookingId: string): number {
  const plan = checkout.plan;
  if (!plan || plan.subtotalCents <= 0) return 1;
  const mine = plan.lines
    .filter((l) => FOR_BOOKING.has(l.type) && l.data.bookingId === bookingId)
    .reduce((sum, l) => sum + l.amountCents, 0);
  return mine > 0 ? Math.min(1, mine / plan.subtotalCents) : 1;
}

/** A booking placed outside an order (desk, import): its payment ids are all the job knows. */
function fallbackCharge(job: RefundJob): Charged | null {
  if (job.squarePaymentId)
    return { processor: 'square', paymentId: job.squarePaymentId, amountCents: job.refundAmountCents };
  if (job.stripePaymentIntentId)
    return { processor: 'stripe', paymentId: job.stripePaymentIntentId, amountCents: job.refundAmountCents };
  return null;
}

/** What each part of an order paid for the booking (money beyond the booking's lines is not its). */
function partsOf(orderId: string, checkout: CheckoutState, job: RefundJob, charged: Charged | null): PaidPart[] {
  const plan = checkout.plan;
  const share = bookingShare(checkout, job.bookingId);
  const parts: PaidPart[] = [];
  const gift = Math.floor((plan?.giftCard?.amountCents ?? 0) * share);
  if (gift > 0) parts.push({ orderId, source: 'gift', cents: gift });
  const card = Math.floor((charged?.amountCents ?? 0) * share);
  if (charged && card > 0) parts.push({ orderId, source: 'card', cents: card });
  return parts;
}

/**
 * Every order that paid for the cancelled booking (its own, then each extension's, in the order they
 * were paid) and the refund's split over their parts. Deterministic: a rerun splits the same way.
 */
export async function planRefund(ctx: AppContext, job: RefundJob): Promise<OrderRefund[]> {
  const others = [...(job.extensionOrderIds ?? []), ...(job.feeOrderIds ?? [])];
  const orderIds = [job.bookingId, ...others.filter((id) => id !== job.bookingId)];
  const orders = [];
  for (const orderId of orderIds) {
    const checkout = await loadCheckout(ctx, orderId);
    const ownOrder = orderId === job.bookingId;
    // An extension (or fee) is applied only once its order was paid; a failed (undone) order paid nothing.
    if (!ownOrder && (!checkout.plan || checkout.outcome?.status === 'failed')) continue;
    const charged = checkout.charged ?? (ownOrder && !checkout.plan ? fallbackCharge(job) : null);
    orders.push({ orderId, checkout, charged, parts: partsOf(orderId, checkout, job, charged) });
  }
  const split = splitRefund(
    orders.flatMap((o) => o.parts),
    job.refundAmountCents,
  );
  return orders.map(({ orderId, checkout, charged }) => {
    const part = (source: RefundPart['source']) =>
      split.find((p) => p.orderId === orderId && p.source === source) ?? null;
    return {
      orderId,
      checkout,
      userId: checkout.plan?.userId ?? null,
      charged,
      giftCardCode: checkout.plan?.giftCard?.code ?? null,
      creditsBack: creditsBack(checkout.plan?.creditsUsed ?? 0, job.refundPercentage),
      gift: part('gift'),
      card: part('card'),
    };
  });
}
