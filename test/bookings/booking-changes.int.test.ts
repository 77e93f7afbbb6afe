import { randomUUID } from 'node:crypto';
import { DateTime } from 'luxon';
import { signUp, type SignedUpUser } from '../harness/auth';
import type { HttpClient } from '../harness/http-client';
import { extendBooking, placeBooking, quoteBooking } from '../../src/commands/bookings';
import { SLOT_TAKEN, setUpVenue, startBookingApp, type BookingTestApp } from './booking-fixtures';
import { readLog } from '../harness/event-log';

describe('cancelling, extending and viewing a booking', () => {
  let t: BookingTestApp;
  let bays: string[];
  let owner: { client: HttpClient; user: SignedUpUser };
  let stranger: HttpClient;
  let admin: HttpClient;
  const zone = 'America/New_York';

  beforeAll(async () => {
    t = await startBookingApp();
    bays = await setUpVenue(t.app.ctx, 3);
    t.setNow(DateTime.fromISO(`${t.day(0)}T08:00:00`, { zone }).toJSDate());
    owner = await signUp(t.app);
    stranger = (await signUp(t.app)).client;
    admin = (await signUp(t.app, undefined, { role: 'admin' })).client;
  }, 60_000);
  afterAll(async () => {
    await t.app.close();
  }, 60_000);

  /** A paid booking as the checkout would place it. */
  async function paidBooking(bayId: string, date: string, startTime: string, duration: number, userId = owner.user.id) {
    const quote = await quoteBooking(t.app.ctx, { bayId, date, startTime, duration });
    const bookingId = randomUUID();
    const placed = await placeBooking(t.app.ctx, {
      bookingId,
      userId,
      bayId,
      date,
      startTime,
      duration,
      quote,
      status: 'confirmed',
      paymentStatus: 'paid',
      squarePaymentId: `sq_${bookingId.slice(0, 8)}`,
    });
    await t.app.ctx.projections.waitFor(placed.position, ['bookings']);
    return bookingId;
  }
  const startOf = (date: string, time: string) => DateTime.fromISO(`${date}T${time}`, { zone });

  it('shows the owner and admins the booking details, nobody else', async () => {
    const id = await paidBooking(bays[0], t.day(2), '10:00', 2);
    const mine = await owner.client.get(`/api/bookings/details/${id}`);
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({
      id,
      reference: id.slice(0, 8).toUpperCase(),
      bayId: bays[0],
      bay: { name: expect.stringMatching(/^Bay 1/) },
      date: t.day(2),
      startTime: '10:00:00',
      endTime: '12:00:00',
      duration: 2,
      totalAmount: '70.00',
      status: 'confirmed',
      paymentStatus: 'paid',
      user: { firstName: owner.user.firstName, lastName: owner.user.lastName },
    });
    expect((await admin.get(`/api/bookings/details/${id}`)).status).toBe(200);
    expect((await stranger.get(`/api/bookings/details/${id}`)).status).toBe(403);
    expect((await t.app.client().get(`/api/bookings/details/${id}`)).status).toBe(401);
    expect((await owner.client.get(`/api/bookings/details/${randomUUID()}`)).body.message).toBe('Booking not found');
  });

  it("lists a user's own bookings; others' only for admins", async () => {
    expect((await owner.client.get(`/api/bookings?userId=${owner.user.id}`)).body.length).toBeGreaterThan(0);
    expect((await stranger.get(`/api/bookings?userId=${owner.user.id}`)).status).toBe(403);
    expect((await t.app.client().get(`/api/bookings?userId=${owner.user.id}`)).status).toBe(401);
    expect((await admin.get(`/api/bookings?userId=${owner.user.id}`)).status).toBe(200);
    const own = await owner.client.get('/api/bookings');
    expect(own.status).toBe(200);
    expect(own.body.every((b: { userId: string }) => b.userId === owner.user.id)).toBe(true);
    expect((await t.app.client().get('/api/bookings')).status).toBe(401);
  });

  it('keeps the cancellation preview and the extension check to the owner and admins', async () => {
    const id = await paidBooking(bays[1], t.day(6), '08:00', 1);
    expect((await t.app.client().get(`/api/bookings/${id}/cancellation-preview`)).status).toBe(401);
    expect((await stranger.get(`/api/bookings/${id}/cancellation-preview`)).status).toBe(403);
    expect((await admin.get(`/api/bookings/${id}/cancellation-preview`)).status).toBe(200);
    expect((await t.app.client().post(`/api/bookings/${id}/check-extension`, { additionalHours: 1 })).status).toBe(401);
    expect((await admin.post(`/api/bookings/${id}/check-extension`, { additionalHours: 1 })).status).toBe(200);
    expect((await owner.client.get(`/api/bookings/${randomUUID()}/cancellation-preview`)).status).toBe(404);
  });

  it('previews a full refund 24 hours or more ahead, half from 2 hours, nothing later', async () => {
    const date = t.day(3);
    const id = await paidBooking(bays[1], date, '10:00', 2);
    const preview = () => owner.client.get(`/api/bookings/${id}/cancellation-preview`);
    expect((await preview()).body).toEqual({
      bookingAmount: '70.00',
      refundAmount: '70.00',
      refundPercentage: 100,
      refundReason: 'Full refund: cancelled at least 24 hours before the start time',
      lateFee: null,
    });
    t.setNow(startOf(date, '10:00').minus({ hours: 23 }).toJSDate());
    expect((await preview()).body).toMatchObject({ refundAmount: '35.00', refundPercentage: 50 });
    t.setNow(startOf(date, '10:00').minus({ minutes: 119 }).toJSDate());
    expect((await preview()).body).toMatchObject({
      refundAmount: '0.00',
      refundPercentage: 0,
      refundReason: 'No refund: cancelled less than 2 hours before the start time',
    });
    t.setNow(startOf(date, '10:01').toJSDate());
    expect((await preview()).status).toBe(409);
    t.setNow(DateTime.fromISO(`${t.day(-3)}T08:00:00`, { zone }).toJSDate());
  });

  it('cancels for the owner, records the refund due and frees the slot', async () => {
    const date = t.day(2);
    const id = await paidBooking(bays[2], date, '15:00', 2);
    expect((await stranger.delete(`/api/bookings/${id}`)).status).toBe(403);
    expect((await t.app.client().delete(`/api/bookings/${id}`)).status).toBe(401);
    const res = await owner.client.delete(`/api/bookings/${id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      refundAmount: '70.00',
      refundPercentage: 100,
      booking: { status: 'cancelled', refundStatus: 'due', refundAmount: '70.00' },
    });
    const rows = (await readLog(t.app.ctx.store, { eventTypes: ['BookingCancelled'] })).filter(
      (e) => (e.data as { bookingId: string }).bookingId === id,
    );
    expect(rows[0].data).toMatchObject({ refundAmountCents: 7000, squarePaymentId: `sq_${id.slice(0, 8)}` });
    const again = await owner.client.delete(`/api/bookings/${id}`);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Only upcoming confirmed bookings can be cancelled.');
    await paidBooking(bays[2], date, '15:00', 2);
  });

  it('lets an admin cancel any booking', async () => {
    const id = await paidBooking(bays[0], t.day(4), '09:00', 1);
    const res = await admin.delete(`/api/bookings/${id}`);
    expect(res.status).toBe(200);
    expect(res.body.booking.status).toBe('cancelled');
  });

  it('prices an extension, and refuses one into another booking or past closing time', async () => {
    const date = t.day(5);
    const id = await paidBooking(bays[0], date, '16:00', 1);
    const ok = await owner.client.post(`/api/bookings/${id}/check-extension`, { additionalHours: 1.5 });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ hourlyRate: '50.00', newEndTime: '18:30:00', extensionCost: '75.00' });
    await paidBooking(bays[0], date, '18:00', 1, owner.user.id);
    const clash = await owner.client.post(`/api/bookings/${id}/check-extension`, { additionalHours: 1.5 });
    expect(clash.status).toBe(409);
    expect(clash.body.message).toBe('Cannot extend during this time period');
    const late = await paidBooking(bays[1], date, '21:30', 1);
    const closing = await owner.client.post(`/api/bookings/${late}/check-extension`, { additionalHours: 1 });
    expect(closing.status).toBe(409);
    expect(closing.body.message).toBe('Cannot extend during this time period');
    expect((await owner.client.post(`/api/bookings/${id}/check-extension`, { additionalHours: 4 })).status).toBe(400);
    expect((await stranger.post(`/api/bookings/${id}/check-extension`, { additionalHours: 1 })).status).toBe(403);
  });

  it('extends with the same no-overlap invariant as booking', async () => {
    const date = t.day(6);
    const id = await paidBooking(bays[2], date, '10:00', 1);
    const done = await extendBooking(t.app.ctx, id, { additionalHours: 1, paymentStatus: 'paid' });
    await t.app.ctx.projections.waitFor(done.position, ['bookings']);
    const details = await owner.client.get(`/api/bookings/details/${id}`);
    expect(details.body).toMatchObject({ endTime: '12:00:00', duration: 2, totalAmount: '70.00' });
    const quote = await quoteBooking(t.app.ctx, { bayId: bays[2], date, startTime: '11:00', duration: 1 });
    await expect(
      placeBooking(t.app.ctx, {
        bookingId: randomUUID(),
        userId: null,
        bayId: bays[2],
        date,
        startTime: '11:00',
        duration: 1,
        quote,
        status: 'confirmed',
        paymentStatus: 'paid',
      }),
    ).rejects.toThrow(SLOT_TAKEN);
  });
});
