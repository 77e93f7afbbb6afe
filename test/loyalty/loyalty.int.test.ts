import { randomUUID } from 'node:crypto';
import { DateTime } from 'luxon';
import { cancelBooking, extendBooking, placeBooking, quoteBooking } from '../../src/commands/bookings';
import { earnForFinishedBookings, seedLoyalty } from '../../src/commands/loyalty/loyalty.commands';
import { signUp } from '../harness/auth';
import type { HttpClient } from '../harness/http-client';
import { waitFor } from '../harness/wait-for';
import { setUpVenue, startBookingApp, type BookingTestApp } from '../bookings/booking-fixtures';
import { readLog } from '../harness/event-log';

/** Loyalty: finished bookings' hours become points, and crossing each multiple of hoursPerCredit a credit. */
describe('loyalty', () => {
  let t: BookingTestApp;
  let bays: string[];
  let admin: HttpClient;
  beforeAll(async () => {
    t = await startBookingApp();
    bays = await setUpVenue(t.app.ctx, 4);
    await seedLoyalty(t.app.ctx);
    admin = (await signUp(t.app, undefined, { role: 'admin' })).client;
  });
  afterAll(async () => {
    await t.app.close();
  });
  afterEach(() => t.setNow(new Date()));

  /** A confirmed booking of this account, `days` ahead at `time` for `hours`. */
  async function book(userId: string, bay: number, days: number, time: string, hours: number) {
    const ref = { bayId: bays[bay], date: t.day(days), startTime: time, duration: hours };
    const quote = await quoteBooking(t.app.ctx, ref);
    const bookingId = randomUUID();
    const placed = await placeBooking(t.app.ctx, {
      bookingId,
      userId,
      ...ref,
      quote,
      status: 'confirmed',
      paymentStatus: 'paid',
    });
    await t.app.ctx.projections.waitFor(placed.position, ['bookings']);
    return { bookingId, bayId: ref.bayId, date: ref.date };
  }
  /** The venue clock at `time` on the day `days` ahead. */
  const at = (days: number, time: string) =>
    DateTime.fromISO(`${t.day(days)}T${time}`, { zone: t.app.config.VENUE_TIMEZONE }).toJSDate();
  const status = async (client: HttpClient) => (await client.get('/api/loyalty/status')).body;
  /** The loyalty bucket once it holds `expected` (each grant is a job the reactor enqueues). */
  const loyaltyCredits = (client: HttpClient, userId: string, expected: number) =>
    waitFor(async () => (await client.get(`/api/user-credits/${userId}`)).body.loyalty as number, {
      until: (loyalty) => loyalty >= expected,
      what: `${expected} loyalty credits`,
    });

  it('answers the program settings to anyone, seeded active at 10 hours a credit', async () => {
    expect((await t.app.client().get('/api/loyalty/settings')).body).toEqual({ isActive: true, hoursPerCredit: 10 });
  });

  it("adds a finished booking's hours once its end has passed, once even when the job runs twice", async () => {
    const { client, user } = await signUp(t.app);
    await book(user.id, 0, 2, '10:00', 3);
    t.setNow(at(2, '12:30'));
    await earnForFinishedBookings(t.app.ctx);
    expect(await status(client)).toMatchObject({ loyaltyPoints: 0, hoursToNext: 10 });
    t.setNow(at(2, '13:00'));
    await Promise.all([earnForFinishedBookings(t.app.ctx), earnForFinishedBookings(t.app.ctx)]);
    await earnForFinishedBookings(t.app.ctx);
    expect(await status(client)).toEqual({
      isActive: true,
      loyaltyPoints: 3,
      hoursPerCredit: 10,
      progressToNext: 30,
      hoursToNext: 7,
      creditsEarned: 0,
    });
    expect((await client.get('/api/auth/phone-user')).body.loyaltyPoints).toBe(3);
  });

  it('earns nothing for cancelled bookings; an extension earns its hours', async () => {
    const { client, user } = await signUp(t.app);
    const cancelled = await book(user.id, 1, 3, '09:00', 2);
    await cancelBooking(t.app.ctx, cancelled, user.id);
    const extended = await book(user.id, 2, 3, '09:00', 1);
    const later = await book(user.id, 2, 3, '14:00', 1);
    // Extended while they play (before each ends); the clock moves, so the times are taken first.
    const [playing, lateExtension, night] = [at(3, '09:30'), at(3, '14:45'), at(3, '23:00')];
    t.setNow(playing);
    await extendBooking(t.app.ctx, extended, { additionalHours: 1.5, paymentStatus: 'paid' });
    t.setNow(lateExtension);
    await extendBooking(t.app.ctx, later, { additionalHours: 0.5, paymentStatus: 'paid' });
    await t.app.ctx.projections.waitFor(await t.app.ctx.store.head(), ['bookings'], 10_000);
    t.setNow(night);
    await earnForFinishedBookings(t.app.ctx);
    await earnForFinishedBookings(t.app.ctx);
    expect(await status(client)).toMatchObject({ loyaltyPoints: 4, hoursToNext: 6, progressToNext: 40 });
  });

  it('grants a loyalty credit each time the points cross a multiple, once, into the loyalty bucket', async () => {
    const { client, user } = await signUp(t.app);
    expect((await admin.put('/api/admin/loyalty/settings', { isActive: true, hoursPerCredit: 2 })).status).toBe(200);
    try {
      await book(user.id, 3, 4, '08:00', 3);
      await book(user.id, 3, 4, '12:00', 2);
      t.setNow(at(4, '15:00'));
      await earnForFinishedBookings(t.app.ctx);
      await earnForFinishedBookings(t.app.ctx);
      // 5 hours at 2 hours a credit: 1 credit after the first booking, 1 more after the second.
      expect(await status(client)).toMatchObject({ loyaltyPoints: 5, creditsEarned: 2, hoursToNext: 1 });
      expect(await loyaltyCredits(client, user.id, 2)).toBe(2);
      const events = (await readLog(t.app.ctx.store, { eventTypes: ['LoyaltyCreditEarned'] })).filter(
        (e) => e.data.userId === user.id,
      );
      expect(events.map((e) => e.data.credits)).toEqual([1, 1]);
      // A fixed pause on purpose: no third credit turns up in the meantime.
      await new Promise((r) => setTimeout(r, 300));
      expect((await client.get(`/api/user-credits/${user.id}`)).body.loyalty).toBe(2);
    } finally {
      await admin.put('/api/admin/loyalty/settings', { isActive: true, hoursPerCredit: 10 });
    }
  });

  it('shows a status to the customer and admins only; admins change the settings with checks', async () => {
    const { client, user } = await signUp(t.app);
    const other = await signUp(t.app);
    expect((await client.get(`/api/loyalty/status/${user.id}`)).status).toBe(200);
    expect((await admin.get(`/api/loyalty/status/${user.id}`)).status).toBe(200);
    expect((await other.client.get(`/api/loyalty/status/${user.id}`)).status).toBe(403);
    expect((await t.app.client().get(`/api/loyalty/status/${user.id}`)).status).toBe(401);
    expect((await client.put('/api/admin/loyalty/settings', { isActive: false, hoursPerCredit: 5 })).status).toBe(403);
    const bad = await admin.put('/api/admin/loyalty/settings', { isActive: true, hoursPerCredit: 0 });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Hours per credit must be a whole number from 1 to 1000');
    expect((await t.app.client().get('/api/loyalty/settings')).body).toEqual({ isActive: true, hoursPerCredit: 10 });
  });
});
