import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { signSquareWebhook } from '../square/square-webhooks';

/** What a venue can try locally: the provider events the card twin sends as its providers would. */
export type TwinProviderEvent =
  | { kind: 'refund'; paymentId: string; amountCents: number; refundId?: string }
  | {
      kind: 'dispute_opened' | 'dispute_won' | 'dispute_lost';
      paymentId: string;
      amountCents: number;
      disputeId: string;
    }
  | { kind: 'payout'; amountCents: number; arrivalDate: string; payoutId?: string };

const hex = () => randomUUID().replace(/-/g, '');
const epoch = (iso: string) => Math.floor(Date.parse(iso) / 1000);

/** The Stripe event (API shape) for one twin event, as a JSON body. */
export function stripeEventBody(event: TwinProviderEvent, now: Date): string {
  const created = Math.floor(now.getTime() / 1000);
  const wrap = (type: string, object: Record<string, unknown>) =>
    JSON.stringify({ id: `evt_${hex()}`, object: 'event', api_version: '2024-06-20', created, type, data: { object } });
  switch (event.kind) {
    case 'refund':
      return wrap('refund.created', {
        id: event.refundId ?? `re_${hex()}`,
        object: 'refund',
        amount: event.amountCents,
        payment_intent: event.paymentId,
        status: 'succeeded',
        metadata: {},
      });
    case 'payout':
      return wrap('payout.paid', {
        id: event.payoutId ?? `po_${hex()}`,
        object: 'payout',
        amount: event.amountCents,
        arrival_date: epoch(`${event.arrivalDate}T12:00:00Z`),
        status: 'paid',
      });
    default: {
      const status = { dispute_opened: 'needs_response', dispute_won: 'won', dispute_lost: 'lost' }[event.kind];
      const type = event.kind === 'dispute_opened' ? 'charge.dispute.created' : 'charge.dispute.closed';
      return wrap(type, {
        id: event.disputeId,
        object: 'dispute',
        amount: event.amountCents,
        payment_intent: event.paymentId,
        reason: 'product_not_received',
        status,
        evidence_details: { due_by: created + 7 * 86_400 },
        balance_transactions: [{ amount: -event.amountCents, fee: 1500 }],
      });
    }
  }
}

/** The Square event (webhook shape) for one twin event, as a JSON body. */
export function squareEventBody(event: TwinProviderEvent, now: Date): string {
  const wrap = (type: string, name: string, object: Record<string, unknown>) =>
    JSON.stringify({
      merchant_id: 'TWIN',
      type,
      event_id: randomUUID(),
      created_at: now.toISOString(),
      data: { type: name, id: String(object.id), object: { [name]: object } },
    });
  const money = { amount: event.amountCents, currency: 'USD' };
  switch (event.kind) {
    case 'refund':
      return wrap('refund.created', 'refund', {
        id: event.refundId ?? `twin-refund-${hex()}`,
        payment_id: event.paymentId,
        amount_money: money,
        status: 'COMPLETED',
        reason: 'Refunded in the dashboard',
      });
    case 'payout':
      return wrap('payout.paid', 'payout', {
        id: event.payoutId ?? `twin-payout-${hex()}`,
        amount_money: money,
        status: 'PAID',
        arrival_date: event.arrivalDate,
      });
    default: {
      const state = { dispute_opened: 'EVIDENCE_REQUIRED', dispute_won: 'WON', dispute_lost: 'LOST' }[event.kind];
      return wrap(event.kind === 'dispute_opened' ? 'dispute.created' : 'dispute.state.updated', 'dispute', {
        id: event.disputeId,
        amount_money: money,
        reason: 'NOT_AS_DESCRIBED',
        state,
        due_at: new Date(now.getTime() + 7 * 86_400_000).toISOString(),
        disputed_payment: { payment_id: event.paymentId },
      });
    }
  }
}

/** The headers that sign a body as the provider does (Stripe's SDK helper; Square's documented HMAC). */
export function signedHeaders(
  provider: 'square' | 'stripe',
  body: string,
  secret: string,
  squareUrl: string,
): Record<string, string> {
  return provider === 'stripe'
    ? { 'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload: body, secret }) }
    : { 'x-square-hmacsha256-signature': signSquareWebhook(body, secret, squareUrl) };
}
