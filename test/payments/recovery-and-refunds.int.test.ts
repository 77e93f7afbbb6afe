import { randomUUID } from 'node:crypto';
import { cancelBooking, placeBooking, quoteBooking } from '../../src/commands/bookings';
import { expireHold } from '../../src/commands/checkout/expire-hold.command';
import { stableId } from '../../src/commands/payments/charge-card';
import { bookingById } from '../../src/projections/bookings/bookings.queries';
import { signUp } from '../harness/auth';
import { waitFor } from '../harness/wait-for';
import { CrashSwitch } from '../harness/crashing-store';
import { checkoutStream } from '../../src/domain/checkout/checkout.events';
import type { HttpClient } from '../harness/http-client';
import { SLOT_TAKEN, type BookingTestApp } from '../bookings/booking-fixtures';
import { cardToken, giveCredits, startPaymentApp, twinCharges, twinRefunds } from './payment-fixtures';
import { readStream } from '../harness/event-log';

describe('checkout recovery and refunds', () => {
  let t: BookingTestApp;
  let bays: string[];
  let date: string;
  const crash = new CrashSwitch();
  beforeAll(async () => {
    ({ t, bays, date } = await startPaymentApp(4, 4));
    t.app.ctx.store = crash.wrap(t.app.ctx.store);
  });
  afterAll(async () => {
    await t.app.close();
  });
  afterEach(() => {
    const services = t.app.ctx.payments;
    crash.heal();
    services.twin.faults.chargeUnreachable = 0;
    services.twin.faults.refundAnswerLost = 0;
  });

  const data = (bayId: string, time: string, duration: number, extra: Record<string, unknown> = {}) => ({
    date,
    time,
    duration,
    bayId,
    creditsUsed: 0,
    ...extra,
  });
  const pay = (client: HttpClient, amount: number, bookingData: Record<string, unknown>, sourceId: string) =>
    client.post('/api/square/process-payment', { sourceId, amount, currency: 'USD', bookingData });
  const balance = async (client: HttpClient, userId: string) => {
    await settle();
    return (await client.get(`/api/user-credits/${userId}`)).body.total;
  };
  const giftBalance = async (code: string) =>
    (await t.app.client().get(`/api/gift-cards/check/${code}`)).body.currentBalance;

  async function giftCard(client: HttpClient, amount: string) {
    const res = await client.post('/api/gift-cards/purchase', {
      amount,
      recipientName: 'Sam',
      senderName: 'Pat',
      deliveryMethod: 'pickup',
      sourceId: await cardToken(client),
    });
    return res.body.code as string;
  }

  /** Lets the read models catch up with everything written so far (a crashed request waited for none). */
  async function settle() {
    await t.app.ctx.projections.waitFor(await t.app.ctx.store.head(), ['bookings', 'credits', 'gift-cards'], 10_000);
  }

  async function booking(id: string) {
    await settle();
    return bookingById(t.app.ctx, id);
  }

  it('a checkout that dies after taking credits and a gift card is undone by the hold expiry', async () => {
    const { client, user } = await signUp(t.app);
    await giveCredits(t.app, user.id, 1);
    const code = await giftCard(client, '20.00');
    const token = await cardToken(client);
    crash.crashAfter('GiftCardRedeemed');
    const crashed = await pay(client, 5000, data(bays[0], '10:00', 3, { creditsUsed: 1, giftCardCode: code }), token);
    crash.heal();
    expect(crashed.status).toBe(500);
    const bookingId = stableId('checkout', user.id, token);
    expect(await booking(bookingId)).toMatchObject({ status: 'pending' });
    expect(await balance(client, user.id)).toBe(0);
    expect(await giftBalance(code)).toBe('0.00');

    const other = await signUp(t.app);
    const blocked = await pay(other.client, 10500, data(bays[0], '10:00', 3), await cardToken(other.client));
    expect(blocked.status).toBe(409);
    expect(blocked.body.message).toBe(SLOT_TAKEN);

    expect(await expireHold(t.app.ctx, bookingId)).toBe('compensated');
    expect(await booking(bookingId)).toMatchObject({ status: 'released' });
    expect(await balance(client, user.id)).toBe(1);
    expect(await giftBalance(code)).toBe('20.00');
    expect((await twinCharges(t.app)).filter((c) => c.source_token === token)).toHaveLength(0);
    expect((await pay(other.client, 10500, data(bays[0], '10:00', 3), await cardToken(other.client))).status).toBe(201);
    expect(await expireHold(t.app.ctx, bookingId)).toBe('not-pending');
  });

  it('a checkout that dies after the card was charged is confirmed by the hold expiry, not charged again', async () => {
    const { client, user } = await signUp(t.app);
    const token = await cardToken(client);
    crash.crashAfter('CheckoutCharged');
    const crashed = await pay(client, 3500, data(bays[1], '10:00', 1), token);
    crash.heal();
    expect(crashed.status).toBe(500);
    const bookingId = stableId('checkout', user.id, token);
    expect(await expireHold(t.app.ctx, bookingId)).toBe('confirmed');
    expect(await booking(bookingId)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
    expect((await twinCharges(t.app)).filter((c) => c.source_token === token)).toHaveLength(1);
  });

  it('an order whose charge went unanswered is charged by the settlement with the same facts for the provider', async () => {
    const { client, user } = await signUp(t.app);
    const token = await cardToken(client);
    // The provider does not answer the order's call nor its one retry: the charge is left to the settlement.
    t.app.ctx.payments.twin.faults.chargeUnreachable = 2;
    const unanswered = await client.post('/api/gift-cards/purchase', {
      amount: '25.00',
      recipientName: 'Sam',
      senderName: 'Pat',
      deliveryMethod: 'pickup',
      sourceId: token,
    });
    expect(unanswered.status).toBe(502);
    const orderId = stableId('checkout', user.id, token);
    expect((await twinCharges(t.app)).filter((c) => c.source_token === token)).toHaveLength(0);
    expect(await expireHold(t.app.ctx, orderId)).toBe('confirmed');
    const charges = (await twinCharges(t.app)).filter((c) => c.source_token === token);
    expect(charges).toHaveLength(1);
    // What a venue looks the payment up by at the provider: the line's facts, the order and the buyer.
    expect(charges[0]).toMatchObject({ amount_cents: 2500, status: 'approved' });
    expect(typeof charges[0].metadata === 'string' ? JSON.parse(charges[0].metadata) : charges[0].metadata).toEqual({
      kind: 'gift_card',
      bookingId: orderId,
      userId: user.id,
    });
  });

  it('an unreachable card processor leaves the hold; a retry with the same key settles it at once, charging once', async () => {
    const { client, user } = await signUp(t.app);
    const token = await cardToken(client);
    t.app.ctx.payments.twin.faults.chargeUnreachable = 2;
    const res = await pay(client, 3500, data(bays[2], '10:00', 1), token);
    expect(res.status).toBe(502);
    const bookingId = stableId('checkout', user.id, token);
    expect(await booking(bookingId)).toMatchObject({ status: 'pending' });
    // Not "already being processed" until the hold ends: the provider is asked again with the same key
    // now, and the retry answers the outcome (or 202 with the order's status URL while it settles).
    const retried = await pay(client, 3500, data(bays[2], '10:00', 1), token);
    expect(retried.body.code).not.toBe('PAYMENT.IN_PROGRESS');
    expect([200, 202]).toContain(retried.status);
    await waitFor(async () => (await booking(bookingId))?.status === 'confirmed');
    expect(await expireHold(t.app.ctx, bookingId)).toBe('not-pending');
    expect((await twinCharges(t.app)).filter((c) => c.source_token === token)).toHaveLength(1);
    const replay = await pay(client, 3500, data(bays[2], '10:00', 1), token);
    expect(replay.status).toBe(200);
    expect(replay.body.booking.status).toBe('confirmed');
  });

  it('refunds a cancelled card booking at the provider exactly once, even when the worker is retried', async () => {
    const { client } = await signUp(t.app);
    const paid = await pay(client, 7000, data(bays[3], '10:00', 2), await cardToken(client));
    expect(paid.status).toBe(201);
    t.app.ctx.payments.twin.faults.refundAnswerLost = 1;
    const cancelled = await client.delete(`/api/bookings/${paid.body.bookingId}`);
    expect(cancelled.status).toBe(200);
    const done = await waitFor(() => booking(paid.body.bookingId), {
      until: (b) => b?.paymentStatus === 'refunded',
      what: 'the cancelled booking refunded',
    });
    expect(done).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded', refundStatus: 'completed' });
    const refunds = (await twinRefunds(t.app)).filter((r) => r.payment_id === paid.body.paymentId);
    expect(refunds).toEqual([expect.objectContaining({ amount_cents: 7000 })]);
    const admin = await signUp(t.app, undefined, { role: 'admin' });
    await t.app.ctx.projections.waitFor(await t.app.ctx.store.head(), ['payments']);
    const listed = (await admin.client.get('/api/admin/payments?refundStatus=completed')).body.items;
    expect(listed.find((p: { bookingId: string }) => p.bookingId === paid.body.bookingId)).toMatchObject({
      status: 'completed',
      cardAmount: '70.00',
      refunded: '70.00',
      paymentId: paid.body.paymentId,
    });
    expect((await client.get('/api/admin/payments')).status).toBe(403);
  });

  it('gives credits back to their buckets and gift-card value back to the card on cancellation', async () => {
    const { client, user } = await signUp(t.app);
    await giveCredits(t.app, user.id, 1, 'loyalty');
    const code = await giftCard(client, '20.00');
    // 3 h = 105.00: 1 credit = 35.00, gift card 20.00, card 50.00.
    const paid = await pay(
      client,
      5000,
      data(bays[3], '14:00', 3, { creditsUsed: 1, giftCardCode: code }),
      await cardToken(client),
    );
    expect(paid.status).toBe(201);
    expect((await client.delete(`/api/bookings/${paid.body.bookingId}`)).status).toBe(200);
    await waitFor(() => booking(paid.body.bookingId), {
      until: (b) => b?.paymentStatus === 'refunded',
      what: 'the cancelled booking refunded',
    });
    await settle();
    expect((await client.get(`/api/user-credits/${user.id}`)).body).toMatchObject({ total: 1, loyalty: 1 });
    expect(await giftBalance(code)).toBe('20.00');
    const refunds = (await twinRefunds(t.app)).filter((r) => r.payment_id === paid.body.paymentId);
    expect(refunds).toEqual([expect.objectContaining({ amount_cents: 5000 })]);
  });

  it('records a refund the provider refuses as a failure on the booking, without retrying forever', async () => {
    const { user } = await signUp(t.app);
    const quote = await quoteBooking(t.app.ctx, { bayId: bays[2], date, startTime: '16:00', duration: 1 });
    const bookingId = randomUUID();
    await placeBooking(t.app.ctx, {
      bookingId,
      userId: user.id,
      bayId: bays[2],
      date,
      startTime: '16:00',
      duration: 1,
      quote,
      status: 'confirmed',
      paymentStatus: 'paid',
      squarePaymentId: 'sqpay_unknown_to_the_provider',
    });
    await cancelBooking(t.app.ctx, bookingId, user.id);
    const failed = await waitFor(() => booking(bookingId), {
      until: (b) => b?.refundStatus === 'failed',
      what: 'the refused refund recorded',
    });
    expect(failed).toMatchObject({ status: 'cancelled', paymentStatus: 'refund_failed', refundStatus: 'failed' });
    const events = (await readStream(t.app.ctx.store, checkoutStream(t.app.config.VENUE_ID, bookingId))).filter(
      (e) => e.type === 'CheckoutRefundFailed',
    );
    expect(events).toHaveLength(1);
  });

  it('a credits-only checkout that dies after confirming is finished by the hold expiry, credits stay spent', async () => {
    const { client, user } = await signUp(t.app);
    await giveCredits(t.app, user.id, 1);
    crash.crashAfter('BookingConfirmed');
    const crashed = await client.post('/api/bookings', {
      bayId: bays[1],
      date,
      startTime: '17:00',
      duration: 1,
      creditsUsed: 1,
      idempotencyKey: 'k-confirm',
    });
    crash.heal();
    expect(crashed.status).toBe(500);
    const bookingId = stableId('checkout', user.id, 'k-confirm');
    expect(await expireHold(t.app.ctx, bookingId)).toBe('confirmed');
    expect(await booking(bookingId)).toMatchObject({ status: 'confirmed', creditsUsed: 1 });
    expect(await balance(client, user.id)).toBe(0);
  });

  it('a checkout that died before reserving anything stops answering "in progress" after a minute', async () => {
    const { client } = await signUp(t.app);
    const token = await cardToken(client);
    crash.crashAfter('CheckoutStarted');
    const crashed = await pay(client, 5000, data(bays[2], '19:00', 1), token);
    crash.heal();
    expect(crashed.status).toBe(500);
    expect((await pay(client, 5000, data(bays[2], '19:00', 1), token)).body.code).toBe('PAYMENT.IN_PROGRESS');
    t.setNow(new Date(t.now().getTime() + 2 * 60_000));
    try {
      const closed = await pay(client, 5000, data(bays[2], '19:00', 1), token);
      expect(closed.status).toBe(409);
      expect(closed.body.message).toBe('Your previous payment attempt did not complete. Please try again.');
      expect((await twinCharges(t.app)).filter((c) => c.source_token === token)).toHaveLength(0);
      expect((await pay(client, 5000, data(bays[2], '19:00', 1), await cardToken(client))).status).toBe(201);
    } finally {
      t.setNow(new Date(t.now().getTime() - 2 * 60_000));
    }
  });
});
