import { DateTime } from 'luxon';
import { balanceMap, reconcileLedger } from '../../src/projections/ledger';
import { payRefund } from '../../src/workers/checkout/refund.worker';
import { signUp } from '../harness/auth';
import type { HttpClient } from '../harness/http-client';
import { waitFor } from '../harness/wait-for';
import type { BookingTestApp } from '../bookings/booking-fixtures';
import { cardToken, startPaymentApp, twinRefunds } from './payment-fixtures';
import { readLog } from '../harness/event-log';

type Refund = { payment_id: string; amount_cents: number; idempotency_key: string };
const zone = 'America/New_York';
const cents = (amount: string) => Math.round(Number(amount) * 100);

/** A no-show's fee is a payment for the booking too: an admin's refund can give it back to its card. */
describe('refunding a no-show fee with its booking', () => {
  let t: BookingTestApp;
  let bays: string[];
  let admin: HttpClient;
  beforeAll(async () => {
    ({ t, bays } = await startPaymentApp(1, 0));
    admin = (await signUp(t.app, undefined, { role: 'admin' })).client;
    t.setNow(DateTime.fromISO(`${t.day(0)}T08:00:00`, { zone }).toJSDate());
    const set = await admin.put('/api/admin/no-show-policy', {
      cardRequired: false,
      cardRequiredHoursAhead: 24,
      noShowFee: { kind: 'fixed', amount: '100.00' },
      lateCancellationFee: { kind: 'fixed', amount: '0.00' },
    });
    expect(set.status).toBe(200);
  }, 120_000);
  afterAll(async () => {
    await t.app.close();
  });

  const cardRefunds = async (...paymentIds: string[]) => {
    const rows = (await twinRefunds(t.app)) as Refund[];
    return paymentIds.map((id) => rows.filter((r) => r.payment_id === id));
  };
  const sum = (rows: Refund[]) => rows.reduce((s, r) => s + r.amount_cents, 0);

  it('an admin override refunds the booking and its no-show fee, each to the card that paid it, once', async () => {
    const { client, user } = await signUp(t.app);
    const saved = await client.post(`/api/users/${user.id}/card-on-file`, { sourceId: await cardToken(client) });
    expect(saved.status).toBe(201);
    const paid = await client.post('/api/orders', {
      lines: [{ type: 'booking', bayId: bays[0], date: t.day(0), startTime: '10:00:00', duration: 1 }],
      sourceId: await cardToken(client),
      idempotencyKey: `fee-refund-${user.id}`,
    });
    expect(paid.status).toBe(201);
    const bookingId = paid.body.fulfilled.find((f: { type: string }) => f.type === 'booking').reference as string;
    const bookingCents = cents(paid.body.amountCharged);
    expect(bookingCents).toBeGreaterThan(0);

    t.setNow(DateTime.fromISO(`${t.day(0)}T10:20:00`, { zone }).toJSDate());
    expect((await admin.post(`/api/admin/bookings/${bookingId}/no-show`)).status).toBe(200);
    const fee = await waitFor(async () => {
      const res = await admin.get(`/api/admin/bookings/${bookingId}`);
      return res.body.fee?.status === 'charged' ? res.body.fee : null;
    });
    // The fee is 100.00 less what the booking already paid.
    expect(cents(fee.amount)).toBe(10_000 - bookingCents);

    const preview = await admin.get(`/api/admin/bookings/${bookingId}/cancellation-preview`);
    expect(preview.status).toBe(200);
    expect(preview.body.maxRefund).toBe('100.00');
    const tooMuch = await admin.post(`/api/admin/bookings/${bookingId}/cancel`, {
      mode: 'override',
      refundAmount: '100.01',
      reason: 'The customer came after all',
    });
    expect(tooMuch.status).toBe(400);

    const res = await admin.post(`/api/admin/bookings/${bookingId}/cancel`, {
      mode: 'override',
      refundAmount: '100.00',
      reason: 'The customer came after all',
    });
    expect(res.status).toBe(200);
    expect(res.body.refundAmount).toBe('100.00');
    const detail = await waitFor(async () => {
      const d = (await admin.get(`/api/admin/bookings/${bookingId}`)).body;
      return d.refundStatus === 'completed' || d.refundStatus === 'failed' ? d : null;
    });
    expect(detail).toMatchObject({ paymentStatus: 'refunded', refundStatus: 'completed' });
    const [booking, feeRefunds] = await cardRefunds(paid.body.paymentId, fee.paymentId);
    expect([sum(booking), sum(feeRefunds)]).toEqual([bookingCents, 10_000 - bookingCents]);
    expect(new Set([...booking, ...feeRefunds].map((r) => r.idempotency_key)).size).toBe(2);

    // The fee's order shows its money back.
    await t.app.ctx.projections.waitFor(await t.app.ctx.store.head(), ['payments'], 10_000);
    const items = (await admin.get('/api/admin/payments?limit=200')).body.items as Array<Record<string, string>>;
    expect(items.find((p) => p.paymentId === fee.paymentId)?.refunded).toBe(fee.amount);

    // The ledger agrees: the booking's and the fee's revenue each refunded, and nothing to reconcile.
    const knex = t.app.ctx.knex;
    expect(await t.app.ctx.projections.waitFor(await t.app.ctx.store.head(), undefined, 30_000)).toBe(true);
    expect(await balanceMap(knex, { bookingId })).toMatchObject({
      'revenue:booking': -bookingCents,
      'refunds:booking': bookingCents,
      'revenue:fee': bookingCents - 10_000,
      'refunds:fee': 10_000 - bookingCents,
    });
    expect(await reconcileLedger(knex, { now: new Date(8.64e15), settleMs: 0 })).toEqual([]);

    // The job run again pays nothing twice.
    const event = (await readLog(t.app.ctx.store, { eventTypes: ['BookingCancelled'] })).find(
      (e) => e.data.bookingId === bookingId,
    )!;
    await payRefund(t.app.ctx, {
      bookingId,
      cancellationEventId: event.eventId,
      refundAmountCents: event.data.refundAmountCents,
      refundPercentage: event.data.refundPercentage,
      creditsUsed: 0,
      squarePaymentId: event.data.squarePaymentId,
      stripePaymentIntentId: null,
      extensionOrderIds: event.data.extensionIds,
      feeOrderIds: event.data.feeOrderIds,
    });
    const again = await cardRefunds(paid.body.paymentId, fee.paymentId);
    expect(again.map(sum)).toEqual([bookingCents, 10_000 - bookingCents]);
  });
});
