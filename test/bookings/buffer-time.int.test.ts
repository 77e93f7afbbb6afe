import { randomUUID } from 'node:crypto';
import { signUp, type SignedUpUser } from '../harness/auth';
import type { HttpClient } from '../harness/http-client';
import { placeBooking, quoteBooking } from '../../src/commands/bookings';
import { updateBay } from '../../src/commands/catalog/catalog.commands';
import { cardToken, twinCharges } from '../payments/payment-fixtures';
import { SLOT_TAKEN, setUpVenue, startBookingApp, type BookingTestApp } from './booking-fixtures';
import { readLog } from '../harness/event-log';

const EXTENSION_REFUSED = 'Cannot extend during this time period';

describe('buffer time after each booking on a bay', () => {
  let t: BookingTestApp;
  /** Bays with a 15-minute buffer, none, and a 30-minute buffer. */
  let cleaned: string;
  let plain: string;
  let longClean: string;
  let admin: HttpClient;
  let customer: { client: HttpClient; user: SignedUpUser };

  beforeAll(async () => {
    t = await startBookingApp();
    [cleaned, plain, longClean] = await setUpVenue(t.app.ctx, 3, { bookingIntervalMinutes: 15 });
    await updateBay(t.app.ctx, { bayId: cleaned, bufferMinutes: 15 });
    await updateBay(t.app.ctx, { bayId: longClean, bufferMinutes: 30 });
    admin = (await signUp(t.app, undefined, { role: 'admin' })).client;
    customer = await signUp(t.app);
  }, 60_000);
  afterAll(async () => {
    await t.app.close();
  }, 60_000);

  const bayDayEvents = async () => (await readLog(t.app.ctx.store, { streamPrefix: 'bay_day-' })).length;

  /** A paid booking as the checkout would place it. */
  async function booked(bayId: string, date: string, startTime: string, duration = 1) {
    const quote = await quoteBooking(t.app.ctx, { bayId, date, startTime, duration });
    const bookingId = randomUUID();
    const placed = await placeBooking(t.app.ctx, {
      bookingId,
      userId: customer.user.id,
      bayId,
      date,
      startTime,
      duration,
      quote,
      status: 'confirmed',
      paymentStatus: 'paid',
    });
    await t.app.ctx.projections.waitFor(placed.position, ['bookings']);
    return bookingId;
  }

  /** The customer books and pays by card (POST /api/payments), as the booking modal does. */
  async function bookByCard(bayId: string, date: string, time: string) {
    const token = await cardToken(customer.client);
    const res = await customer.client.post('/api/payments', {
      amount: 3500,
      sourceId: token,
      description: 'Bay booking',
      metadata: { bookingDate: date, bookingTime: time, duration: 1, bayId },
    });
    return { res, token };
  }

  const slotAt = async (date: string, time: string, duration = 1) => {
    const res = await t.app.client().get(`/api/availability?date=${date}&duration=${duration}`);
    expect(res.status).toBe(200);
    const slot = res.body.slots.find((s: { time: string }) => s.time === `${time}:00`);
    return (bayId: string) => slot.bays.find((b: { bayId: string }) => b.bayId === bayId).available as boolean;
  };

  it("lets an admin set a bay's buffer in 5-minute steps, and refuses a bad one with a clear message", async () => {
    const created = await admin.post('/api/admin/bays', {
      name: `Buffered ${randomUUID().slice(0, 4)}`,
      bufferMinutes: 10,
    });
    expect(created.status).toBe(201);
    expect(created.body.bufferMinutes).toBe(10);
    const bayId: string = created.body.id;
    const set = await admin.patch(`/api/admin/bays/${bayId}`, { bufferMinutes: 15 });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ id: bayId, bufferMinutes: 15 });

    const updates = async () => (await readLog(t.app.ctx.store, { eventTypes: ['BayUpdated'] })).length;
    const before = await updates();
    for (const [bufferMinutes, message] of [
      [-5, 'Buffer time cannot be negative'],
      [7, 'Buffer time must be in 5-minute steps'],
      [125, 'Buffer time can be at most 120 minutes'],
      ['15', 'Buffer time must be a whole number of minutes'],
    ] as const) {
      const res = await admin.patch(`/api/admin/bays/${bayId}`, { bufferMinutes });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    }
    expect((await admin.post('/api/admin/bays', { name: 'Too long', bufferMinutes: 180 })).status).toBe(400);
    expect((await customer.client.patch(`/api/admin/bays/${bayId}`, { bufferMinutes: 0 })).status).toBe(403);
    expect(await updates()).toBe(before);

    // A later edit that does not name the buffer keeps it; the list shows every bay's buffer.
    const paused = await admin.patch(`/api/admin/bays/${bayId}`, { isActive: false });
    expect(paused.body).toMatchObject({ isActive: false, bufferMinutes: 15 });
    const list = await admin.get('/api/admin/bays');
    const buffers = new Map(list.body.map((b: { id: string; bufferMinutes: number }) => [b.id, b.bufferMinutes]));
    expect([buffers.get(bayId), buffers.get(cleaned), buffers.get(plain), buffers.get(longClean)]).toEqual([
      15, 15, 0, 30,
    ]);
  });

  it('shows the slots inside the buffer as unavailable on that bay only', async () => {
    const date = t.day(2);
    await booked(cleaned, date, '10:00');
    await booked(plain, date, '10:00');
    const at11 = await slotAt(date, '11:00');
    expect([at11(cleaned), at11(plain)]).toEqual([false, true]);
    expect((await slotAt(date, '11:15'))(cleaned)).toBe(true);
    // A booking ending within the buffer before 10:00 would leave no time to clean.
    expect((await slotAt(date, '09:00'))(cleaned)).toBe(false);
    expect((await slotAt(date, '08:45'))(cleaned)).toBe(true);
    expect((await slotAt(date, '09:00'))(plain)).toBe(true);
    // The modal's longer durations: two hours from 08:00 would end at the 10:00 booking's start.
    expect((await slotAt(date, '08:00', 2))(cleaned)).toBe(false);
    expect((await slotAt(date, '07:45', 2))(cleaned)).toBe(true);
  });

  it('refuses a booking inside the buffer with 409 and the taken-slot message, holding and charging nothing', async () => {
    const date = t.day(4);
    await booked(cleaned, date, '10:00');
    const before = await bayDayEvents();
    const { res, token } = await bookByCard(cleaned, date, '11:00');
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'BOOKING.SLOT_UNAVAILABLE', message: SLOT_TAKEN });
    expect(await bayDayEvents()).toBe(before);
    expect((await twinCharges(t.app)).filter((c) => c.source_token === token)).toHaveLength(0);

    const after = await bookByCard(cleaned, date, '11:15');
    expect(after.res.status).toBe(201);
    expect(after.res.body.booking).toMatchObject({ status: 'confirmed', startTime: '11:15:00', endTime: '12:15:00' });
  });

  it('keeps back-to-back bookings on a bay without a buffer', async () => {
    const date = t.day(4);
    await booked(plain, date, '10:00');
    const { res } = await bookByCard(plain, date, '11:00');
    expect(res.status).toBe(201);
  });

  it('refuses an extension that would eat into the buffer before the next booking, and allows one that leaves it', async () => {
    const date = t.day(3);
    // 30 minutes of cleaning: 10:00-11:00, then 12:15-13:15.
    const first = await booked(longClean, date, '10:00');
    await booked(longClean, date, '12:15');
    const check = await customer.client.post(`/api/bookings/${first}/check-extension`, { additionalHours: 1 });
    expect(check.status).toBe(409);
    expect(check.body.message).toBe(EXTENSION_REFUSED);

    const refusedCard = await cardToken(customer.client);
    const refused = await customer.client.post(`/api/bookings/${first}/extend-with-payment`, {
      additionalHours: 1,
      paymentMethodId: refusedCard,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(EXTENSION_REFUSED);
    expect((await twinCharges(t.app)).filter((c) => c.source_token === refusedCard)).toHaveLength(0);

    // Half an hour more ends at 11:30: cleaned by 12:00, before the 12:15 booking.
    const res = await customer.client.post(`/api/bookings/${first}/extend-with-payment`, {
      additionalHours: 0.5,
      paymentMethodId: await cardToken(customer.client),
    });
    expect(res.status).toBe(200);
    expect(res.body.booking).toMatchObject({ endTime: '11:30:00', duration: 1.5 });
    expect((await slotAt(date, '11:45'))(longClean)).toBe(false);
  });

  it('lets a booking on a bay without a buffer extend right up to the next one', async () => {
    const date = t.day(3);
    const first = await booked(plain, date, '10:00');
    await booked(plain, date, '12:00');
    const res = await customer.client.post(`/api/bookings/${first}/extend-with-payment`, {
      additionalHours: 1,
      paymentMethodId: await cardToken(customer.client),
    });
    expect(res.status).toBe(200);
    expect(res.body.booking).toMatchObject({ endTime: '12:00:00', duration: 2 });
  });
});
