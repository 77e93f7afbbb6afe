import { randomUUID } from 'node:crypto';
import { randomEmail, randomPhone, readCode } from '../harness/auth';
import { setUpVenue, startBookingApp, type BookingTestApp } from './booking-fixtures';
import { cardToken, fromIp } from '../payments/payment-fixtures';

/**
 * A guest books online: nothing is held or charged until the phone is confirmed by its SMS code (the
 * account is created then, with the details the guest typed); then the booking is paid and theirs.
 */
describe('guest booking with phone verification', () => {
  let t: BookingTestApp;
  let bays: string[];
  beforeAll(async () => {
    t = await startBookingApp();
    bays = await setUpVenue(t.app.ctx, 2);
  });
  afterAll(async () => {
    await t.app.close();
  });

  it('refuses an unverified visitor with nothing held, then books and pays once the phone is confirmed', async () => {
    const client = t.app.client();
    const ip = fromIp();
    const line = { type: 'booking', bayId: bays[1], date: t.day(3), startTime: '13:00', duration: 1 };
    const refused = await client.post(
      '/api/orders',
      { lines: [line], sourceId: await cardToken(client), idempotencyKey: randomUUID() },
      ip,
    );
    expect(refused.status).toBe(401);
    const free = await client.get(`/api/availability?date=${line.date}&duration=1`);
    const slot = free.body.slots.find((s: { time: string }) => s.time.startsWith('13:00'));
    expect(slot.bays.find((b: { bayId: string }) => b.bayId === bays[1]).available).toBe(true);
    const [{ n }] = await t.app.ctx.knex('card_twin_charges').where({ amount_cents: 3500 }).count({ n: '*' });
    expect(Number(n)).toBe(0);

    // The dialog's step 3: a code to the phone typed in step 1, then the account with the typed details.
    const phone = randomPhone();
    const email = randomEmail();
    expect((await client.post('/api/auth/phone/send-code', { phoneNumber: phone }, ip)).status).toBe(200);
    const wrong = await client.post(
      '/api/auth/phone/verify-code',
      { phoneNumber: phone, code: '000000', userInfo: { firstName: 'Gus', lastName: 'Guest', email } },
      ip,
    );
    expect(wrong.status).toBe(400);
    const verified = await client.post(
      '/api/auth/phone/verify-code',
      {
        phoneNumber: phone,
        code: await readCode(t.app, phone),
        userInfo: { firstName: 'Gus', lastName: 'Guest', email },
      },
      ip,
    );
    expect(verified.status).toBe(201);

    const paid = await client.post(
      '/api/orders',
      { lines: [line], sourceId: await cardToken(client), idempotencyKey: randomUUID(), expectedAmount: '35.00' },
      ip,
    );
    expect(paid.status).toBe(201);
    const bookingId = paid.body.fulfilled.find((f: { type: string }) => f.type === 'booking').reference;
    const details = await client.get(`/api/bookings/details/${bookingId}`);
    expect(details.body).toMatchObject({
      status: 'confirmed',
      userId: verified.body.user.id,
      user: { firstName: 'Gus', lastName: 'Guest' },
    });
    expect((await client.get('/api/auth/phone-user')).body).toMatchObject({ phoneNumber: phone, isVerified: true });
  });
});
