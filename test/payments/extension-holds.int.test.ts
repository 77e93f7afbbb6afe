import { signUp } from '../harness/auth';
import type { HttpClient } from '../harness/http-client';
import { setUpVenue, startBookingApp, type BookingTestApp } from '../bookings/booking-fixtures';
import { cardToken, twinCharges, twinRefunds } from './payment-fixtures';
import { readLog } from '../harness/event-log';

/** A paid extension holds its time before the card is charged: racing payments cannot all be charged. */
describe('paid extensions hold the time, then charge', () => {
  let t: BookingTestApp;
  let bays: string[];
  let date: string;
  beforeAll(async () => {
    t = await startBookingApp();
    bays = await setUpVenue(t.app.ctx, 2);
    date = t.day(2);
  });
  afterAll(async () => {
    await t.app.close();
  });

  async function paidBooking(client: HttpClient, bayId: string, time: string) {
    const res = await client.post('/api/payments', {
      amount: 3500,
      sourceId: await cardToken(client),
      description: 'Bay booking',
      metadata: { bookingDate: date, bookingTime: time, duration: 1, bayId },
    });
    expect(res.status).toBe(201);
    return res.body.bookingId as string;
  }

  it('ten concurrent extensions of the same hour: one is charged and extends, the others are refused uncharged', async () => {
    const { client } = await signUp(t.app);
    const bookingId = await paidBooking(client, bays[0], '10:00');
    // Someone else has 12:00, so at most one hour (11:00-12:00) can be added.
    const other = await signUp(t.app);
    await paidBooking(other.client, bays[0], '12:00');
    const chargesBefore = (await twinCharges(t.app)).length;
    const refundsBefore = (await twinRefunds(t.app)).length;

    const tokens = await Promise.all(Array.from({ length: 10 }, () => cardToken(client)));
    const results = await Promise.all(
      tokens.map((token) =>
        client.post(`/api/bookings/${bookingId}/extend-with-payment`, { additionalHours: 1, paymentMethodId: token }),
      ),
    );
    const ok = results.filter((r) => r.status === 200);
    expect(ok).toHaveLength(1);
    for (const refused of results.filter((r) => r.status !== 200)) {
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe('Cannot extend during this time period');
    }
    // Held before charged: exactly one charge, nothing to refund.
    expect((await twinCharges(t.app)).length - chargesBefore).toBe(1);
    expect((await twinRefunds(t.app)).length - refundsBefore).toBe(0);
    const details = await client.get(`/api/bookings/details/${bookingId}`);
    expect(details.body).toMatchObject({ duration: 2, endTime: '12:00:00' });
  });

  it('holds the extension time against a new booking while its payment runs, and frees it when the card is declined', async () => {
    const { client } = await signUp(t.app);
    const bookingId = await paidBooking(client, bays[1], '14:00');
    const declined = await client.post(`/api/bookings/${bookingId}/extend-with-payment`, {
      additionalHours: 1,
      paymentMethodId: await cardToken(client, '4000 0000 0000 0002'),
    });
    expect(declined.status).toBe(402);
    // The held hour was given back: another customer can book 15:00.
    const other = await signUp(t.app);
    await paidBooking(other.client, bays[1], '15:00');
    const released = await readLog(t.app.ctx.store, { eventTypes: ['BayTimeHoldReleased'] });
    expect(released.length).toBeGreaterThan(0);
  });
});
