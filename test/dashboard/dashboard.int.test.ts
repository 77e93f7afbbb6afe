import { randomUUID } from 'node:crypto';
import { DateTime } from 'luxon';
import { placeBooking, quoteBooking } from '../../src/commands/bookings';
import { runMembership, termsOf } from '../../src/commands/memberships/membership.commands';
import { loadPlan, seedPlans } from '../../src/commands/memberships/plan.commands';
import { seedOffers } from '../../src/commands/offers/offer.commands';
import { SmsDeliveryFailed, SmsQueued, smsStream } from '../../src/domain/sms/sms.events';
import { setUpVenue, startBookingApp, type BookingTestApp } from '../bookings/booking-fixtures';
import { cardToken } from '../payments/payment-fixtures';
import { signUp, type SignedUpUser } from '../harness/auth';
import type { HttpClient } from '../harness/http-client';
import { waitFor } from '../harness/wait-for';

const ZONE = 'America/New_York';
const at = (local: string) => DateTime.fromISO(local, { zone: ZONE }).toJSDate();
const TODAY = '2026-12-02'; // a Wednesday: its venue week runs Mon 2026-11-30 to Sun 2026-12-06

/**
 * /admin: one venue day at a glance. The clock is fixed at 12:00 on TODAY; bookings are paid on
 * the days before and this morning, so revenue by day and week, arrivals and alerts are exact.
 */
describe('the admin dashboard', () => {
  let t: BookingTestApp;
  let bays: string[];
  let admin: HttpClient;
  let ann: { client: HttpClient; user: SignedUpUser };
  let cal: { client: HttpClient; user: SignedUpUser };
  const ids: Record<string, string> = {};

  async function pay(
    who: { client: HttpClient },
    bayId: string,
    date: string,
    time: string,
    duration: number,
    amount: number,
  ) {
    const res = await who.client.post('/api/square/process-payment', {
      sourceId: await cardToken(who.client),
      amount,
      currency: 'USD',
      storeCard: false,
      bookingData: { date, time, duration, bayId, creditsUsed: 0, addCreditOffer: false },
    });
    expect([res.status, res.body.message]).toEqual([201, 'Your booking has been confirmed!']);
    return res.body.bookingId as string;
  }

  async function failedSms(when: string) {
    const smsId = randomUUID();
    const to = '+12125550100';
    const { position } = await t.app.ctx.store.append(
      smsStream(t.app.config.VENUE_ID, smsId),
      [
        SmsQueued.create({ smsId, to, reason: 'booking_reminder', queuedAt: at(when).toISOString() }),
        SmsDeliveryFailed.create({
          smsId,
          to,
          reason: 'booking_reminder',
          error: 'unreachable',
          attempts: 3,
          at: at(when).toISOString(),
        }),
      ],
      { expected: 'no_stream' },
    );
    await t.app.ctx.projections.waitFor(position, ['sms-log']);
  }

  beforeAll(async () => {
    t = await startBookingApp();
    t.setNow(at('2026-11-29T10:00'));
    bays = await setUpVenue(t.app.ctx, 2);
    await seedOffers(t.app.ctx);
    await seedPlans(t.app.ctx);
    admin = (await signUp(t.app, undefined, { role: 'admin' })).client;
    ann = await signUp(t.app, undefined, { firstName: 'Ann', lastName: 'Arrow' });
    cal = await signUp(t.app, undefined, { firstName: 'Cal', lastName: 'Comer' });
    const employee = await signUp(t.app, undefined, { role: 'employee' });

    // Sunday of the week before: not in this week's revenue.
    await pay(ann, bays[0], '2026-12-04', '10:00', 1, 3500);
    // Monday: 70.00 kept; 35.00 paid and refunded in full (cancelled days ahead).
    t.setNow(at('2026-11-30T10:00'));
    await pay(ann, bays[0], '2026-12-03', '10:00', 2, 7000);
    ids.refunded = await pay(cal, bays[1], '2026-12-05', '10:00', 1, 3500);
    expect((await cal.client.delete(`/api/bookings/${ids.refunded}`)).status).toBe(200);
    await failedSms('2026-11-30T11:00'); // more than 24 hours before now: not counted
    // Tuesday evening: clocked in, never out (17 hours by noon Wednesday).
    t.setNow(at('2026-12-01T19:00'));
    expect((await employee.client.post('/api/timeclock/clock-in', {})).status).toBe(201);

    // Wednesday morning: three bookings today, 35.00 + 35.00 + 100.00 (two peak hours).
    t.setNow(at(`${TODAY}T08:00`));
    ids.morning = await pay(ann, bays[0], TODAY, '09:00', 1, 3500);
    ids.arrival = await pay(cal, bays[1], TODAY, '13:30', 1, 3500);
    ids.evening = await pay(ann, bays[0], TODAY, '18:00', 2, 10000);
    await failedSms(`${TODAY}T09:00`);

    // A member whose renewal failed: past due.
    const member = await signUp(t.app);
    const started = await runMembership(t.app.ctx, member.user.id, {
      type: 'StartMembership',
      userId: member.user.id,
      plan: termsOf((await loadPlan(t.app.ctx, 'premium'))!),
      orderId: `order-${member.user.id}`,
      paymentId: null,
      zone: ZONE,
      now: t.now(),
    });
    await t.app.ctx.projections.waitFor(started.position, ['memberships']);
    const row = await t.app.ctx.knex('user_memberships').where({ user_id: member.user.id }).first();
    const failed = await runMembership(t.app.ctx, member.user.id, {
      type: 'RecordRenewalFailure',
      periodEnd: row.period_end.toISOString(),
      attempt: 1,
      reason: 'Your card was declined.',
      now: t.now(),
    });
    await t.app.ctx.projections.waitFor(failed.position, ['memberships']);

    // A checkout hold for tomorrow whose hold runs out a minute after noon.
    const quote = await quoteBooking(t.app.ctx, {
      bayId: bays[1],
      date: '2026-12-03',
      startTime: '15:00',
      duration: 1,
    });
    const held = await placeBooking(t.app.ctx, {
      bookingId: randomUUID(),
      userId: null,
      bayId: bays[1],
      date: '2026-12-03',
      startTime: '15:00',
      duration: 1,
      quote,
      status: 'pending',
      paymentStatus: 'pending',
      holdExpiresAt: at(`${TODAY}T12:01`).toISOString(),
    });
    await t.app.ctx.projections.waitFor(held.position, ['bookings']);

    // The refund is paid by a job: wait until the payments read model has it.
    await waitFor(() => t.app.ctx.knex('payments').where({ booking_id: ids.refunded }).first(), {
      until: (payment) => payment?.refund_status === 'completed',
      what: 'the refund in the payments read model',
    });
    await t.app.ctx.projections.waitFor(await t.app.ctx.store.head(), [
      'bookings',
      'payments',
      'staff',
      'sms-log',
      'analytics',
    ]);
    t.setNow(at(`${TODAY}T12:00`));
  }, 90_000);
  afterAll(async () => {
    await t.app.close();
  });

  it("answers today's grid, bookings, occupancy, revenue, arrivals and alerts", async () => {
    const res = await admin.get('/api/admin/dashboard');
    expect(res.status).toBe(200);
    const d = res.body;
    expect(d).toMatchObject({ date: TODAY, today: TODAY, timezone: ZONE, openTime: '06:00', closeTime: '23:00' });
    expect(d.hours).toHaveLength(17);
    expect([d.hours[0], d.hours[16]]).toEqual(['06:00', '22:00']);
    expect(d.bookings).toBe(3);
    // 60 + 60 + 120 booked minutes over 17 open hours on two bays.
    expect(d.occupancy).toEqual({ percent: 11.8, bookedMinutes: 240, openMinutes: 1020, activeBays: 2 });

    const taken = (bayId: string) =>
      d.bays
        .find((b: { id: string }) => b.id === bayId)
        .cells.filter((c: { count: number }) => c.count > 0)
        .map((c: { hour: string; bookings: Array<{ id: string; customerName: string; paid: boolean }> }) => [
          c.hour,
          c.bookings.map((b) => `${b.customerName}${b.paid ? ' (paid)' : ''}`).join(),
        ]);
    expect(taken(bays[0])).toEqual([
      ['09:00', 'Ann Arrow (paid)'],
      ['18:00', 'Ann Arrow (paid)'],
      ['19:00', 'Ann Arrow (paid)'],
    ]);
    expect(taken(bays[1])).toEqual([
      ['13:00', 'Cal Comer (paid)'],
      ['14:00', 'Cal Comer (paid)'],
    ]);

    // Card money kept: today 170.00; the week adds Monday's 70.00 (its refunded 35.00 is not kept).
    expect(d.revenue).toEqual({
      day: { cents: 17000, amount: '170.00', date: TODAY },
      week: { cents: 24000, amount: '240.00', from: '2026-11-30', to: '2026-12-06' },
    });

    expect(d.arrivals).toEqual([
      {
        bookingId: ids.arrival,
        date: TODAY,
        startTime: '13:30',
        startsAt: at(`${TODAY}T13:30`).toISOString(),
        bay: { id: bays[1], name: expect.stringMatching(/^Bay 2/) },
        userId: cal.user.id,
        customerName: 'Cal Comer',
        phoneNumber: cal.user.phoneNumber,
        paymentStatus: 'paid',
        paid: true,
      },
    ]);

    const counts = Object.fromEntries(d.alerts.map((a: { kind: string; count: number }) => [a.kind, a.count]));
    expect(counts).toEqual({
      past_due_memberships: 1,
      failed_sms: 1,
      card_disputes: 0,
      failed_refunds: 0,
      projections: 0,
      pending_holds: 1,
      card_testing: 0,
      open_timeclock: 1,
      ledger_differences: 0,
      unpaid_tabs: 0,
    });
    expect(d.alerts.find((a: { kind: string }) => a.kind === 'open_timeclock')).toEqual({
      kind: 'open_timeclock',
      count: 1,
      message: '1 timeclock entry has been open over 16 hours',
      link: '/admin/workforce',
    });
    expect(d.alerts.find((a: { kind: string }) => a.kind === 'pending_holds').link).toBe(
      '/admin/bookings?status=pending',
    );
  });

  it('answers another day; the alerts call answers the same counts beside its stopped read models', async () => {
    const thursday = (await admin.get('/api/admin/dashboard?date=2026-12-03')).body;
    // Ann's two hours, and the checkout hold that has not run out yet.
    expect([thursday.date, thursday.today, thursday.bookings]).toEqual(['2026-12-03', TODAY, 2]);
    expect(thursday.revenue.day).toEqual({ cents: 0, amount: '0.00', date: '2026-12-03' });
    expect(thursday.revenue.week.cents).toBe(24000);
    expect(thursday.arrivals).toHaveLength(1);

    const alerts = (await admin.get('/api/admin/alerts')).body;
    expect(alerts.alerts).toEqual([]);
    expect(alerts.summary.map((a: { kind: string; count: number }) => `${a.kind}:${a.count}`)).toEqual([
      'past_due_memberships:1',
      'failed_sms:1',
      'card_disputes:0',
      'failed_refunds:0',
      'projections:0',
      'pending_holds:1',
      'card_testing:0',
      'open_timeclock:1',
      'ledger_differences:0',
      'unpaid_tabs:0',
    ]);

    const bad = await admin.get('/api/admin/dashboard?date=2026-02-30');
    expect([bad.status, bad.body.message]).toEqual([400, 'Dates look like 2026-11-29']);
  });

  it('is for admins only: 401 for visitors, 403 for customers and employees', async () => {
    expect((await t.app.client().get('/api/admin/dashboard')).status).toBe(401);
    expect((await ann.client.get('/api/admin/dashboard')).status).toBe(403);
    const employee = await signUp(t.app, undefined, { role: 'employee' });
    expect((await employee.client.get('/api/admin/dashboard')).status).toBe(403);
  });
});
