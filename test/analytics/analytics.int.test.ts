import { randomUUID } from 'node:crypto';
import { signUp } from '../harness/auth';
import type { HttpClient } from '../harness/http-client';
import type { BookingTestApp } from '../bookings/booking-fixtures';
import { cardToken, giftCardLine, startPaymentApp } from '../payments/payment-fixtures';
import { waitFor } from '../harness/wait-for';

/** /api/admin/analytics and its summary: the money, hours and customers of paid orders and bookings. */
describe('analytics for admins', () => {
  let t: BookingTestApp;
  let bays: string[];
  let admin: HttpClient;
  const week = 'from=2026-02-10&to=2026-02-14';

  beforeAll(async () => {
    ({ t, bays } = await startPaymentApp(2, 0));
    admin = (await signUp(t.app, undefined, { role: 'admin' })).client;
  });
  afterAll(async () => {
    await t.app.close();
  });

  const booking = (bayId: string, date: string, startTime: string, duration: number) => ({
    type: 'booking',
    bayId,
    date,
    startTime,
    duration,
  });
  async function order(client: HttpClient, lines: object[]) {
    const res = await client.post('/api/orders', {
      lines,
      sourceId: await cardToken(client),
      idempotencyKey: randomUUID(),
    });
    expect(res.status).toBe(201);
    return res.body as { amountCharged: string; fulfilled: Array<{ type: string; reference: string }> };
  }
  async function settled() {
    await t.app.ctx.projections.waitFor(await t.app.ctx.store.head(), ['analytics'], 10_000);
  }
  async function refunded(client: HttpClient, bookingId: string) {
    await waitFor(async () => (await client.get(`/api/bookings/details/${bookingId}`)).body, {
      until: (b) => b.refundStatus === 'completed',
      what: 'the refund paid',
    });
  }

  it('counts paid orders by product on the day paid, takes refunds off on the refund day, and maps booked hours', async () => {
    // Tuesday 2026-02-10, 10:00 in New York: two customers pay.
    t.setNow('2026-02-10T15:00:00Z');
    const alex = await signUp(t.app);
    const sam = await signUp(t.app);
    const first = await order(alex.client, [booking(bays[0], '2026-02-11', '12:00', 2), { type: 'credit-offer' }]);
    expect(first.amountCharged).toBe('88.00');
    const second = await order(sam.client, [booking(bays[1], '2026-02-14', '18:00', 1), giftCardLine(25)]);
    expect(second.amountCharged).toBe('75.00');
    // Wednesday 09:00: Alex cancels the 12:00 booking, three hours ahead: half of 70.00 back.
    t.setNow('2026-02-11T14:00:00Z');
    const bookingId = first.fulfilled[0].reference;
    expect((await alex.client.delete(`/api/bookings/${bookingId}`)).status).toBe(200);
    await refunded(alex.client, bookingId);
    await settled();

    const res = await admin.get(`/api/admin/analytics?${week}&granularity=day`);
    expect(res.status).toBe(200);
    const { revenue, occupancy, customers, topCustomers } = res.body;
    expect(revenue.series.map((p: { period: string; total: string }) => [p.period, p.total])).toEqual([
      ['2026-02-10', '163.00'],
      ['2026-02-11', '-35.00'],
      ['2026-02-12', '0.00'],
      ['2026-02-13', '0.00'],
      ['2026-02-14', '0.00'],
    ]);
    expect(revenue.series[0].byProduct).toMatchObject({
      bookings: '120.00',
      credit_offers: '18.00',
      gift_cards: '25.00',
      memberships: '0.00',
    });
    expect(revenue.series[1].byProduct.bookings).toBe('-35.00');
    expect(revenue.total).toBe('128.00');
    expect(revenue.totals).toEqual(
      expect.arrayContaining([
        { product: 'bookings', amount: '85.00', units: 2 },
        { product: 'credit_offers', amount: '18.00', units: 1 },
        { product: 'gift_cards', amount: '25.00', units: 1 },
      ]),
    );

    const cell = (weekday: number, hour: number) =>
      occupancy.cells.find((c: { weekday: number; hour: number }) => c.weekday === weekday && c.hour === hour);
    expect(occupancy.cells).toHaveLength(7 * 24);
    // Saturday 18:00: one of two bays booked; the cancelled Wednesday noon booking counts for nothing.
    expect(cell(6, 18)).toEqual({ weekday: 6, hour: 18, bookedMinutes: 60, capacityMinutes: 120, percent: 50 });
    expect(cell(3, 12)).toMatchObject({ bookedMinutes: 0, percent: 0 });
    expect(cell(3, 3)).toMatchObject({ capacityMinutes: 0, percent: null });

    expect(customers.at(-1)).toEqual({ period: '2026-02-14', new: 1, returning: 0 });
    expect(customers.slice(0, 4).every((p: { new: number }) => p.new === 0)).toBe(true);
    expect(topCustomers.slice(0, 2)).toEqual([
      expect.objectContaining({ userId: sam.user.id, bookings: 1, hours: 1, spend: '75.00' }),
      expect.objectContaining({ userId: alex.user.id, bookings: 0, hours: 0, spend: '53.00' }),
    ]);

    const weekly = await admin.get(`/api/admin/analytics?${week}&granularity=week`);
    expect(weekly.body.revenue.series).toEqual([expect.objectContaining({ period: '2026-02-09', total: '128.00' })]);
    expect(weekly.body.customers).toEqual([{ period: '2026-02-09', new: 1, returning: 0 }]);
    // A whole week reads the kept per-week count: Sam booked, Alex's only booking was cancelled.
    const wholeWeek = await admin.get('/api/admin/analytics?from=2026-02-09&to=2026-02-15&granularity=week');
    expect(wholeWeek.body.customers).toEqual([{ period: '2026-02-09', new: 1, returning: 0 }]);

    // A whole month reads the monthly roll-up: the same customers, spend and hours.
    const february = await admin.get('/api/admin/analytics?from=2026-02-01&to=2026-02-28&granularity=month');
    expect(february.body.topCustomers).toEqual(topCustomers);
    expect(february.body.customers).toEqual([{ period: '2026-02-01', new: 1, returning: 0 }]);

    const summary = await admin.get(`/api/admin/analytics/summary?${week}`);
    expect(summary.status).toBe(200);
    expect(summary.body.previousRange).toEqual({ from: '2026-02-05', to: '2026-02-09' });
    const metric = (key: string) => summary.body.metrics.find((m: { key: string }) => m.key === key);
    expect(metric('revenue')).toMatchObject({ current: '128.00', previous: '0.00', changePercent: null });
    expect(metric('bookings')).toMatchObject({ current: 1, previous: 0 });
    expect(metric('hoursBooked')).toMatchObject({ current: 1 });
    expect(metric('giftCardsSold')).toMatchObject({ current: 1 });
    expect(metric('newCustomers')).toMatchObject({ current: 1 });
    expect(metric('averageBooking')).toMatchObject({ current: '85.00' });

    // Replayed from the log into fresh tables, the read models answer the same.
    await t.app.ctx.projections.rebuild('analytics');
    expect((await admin.get(`/api/admin/analytics?${week}&granularity=day`)).body).toEqual(res.body);
    expect((await admin.get(`/api/admin/analytics/summary?${week}`)).body).toEqual(summary.body);
  });

  it('counts a desk booking paid at the venue, and moves its booked hour with the booking', async () => {
    // Monday 2026-03-02, 10:00 in New York: the desk books a customer for Tuesday 12:00, paid at the venue.
    t.setNow('2026-03-02T15:00:00Z');
    const pat = await signUp(t.app);
    const desk = await admin.post('/api/admin/bookings', {
      userId: pat.user.id,
      bayId: bays[0],
      date: '2026-03-03',
      startTime: '12:00',
      duration: 1,
      payment: 'venue',
    });
    expect(desk.status).toBe(201);
    const id = desk.body.id ?? desk.body.bookingId;
    await settled();
    const range = 'from=2026-03-02&to=2026-03-04&granularity=day';
    const before = (await admin.get(`/api/admin/analytics?${range}`)).body;
    expect(before.revenue.series[0]).toMatchObject({ period: '2026-03-02', total: '35.00' });
    const cell =
      (body: { occupancy: { cells: Array<{ weekday: number; hour: number; bookedMinutes: number }> } }) =>
      (weekday: number, hour: number) =>
        body.occupancy.cells.find((c) => c.weekday === weekday && c.hour === hour)?.bookedMinutes;
    expect(cell(before)(2, 12)).toBe(60);

    // Moved to Wednesday 15:00 on the other bay: the hour goes with it, the money stays on the day paid.
    const moved = await admin.post(`/api/admin/bookings/${id}/move`, {
      bayId: bays[1],
      date: '2026-03-04',
      startTime: '15:00',
    });
    expect(moved.status).toBe(200);
    await settled();
    const after = (await admin.get(`/api/admin/analytics?${range}`)).body;
    expect([cell(after)(2, 12), cell(after)(3, 15)]).toEqual([0, 60]);
    expect(after.revenue.total).toBe('35.00');
  });

  it('refuses a reversed range or one longer than 3 years, and keeps the figures from everyone but admins', async () => {
    const reversed = await admin.get('/api/admin/analytics?from=2026-02-14&to=2026-02-10');
    expect([reversed.status, reversed.body.message]).toEqual([
      400,
      'The start date must be on or before the end date.',
    ]);
    const long = await admin.get('/api/admin/analytics/summary?from=2020-01-01&to=2023-01-02');
    expect([long.status, long.body.message]).toEqual([400, 'Please choose a range of at most 3 years.']);
    expect((await admin.get('/api/admin/analytics?from=2020-01-01&to=2023-01-01')).status).toBe(200);
    expect((await admin.get(`/api/admin/analytics?${week}&granularity=year`)).status).toBe(400);

    const customer = await signUp(t.app);
    const employee = await signUp(t.app, undefined, { role: 'employee' });
    for (const path of [`/api/admin/analytics?${week}`, `/api/admin/analytics/summary?${week}`]) {
      expect((await t.app.client().get(path)).status).toBe(401);
      expect((await customer.client.get(path)).status).toBe(403);
      expect((await employee.client.get(path)).status).toBe(403);
    }
  });
});
