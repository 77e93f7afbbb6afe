import { renewDueMemberships } from '../../src/commands/memberships/renew-memberships.command';
import { seedPlans } from '../../src/commands/memberships/plan.commands';
import { signUp } from '../harness/auth';
import type { HttpClient } from '../harness/http-client';
import { setUpVenue, startBookingApp, type BookingTestApp } from '../bookings/booking-fixtures';
import { cardToken, twinCharges, twinRefunds } from '../payments/payment-fixtures';

/**
 * Spec (memberships page FAQ): switching is immediate and the new amount is billed next cycle. A member
 * of a paid plan is not charged when switching; the renewal at the period's end charges the new price.
 */
describe('switching plans', () => {
  let t: BookingTestApp;
  let bays: string[];
  let admin: HttpClient;
  beforeAll(async () => {
    t = await startBookingApp();
    bays = await setUpVenue(t.app.ctx, 1);
    await seedPlans(t.app.ctx);
    await t.app.ctx.projections.waitFor(await t.app.ctx.store.head(), ['memberships'], 5000);
    admin = (await signUp(t.app, t.app.client(), { role: 'admin' })).client;
  });
  afterAll(async () => {
    await t.app.close();
  });
  afterEach(() => t.setNow(new Date()));

  const venueDay = (iso: string) =>
    new Date(iso).toLocaleDateString('en-US', {
      timeZone: t.app.config.VENUE_TIMEZONE,
      month: 'long',
      day: 'numeric',
      year: 'numeric',
    });

  const caughtUp = async () =>
    t.app.ctx.projections.waitFor(await t.app.ctx.store.head(), ['memberships', 'credits', 'payments'], 10_000);
  async function providerLog(userId: string) {
    const charges = (await twinCharges(t.app)).filter(
      (c) => c.status !== 'declined' && JSON.stringify(c.metadata).includes(userId),
    );
    const ids = new Set(charges.map((c) => c.id as string));
    const refunds = (await twinRefunds(t.app)).filter((r) => ids.has(r.payment_id as string));
    return { charges: charges.map((c) => c.amount_cents as number), refunds: refunds.length };
  }
  const membershipOf = async (client: HttpClient) => (await client.get('/api/user-memberships')).body[0] ?? null;
  const hourPrice = async (client: HttpClient) =>
    (await client.post('/api/bookings/quote', { bayId: bays[0], date: t.day(2), startTime: '10:00', duration: 1 })).body
      .total;

  async function member(planId = 'member') {
    const customer = await signUp(t.app);
    const res = await customer.client.post('/api/create-membership-subscription', {
      planId,
      sourceId: await cardToken(customer.client),
    });
    expect(res.status).toBe(201);
    await caughtUp();
    return { ...customer, joined: await membershipOf(customer.client) };
  }

  it('Member to Premium a minute after joining: nothing charged now, $99 at the next renewal', async () => {
    const { client, user, joined } = await member();
    t.setNow(new Date(Date.now() + 60_000));
    const res = await client.post('/api/memberships/upgrade/premium', {
      paymentMethodId: await cardToken(client),
      processor: 'square',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      processor: null,
      checkoutUrl: null,
      message: `You're now on Premium. Nothing is charged today; $99.00 a month is billed from ${venueDay(joined.currentPeriodEnd)}.`,
      switched: { fromPlan: 'Member', toPlan: 'Premium', nextCharge: '99.00', billedFrom: joined.currentPeriodEnd },
    });
    await caughtUp();
    expect(await providerLog(user.id)).toEqual({ charges: [4900], refunds: 0 });
    // The switch is immediate: Premium's price now; the paid period is the same one.
    expect(await membershipOf(client)).toMatchObject({
      status: 'active',
      plan: { name: 'Premium' },
      currentPeriodStart: joined.currentPeriodStart,
      currentPeriodEnd: joined.currentPeriodEnd,
    });
    expect(await hourPrice(client)).toBe('15.00');
    expect((await admin.get(`/api/admin/users/${user.id}/membership/history`)).body.items.at(-1).summary).toBe(
      `Switched from Member to Premium ($99.00 a month from ${venueDay(joined.currentPeriodEnd)})`,
    );

    t.setNow(new Date(Date.parse(joined.currentPeriodEnd) + 60_000));
    await renewDueMemberships(t.app.ctx);
    await renewDueMemberships(t.app.ctx);
    await caughtUp();
    expect(await providerLog(user.id)).toEqual({ charges: [4900, 9900], refunds: 0 });
    expect(await membershipOf(client)).toMatchObject({
      status: 'active',
      plan: { name: 'Premium' },
      currentPeriodStart: joined.currentPeriodEnd,
    });
  });

  it('a booking with a switch to Premium pays the booking at the Premium rate and nothing for the plan yet', async () => {
    const { client, user } = await member();
    const res = await client.post('/api/orders', {
      lines: [
        { type: 'booking', bayId: bays[0], date: t.day(3), startTime: '12:00', duration: 2 },
        { type: 'membership', planId: 'premium' },
      ],
      sourceId: await cardToken(client),
      idempotencyKey: `switch-booking-${user.id}`,
    });
    expect(res.status).toBe(201);
    expect(res.body.amountCharged).toBe('30.00');
    await caughtUp();
    expect(await providerLog(user.id)).toEqual({ charges: [4900, 3000], refunds: 0 });
    expect(await membershipOf(client)).toMatchObject({ plan: { name: 'Premium' } });
  });

  it('with Stripe active a member switches without a card setup; a free plan is a switch too', async () => {
    expect((await admin.put('/api/admin/payment-config', { processor: 'stripe' })).status).toBe(200);
    try {
      const { client, user, joined } = await member('premium');
      const res = await client.post('/api/memberships/upgrade/member', {});
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        clientSecret: null,
        requiresPaymentMethod: false,
        switched: { toPlan: 'Member' },
      });
      const basic = await client.post('/api/memberships/upgrade/basic', {});
      expect(basic.body.message).toBe(
        `You're now on Basic. Nothing is charged today; $0.00 a month is billed from ${venueDay(joined.currentPeriodEnd)}.`,
      );
      await caughtUp();
      expect(await providerLog(user.id)).toEqual({ charges: [9900], refunds: 0 });
      expect(await membershipOf(client)).toMatchObject({
        plan: { name: 'Basic' },
        currentPeriodEnd: joined.currentPeriodEnd,
      });
    } finally {
      await admin.put('/api/admin/payment-config', { processor: 'square' });
    }
  });
});
