import { signUp } from '../harness/auth';
import type { HttpClient } from '../harness/http-client';
import { setUpVenue, startBookingApp, type BookingTestApp } from '../bookings/booking-fixtures';
import { waitFor } from '../harness/wait-for';
import { cardToken, DECLINED_CARD, giveCredits, twinCharges, twinRefunds } from './payment-fixtures';

describe('payment routes: book online, extensions, receipts, concurrent submissions', () => {
  let t: BookingTestApp;
  let bays: string[];
  let date: string;
  beforeAll(async () => {
    t = await startBookingApp();
    bays = await setUpVenue(t.app.ctx, 3);
    date = t.day(2);
  });
  afterAll(async () => {
    await t.app.close();
  });

  const chargesFor = async (token: string) => (await twinCharges(t.app)).filter((c) => c.source_token === token);

  async function receiptFor(phone: string) {
    return waitFor(() => t.app.ctx.knex('outbound_sms').where({ to_phone: phone, reason: 'payment_receipt' }).first(), {
      what: `the payment receipt to ${phone}`,
    });
  }

  async function paidBooking(client: HttpClient, bayId: string, time: string) {
    const res = await client.post('/api/payments', {
      amount: 3500,
      sourceId: await cardToken(client),
      description: 'Bay booking',
      metadata: { bookingDate: date, bookingTime: time, duration: 1, bayId },
    });
    expect(res.status).toBe(201);
    return res.body;
  }

  it('POST /api/payments books and pays in one call and answers the payment id', async () => {
    const { client } = await signUp(t.app);
    const body = await paidBooking(client, bays[0], '09:00');
    expect(body.payment.id).toBe(body.paymentId);
    expect(body.booking).toMatchObject({ status: 'confirmed', paymentStatus: 'paid', startTime: '09:00:00' });
  });

  it('texts a receipt for a booking confirmed with credits only', async () => {
    const { client, user } = await signUp(t.app);
    await giveCredits(t.app, user.id, 1);
    const res = await client.post('/api/bookings', {
      bayId: bays[1],
      date,
      startTime: '09:00',
      duration: 1,
      creditsUsed: 1,
    });
    expect(res.status).toBe(201);
    const receipt = await receiptFor(user.phoneNumber);
    expect(receipt).toBeTruthy();
  });

  it('charges an extension at the server price and extends the booking', async () => {
    const { client } = await signUp(t.app);
    const booked = await paidBooking(client, bays[0], '12:00');
    const token = await cardToken(client);
    const wrong = await client.post(`/api/bookings/${booked.bookingId}/extend-with-payment`, {
      additionalHours: 1,
      paymentMethodId: token,
      amount: 100,
    });
    expect(wrong.status).toBe(409);
    expect(await chargesFor(token)).toHaveLength(0);
    const res = await client.post(`/api/bookings/${booked.bookingId}/extend-with-payment`, {
      additionalHours: 1,
      paymentMethodId: token,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      extensionCost: '35.00',
      booking: { duration: 2, endTime: '14:00:00' },
    });
    const again = await client.post(`/api/bookings/${booked.bookingId}/extend-with-payment`, {
      additionalHours: 1,
      paymentMethodId: token,
    });
    expect(again.status).toBe(409);
    expect(await chargesFor(token)).toHaveLength(1);
    const stranger = await signUp(t.app);
    const theirs = await stranger.client.post(`/api/bookings/${booked.bookingId}/extend-with-payment`, {
      additionalHours: 1,
      paymentMethodId: await cardToken(stranger.client),
    });
    expect(theirs.status).toBe(403);
  });

  it('does not extend when the card is declined', async () => {
    const { client } = await signUp(t.app);
    const booked = await paidBooking(client, bays[1], '15:00');
    const key = { 'idempotency-key': `extend-${booked.bookingId}` };
    const res = await client.post(
      `/api/bookings/${booked.bookingId}/extend-with-payment`,
      { additionalHours: 1, paymentMethodId: await cardToken(client, DECLINED_CARD) },
      key,
    );
    expect(res.status).toBe(402);
    expect(res.body.message).toBe('Your card was declined.');
    expect((await client.get(`/api/bookings/details/${booked.bookingId}`)).body).toMatchObject({ duration: 1 });
    // The dialog retries with the same key and another card: the new card is tried, not refused.
    const retried = await client.post(
      `/api/bookings/${booked.bookingId}/extend-with-payment`,
      { additionalHours: 1, paymentMethodId: await cardToken(client) },
      key,
    );
    expect(retried.status).toBe(200);
    expect(retried.body.booking).toMatchObject({ duration: 2 });
  });

  it('the same payment submitted twice at once charges once', async () => {
    const { client } = await signUp(t.app);
    const token = await cardToken(client);
    const submit = () =>
      client.post('/api/square/process-payment', {
        sourceId: token,
        amount: 5000,
        bookingData: { date, time: '18:00', duration: 1, bayId: bays[2] },
      });
    const answers = await Promise.all([submit(), submit()]);
    // One creates the booking (201); the other either replays that answer (200) or is refused as
    // in flight (409), whichever of the two the race gives. (A plain sort() put 200 before 201.)
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect([200, 409]).toContain(statuses.find((s) => s !== 201));
    expect(await chargesFor(token)).toHaveLength(1);
    expect(await twinRefunds(t.app)).toEqual([]);
  });
});
