import { randomUUID } from 'node:crypto';
import { DateTime } from 'luxon';
import { signUp } from '../harness/auth';
import type { HttpClient } from '../harness/http-client';
import { cardToken, twinCharges } from '../payments/payment-fixtures';
import { setUpVenue, startBookingApp, type BookingTestApp } from './booking-fixtures';

const zone = 'America/New_York';

/**
 * A bay saved with its own rates on /admin/bay-management is priced at them everywhere a price is
 * computed, over the day's rates (35.00, peak 50.00 from 17:00): availability, quotes, the card charge
 * of an order, extensions and desk bookings.
 */
describe("a bay's own rates", () => {
  let t: BookingTestApp;
  let bays: string[];
  let admin: HttpClient;
  let date: string;
  beforeAll(async () => {
    t = await startBookingApp();
    t.setNow(DateTime.fromISO(`${t.day(0)}T08:00:00`, { zone }).toJSDate());
    bays = await setUpVenue(t.app.ctx, 2);
    admin = (await signUp(t.app, undefined, { role: 'admin' })).client;
    const saved = await admin.patch(`/api/admin/bays/${bays[1]}`, { hourlyRate: '55.00', peakHourlyRate: '65.00' });
    expect(saved.status).toBe(200);
    date = t.day(2);
  }, 90_000);
  afterAll(async () => {
    await t.app.close();
  });

  const chargedSince = async (before: number) => (await twinCharges(t.app)).slice(before).map((c) => c.amount_cents);

  it('lists its slots at its own rates, the other bay at the day rates', async () => {
    const res = await t.app.client().get(`/api/availability?date=${date}&duration=2`);
    expect(res.status).toBe(200);
    const slot = res.body.slots.find((s: { time: string }) => s.time.startsWith('16:00'));
    const price = (bayId: string) => slot.bays.find((b: { bayId: string }) => b.bayId === bayId).totalAmount;
    expect(price(bays[1])).toBe('120.00');
    expect(price(bays[0])).toBe('85.00');
  });

  it('quotes it at its own rates, peak hour included', async () => {
    const res = await t.app
      .client()
      .post('/api/bookings/quote', { bayId: bays[1], date, startTime: '16:00', duration: 2 });
    expect(res.status).toBe(200);
    expect(res.body.total).toBe('120.00');
    expect(res.body.lines.map((l: { rate: string }) => l.rate)).toEqual(['55.00', '65.00']);
  });

  it('charges its own rate for an order, and its peak rate for a paid extension into peak', async () => {
    const { client } = await signUp(t.app);
    const before = (await twinCharges(t.app)).length;
    const paid = await client.post('/api/orders', {
      lines: [{ type: 'booking', bayId: bays[1], date, startTime: '16:00', duration: 1 }],
      sourceId: await cardToken(client),
      idempotencyKey: randomUUID(),
      expectedAmount: '55.00',
    });
    expect(paid.status).toBe(201);
    expect(paid.body.amountCharged).toBe('55.00');
    const bookingId = paid.body.fulfilled[0].reference;

    const check = await client.post(`/api/bookings/${bookingId}/check-extension`, { additionalHours: 1 });
    expect(check.body).toMatchObject({ available: true, hourlyRate: '65.00', extensionCost: '65.00' });
    const extended = await client.post(`/api/bookings/${bookingId}/extend-with-payment`, {
      additionalHours: 1,
      paymentMethodId: await cardToken(client),
    });
    expect(extended.status).toBe(200);
    expect(extended.body.extensionCost).toBe('65.00');
    expect(await chargedSince(before)).toEqual([5500, 6500]);
  });

  it('books it at the desk at its own rates, paid at the venue and by card', async () => {
    const customer = await signUp(t.app);
    const atVenue = await admin.post('/api/admin/bookings', {
      userId: customer.user.id,
      bayId: bays[1],
      date: t.day(3),
      startTime: '16:00',
      duration: 2,
      payment: 'venue',
    });
    expect(atVenue.status).toBe(201);
    expect(atVenue.body.total).toBe('120.00');

    const before = (await twinCharges(t.app)).length;
    const byCard = await admin.post('/api/admin/bookings', {
      userId: customer.user.id,
      bayId: bays[1],
      date: t.day(3),
      startTime: '10:00',
      duration: 1,
      payment: 'card',
      sourceId: await cardToken(admin),
    });
    expect(byCard.status).toBe(201);
    expect(byCard.body.total).toBe('55.00');
    expect(await chargedSince(before)).toEqual([5500]);
  });
});
