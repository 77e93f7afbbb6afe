import http from 'node:http';
import { DateTime } from 'luxon';
import { signUp } from '../harness/auth';
import { placeBooking, quoteBooking } from '../../src/commands/bookings';
import { setBusinessHours } from '../../src/commands/catalog/catalog.commands';
import { invalidateCatalog } from '../../src/projections/catalog/catalog.queries';
import { setUpVenue, startBookingApp, type BookingTestApp } from './booking-fixtures';
import { randomUUID } from 'node:crypto';

describe('availability and quotes', () => {
  let t: BookingTestApp;
  let bays: string[];

  beforeAll(async () => {
    t = await startBookingApp();
    bays = await setUpVenue(t.app.ctx, 4);
    // Noon in the venue today, so the morning's slots are past.
    t.setNow(DateTime.fromISO(`${t.day(0)}T12:00:00`, { zone: t.app.config.VENUE_TIMEZONE }).toJSDate());
  }, 60_000);
  afterAll(async () => {
    await t.app.close();
  }, 60_000);

  async function book(bayId: string, date: string, startTime: string, duration: number) {
    const quote = await quoteBooking(t.app.ctx, { bayId, date, startTime, duration });
    const placed = await placeBooking(t.app.ctx, {
      bookingId: randomUUID(),
      userId: null,
      bayId,
      date,
      startTime,
      duration,
      quote,
      status: 'confirmed',
      paymentStatus: 'paid',
    });
    await t.app.ctx.projections.waitFor(placed.position, ['bookings']);
  }

  it('lists the day in 30-minute slots with per-bay availability and the price of each bay', async () => {
    const date = t.day(1);
    const res = await t.app.client().get(`/api/availability?date=${date}&duration=2`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      date,
      timezone: 'America/New_York',
      duration: 2,
      bookingIntervalMinutes: 30,
      bookable: true,
      message: null,
      advanceBookingDays: 7,
    });
    expect(res.body.bays).toHaveLength(4);
    const slots = res.body.slots;
    expect(slots[0]).toMatchObject({
      time: '06:00:00',
      endTime: '08:00:00',
      fits: true,
      occupancy: 0,
      occupancyLevel: 'green',
      availableBays: 4,
    });
    expect(slots[0].bays[0]).toEqual({ bayId: bays[0], available: true, totalAmount: '70.00' });
    expect(slots.find((s: { time: string }) => s.time === '16:30:00').bays[0].totalAmount).toBe('85.00');
    const last = slots.at(-1);
    expect(last.time).toBe('22:00:00');
    expect(last).toMatchObject({ fits: false, availableBays: 0 });
  });

  it('answers a repeated availability request with 304 when nothing changed', async () => {
    const path = `/api/availability?date=${t.day(1)}&duration=1`;
    const first = await t.app.client().get(path);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\//);
    // Raw HTTP: fetch adds Cache-Control: no-cache to conditional requests, as the Fetch spec says.
    const status = await new Promise<number>((resolve, reject) => {
      http
        .get(t.app.url + path, { headers: { 'if-none-match': etag! } }, (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        })
        .on('error', reject);
    });
    expect(status).toBe(304);
  });

  it('leaves out slots that have already passed today', async () => {
    const res = await t.app.client().get(`/api/availability?date=${t.day(0)}`);
    expect(res.body.slots[0].time).toBe('12:30:00');
  });

  it('colours slots by the share of active bays taken and marks taken bays unavailable', async () => {
    const date = t.day(2);
    await book(bays[0], date, '10:00', 1);
    await book(bays[1], date, '10:00', 2);
    await book(bays[2], date, '10:30', 1);
    const res = await t.app.client().get(`/api/availability?date=${date}`);
    const at = (time: string) => res.body.slots.find((s: { time: string }) => s.time === time);
    expect(at('10:00:00')).toMatchObject({ occupancy: 0.5, occupancyLevel: 'green', availableBays: 1 });
    expect(at('10:30:00')).toMatchObject({ occupancy: 0.75, occupancyLevel: 'red', availableBays: 1 });
    expect(at('11:00:00')).toMatchObject({ occupancy: 0.5, occupancyLevel: 'green' });
    expect(at('09:30:00').bays.find((b: { bayId: string }) => b.bayId === bays[0]).available).toBe(false);
    expect(at('11:30:00')).toMatchObject({ occupancy: 0.25, availableBays: 3 });
  });

  it('says when a date is beyond the advance window, in the spec words', async () => {
    const res = await t.app.client().get(`/api/availability?date=${t.day(9)}`);
    expect(res.body.bookable).toBe(false);
    expect(res.body.message).toBe(
      'Sorry, you can only book up to 7 days in advance with your current membership level. Please choose a date closer to today.',
    );
  });

  it("tells the calendar the caller's booking window: the same days availability calls bookable", async () => {
    const res = await t.app.client().get('/api/booking-window');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ today: t.day(0), advanceBookingDays: 7, lastBookableDate: t.day(7) });
    const last = await t.app.client().get(`/api/availability?date=${res.body.lastBookableDate}`);
    expect(last.body.bookable).toBe(true);
    // The web offers the durations the server lists, and colours slots as the server says.
    expect(last.body.durations).toEqual([1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5, 5.5, 6]);
    expect(last.body.slots[0].occupancyLevel).toBe('green');
    const after = await t.app.client().get(`/api/availability?date=${t.day(8)}`);
    expect(after.body.bookable).toBe(false);
  });

  it('falls back to hourly 06:00-21:00 slots on a day without hours', async () => {
    const date = t.day(3);
    const dow = new Date(`${date}T12:00:00Z`).getUTCDay();
    await t.app.ctx.knex('global_business_hours').where({ day_of_week: dow }).del();
    invalidateCatalog(t.app.ctx);
    const res = await t.app.client().get(`/api/availability?date=${date}`);
    expect(res.body.fallbackHours).toBe(true);
    expect(res.body.slots.map((s: { time: string }) => s.time.slice(0, 5))).toEqual(
      ['06', '07', '08', '09', '10', '11', '12', '13', '14', '15', '16', '17', '18', '19', '20', '21'].map(
        (h) => `${h}:00`,
      ),
    );
    await setBusinessHours(t.app.ctx, {
      dayOfWeek: dow,
      openTime: '06:00:00',
      closeTime: '23:00:00',
      bookingIntervalMinutes: 30,
      peakStartTime: '17:00:00',
      peakEndTime: '21:00:00',
      baseHourlyRateCents: 3600,
      peakHourlyRateCents: 5000,
    });
  });

  it('rejects a bad date or duration', async () => {
    expect((await t.app.client().get('/api/availability?date=2026-13-01')).body.message).toBe(
      'Please choose a valid date (YYYY-MM-DD).',
    );
    expect((await t.app.client().get('/api/availability')).status).toBe(400);
    const bad = await t.app.client().get(`/api/availability?date=${t.day(1)}&duration=7`);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Duration must be between 1 and 6 hours, in half-hour steps.');
  });

  it('quotes a booking across the peak start hour by hour', async () => {
    const res = await t.app
      .client()
      .post('/api/bookings/quote', { bayId: bays[3], date: t.day(1), startTime: '16:00', duration: 3 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      startTime: '16:00:00',
      endTime: '19:00:00',
      subtotal: '135.00',
      total: '135.00',
      subtotalCents: 13500,
      totalCents: 13500,
      adjustments: [],
    });
    expect(res.body.lines.map((l: { rate: string; peak: boolean }) => [l.rate, l.peak])).toEqual([
      ['35.00', false],
      ['50.00', true],
      ['50.00', true],
    ]);
  });

  it('quotes with the same checks as booking', async () => {
    const taken = await t.app
      .client()
      .post('/api/bookings/quote', { bayId: bays[3], date: t.day(8), startTime: '10:00', duration: 1 });
    expect(taken.status).toBe(400);
    expect(taken.body.code).toBe('BOOKING.ADVANCE_WINDOW');
    const past = await t.app
      .client()
      .post('/api/bookings/quote', { bayId: bays[3], date: t.day(0), startTime: '09:00', duration: 1 });
    expect(past.body).toMatchObject({
      code: 'BOOKING.IN_PAST',
      message: 'This time has already passed. Please choose a later time.',
    });
  });

  it('shows anyone the day list without personal data, and admins the full rows', async () => {
    const date = t.day(2);
    const anonymous = await t.app.client().get(`/api/bookings?date=${date}`);
    expect(anonymous.status).toBe(200);
    expect(anonymous.body).toHaveLength(3);
    for (const b of anonymous.body)
      expect(Object.keys(b).sort()).toEqual(['bayId', 'date', 'duration', 'endTime', 'id', 'startTime', 'status']);
    const admin = (await signUp(t.app, undefined, { role: 'admin' })).client;
    const full = await admin.get(`/api/bookings?date=${date}`);
    expect(full.body[0]).toHaveProperty('paymentStatus', 'paid');
    expect(full.body[0]).toHaveProperty('totalAmount');
    expect((await t.app.client().get('/api/bookings?date=nope')).status).toBe(400);
    const keyed = await t.app.client().get(`/api/bookings/${date}`);
    expect(keyed.body).toEqual(anonymous.body);
  });

  it('offers 1 to 6 hours in half-hour steps, each quoted up to the closing time and no later', async () => {
    const date = t.day(4);
    const steps = [1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5, 5.5, 6];
    expect((await t.app.client().get(`/api/availability?date=${date}`)).body.durations).toEqual(steps);
    for (const duration of steps) {
      const res = await t.app
        .client()
        .post('/api/bookings/quote', { bayId: bays[3], date, startTime: '10:00', duration });
      expect(res.status).toBe(200);
      const end = 600 + duration * 60;
      expect(res.body.endTime).toBe(`${String(Math.floor(end / 60)).padStart(2, '0')}:${end % 60 ? '30' : '00'}:00`);
    }
    // The venue closes at 23:00: six hours from 17:00 fit, from 17:30 they do not.
    const lastFit = await t.app
      .client()
      .post('/api/bookings/quote', { bayId: bays[3], date, startTime: '17:00', duration: 6 });
    expect(lastFit.body).toMatchObject({ endTime: '23:00:00', totalCents: 4 * 5000 + 2 * 3500 });
    const pastClose = await t.app
      .client()
      .post('/api/bookings/quote', { bayId: bays[3], date, startTime: '21:00', duration: 2.5 });
    expect(pastClose.status).toBe(400);
    expect(pastClose.body).toMatchObject({
      code: 'BOOKING.PAST_CLOSE',
      message: 'The venue closes before this booking would end. Please choose a shorter duration or an earlier time.',
    });
    const six = await t.app.client().get(`/api/availability?date=${date}&duration=6`);
    const at = (time: string) => six.body.slots.find((s: { time: string }) => s.time === time);
    expect(at('17:00:00')).toMatchObject({ endTime: '23:00:00', fits: true });
    expect(at('17:30:00')).toMatchObject({ fits: false, availableBays: 0 });
    // A booked half-hour length holds its bay to the half hour.
    await book(bays[3], date, '12:00', 1.5);
    const after = await t.app.client().get(`/api/availability?date=${date}&duration=1`);
    const bay = (time: string) =>
      after.body.slots
        .find((s: { time: string }) => s.time === time)
        .bays.find((b: { bayId: string }) => b.bayId === bays[3]).available;
    expect([bay('11:30:00'), bay('13:00:00'), bay('13:30:00')]).toEqual([false, false, true]);
  });

  it('serves a spring-forward day without the missing hour (America/New_York)', async () => {
    t.setNow('2027-03-10T12:00:00Z');
    await setBusinessHours(t.app.ctx, {
      dayOfWeek: 0,
      openTime: '00:00:00',
      closeTime: '05:00:00',
      bookingIntervalMinutes: 60,
      peakStartTime: null,
      peakEndTime: null,
      baseHourlyRateCents: null,
      peakHourlyRateCents: null,
    });
    const res = await t.app.client().get('/api/availability?date=2027-03-14');
    expect(res.body.slots.map((s: { time: string }) => s.time)).toEqual([
      '00:00:00',
      '01:00:00',
      '03:00:00',
      '04:00:00',
    ]);
    const fallBack = await t.app.client().get('/api/availability?date=2027-11-07');
    expect(fallBack.body.slots.map((s: { time: string }) => s.time)).toEqual([
      '00:00:00',
      '01:00:00',
      '02:00:00',
      '03:00:00',
      '04:00:00',
    ]);
  });
});
