import { randomUUID } from 'node:crypto';
import { DateTime } from 'luxon';
import { cancelBooking, placeBooking, quoteBooking, releaseBooking } from '../../src/commands/bookings';
import { earnForFinishedBookings, seedLoyalty } from '../../src/commands/loyalty/loyalty.commands';
import { signUp } from '../harness/auth';
import { setUpVenue, startBookingApp, type BookingTestApp } from '../bookings/booking-fixtures';
import { cardToken } from '../payments/payment-fixtures';

/** GET /api/account/summary: the account page's tiles and lists in one call. */
describe('the account summary', () => {
  let t: BookingTestApp;
  let bays: string[];
  beforeAll(async () => {
    t = await startBookingApp();
    bays = await setUpVenue(t.app.ctx, 3);
    await seedLoyalty(t.app.ctx);
  });
  afterAll(async () => {
    await t.app.close();
  });
  afterEach(() => t.setNow(new Date()));

  async function place(userId: string, bay: number, days: number, time: string, hours: number, status = 'confirmed') {
    const ref = { bayId: bays[bay], date: t.day(days), startTime: time, duration: hours };
    const quote = await quoteBooking(t.app.ctx, ref);
    const bookingId = randomUUID();
    const placed = await placeBooking(t.app.ctx, {
      bookingId,
      userId,
      ...ref,
      quote,
      status: status as 'confirmed' | 'pending',
      paymentStatus: status === 'confirmed' ? 'paid' : 'pending',
    });
    await t.app.ctx.projections.waitFor(placed.position, ['bookings']);
    return { bookingId, bayId: ref.bayId, date: ref.date };
  }

  it('answers the tiles, upcoming and recent bookings, total spent and credits used; failed attempts never show', async () => {
    const { client, user } = await signUp(t.app);
    // Paid by card through the checkout: 1 hour at $35.00.
    const paid = await client.post('/api/square/process-payment', {
      sourceId: await cardToken(client),
      amount: 3500,
      bookingData: { date: t.day(1), time: '10:00', duration: 1, bayId: bays[0], creditsUsed: 0 },
    });
    expect(paid.status).toBe(201);
    await place(user.id, 1, 1, '12:00', 2);
    await place(user.id, 1, 2, '12:00', 1.5);
    await place(user.id, 2, 2, '15:00', 1);
    const cancelled = await place(user.id, 0, 3, '09:00', 1);
    await cancelBooking(t.app.ctx, cancelled, user.id);
    const released = await place(user.id, 0, 3, '12:00', 1, 'pending');
    await releaseBooking(t.app.ctx, released, 'Payment not completed');

    // The next morning: yesterday's two bookings are over.
    t.setNow(DateTime.fromISO(`${t.day(2)}T08:00`, { zone: t.app.config.VENUE_TIMEZONE }).toJSDate());
    await earnForFinishedBookings(t.app.ctx);
    const res = await client.get('/api/account/summary');
    expect(res.status).toBe(200);
    const s = res.body;
    expect(s.user).toMatchObject({ id: user.id, membershipType: 'guest', isVerified: true });
    expect(s).toMatchObject({
      totalHours: '3.0',
      loyaltyPoints: 3,
      totalBookings: 4,
      totalSpent: '35.00',
      creditsUsed: 0,
      credits: { total: 0 },
      hasShiftsThisWeek: false,
    });
    expect(s.upcoming.map((b: { startTime: string; duration: number }) => [b.startTime, b.duration])).toEqual([
      ['12:00:00', 1.5],
      ['15:00:00', 1],
    ]);
    expect(s.recent.map((b: { startTime: string; displayStatus: string }) => [b.startTime, b.displayStatus])).toEqual([
      ['12:00:00', 'Completed'],
      ['10:00:00', 'Completed'],
    ]);
    // The cancelled booking is still ahead: it is neither upcoming nor recent yet, and never counted.
    expect(JSON.stringify(s)).not.toContain(released.bookingId);
  });

  it('is for the account itself or an admin', async () => {
    const { client, user } = await signUp(t.app);
    const other = await signUp(t.app);
    const admin = await signUp(t.app, undefined, { role: 'admin' });
    expect((await t.app.client().get('/api/account/summary')).status).toBe(401);
    expect((await other.client.get(`/api/account/summary/${user.id}`)).status).toBe(403);
    expect((await admin.client.get(`/api/account/summary/${user.id}`)).body.user.id).toBe(user.id);
    expect((await client.get(`/api/account/summary/${user.id}`)).status).toBe(200);
  });
});
