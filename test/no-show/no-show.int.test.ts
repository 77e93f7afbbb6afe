import { DateTime } from 'luxon';
import { stableId } from '../../src/commands/payments/charge-card';
import { chargeBookingFee, feeIdempotencyKey } from '../../src/commands/no-show/booking-fee.commands';
import { creditBalance } from '../../src/commands/credits/credits.commands';
import { signUp, type SignedUpUser } from '../harness/auth';
import type { HttpClient } from '../harness/http-client';
import { cardToken, giveCredits } from '../payments/payment-fixtures';
import { waitFor } from '../harness/wait-for';
import { setUpVenue, startBookingApp, type BookingTestApp } from '../bookings/booking-fixtures';
import { readLog } from '../harness/event-log';

const zone = 'America/New_York';
const CARD_MESSAGE =
  'A card on file is required for bookings made more than 24 hours ahead. Please save a card to confirm this booking; it is only charged for a no-show or a late cancellation.';

describe('no-show protection', () => {
  let t: BookingTestApp;
  let bays: string[];
  let admin: HttpClient;

  beforeAll(async () => {
    t = await startBookingApp();
    bays = await setUpVenue(t.app.ctx, 3);
    admin = (await signUp(t.app, undefined, { role: 'admin' })).client;
    toMorning();
    const set = await admin.put('/api/admin/no-show-policy', {
      cardRequired: true,
      cardRequiredHoursAhead: 24,
      noShowFee: { kind: 'fixed', amount: '20.00' },
      lateCancellationFee: { kind: 'fixed', amount: '15.00' },
    });
    expect(set.status).toBe(200);
  }, 60_000);
  afterAll(async () => {
    await t.app.close();
  }, 60_000);

  /** Today 08:00 at the venue. */
  function toMorning() {
    t.setNow(DateTime.fromISO(`${t.day(0)}T08:00:00`, { zone }).toJSDate());
  }
  const at = (date: string, time: string) => DateTime.fromISO(`${date}T${time}`, { zone }).toJSDate();

  async function customer(credits = 10): Promise<{ client: HttpClient; user: SignedUpUser }> {
    const signed = await signUp(t.app);
    if (credits > 0) await giveCredits(t.app, signed.user.id, credits);
    return signed;
  }

  async function saveCard(c: { client: HttpClient; user: SignedUpUser }, number?: string) {
    const res = await c.client.post(`/api/users/${c.user.id}/card-on-file`, {
      sourceId: await cardToken(c.client, number),
    });
    expect(res.status).toBe(201);
    return res.body.card as { last4: string };
  }

  /** A booking paid with credits only (nothing for a card to pay). */
  function bookWithCredits(c: { client: HttpClient }, bayId: string, date: string, startTime: string, hours = 1) {
    return c.client.post('/api/bookings', { bayId, date, startTime, duration: hours, creditsUsed: hours });
  }

  async function feeOf(bookingId: string, status: string) {
    return waitFor(async () => (await admin.get(`/api/admin/bookings/${bookingId}`)).body.fee, {
      until: (fee) => fee?.status === status,
      what: `the fee of ${bookingId} ${status}`,
    });
  }

  /** What a booking's cancellation recorded (its bay-day stream's BookingCancelled). */
  async function cancellationOf(bookingId: string) {
    const row = (await readLog(t.app.ctx.store, { eventTypes: ['BookingCancelled'] })).find(
      (e) => e.data.bookingId === bookingId,
    );
    return row?.data as { lateFeeCents: number; lateFeeWaived: boolean; refundAmountCents: number };
  }

  const chargesFor = async (bookingId: string) =>
    (await t.app.ctx.knex('card_twin_charges').orderBy('created_at')).filter(
      (c: { metadata: unknown }) =>
        (typeof c.metadata === 'string' ? JSON.parse(c.metadata) : c.metadata)?.feeForBooking === bookingId,
    );

  it('keeps the settings and fees to admins and each customer to their own', async () => {
    const c = await customer();
    const other = await customer();
    expect((await c.client.get('/api/admin/no-show-policy')).status).toBe(403);
    expect((await t.app.client().get('/api/admin/no-show-policy')).status).toBe(401);
    expect((await c.client.put('/api/admin/no-show-policy', { cardRequired: false })).status).toBe(403);
    expect((await c.client.get(`/api/users/${other.user.id}/booking-fees`)).status).toBe(403);
    const token = await cardToken(c.client);
    expect((await c.client.post(`/api/users/${other.user.id}/card-on-file`, { sourceId: token })).status).toBe(403);
    // A customer cannot buy (or invent) a fee through the paid order.
    await saveCard(c);
    const order = await c.client.post('/api/orders', {
      lines: [{ type: 'booking-fee', bookingId: other.user.id }],
      useCardOnFile: true,
      idempotencyKey: `steal-${other.user.id}`,
    });
    expect({ status: order.status, body: order.body }).toMatchObject({ status: 403, body: { code: 'FEE.FORBIDDEN' } });
    const bad = await admin.put('/api/admin/no-show-policy', {
      cardRequired: true,
      cardRequiredHoursAhead: 24,
      noShowFee: { kind: 'percent', percent: 150 },
      lateCancellationFee: { kind: 'fixed', amount: '15.00' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/percentage must be a whole number from 0 to 100/);
    const read = await admin.get('/api/admin/no-show-policy');
    expect(read.body).toEqual({
      cardRequired: true,
      cardRequiredHoursAhead: 24,
      noShowFee: { kind: 'fixed', amount: '20.00' },
      lateCancellationFee: { kind: 'fixed', amount: '15.00' },
      lateWindowHours: 24,
    });
  });

  it('refuses a booking beyond 24 hours paid without a card when there is no card on file, and writes nothing', async () => {
    toMorning();
    const c = await customer(10);
    const date = t.day(3);
    const refused = await bookWithCredits(c, bays[0], date, '10:00:00', 2);
    expect(refused.status).toBe(402);
    expect(refused.body).toMatchObject({ code: 'BOOKING.CARD_ON_FILE_REQUIRED', message: CARD_MESSAGE });
    expect((await creditBalance(t.app.ctx, c.user.id)).total).toBe(10);
    const day = await admin.get(`/api/admin/bookings?from=${date}&to=${date}&userId=${c.user.id}`);
    expect(day.body.items).toHaveLength(0);

    expect((await saveCard(c)).last4).toBe('4242');
    const booked = await bookWithCredits(c, bays[0], date, '10:00:00', 2);
    expect(booked.status).toBe(201);
    expect((await creditBalance(t.app.ctx, c.user.id)).total).toBe(8);
  });

  it('lets a booking within 24 hours go ahead without a card', async () => {
    toMorning();
    const c = await customer(5);
    const booked = await bookWithCredits(c, bays[1], t.day(0), '14:00:00');
    expect(booked.status).toBe(201);
  });

  it('charges the no-show fee to the card on file once, however often it is marked or the job runs', async () => {
    toMorning();
    const c = await customer(5);
    await saveCard(c);
    const date = t.day(2);
    const booked = await bookWithCredits(c, bays[2], date, '09:00:00');
    expect(booked.status).toBe(201);
    const id = booked.body.id as string;
    t.setNow(at(date, '09:20:00'));
    expect((await admin.post(`/api/admin/bookings/${id}/no-show`)).status).toBe(200);
    const fee = await feeOf(id, 'charged');
    expect(fee).toMatchObject({ kind: 'no_show', amount: '20.00', status: 'charged', paymentId: expect.any(String) });

    // Marked again, and the job run twice more (a retry, a redelivery): still one charge.
    expect((await admin.post(`/api/admin/bookings/${id}/no-show`)).status).toBe(200);
    await chargeBookingFee(t.app.ctx, { bookingId: id, kind: 'no_show' });
    await Promise.all([
      chargeBookingFee(t.app.ctx, { bookingId: id, kind: 'no_show' }),
      chargeBookingFee(t.app.ctx, { bookingId: id, kind: 'no_show' }),
    ]);
    const charges = await chargesFor(id);
    expect(charges).toHaveLength(1);
    expect(charges[0]).toMatchObject({ amount_cents: 2000, status: 'approved' });
    const orderId = stableId('checkout', c.user.id, feeIdempotencyKey('no_show', id));
    expect(charges[0].idempotency_key).toBe(`booking-${orderId}`);

    const history = await c.client.get(`/api/users/${c.user.id}/booking-fees`);
    expect(history.status).toBe(200);
    expect(history.body.fees).toEqual([expect.objectContaining({ bookingId: id, status: 'charged', amount: '20.00' })]);
    const account = await c.client.get('/api/account/summary');
    expect(account.body.fees).toEqual(history.body.fees);
    toMorning();
  });

  it('charges once when attempts race (the mark, the job and a redelivery at once)', async () => {
    toMorning();
    const c = await customer(5);
    await saveCard(c);
    const date = t.day(2);
    const booked = await bookWithCredits(c, bays[1], date, '11:00:00');
    const id = booked.body.id as string;
    t.setNow(at(date, '11:30:00'));
    const marked = admin.post(`/api/admin/bookings/${id}/no-show`);
    await Promise.allSettled([
      chargeBookingFee(t.app.ctx, { bookingId: id, kind: 'no_show' }),
      chargeBookingFee(t.app.ctx, { bookingId: id, kind: 'no_show' }),
      chargeBookingFee(t.app.ctx, { bookingId: id, kind: 'no_show' }),
    ]);
    expect((await marked).status).toBe(200);
    expect(await feeOf(id, 'charged')).toMatchObject({ amount: '20.00' });
    expect(await chargesFor(id)).toHaveLength(1);
    toMorning();
  });

  it('records a declined off-session charge for the admin to see', async () => {
    toMorning();
    const c = await customer(5);
    await saveCard(c);
    const card = await t.app.ctx.knex('stored_cards').where({ user_id: c.user.id }).first();
    await t.app.ctx.payments.twin.declineStoredCard(card.card_id, {
      code: 'insufficient_funds',
      reason: 'Your card has insufficient funds.',
    });
    const date = t.day(2);
    const booked = await bookWithCredits(c, bays[0], date, '12:00:00');
    expect(booked.status).toBe(201);
    const id = booked.body.id as string;
    t.setNow(at(date, '12:30:00'));
    await admin.post(`/api/admin/bookings/${id}/no-show`);
    const fee = await feeOf(id, 'declined');
    expect(fee).toMatchObject({ amount: '20.00', reason: 'Your card has insufficient funds.' });
    // The job again: the decline stands, nothing more is tried.
    await chargeBookingFee(t.app.ctx, { bookingId: id, kind: 'no_show' });
    expect((await chargesFor(id)).filter((x: { status: string }) => x.status === 'approved')).toHaveLength(0);
    toMorning();
  });

  it('records that there was no card to charge', async () => {
    toMorning();
    const c = await customer(5);
    const date = t.day(0);
    const booked = await bookWithCredits(c, bays[2], date, '15:00:00');
    expect(booked.status).toBe(201);
    t.setNow(at(date, '15:10:00'));
    await admin.post(`/api/admin/bookings/${booked.body.id}/no-show`);
    expect(await feeOf(booked.body.id, 'not_charged')).toMatchObject({ reason: 'The customer has no card on file.' });
    toMorning();
  });

  it('charges a late cancellation the fee instead of refunding, and shows it before confirming', async () => {
    toMorning();
    const c = await customer(5);
    await saveCard(c);
    const date = t.day(1);
    const booked = await bookWithCredits(c, bays[1], date, '18:00:00');
    expect(booked.status).toBe(201);
    const id = booked.body.id as string;
    t.setNow(at(date, '10:00:00'));
    const preview = await c.client.get(`/api/bookings/${id}/cancellation-preview`);
    expect(preview.body).toMatchObject({
      refundAmount: '0.00',
      lateFee: '15.00',
      refundReason: 'Late cancellation fee $15.00: cancelled less than 24 hours before the start time',
    });
    const cancelled = await c.client.delete(`/api/bookings/${id}`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ refundAmount: '0.00', lateFee: '15.00' });
    expect(await feeOf(id, 'charged')).toMatchObject({ kind: 'late_cancellation', amount: '15.00' });
    const charges = await chargesFor(id);
    expect(charges).toHaveLength(1);
    expect(charges[0].amount_cents).toBe(1500);
    toMorning();
  });

  it('keeps the fee out of a card payment and refunds only the rest, and keeps the paying card on file', async () => {
    toMorning();
    const c = await customer(0);
    const date = t.day(1);
    const paid = await c.client.post('/api/orders', {
      lines: [{ type: 'booking', bayId: bays[2], date, startTime: '18:00:00', duration: 1 }],
      sourceId: await cardToken(c.client),
      idempotencyKey: `late-card-${c.user.id}`,
    });
    expect(paid.status).toBeLessThan(300);
    const id = paid.body.fulfilled.find((f: { type: string }) => f.type === 'booking').reference as string;
    // Paying by card for a booking this far ahead keeps the card on file.
    expect((await c.client.get(`/api/users/${c.user.id}/card-on-file`)).body.card).toMatchObject({ last4: '4242' });
    t.setNow(at(date, '15:00:00'));
    // 50.00 paid; the policy would give 25.00 back, the fee keeps 15.00 of it.
    const preview = await c.client.get(`/api/bookings/${id}/cancellation-preview`);
    expect(preview.body).toMatchObject({
      bookingAmount: '50.00',
      refundAmount: '25.00',
      lateFee: null,
      refundReason: '50% refund: cancelled at least 2 hours before the start time',
    });
    // A 40.00 fee: the venue keeps 40.00 of the payment and refunds only the rest.
    const policy = (fee: string) =>
      admin.put('/api/admin/no-show-policy', {
        cardRequired: true,
        cardRequiredHoursAhead: 24,
        noShowFee: { kind: 'fixed', amount: '20.00' },
        lateCancellationFee: { kind: 'fixed', amount: fee },
      });
    expect((await policy('40.00')).status).toBe(200);
    try {
      const cancelled = await c.client.delete(`/api/bookings/${id}`);
      expect(cancelled.body).toMatchObject({
        refundAmount: '10.00',
        lateFee: null,
        refundReason: 'Late cancellation fee $40.00: cancelled less than 24 hours before the start time',
      });
    } finally {
      await policy('15.00');
    }
    toMorning();
  });

  it('lets an admin override waive the late cancellation fee, or charge it', async () => {
    toMorning();
    const c = await customer(5);
    await saveCard(c);
    const date = t.day(1);
    const first = (await bookWithCredits(c, bays[0], date, '16:00:00')).body.id as string;
    const second = (await bookWithCredits(c, bays[0], date, '19:00:00')).body.id as string;
    t.setNow(at(date, '12:00:00'));
    const preview = await admin.get(`/api/admin/bookings/${first}/cancellation-preview`);
    expect(preview.body).toMatchObject({ lateFee: '15.00' });

    const waived = await admin.post(`/api/admin/bookings/${first}/cancel`, {
      mode: 'override',
      refundAmount: '0.00',
      reason: 'Flat tyre on the way',
    });
    expect(waived.status).toBe(200);
    expect(waived.body.status).toBe('cancelled');
    const charged = await admin.post(`/api/admin/bookings/${second}/cancel`, {
      mode: 'override',
      refundAmount: '0.00',
      reason: 'Second late cancellation this week',
      waiveLateFee: false,
    });
    expect(charged.status).toBe(200);
    expect(await feeOf(second, 'charged')).toMatchObject({ amount: '15.00' });
    expect(await cancellationOf(first)).toMatchObject({ lateFeeCents: 0, lateFeeWaived: true });
    expect(await cancellationOf(second)).toMatchObject({ lateFeeCents: 1500, lateFeeWaived: false });
    expect((await admin.get(`/api/admin/bookings/${first}`)).body.fee).toBeNull();
    expect(await chargesFor(first)).toHaveLength(0);
    toMorning();
  });
});
