import { signUp, type SignedUpUser } from '../harness/auth';
import type { HttpClient } from '../harness/http-client';
import { cardToken, startPaymentApp, twinCharges } from '../payments/payment-fixtures';
import type { BookingTestApp } from './booking-fixtures';

/** Document 2's booking dialog: POST /api/payments, then POST /api/bookings with paymentStatus completed. */
describe('paying, then booking with paymentStatus completed', () => {
  let t: BookingTestApp;
  let bays: string[];
  let date: string;
  let customer: { client: HttpClient; user: SignedUpUser };
  let other: { client: HttpClient; user: SignedUpUser };

  beforeAll(async () => {
    ({ t, bays, date } = await startPaymentApp(3, 2));
    customer = await signUp(t.app);
    other = await signUp(t.app);
  }, 60_000);
  afterAll(async () => {
    await t.app.close();
  }, 60_000);

  const pay = async (who: { client: HttpClient }, bayId: string, bookingTime: string, amount = 3500) =>
    who.client.post('/api/payments', {
      amount,
      sourceId: await cardToken(who.client),
      description: 'Bay booking',
      metadata: { bookingDate: date, bookingTime, duration: 1, bayId },
    });

  const book = (who: { client: HttpClient; user: SignedUpUser }, bayId: string, startTime: string, extra = {}) =>
    who.client.post('/api/bookings', {
      bayId,
      date,
      startTime,
      endTime: `${String(Number(startTime.slice(0, 2)) + 1).padStart(2, '0')}:00:00`,
      duration: 1,
      creditsUsed: 0,
      userId: who.user.id,
      status: 'confirmed',
      paymentStatus: 'completed',
      totalAmount: '35.00',
      ...extra,
    });

  const chargesFor = async (bayId: string, userId: string) => {
    const mine = await t.app.ctx.knex('bookings').where({ bay_id: bayId, date, user_id: userId });
    return mine;
  };

  it('ends with one confirmed booking and one charge, and a replay changes neither', async () => {
    const bayId = bays[0];
    const before = (await twinCharges(t.app)).length;
    const paid = await pay(customer, bayId, '10:00');
    expect(paid.status).toBe(201);
    expect(paid.body.paymentId ?? paid.body.payment?.id).toBeTruthy();

    const booked = await book(customer, bayId, '10:00:00');
    expect(booked.status).toBeLessThan(300);
    expect(booked.body).toMatchObject({ bayId, date, status: 'confirmed', startTime: '10:00:00' });
    expect(booked.body.remainingCredits).toBeDefined();

    const again = await book(customer, bayId, '10:00:00');
    expect(again.status).toBeLessThan(300);
    expect(again.body.id).toBe(booked.body.id);

    const rows = await chargesFor(bayId, customer.user.id);
    expect(rows.filter((r: { status: string }) => r.status === 'confirmed')).toHaveLength(1);
    expect((await twinCharges(t.app)).length).toBe(before + 1);
  });

  it('does not take the client at its word: completed with no payment asks for payment', async () => {
    const res = await book(customer, bays[1], '12:00:00');
    expect(res.status).toBe(402);
    expect(await chargesFor(bays[1], customer.user.id)).toHaveLength(0);
  });

  it("does not let one user's payment confirm another user's booking", async () => {
    const bayId = bays[2];
    expect((await pay(customer, bayId, '14:00')).status).toBe(201);
    const res = await book(other, bayId, '14:00:00');
    expect(res.status).not.toBeLessThan(300);
    expect(await chargesFor(bayId, other.user.id)).toHaveLength(0);
  });

  it('refuses a payment whose amount is not the server price for the booking', async () => {
    const res = await pay(customer, bays[1], '16:00', 100);
    expect(res.status).toBeGreaterThanOrEqual(400);
    const booked = await book(customer, bays[1], '16:00:00');
    expect(booked.status).toBe(402);
  });
});
