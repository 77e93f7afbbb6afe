import type { Knex } from 'knex';
import { CHECKOUT_EVENT_TYPES, type CheckoutEvent } from '../../domain/checkout/checkout.events';
import { toDecimalString } from '../../lib/money';
import type { Projection } from '../projection';

/** The admin's view of payments: one row per checkout, with its outcome and refunds. */
export const paymentsProjection: Projection = {
  name: 'payments',
  eventTypes: CHECKOUT_EVENT_TYPES,
  tables: ['payments'],
  async apply(trx, recorded) {
    const event = recorded as unknown as CheckoutEvent;
    const at = recorded.metadata.occurredAt ?? recorded.createdAt;
    const where = { booking_id: event.data.bookingId };
    switch (event.type) {
      case 'CheckoutStarted': {
        const p = event.data.plan;
        await trx('payments')
          .insert({
            ...where,
            user_id: p.userId,
            processor: p.processor,
            card_cents: p.cardAmountCents,
            gift_card_cents: p.giftCard?.amountCents ?? 0,
            gift_card_code: p.giftCard?.code ?? null,
            credits_used: p.creditsUsed,
            coupon_code: p.coupon?.code ?? null,
            coupon_discount_cents: p.coupon?.discountCents ?? 0,
            status: 'started',
            created_at: at,
            updated_at: at,
          })
          .onConflict('booking_id')
          .ignore();
        return;
      }
      case 'CheckoutChargeRequested':
        return;
      case 'CheckoutCharged':
        await trx('payments')
          .where(where)
          .update({ payment_id: event.data.paymentId, processor: event.data.processor, updated_at: at });
        return;
      case 'CheckoutCompleted':
        await trx('payments').where(where).update({ status: 'completed', updated_at: at });
        return;
      case 'CheckoutFailed':
        await trx('payments')
          .where(where)
          .update({ status: 'failed', failure_message: event.data.message, updated_at: at });
        return;
      case 'CheckoutRefunded':
        await trx('payments')
          .where(where)
          .update({
            refunded_cents: trx.raw('refunded_cents + ?', [
              event.data.cardRefundCents + event.data.giftCardRefundCents,
            ]),
            refund_status: 'completed',
            refund_error: null,
            updated_at: at,
          });
        return;
      case 'CheckoutRefundFailed':
        await trx('payments')
          .where(where)
          .update({ refund_status: 'failed', refund_error: event.data.message, updated_at: at });
        return;
    }
  },
};

export async function listPayments(knex: Knex, filter: { status?: string; refundStatus?: string; limit?: number }) {
  const rows = await knex('payments')
    .modify((q) => {
      if (filter.status) q.where({ status: filter.status });
      if (filter.refundStatus) q.where({ refund_status: filter.refundStatus });
    })
    .orderBy('created_at', 'desc')
    .limit(filter.limit ?? 200);
  return rows.map((r: Record<string, unknown>) => ({
    bookingId: r.booking_id,
    userId: r.user_id,
    processor: r.processor,
    paymentId: r.payment_id,
    cardAmount: toDecimalString(r.card_cents as number),
    giftCardAmount: toDecimalString(r.gift_card_cents as number),
    giftCardCode: r.gift_card_code,
    creditsUsed: Number(r.credits_used),
    couponCode: r.coupon_code,
    couponDiscount: toDecimalString(r.coupon_discount_cents as number),
    status: r.status,
    failureMessage: r.failure_message,
    refunded: toDecimalString(r.refunded_cents as number),
    refundStatus: r.refund_status,
    refundError: r.refund_error,
    createdAt: new Date(r.created_at as string).toISOString(),
  }));
}
