import { runMembership, termsOf } from '../../src/commands/memberships/membership.commands';
import { loadPlan, seedPlans } from '../../src/commands/memberships/plan.commands';
import { signUp } from '../harness/auth';
import { setUpVenue, startBookingApp, type BookingTestApp } from '../bookings/booking-fixtures';
import { giveCredits } from '../payments/payment-fixtures';
import { readLog } from '../harness/event-log';

/** Plans, an account's membership, and what it changes: member price, advance window, credit restrictions. */
describe('membership plans and what a membership changes about bookings', () => {
  let t: BookingTestApp;
  let bays: string[];
  beforeAll(async () => {
    t = await startBookingApp();
    bays = await setUpVenue(t.app.ctx, 2);
    await seedPlans(t.app.ctx);
    await t.app.ctx.projections.waitFor(await t.app.ctx.store.head(), ['memberships'], 5000);
  });
  afterAll(async () => {
    await t.app.close();
  });

  /** A membership started directly (the subscription routes charge for it; here only its effects matter). */
  async function member(planId: string) {
    const customer = await signUp(t.app);
    const plan = (await loadPlan(t.app.ctx, planId))!;
    const { position } = await runMembership(t.app.ctx, customer.user.id, {
      type: 'StartMembership',
      userId: customer.user.id,
      plan: termsOf(plan),
      orderId: `order-${customer.user.id}`,
      paymentId: null,
      zone: t.app.config.VENUE_TIMEZONE,
      now: t.now(),
    });
    await t.app.ctx.projections.waitFor(position, ['memberships']);
    return customer;
  }

  /** A Saturday at least `from` days ahead (venue calendar). */
  function saturdayFrom(from: number): string {
    for (let d = from; ; d++) if (new Date(`${t.day(d)}T12:00:00Z`).getUTCDay() === 6) return t.day(d);
  }

  it('lists the active plans by sortOrder with money as decimal strings', async () => {
    const res = await t.app.client().get('/api/membership-plans');
    expect(res.status).toBe(200);
    expect(res.body.map((p: { name: string }) => p.name)).toEqual(['Basic', 'Member', 'Premium']);
    expect(res.body[1]).toMatchObject({
      id: 'member',
      monthlyFee: '49.00',
      discountAmount: '10.00',
      freeCreditsPerMonth: 2,
      advanceBookingDays: 14,
      creditRestrictedDays: ['Saturday', 'Sunday'],
      creditRestrictedStartTime: '17:00:00',
      creditRestrictedEndTime: '21:00:00',
      isActive: true,
      sortOrder: 1,
    });
  });

  it('lets admins create and edit plans (every change an event); others are refused', async () => {
    const admin = (await signUp(t.app, t.app.client(), { role: 'admin' })).client;
    const created = await admin.post('/api/admin/membership-plans', {
      name: 'Night Owl',
      monthlyFee: '29.00',
      discountAmount: '5.00',
      freeCreditsPerMonth: 1,
      sortOrder: 5,
      isActive: false,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      id: 'night-owl',
      monthlyFee: '29.00',
      advanceBookingDays: 7,
      isActive: false,
    });
    // Inactive plans are not offered.
    expect((await t.app.client().get('/api/membership-plans')).body.map((p: { id: string }) => p.id)).not.toContain(
      'night-owl',
    );
    const edited = await admin.put('/api/admin/membership-plans/night-owl', {
      name: 'Night Owl',
      monthlyFee: '25.00',
      isActive: true,
      sortOrder: 5,
    });
    expect(edited.body).toMatchObject({ monthlyFee: '25.00', isActive: true });
    const history = (await readLog(t.app.ctx.store, { eventTypes: ['MembershipPlanDefined'] })).filter(
      (e) => e.data.planId === 'night-owl',
    );
    expect(history).toHaveLength(2);
    const bad = await admin.post('/api/admin/membership-plans', { name: '', monthlyFee: 'lots' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Plan name is required');
    const half = await admin.post('/api/admin/membership-plans', {
      name: 'Half',
      monthlyFee: '1.00',
      creditRestrictedStartTime: '17:00',
    });
    expect(half.body.message).toBe('Give both a start and an end time for the credit restriction, or neither');
    const customer = (await signUp(t.app)).client;
    expect((await customer.post('/api/admin/membership-plans', { name: 'X', monthlyFee: '1' })).status).toBe(403);
    expect((await t.app.client().get('/api/admin/membership-plans')).status).toBe(401);
  });

  it('prices a member by the plan (rate minus the discount per hour), and a guest at the listed rate', async () => {
    const date = t.day(2);
    const body = { bayId: bays[0], date, startTime: '10:00', duration: 2 };
    const guest = await t.app.client().post('/api/bookings/quote', body);
    expect(guest.body.total).toBe('70.00');
    const m = await member('member');
    const memberQuote = await m.client.post('/api/bookings/quote', body);
    expect(memberQuote.body).toMatchObject({ subtotal: '70.00', total: '50.00' });
    expect(memberQuote.body.adjustments).toEqual([
      expect.objectContaining({ kind: 'member_discount', label: 'Member price', amount: '-20.00' }),
    ]);
    const p = await member('premium');
    expect((await p.client.post('/api/bookings/quote', body)).body.total).toBe('30.00');
    // The free plan changes nothing about prices.
    const basic = await member('basic');
    expect((await basic.client.post('/api/bookings/quote', body)).body.total).toBe('70.00');
  });

  it("prices a member's extension at the member rate", async () => {
    const m = await member('member');
    await giveCredits(t.app, m.user.id, 1);
    const booked = await m.client.post('/api/bookings', {
      bayId: bays[1],
      date: t.day(3),
      startTime: '10:00',
      duration: 1,
      creditsUsed: 1,
    });
    expect(booked.status).toBe(201);
    const check = await m.client.post(`/api/bookings/${booked.body.id}/check-extension`, { additionalHours: 1 });
    expect(check.body).toMatchObject({ available: true, hourlyRate: '25.00', extensionCost: '25.00' });
  });

  it("opens the plan's advance window, with the spec's message past it", async () => {
    const m = await member('member');
    const in10 = { bayId: bays[1], date: t.day(10), startTime: '10:00', duration: 1 };
    expect((await m.client.post('/api/bookings/quote', in10)).status).toBe(200);
    const guest = await t.app.client().post('/api/bookings/quote', in10);
    expect(guest.body.message).toBe(
      'Sorry, you can only book up to 7 days in advance with your current membership level. Please choose a date closer to today.',
    );
    const in15 = await m.client.post('/api/bookings/quote', { ...in10, date: t.day(15) });
    expect(in15.body.message).toBe(
      'Sorry, you can only book up to 14 days in advance with your current membership level. Please choose a date closer to today.',
    );
    expect((await m.client.get('/api/booking-window')).body).toMatchObject({ advanceBookingDays: 14 });
  });

  it('answers credit restrictions from the plan and refuses credits on restricted hours at checkout', async () => {
    const m = await member('member');
    const saturday = saturdayFrom(1);
    const check = (time: string) =>
      m.client.post('/api/memberships/check-credit-restrictions', { date: saturday, time });
    expect((await check('18:00')).body).toEqual({
      canUse: false,
      reason:
        'Credits cannot be used for this time slot due to membership restrictions. Please use a different payment method.',
    });
    expect((await check('16:00')).body).toEqual({ canUse: true, reason: null });
    expect((await check('21:00')).body).toEqual({ canUse: true, reason: null });
    // Guests and non-restricted plans: no restriction.
    const guestCheck = await t.app
      .client()
      .post('/api/memberships/check-credit-restrictions', { date: saturday, time: '18:00' });
    expect(guestCheck.body.canUse).toBe(true);

    await giveCredits(t.app, m.user.id, 3);
    const quote = await m.client.post('/api/checkout/quote', {
      bayId: bays[0],
      date: saturday,
      time: '16:00',
      duration: 2,
      useMaxCredits: true,
    });
    expect(quote.status).toBe(200);
    // 16:00 is creditable, 17:00 is not: one credit at most (the mixed breakdown).
    expect(quote.body.maxCredits).toBe(1);
    // Credits on a restricted hour are refused with the spec's message, and nothing is spent or held.
    const refused = await m.client.post('/api/bookings', {
      bayId: bays[0],
      date: saturday,
      startTime: '18:00',
      duration: 1,
      creditsUsed: 1,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(
      'Credits cannot be used for this time slot due to membership restrictions. Please use a different payment method.',
    );
    expect((await m.client.get(`/api/user-credits/${m.user.id}`)).body.total).toBe(3);
    const day = await t.app.client().get(`/api/availability?date=${saturday}&duration=1`);
    const slot = day.body.slots.find((x: { time: string }) => x.time.startsWith('18:00'));
    expect(slot.bays.find((b: { bayId: string }) => b.bayId === bays[0]).available).toBe(true);
  });

  it('charges a past-due member guest prices, and says so on the payment status', async () => {
    const m = await member('premium');
    const state = await runMembership(t.app.ctx, m.user.id, {
      type: 'RecordRenewalFailure',
      periodEnd: (
        await t.app.ctx.knex('user_memberships').where({ user_id: m.user.id }).first()
      ).period_end.toISOString(),
      attempt: 1,
      reason: 'Your card was declined.',
      now: t.now(),
    });
    await t.app.ctx.projections.waitFor(state.position, ['memberships']);
    const quote = await m.client.post('/api/bookings/quote', {
      bayId: bays[1],
      date: t.day(3),
      startTime: '10:00',
      duration: 1,
    });
    expect(quote.body.total).toBe('35.00');
    const status = await m.client.get('/api/user-payment-status');
    expect(status.body).toMatchObject({ isPastDue: true });
    expect(status.body.paymentStatusMessage).toContain('Premium membership payment of $99.00 failed');
    const memberships = await m.client.get('/api/user-memberships');
    expect(memberships.body[0]).toMatchObject({ status: 'past_due', isPastDue: true, plan: { name: 'Premium' } });
  });

  it('cancels at period end and reactivates; visitors get 401', async () => {
    const m = await member('member');
    const cancelled = await m.client.post('/api/memberships/cancel', {});
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.membership).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
    expect(cancelled.body.message).toMatch(/stays active until .* and will not renew/);
    // Still a member until then: member prices hold.
    const q = await m.client.post('/api/bookings/quote', {
      bayId: bays[0],
      date: t.day(4),
      startTime: '10:00',
      duration: 1,
    });
    expect(q.body.total).toBe('25.00');
    const back = await m.client.post('/api/memberships/reactivate', {});
    expect(back.body.membership).toMatchObject({ cancelAtPeriodEnd: false });
    const nobody = (await signUp(t.app)).client;
    expect((await nobody.post('/api/memberships/cancel', {})).body.message).toBe(
      'You do not have an active membership.',
    );
    expect((await nobody.get('/api/user-memberships')).body).toEqual([]);
    expect((await t.app.client().get('/api/user-memberships')).status).toBe(401);
    expect((await t.app.client().get('/api/user-payment-status')).status).toBe(401);
  });
});
