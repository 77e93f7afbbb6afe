import type { AppContext } from '../../app-context';
import { bookingDeskOf } from '../../commands/checkout/booking-desk';
import type { Projection } from '../../projections/projection';
import { orderOfPayment } from '../../projections/payments';
import { defineReactor } from '../reactor';

declare module '../jobs' {
  interface JobPayloads {
    /** Marks a booking with what its card provider reported: refunded in the dashboard, disputed, won, lost. */
    'payments.provider-mark': {
      bookingId: string;
      what: 'refund' | 'dispute_opened' | 'dispute_won' | 'dispute_lost';
      provider: 'square' | 'stripe';
      paymentId: string | null;
      amountCents: number;
      reference: string;
    };
  }
}

const NAME = { stripe: 'Stripe', square: 'Square' } as const;
type Data = Record<string, unknown>;

/** The booking a provider's report concerns shows it: "Refunded", "Disputed", "Charged back" (Admin -> Bookings). */
export function providerMarksReactor(ctx: AppContext): Projection {
  return defineReactor({
    name: 'provider-marks-reactor',
    eventTypes: ['CheckoutRefundedAtProvider', 'CardDisputeOpened', 'CardDisputeClosed'],
    jobs: ctx.jobs,
    async handle(event, reactor) {
      const d = event.data as Data;
      const provider = d.provider as 'square' | 'stripe';
      if (event.type === 'CheckoutRefundedAtProvider') {
        if (typeof d.bookingId !== 'string') return;
        const order = await orderOfPayment(ctx.knex, provider, String(d.paymentId));
        if (!order?.bookingId) return;
        await reactor.enqueue('payments.provider-mark', {
          bookingId: order.bookingId,
          what: 'refund',
          provider,
          paymentId: String(d.paymentId),
          amountCents: Number(d.amountCents),
          reference: String(d.refundId),
        });
        return;
      }
      // Either event names the booking when the disputed payment is one of the app's orders.
      const bookingId = d.bookingId ?? (await bookingOfDispute(ctx, String(d.disputeId)));
      if (typeof bookingId !== 'string') return;
      await reactor.enqueue('payments.provider-mark', {
        bookingId,
        what:
          event.type === 'CardDisputeOpened' ? 'dispute_opened' : d.outcome === 'won' ? 'dispute_won' : 'dispute_lost',
        provider,
        paymentId: null,
        amountCents: Number(d.amountCents ?? 0),
        reference: String(d.disputeId),
      });
    },
  });
}

async function bookingOfDispute(ctx: AppContext, disputeId: string): Promise<string | null> {
  const row = await ctx.knex('card_disputes').where({ dispute_id: disputeId }).first('booking_id');
  return row?.booking_id ?? null;
}

/** The mark itself, on the booking's stream (the booking desk records payment facts). */
export async function markBooking(ctx: AppContext, job: import('../jobs').JobPayloads['payments.provider-mark']) {
  const by = NAME[job.provider];
  let facts: { paymentStatus: string; refundStatus?: string; note: string };
  if (job.what === 'refund') {
    const order = job.paymentId ? await orderOfPayment(ctx.knex, job.provider, job.paymentId) : null;
    const whole = order ? job.amountCents >= order.cardCents : false;
    facts = {
      paymentStatus: whole ? 'refunded' : 'partially_refunded',
      refundStatus: 'completed',
      note: `Refunded in the ${by} dashboard (${job.reference})`,
    };
  } else {
    const status = { dispute_opened: 'disputed', dispute_won: 'paid', dispute_lost: 'charged_back' }[job.what];
    const said = { dispute_opened: 'opened', dispute_won: 'won', dispute_lost: 'lost' }[job.what];
    facts = { paymentStatus: status, note: `Card dispute ${job.reference} ${said} (${by})` };
  }
  await bookingDeskOf(ctx).recordPayment(ctx, job.bookingId, facts, { actor: 'system' });
}
