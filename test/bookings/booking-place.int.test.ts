import { signUp } from '../harness/auth';
import type { HttpClient } from '../harness/http-client';
import { SLOT_TAKEN, setUpVenue, startBookingApp, type BookingTestApp } from './booking-fixtures';
import { setBusinessHours } from '../../src/commands/catalog/catalog.commands';
import { extendBooking } from '../../src/commands/bookings';
import { readLog } from '../harness/event-log';

describe('placing a booking', () => {
  let t: BookingTestApp;
  let bays: string[];
  let customer: HttpClient;
  let freeDay: string;

  beforeAll(async () => {
    t = await startBookingApp();
    bays = await setUpVenue(t.app.ctx, 3);
    customer = (await signUp(t.app)).client;
    // One day of the week is free to play, so the no-payment path can confirm.
    freeDay = t.day(3);
    const dow = new Date(`${freeDay}T12:00:00Z`).getUTCDay();
    await setBusinessHours(t.app.ctx, {
      dayOfWeek: dow,
      openTime: '06:00:00',
      closeTime: '23:00:00',
      bookingIntervalMinutes: 30,
      peakStartTime: null,
      peakEndTime: null,
      baseHourlyRateCents: 0,
      peakHourlyRateCents: 0,
    });
    // Day 4 opens in the evening and closes at 03:00 the next morning, also free to play.
    await setBusinessHours(t.app.ctx, {
      dayOfWeek: new Date(`${t.day(4)}T12:00:00Z`).getUTCDay(),
      openTime: '18:00:00',
      closeTime: '03:00:00',
      bookingIntervalMinutes: 30,
      peakStartTime: null,
      peakEndTime: null,
      baseHourlyRateCents: 0,
      peakHourlyRateCents: 0,
    });
  }, 60_000);
  afterAll(async () => {
    await t.app.close();
  }, 60_000);

  const countEvents = async () => (await readLog(t.app.ctx.store, { streamPrefix: 'bay_day-' })).length;

  it("asks a signed-out visitor to log in: 401 'Please log in to make a booking.'", async () => {
    const res = await t.app
      .client()
      .post('/api/bookings', { bayId: bays[0], date: t.day(1), startTime: '10:00', duration: 1 });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ code: 'BOOKING.UNAUTHENTICATED', message: 'Please log in to make a booking.' });
  });

  it('confirms a zero-total booking and ignores the status, payment status, total and user the client sent', async () => {
    const res = await customer.post('/api/bookings', {
      bayId: bays[0],
      date: freeDay,
      startTime: '10:00:00',
      endTime: '23:00:00',
      duration: 2,
      userId: 'someone-else',
      status: 'confirmed',
      paymentStatus: 'paid',
      totalAmount: '999.00',
      creditsUsed: 0,
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      bayId: bays[0],
      date: freeDay,
      startTime: '10:00:00',
      endTime: '12:00:00',
      duration: 2,
      status: 'confirmed',
      paymentStatus: 'paid',
      totalAmount: '0.00',
      remainingCredits: 0,
    });
    const me = await customer.get('/api/auth/phone-user');
    expect(res.body.userId).toBe(me.body.id);
    const mine = await customer.get(`/api/bookings?userId=${me.body.id}`);
    expect(mine.body.map((b: { id: string }) => b.id)).toContain(res.body.id);
  });

  it('does not confirm a priced booking without payment: 402 and the slot stays free', async () => {
    const before = await countEvents();
    const res = await customer.post('/api/bookings', {
      bayId: bays[1],
      date: t.day(1),
      startTime: '18:00',
      duration: 1,
      status: 'confirmed',
      paymentStatus: 'paid',
      totalAmount: '0.00',
    });
    expect(res.status).toBe(402);
    expect(res.body.code).toBe('BOOKING.PAYMENT_REQUIRED');
    expect(res.body.message).toMatch(/Payment is required/);
    expect(await countEvents()).toBe(before);
  });

  it.each([
    [{ date: '2026-02-30', startTime: '10:00', duration: 1 }, 400, 'Please choose a valid date (YYYY-MM-DD).'],
    [{ date: 'tomorrow', startTime: '10:00', duration: 1 }, 400, 'Please choose a valid date (YYYY-MM-DD).'],
    [{ startTime: '10:15', duration: 1 }, 400, 'Bookings start every 30 minutes. Please choose a listed start time.'],
    [{ startTime: '25:00', duration: 1 }, 400, 'Please choose a valid start time (HH:MM).'],
    [
      { startTime: '05:00', duration: 1 },
      400,
      'The venue is closed at this time. Please choose a time within opening hours.',
    ],
    [
      { startTime: '22:00', duration: 2 },
      400,
      'The venue closes before this booking would end. Please choose a shorter duration or an earlier time.',
    ],
    [{ startTime: '10:00', duration: 0.5 }, 400, 'Duration must be between 1 and 6 hours, in half-hour steps.'],
    [{ startTime: '10:00', duration: 6.5 }, 400, 'Duration must be between 1 and 6 hours, in half-hour steps.'],
    [{ startTime: '10:00', duration: 1.25 }, 400, 'Duration must be between 1 and 6 hours, in half-hour steps.'],
    [{ startTime: '10:00', duration: 'two' }, 400, 'Duration must be between 1 and 6 hours, in half-hour steps.'],
    [{ bayId: '6f1c1d64-9d1b-4b2a-8d57-1f7a3c1a0000', startTime: '10:00', duration: 1 }, 404, 'Bay not found'],
    [{ bayId: undefined, startTime: '10:00', duration: 1 }, 400, 'Please choose a bay.'],
  ])('rejects bad input %j with %i and writes nothing', async (override, status, message) => {
    const before = await countEvents();
    const res = await customer.post('/api/bookings', { bayId: bays[2], date: freeDay, ...override });
    expect(res.status).toBe(status);
    expect(res.body.message).toBe(message);
    expect(await countEvents()).toBe(before);
  });

  it('rejects a date in the past and one beyond the 7-day window with the spec message', async () => {
    const past = await customer.post('/api/bookings', {
      bayId: bays[2],
      date: t.day(-1),
      startTime: '10:00',
      duration: 1,
    });
    expect(past.status).toBe(400);
    expect(past.body.code).toBe('BOOKING.IN_PAST');
    const far = await customer.post('/api/bookings', {
      bayId: bays[2],
      date: t.day(8),
      startTime: '10:00',
      duration: 1,
    });
    expect(far.status).toBe(400);
    expect(far.body.message).toBe(
      'Sorry, you can only book up to 7 days in advance with your current membership level. Please choose a date closer to today.',
    );
  });

  it('rejects a bay that was deactivated', async () => {
    const admin = (await signUp(t.app, undefined, { role: 'admin' })).client;
    const { body: bay } = await admin.post('/api/admin/bays', { name: 'Closing bay' });
    await admin.patch(`/api/admin/bays/${bay.id}`, { isActive: false });
    const res = await customer.post('/api/bookings', { bayId: bay.id, date: freeDay, startTime: '10:00', duration: 1 });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('BOOKING.BAY_INACTIVE');
  });

  it('lets exactly one of 20 concurrent overlapping requests win; the rest get 409 with the spec message', async () => {
    const clients = [
      customer,
      ...(await Promise.all(Array.from({ length: 4 }, () => signUp(t.app)))).map((s) => s.client),
    ];
    const starts = ['14:00', '14:30', '15:00', '13:30'];
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        clients[i % clients.length].post('/api/bookings', {
          bayId: bays[1],
          date: freeDay,
          startTime: starts[i % starts.length],
          duration: 2,
        }),
      ),
    );
    // Every start overlaps every other: 13:30-15:30 still meets 15:00-17:00.
    const statuses = responses.map((r) => r.status).sort();
    if (statuses.filter((s) => s === 201).length !== 1)
      console.log(responses.map((r) => [r.status, r.body?.code, r.body?.message]));
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    for (const r of responses.filter((x) => x.status === 409))
      expect(r.body).toMatchObject({ code: 'BOOKING.SLOT_UNAVAILABLE', message: SLOT_TAKEN });
    const day = await t.app.client().get(`/api/bookings?date=${freeDay}`);
    expect(day.body.filter((b: { bayId: string }) => b.bayId === bays[1])).toHaveLength(1);
  });

  it('holds a booking past midnight against the next day as well', async () => {
    const lateDay = t.day(4);
    const nextDay = t.day(5);
    const late = await customer.post('/api/bookings', {
      bayId: bays[0],
      date: lateDay,
      startTime: '23:00',
      duration: 3,
    });
    expect(late.status).toBe(201);
    expect(late.body.endTime).toBe('02:00:00');
    const other = (await signUp(t.app)).client;
    const clash = await other.post('/api/bookings', { bayId: bays[0], date: nextDay, startTime: '01:00', duration: 1 });
    expect(clash.status).toBe(409);
    expect(clash.body.message).toBe(SLOT_TAKEN);
    const after = await other.post('/api/bookings', { bayId: bays[0], date: nextDay, startTime: '02:00', duration: 1 });
    expect(after.status).toBe(201);
  });

  it('moves the next-day hold when a booking is extended past midnight, and frees it on cancel', async () => {
    const lateDay = t.day(4);
    const nextDay = t.day(5);
    const res = await customer.post('/api/bookings', {
      bayId: bays[2],
      date: lateDay,
      startTime: '22:00',
      duration: 2,
    });
    expect(res.status).toBe(201);
    const extended = await extendBooking(t.app.ctx, res.body.id, { additionalHours: 1.5, paymentStatus: 'paid' });
    expect(extended.extension!.newEndTime).toBe('01:30:00');
    const other = (await signUp(t.app)).client;
    const clash = await other.post('/api/bookings', { bayId: bays[2], date: nextDay, startTime: '01:00', duration: 1 });
    expect(clash.status).toBe(409);
    expect((await customer.delete(`/api/bookings/${res.body.id}`)).status).toBe(200);
    const freed = await other.post('/api/bookings', { bayId: bays[2], date: nextDay, startTime: '01:00', duration: 1 });
    expect(freed.status).toBe(201);
  });
});
