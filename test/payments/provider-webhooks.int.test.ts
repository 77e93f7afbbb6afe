import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { appRefundReason } from '../../src/integrations/square/square-card-processor';
import { signSquareWebhook } from '../../src/integrations/square/square-webhooks';
import { reconcileLedger } from '../../src/projections/ledger';
import { signUp } from '../harness/auth';
import type { HttpClient } from '../harness/http-client';
import { waitFor } from '../harness/wait-for';
import type { BookingTestApp } from '../bookings/booking-fixtures';
import { cardToken, startPaymentApp } from './payment-fixtures';

const STRIPE_SECRET = 'whsec_provider_webhooks_test';
const SQUARE_KEY = 'square-signature-key-test';
const SQUARE_URL = 'https://venue.example.com/api/webhooks/square';

/**
 * The card providers' webhooks: signed deliveries of refunds made in the dashboard, disputes and payouts
 * become balanced ledger entries, marks on the booking, a card block staff can clear; unsigned or badly
 * signed ones get 400 and write nothing; redeliveries, duplicates and out-of-order deliveries count once.
 */
describe('card provider webhooks', () => {
  let t: BookingTestApp;
  let bays: string[];
  let date: string;
  let admin: HttpClient;

  beforeAll(async () => {
    ({ t, bays, date } = await startPaymentApp(2, 3, {
      STRIPE_WEBHOOK_SECRET: STRIPE_SECRET,
      SQUARE_WEBHOOK_SIGNATURE_KEY: SQUARE_KEY,
      SQUARE_WEBHOOK_URL: SQUARE_URL,
    }));
    admin = (await signUp(t.app, undefined, { role: 'admin' })).client;
  }, 60_000);
  afterAll(async () => {
    await t?.app.close();
  });

  const ctx = () => t.app.ctx;
  const post = (path: string, body: string, headers: Record<string, string>) =>
    fetch(`${t.app.url}${path}`, { method: 'POST', body, headers: { 'content-type': 'application/json', ...headers } });

  const sendSquare = (event: object) => {
    const body = JSON.stringify(event);
    return post('/api/webhooks/square', body, {
      'x-square-hmacsha256-signature': signSquareWebhook(body, SQUARE_KEY, SQUARE_URL),
    });
  };
  const squareEvent = (type: string, object: Record<string, unknown>, id = randomUUID(), at = new Date()) => ({
    merchant_id: 'M1',
    type,
    event_id: id,
    created_at: at.toISOString(),
    data: { type: type.split('.')[0], id: 'obj', object },
  });
  const sendStripe = (event: object) => {
    const body = JSON.stringify(event);
    const header = Stripe.webhooks.generateTestHeaderString({ payload: body, secret: STRIPE_SECRET });
    return post('/api/webhooks/stripe', body, { 'stripe-signature': header });
  };
  const stripeEvent = (type: string, object: Record<string, unknown>, at = new Date()) => ({
    id: `evt_${randomUUID().replace(/-/g, '')}`,
    object: 'event',
    type,
    created: Math.floor(at.getTime() / 1000),
    data: { object },
  });

  const settled = async () => {
    const ok = await ctx().projections.waitFor(await ctx().store.head(), undefined, 30_000);
    if (!ok) throw new Error('read models did not catch up');
  };
  const balance = async (account: string) =>
    Number((await ctx().knex('ledger_entries').where({ account }).sum({ s: 'amount' }).first())?.s ?? 0);
  const eventsOfType = async (type: string) =>
    Number((await ctx().knex('es_events').where({ event_type: type }).count({ n: '*' }).first())?.n ?? 0);

  /** A customer's paid booking (Square, through the card twin): its payment id at the provider. */
  async function paidBooking(startTime: string) {
    const buyer = await signUp(t.app);
    const order = await buyer.client.post('/api/orders', {
      lines: [{ type: 'booking', bayId: bays[0], date, startTime, duration: 1 }],
      sourceId: await cardToken(buyer.client),
      idempotencyKey: randomUUID(),
      expectedAmount: '35.00',
    });
    expect(order.status).toBe(201);
    const bookingId: string = order.body.fulfilled[0].reference;
    const payment = await ctx().knex('payments').where({ booking_id: order.body.orderId }).first();
    await settled();
    return { buyer, bookingId, orderId: order.body.orderId as string, paymentId: payment.payment_id as string };
  }

  it('refuses unsigned and badly signed deliveries with 400 and writes nothing', async () => {
    const before = await ctx().store.head();
    const body = JSON.stringify(squareEvent('payout.paid', { payout: { id: 'po_1', status: 'PAID' } }));
    const unsigned = await post('/api/webhooks/square', body, {});
    expect(unsigned.status).toBe(400);
    expect((await unsigned.json()).code).toBe('WEBHOOK.BAD_SIGNATURE');
    const forged = await post('/api/webhooks/square', body, {
      'x-square-hmacsha256-signature': signSquareWebhook(body, 'another-key', SQUARE_URL),
    });
    expect(forged.status).toBe(400);
    const stripeBody = JSON.stringify(stripeEvent('payout.paid', { id: 'po_x', amount: 100, arrival_date: 0 }));
    const badStripe = await post('/api/webhooks/stripe', stripeBody, {
      'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload: stripeBody, secret: 'whsec_wrong' }),
    });
    expect(badStripe.status).toBe(400);
    // A signature over another body (the body was changed on the way) is refused too.
    const tampered = await post('/api/webhooks/stripe', stripeBody.replace('100', '999'), {
      'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload: stripeBody, secret: STRIPE_SECRET }),
    });
    expect(tampered.status).toBe(400);
    expect(await ctx().store.head()).toBe(before);
  });

  it('records a refund made in the Square dashboard once: ledger, payment, booking, alert', async () => {
    const { bookingId, orderId, paymentId } = await paidBooking('09:00');
    const refund = { id: `rf_${randomUUID()}`, payment_id: paymentId, amount_money: { amount: 1500, currency: 'USD' } };
    const clearingBefore = await balance('card_clearing');
    const pending = squareEvent('refund.created', { refund: { ...refund, status: 'PENDING' } });
    const first = await sendSquare(pending);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ received: true, duplicate: false });
    // The same delivery again, and the completion of the same refund: counted once.
    expect(await (await sendSquare(pending)).json()).toEqual({ received: true, duplicate: true });
    await sendSquare(squareEvent('refund.updated', { refund: { ...refund, status: 'COMPLETED' } }));
    await settled();

    expect(await balance('card_clearing')).toBe(clearingBefore - 1500);
    const entries = await ctx().knex('ledger_entries').where({ order_id: orderId, source: 'provider' });
    expect(entries.map((e) => [e.account, Number(e.amount)]).sort()).toEqual([
      ['card_clearing', -1500],
      ['refunds:booking', 1500],
    ]);
    expect((await ctx().knex('payments').where({ booking_id: orderId }).first()).refunded_cents).toBe(1500);
    const booking = await waitFor(async () => {
      const res = await admin.get(`/api/bookings/details/${bookingId}`);
      return res.body.paymentStatus === 'partially_refunded' && res.body;
    });
    expect(booking.paymentStatus).toBe('partially_refunded');
  });

  it("leaves the app's own refunds to the app (they are in the ledger already)", async () => {
    const { paymentId } = await paidBooking('10:00');
    const before = await eventsOfType('CheckoutRefundedAtProvider');
    const ours = squareEvent('refund.created', {
      refund: {
        id: `rf_${randomUUID()}`,
        payment_id: paymentId,
        amount_money: { amount: 3500 },
        status: 'COMPLETED',
        reason: appRefundReason('Booking cancelled', 'refund-abc'),
      },
    });
    expect((await sendSquare(ours)).status).toBe(200);
    expect(await eventsOfType('CheckoutRefundedAtProvider')).toBe(before);
  });

  it('follows a dispute from opening to loss, blocks card payments until staff clear it', async () => {
    const { buyer, bookingId, paymentId } = await paidBooking('11:00');
    const dispute = {
      id: `dp_${randomUUID()}`,
      amount_money: { amount: 3500 },
      reason: 'NOT_AS_DESCRIBED',
      disputed_payment: { payment_id: paymentId },
      due_at: '2026-12-20T00:00:00Z',
    };
    const t0 = new Date();
    const opened = squareEvent(
      'dispute.created',
      { dispute: { ...dispute, state: 'EVIDENCE_REQUIRED' } },
      randomUUID(),
      t0,
    );
    expect((await sendSquare(opened)).status).toBe(200);
    await settled();

    const list = await admin.get('/api/admin/disputes');
    const row = list.body.disputes.find((d: { disputeId: string }) => d.disputeId === dispute.id);
    expect(row).toMatchObject({
      bookingId,
      amount: '35.00',
      withdrawn: '35.00',
      status: 'needs_response',
      evidenceDueBy: '2026-12-20T00:00:00.000Z',
      cardBlocked: true,
      evidence: { booking: { date, startTime: '11:00', duration: 1 }, receipt: { cardCents: 3500 } },
    });
    expect(await balance('disputes')).toBe(3500);
    const alerts = await admin.get('/api/admin/alerts');
    expect(alerts.body.summary).toEqual(
      expect.arrayContaining([expect.objectContaining({ kind: 'card_disputes', count: 1, link: '/admin/disputes' })]),
    );
    await waitFor(
      async () => (await admin.get(`/api/bookings/details/${bookingId}`)).body.paymentStatus === 'disputed',
    );

    // The customer cannot pay by card while it is open...
    const blocked = await buyer.client.post('/api/orders', {
      lines: [{ type: 'booking', bayId: bays[1], date, startTime: '15:00', duration: 1 }],
      sourceId: await cardToken(buyer.client),
      idempotencyKey: randomUUID(),
      expectedAmount: '35.00',
    });
    expect(blocked.status).toBe(403);
    expect(blocked.body.code).toBe('PAYMENT.CARD_BLOCKED_DISPUTE');
    expect(await ctx().knex('bookings').where({ date, start_time: '15:00:00' }).first()).toBeUndefined();

    // ...the outcome arrives, then a late update from before it (ignored): lost, the money stays with the cardholder.
    const lost = squareEvent(
      'dispute.state.updated',
      { dispute: { ...dispute, state: 'LOST' } },
      randomUUID(),
      new Date(t0.getTime() + 2000),
    );
    const late = squareEvent(
      'dispute.state.updated',
      { dispute: { ...dispute, state: 'PROCESSING' } },
      randomUUID(),
      new Date(t0.getTime() + 1000),
    );
    await sendSquare(lost);
    await sendSquare(late);
    await settled();
    const closed = (await admin.get('/api/admin/disputes?status=all')).body.disputes.find(
      (d: { disputeId: string }) => d.disputeId === dispute.id,
    );
    expect(closed).toMatchObject({ status: 'lost', cardBlocked: true });
    expect(await balance('disputes')).toBe(0);
    expect(await balance('losses:chargebacks')).toBe(3500);
    await waitFor(
      async () => (await admin.get(`/api/bookings/details/${bookingId}`)).body.paymentStatus === 'charged_back',
    );

    // Staff clear the block: the customer pays by card again.
    expect(
      (await admin.post(`/api/admin/disputes/${dispute.id}/clear`, { note: 'Spoke to the customer' })).status,
    ).toBe(200);
    await settled();
    const again = await buyer.client.post('/api/orders', {
      lines: [{ type: 'booking', bayId: bays[1], date, startTime: '15:00', duration: 1 }],
      sourceId: await cardToken(buyer.client),
      idempotencyKey: randomUUID(),
      expectedAmount: '35.00',
    });
    expect(again.status).toBe(201);
    // A customer cannot see or clear disputes.
    expect((await buyer.client.get('/api/admin/disputes')).status).toBe(403);
  });

  it('reads Stripe disputes out of order (closed as won before its opening) with the fee, and payouts', async () => {
    const paymentIntent = `pi_${randomUUID().replace(/-/g, '')}`;
    const dispute = {
      id: `du_${randomUUID().replace(/-/g, '')}`,
      object: 'dispute',
      amount: 5000,
      payment_intent: paymentIntent,
      charge: 'ch_1',
      reason: 'fraudulent',
      evidence_details: { due_by: Math.floor(Date.parse('2026-12-24T00:00:00Z') / 1000) },
      balance_transactions: [{ amount: -5000, fee: 1500 }],
    };
    const t0 = new Date();
    const clearingBefore = await balance('card_clearing');
    const won = stripeEvent('charge.dispute.closed', { ...dispute, status: 'won' }, new Date(t0.getTime() + 5000));
    const created = stripeEvent('charge.dispute.created', { ...dispute, status: 'needs_response' }, t0);
    expect((await sendStripe(won)).status).toBe(200);
    expect((await sendStripe(created)).status).toBe(200);
    await settled();
    const row = (await admin.get('/api/admin/disputes?status=all')).body.disputes.find(
      (d: { disputeId: string }) => d.disputeId === dispute.id,
    );
    expect(row).toMatchObject({ status: 'won', fee: '15.00', cardBlocked: false, bookingId: null });
    // Withdrawn with its fee, then the amount back: the fee is the venue's cost.
    expect(await balance('card_clearing')).toBe(clearingBefore - 1500);
    expect(await balance('fees:disputes')).toBe(1500);

    const payout = {
      id: `po_${randomUUID().replace(/-/g, '')}`,
      object: 'payout',
      amount: 12_345,
      arrival_date: Math.floor(Date.parse(`${date}T12:00:00Z`) / 1000),
    };
    const paid = stripeEvent('payout.paid', { ...payout, status: 'paid' });
    expect((await sendStripe(paid)).status).toBe(200);
    expect(await (await sendStripe(paid)).json()).toEqual({ received: true, duplicate: true });
    await settled();
    const report = await admin.get(`/api/admin/payouts?from=${date}&to=${date}`);
    expect(report.body).toEqual({
      payouts: [expect.objectContaining({ payoutId: payout.id, amount: '123.45', arrivalDate: date, status: 'paid' })],
      total: '123.45',
    });
    expect(await balance('payouts')).toBe(12_345);
    expect(await reconcileLedger(ctx().knex, { now: new Date(Date.now() + 86_400_000) })).toEqual([]);
  });

  it("lets a venue try it locally: the card twin's dashboard sends signed refunds and disputes (its own secret)", async () => {
    const { orderId, paymentId, bookingId } = await paidBooking('12:00');
    ctx().config.SQUARE_WEBHOOK_SIGNATURE_KEY = undefined;
    try {
      const refund = await admin.post('/api/dev/card-twin/provider-events', {
        provider: 'square',
        kind: 'refund',
        paymentId,
        amount: '5.00',
      });
      expect(refund.status).toBe(201);
      expect(refund.body.answer).toEqual({ status: 200, body: { received: true, duplicate: false } });
      const opened = await admin.post('/api/dev/card-twin/provider-events', {
        provider: 'square',
        kind: 'dispute_opened',
        paymentId,
        amount: '30.00',
      });
      expect(opened.body.answer.status).toBe(200);
      const won = await admin.post('/api/dev/card-twin/provider-events', {
        provider: 'square',
        kind: 'dispute_won',
        paymentId,
        amount: '30.00',
        disputeId: opened.body.disputeId,
      });
      expect(won.body.answer.status).toBe(200);
      await settled();
      const entries = await ctx().knex('ledger_entries').where({ order_id: orderId, source: 'provider' });
      const sum = (account: string) =>
        entries.filter((e) => e.account === account).reduce((s, e) => s + Number(e.amount), 0);
      expect({ refunds: sum('refunds:booking'), disputes: sum('disputes'), clearing: sum('card_clearing') }).toEqual({
        refunds: 500,
        disputes: 0,
        clearing: -500,
      });
      const dispute = (await admin.get(`/api/admin/disputes?status=all&bookingId=${bookingId}`)).body.disputes;
      expect(dispute).toEqual([expect.objectContaining({ disputeId: opened.body.disputeId, status: 'won' })]);
    } finally {
      ctx().config.SQUARE_WEBHOOK_SIGNATURE_KEY = SQUARE_KEY;
    }
  });

  it('answers 503 when no secret is configured for a live provider', async () => {
    const body = JSON.stringify(stripeEvent('payout.paid', { id: 'po_y', amount: 1, arrival_date: 0 }));
    ctx().config.STRIPE_WEBHOOK_SECRET = undefined;
    try {
      const res = await post('/api/webhooks/stripe', body, { 'stripe-signature': 't=1,v1=x' });
      // The twin stands in for Stripe here (development): it signs with its own secret, so this is unsigned.
      expect(res.status).toBe(400);
      ctx().payments.overrides.stripe = ctx().payments.twin.processor('stripe');
      const live = await post('/api/webhooks/stripe', body, { 'stripe-signature': 't=1,v1=x' });
      expect(live.status).toBe(503);
      expect((await live.json()).code).toBe('WEBHOOK.NOT_CONFIGURED');
    } finally {
      delete ctx().payments.overrides.stripe;
      ctx().config.STRIPE_WEBHOOK_SECRET = STRIPE_SECRET;
    }
  });
});
