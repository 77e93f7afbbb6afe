import type { Knex } from 'knex';
import type { PaymentView } from '../../contracts/checkout/payment-answers';
import type { ListParams, Page } from '../../contracts/lists';
import { paged } from '../paged';
import { CHECKOUT_EVENT_TYPES, type CheckoutEvent } from '../../domain/checkout/checkout.events';
import type { ProviderRefundEvent } from '../../domain/payments';
import { toDecimalString } from '../../lib/money';
import type { RecordedEvent } from '../../eventstore/types';
import type { Projection } from '../projection';
import { rowProjection, type RowModel } from '../row-fold';

const paymentRows: RowModel<(CheckoutEvent | ProviderRefundEvent) & RecordedEvent> = {
  table: 'payments',
  key: 'booking_id',
  keyOf: (event) => event.data.bookingId ?? '',
  create(event) {
    if (event.type !== 'CheckoutStarted') return null;
    const p = event.data.plan;
    const at = occurredAt(event);
    return {
      booking_id: event.data.bookingId,
      user_id: p.userId,
      processor: p.processor,
      payment_id: null,
      card_cents: p.cardAmountCents,
      gift_card_cents: p.giftCard?.amountCents ?? 0,
      gift_card_code: p.giftCard?.code ?? null,
      credits_used: p.creditsUsed,
      coupon_code: p.coupon?.code ?? null,
      coupon_discount_cents: p.coupon?.discountCents ?? 0,
      status: 'started',
      failure_message: null,
      refunded_cents: 0,
      refund_status: null,
      refund_error: null,
      created_at: at,
      updated_at: at,
    };
  },
  patch(event) {
    const updated_at = occurredAt(event);
    switch (event.type) {
      case 'CheckoutCharged':
        return { set: { payment_id: event.data.paymentId, processor: event.data.processor, updated_at } };
      case 'CheckoutCompleted':
        return { set: { status: 'completed', updated_at } };
      case 'CheckoutFailed':
        return { set: { status: 'failed', failure_message: event.data.message, updated_at } };
      case 'CheckoutRefunded':
        return {
          set: { refund_status: 'completed', refund_error: null, updated_at },
          add: { refunded_cents: event.data.cardRefundCents + event.data.giftCardRefundCents },
        };
      case 'CheckoutRefundFailed':
        return { set: { refund_status: 'failed', refund_error: event.data.message, updated_at } };
      // A refund at the provider of a payment the app has no order of changes no order's row.
      case 'CheckoutRefundedAtProvider':
        if (!event.data.bookingId) return null;
        return { set: { refund_status: 'completed', updated_at }, add: { refunded_cents: event.data.amountCents } };
      case 'CheckoutProviderRefundFailed':
        if (!event.data.bookingId) return null;
        return { set: { updated_at }, add: { refunded_cents: -event.data.amountCents } };
      default:
        return null;
    }
  },
};

/** The admin's view of payments: one row per checkout, with its outcome and refunds. */
export const paymentsProjection: Projection = rowProjection({
  name: 'payments',
  eventTypes: [...CHECKOUT_EVENT_TYPES, 'CheckoutRefundedAtProvider', 'CheckoutProviderRefundFailed'],
  model: paymentRows,
});

function occurredAt(event: RecordedEvent): string {
  return event.metadata.occurredAt ?? event.createdAt.toISOString();
}

export async function listPayments(
  knex: Knex,
  filter: ListParams & { status?: string; refundStatus?: string },
): Promise<Page<PaymentJson>> {
  const query = knex('payments')
    .select('*')
    .modify((q) => {
      if (filter.status) q.where({ status: filter.status });
      if (filter.refundStatus) q.where({ refund_status: filter.refundStatus });
    });
  return paged(knex, query, filter, {
    sortable: { createdAt: 'created_at', status: 'status', cardAmount: 'card_cents' },
    defaultSort: 'createdAt',
    defaultOrder: 'desc',
    tiebreak: 'booking_id',
    map: paymentJson,
  });
}

export type PaymentJson = PaymentView;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a database row
function paymentJson(r: Record<string, any>): PaymentView {
  return {
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
  };
}
