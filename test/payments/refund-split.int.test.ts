import { randomUUID } from 'node:crypto';
import { payRefund } from '../../src/workers/checkout/refund.worker';
import { signUp } from '../harness/auth';
import type { HttpClient } from '../harness/http-client';
import { waitFor } from '../harness/wait-for';
import type { BookingTestApp } from '../bookings/booking-fixtures';
import { cardToken, giveCredits, startPaymentApp, twinRefunds } from './payment-fixtures';
import { readLog } from '../harness/event-log';

type Refund = { payment_id: string; amount_cents: number; idempotency_key: string };

/** A cancelled booking's refund goes back to every payment that paid for it, in the split each was paid. */
describe('refunding a booking with its extensions', () => {
  let t: BookingTestApp;
  let bays: string[];
  let date: string;
  let admin: HttpClient;
  beforeAll(async () => {
    ({ t, bays, date } = await startPaymentApp(6, 3));
    admin = (await signUp(t.app, undefined, { role: 'admin' })).client;
  }, 120_000);
  afterAll(async () => {
    await t.app.close();
  });

  async function bookByCard(client: HttpClient, bay: string, time: string, hours: number, extra = {}, cents = 0) {
    const res = await client.post('/api/square/process-payment', {
      sourceId: await cardToken(client),
      amount: cents || 3500 * hours,
      currency: 'USD',
      bookingData: { date, time, duration: hours, bayId: bay, creditsUsed: 0, ...extra },
    });
    expect(res.status).toBe(201);
    return { bookingId: res.body.bookingId as string, paymentId: res.body.paymentId as string };
  }

  async function extendByCard(client: HttpClient, bookingId: string, hours: number) {
    const res = await client.post(`/api/bookings/${bookingId}/extend-with-payment`, {
      additionalHours: hours,
      paymentMethodId: await cardToken(client),
    });
    expect(res.status).toBe(200);
    return res.body.paymentId as string;
  }

  async function settle() {
    const names = ['payments', 'analytics', 'bookings', 'credits', 'gift-cards'];
    await t.app.ctx.projections.waitFor(await t.app.ctx.store.head(), names, 10_000);
  }

  /** The booking once its refund has been paid (every order refunded, the booking told). */
  async function refunded(bookingId: string) {
    const detail = await waitFor(async () => {
      const res = await admin.get(`/api/admin/bookings/${bookingId}`);
      return res.body.refundStatus === 'completed' || res.body.refundStatus === 'failed' ? res.body : null;
    });
    await settle();
    return detail;
  }

  const refundsOf = async (...paymentIds: string[]) =>
    paymentIds.map((id) =>
      (refundRows ?? []).filter((r) => r.payment_id === id).reduce((sum, r) => sum + r.amount_cents, 0),
    );
  let refundRows: Refund[] | null = null;
  async function cardRefunds(...paymentIds: string[]) {
    refundRows = (await twinRefunds(t.app)) as Refund[];
    return refundsOf(...paymentIds);
  }

  async function payments(...paymentIds: string[]) {
    const items = (await admin.get('/api/admin/payments?limit=200')).body.items as Array<Record<string, string>>;
    return paymentIds.map((id) => items.find((p) => p.paymentId === id)?.refunded);
  }

  const today = () => t.day(0);
  async function revenue() {
    const dashboard = await admin.get(`/api/admin/dashboard?date=${today()}`);
    const analytics = await admin.get(`/api/admin/analytics?from=${today()}&to=${today()}&granularity=day`);
    return { dashboard: dashboard.body.revenue.day.cents as number, analytics: analytics.body.revenue.total as string };
  }
  const totalSpent = async (client: HttpClient) => (await client.get('/api/account/summary')).body.totalSpent;
  const cents = (amount: string) => Math.round(Number(amount) * 100);

  async function withPolicy<T>(tiers: Array<{ minHoursBefore: number; refundPercentage: number }>, run: () => T) {
    expect((await admin.put('/api/admin/cancellation-policy', { tiers })).status).toBe(200);
    try {
      return await run();
    } finally {
      await admin.put('/api/admin/cancellation-policy', {
        tiers: [
          { minHoursBefore: 24, refundPercentage: 100 },
          { minHoursBefore: 2, refundPercentage: 50 },
        ],
      });
    }
  }

  it('a customer cancelling 3 days ahead gets the booking and the extension back in full, each to its card payment', async () => {
    const { client } = await signUp(t.app);
    const before = await revenue();
    const booked = await bookByCard(client, bays[0], '10:00', 1);
    const extension = await extendByCard(client, booked.bookingId, 1);
    expect(booked.paymentId).not.toBe(extension);
    await settle();
    expect(await totalSpent(client)).toBe('70.00');
    const preview = await client.get(`/api/bookings/${booked.bookingId}/cancellation-preview`);
    expect(preview.body).toMatchObject({ bookingAmount: '70.00', refundAmount: '70.00', refundPercentage: 100 });

    expect((await client.delete(`/api/bookings/${booked.bookingId}`)).status).toBe(200);
    const detail = await refunded(booked.bookingId);
    expect(detail).toMatchObject({ paymentStatus: 'refunded', refundStatus: 'completed', refundAmount: '70.00' });
    expect(await cardRefunds(booked.paymentId, extension)).toEqual([3500, 3500]);
    const keys = refundRows!.filter((r) => [booked.paymentId, extension].includes(r.payment_id));
    expect(new Set(keys.map((r) => r.idempotency_key)).size).toBe(2);
    expect(await payments(booked.paymentId, extension)).toEqual(['35.00', '35.00']);
    expect(await totalSpent(client)).toBe('0.00');
    expect(await revenue()).toEqual(before);
    const history = detail.history.map((h: { summary: string }) => h.summary).join('\n');
    expect(history.match(/Refund paid: \$35\.00 to the card/g)).toHaveLength(2);

    // The job run again (a retry, a replayed event) pays nothing twice.
    const event = (await readLog(t.app.ctx.store, { eventTypes: ['BookingCancelled'] })).find(
      (e) => e.data.bookingId === booked.bookingId,
    )!;
    await payRefund(t.app.ctx, {
      bookingId: booked.bookingId,
      cancellationEventId: event.eventId,
      refundAmountCents: event.data.refundAmountCents,
      refundPercentage: event.data.refundPercentage,
      creditsUsed: 0,
      squarePaymentId: event.data.squarePaymentId,
      stripePaymentIntentId: null,
      extensionOrderIds: event.data.extensionIds,
    });
    expect(await cardRefunds(booked.paymentId, extension)).toEqual([3500, 3500]);
  });

  it('an admin cancel by the policy at 50% splits the refund over the booking and the extension, to the cent', async () => {
    const { client } = await signUp(t.app);
    const booked = await bookByCard(client, bays[1], '10:00', 1);
    const extension = await extendByCard(client, booked.bookingId, 0.5);
    await settle();
    const before = await revenue();
    await withPolicy([{ minHoursBefore: 1, refundPercentage: 50 }], async () => {
      const res = await admin.post(`/api/admin/bookings/${booked.bookingId}/cancel`, { mode: 'policy' });
      expect(res.status).toBe(200);
      expect(res.body.refundAmount).toBe('26.25');
      const detail = await refunded(booked.bookingId);
      expect(detail).toMatchObject({ paymentStatus: 'partially_refunded', refundStatus: 'completed' });
    });
    expect(await cardRefunds(booked.paymentId, extension)).toEqual([1750, 875]);
    expect(await payments(booked.paymentId, extension)).toEqual(['17.50', '8.75']);
    expect(await totalSpent(client)).toBe('26.25');
    const after = await revenue();
    expect(after.dashboard - before.dashboard).toBe(-2625);
    expect(cents(after.analytics) - cents(before.analytics)).toBe(-2625);
  });

  it("an admin override with a reason pays the admin's amount back over both payments, the odd cent to the booking", async () => {
    const { client } = await signUp(t.app);
    const booked = await bookByCard(client, bays[2], '10:00', 1);
    const extension = await extendByCard(client, booked.bookingId, 1);
    const res = await admin.post(`/api/admin/bookings/${booked.bookingId}/cancel`, {
      mode: 'override',
      refundAmount: '40.01',
      reason: 'Simulator broke down',
    });
    expect(res.status).toBe(200);
    await refunded(booked.bookingId);
    expect(await cardRefunds(booked.paymentId, extension)).toEqual([2001, 2000]);
    expect(await totalSpent(client)).toBe('29.99');
  });

  it('a late cancellation keeps its fee from the refund and pays the rest back over both payments', async () => {
    const { client } = await signUp(t.app);
    const booked = await bookByCard(client, bays[3], '10:00', 1);
    const extension = await extendByCard(client, booked.bookingId, 1);
    const fee = { cardRequired: false, cardRequiredHoursAhead: 24, noShowFee: { kind: 'fixed', amount: '0.00' } };
    const set = (amount: string) =>
      admin.put('/api/admin/no-show-policy', { ...fee, lateCancellationFee: { kind: 'fixed', amount } });
    expect((await set('50.00')).status).toBe(200);
    try {
      await withPolicy([{ minHoursBefore: 1, refundPercentage: 50 }], async () => {
        const preview = await client.get(`/api/bookings/${booked.bookingId}/cancellation-preview`);
        expect(preview.body.refundAmount).toBe('20.00');
        expect((await client.delete(`/api/bookings/${booked.bookingId}`)).status).toBe(200);
        await refunded(booked.bookingId);
      });
    } finally {
      await set('0.00');
    }
    expect(await cardRefunds(booked.paymentId, extension)).toEqual([1000, 1000]);
    expect(await totalSpent(client)).toBe('50.00');
  });

  it('gives credits and card back in the split they paid: half the credits, half of each card payment', async () => {
    const { client, user } = await signUp(t.app);
    await giveCredits(t.app, user.id, 1);
    const booked = await bookByCard(client, bays[4], '10:00', 2, { creditsUsed: 1 }, 3500);
    const extension = await extendByCard(client, booked.bookingId, 1);
    await withPolicy([{ minHoursBefore: 1, refundPercentage: 50 }], async () => {
      const preview = await client.get(`/api/bookings/${booked.bookingId}/cancellation-preview`);
      // The booking's amount is what was paid in money (the credit paid the other hour).
      expect(preview.body).toMatchObject({ bookingAmount: '70.00', refundAmount: '35.00', refundPercentage: 50 });
      expect((await client.delete(`/api/bookings/${booked.bookingId}`)).status).toBe(200);
      await refunded(booked.bookingId);
    });
    // 35.00 promised: 17.50 to the booking's card, 17.50 to the extension's; half the credit back.
    expect(await cardRefunds(booked.paymentId, extension)).toEqual([1750, 1750]);
    expect((await client.get(`/api/user-credits/${user.id}`)).body.total).toBe(0.5);
    expect(await totalSpent(client)).toBe('35.00');
  });

  it('gives gift-card value back to each gift card and the rest to each card, booking and extension alike', async () => {
    const { client } = await signUp(t.app);
    const buy = async (amount: number) => {
      const res = await client.post('/api/gift-cards/purchase', {
        amount,
        recipientName: 'Sam',
        senderName: 'Pat',
        deliveryMethod: 'pickup',
        sourceId: await cardToken(client),
      });
      expect(res.status).toBe(201);
      return res.body.code as string;
    };
    const balance = async (code: string) => (await client.get(`/api/gift-cards/check/${code}`)).body.currentBalance;
    const first = await buy(20);
    const second = await buy(10);
    // 1 h = 35.00: 20.00 from the first gift card, 15.00 by card.
    const booked = await bookByCard(client, bays[5], '10:00', 1, { giftCardCode: first }, 1500);
    // The extension (35.00): 10.00 from the second gift card, 25.00 by card.
    const paid = await client.post('/api/orders', {
      lines: [{ type: 'extension', bookingId: booked.bookingId, hours: 1 }],
      giftCardCode: second,
      sourceId: await cardToken(client),
      idempotencyKey: randomUUID(),
    });
    expect(paid.status).toBe(201);
    expect(paid.body.amountCharged).toBe('25.00');
    expect([await balance(first), await balance(second)]).toEqual(['0.00', '0.00']);
    await settle();
    const spentBefore = await totalSpent(client);

    expect((await client.delete(`/api/bookings/${booked.bookingId}`)).status).toBe(200);
    await refunded(booked.bookingId);
    expect(await cardRefunds(booked.paymentId, paid.body.paymentId)).toEqual([1500, 2500]);
    expect([await balance(first), await balance(second)]).toEqual(['20.00', '10.00']);
    expect(cents(spentBefore) - cents(await totalSpent(client))).toBe(7000);
  });
});
