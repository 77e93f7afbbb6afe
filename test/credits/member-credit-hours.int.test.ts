import { randomUUID } from 'node:crypto';
import { runMembership, termsOf } from '../../src/commands/memberships/membership.commands';
import { loadPlan, seedPlans } from '../../src/commands/memberships/plan.commands';
import { signUp } from '../harness/auth';
import { setUpVenue, startBookingApp, type BookingTestApp } from '../bookings/booking-fixtures';
import { cardToken, giveCredits, twinCharges } from '../payments/payment-fixtures';

/**
 * A Member (10.00 off an hour; no credits on weekends 17:00-21:00) on a Saturday priced 35.00, peak
 * 45.00 from 17:00 to 21:00: each hour is priced on its own at the member price, credits cover the
 * whole hours they are allowed on, the card pays the rest.
 */
describe('member prices with credits across a credit-restricted hour', () => {
  let t: BookingTestApp;
  let bays: string[];
  let saturday: string;
  beforeAll(async () => {
    t = await startBookingApp();
    bays = await setUpVenue(t.app.ctx, 2, { peakHourlyRateCents: 4500 });
    await seedPlans(t.app.ctx);
    await t.app.ctx.projections.waitFor(await t.app.ctx.store.head(), ['memberships'], 5000);
    for (let d = 1; ; d++) {
      if (new Date(`${t.day(d)}T12:00:00Z`).getUTCDay() === 6) {
        saturday = t.day(d);
        break;
      }
    }
  }, 90_000);
  afterAll(async () => {
    await t.app.close();
  });

  /** A Member with one credit. */
  async function memberWithOneCredit() {
    const customer = await signUp(t.app);
    const plan = (await loadPlan(t.app.ctx, 'member'))!;
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
    await giveCredits(t.app, customer.user.id, 1);
    return customer;
  }

  it('quotes and charges 35.00 for 16:00-18:00 with one credit on 16:00 (member prices 25.00 and 35.00)', async () => {
    const { client, user } = await memberWithOneCredit();
    const booking = { type: 'booking', bayId: bays[0], date: saturday, startTime: '16:00', duration: 2 };
    const dialog = await client.post('/api/checkout/quote', {
      bayId: bays[0],
      date: saturday,
      time: '16:00',
      duration: 2,
      useMaxCredits: true,
    });
    expect(dialog.status).toBe(200);
    expect(dialog.body).toMatchObject({ maxCredits: 1, creditsUsed: 1, creditsValue: '25.00', amountDue: '35.00' });

    const quote = await client.post('/api/orders/quote', { lines: [booking], creditsUsed: 1 });
    expect(quote.body.total).toBe('35.00');

    const before = (await twinCharges(t.app)).length;
    const paid = await client.post('/api/orders', {
      lines: [booking],
      creditsUsed: 1,
      sourceId: await cardToken(client),
      idempotencyKey: randomUUID(),
      expectedAmount: '35.00',
    });
    expect(paid.status).toBe(201);
    expect(paid.body.amountCharged).toBe('35.00');
    expect((await twinCharges(t.app)).slice(before).map((c) => c.amount_cents)).toEqual([3500]);
    expect((await client.get(`/api/user-credits/${user.id}`)).body.total).toBe(0);
  });

  it('puts the credit on a later allowed hour when the first hour is restricted (20:00-22:00)', async () => {
    const { client } = await memberWithOneCredit();
    const dialog = await client.post('/api/checkout/quote', {
      bayId: bays[1],
      date: saturday,
      time: '20:00',
      duration: 2,
      useMaxCredits: true,
    });
    expect(dialog.status).toBe(200);
    // 20:00 is peak and restricted (member price 35.00); 21:00 is off-peak and allowed (25.00).
    expect(dialog.body).toMatchObject({ maxCredits: 1, creditsUsed: 1, creditsValue: '25.00', amountDue: '35.00' });
    const quote = await client.post('/api/orders/quote', {
      lines: [{ type: 'booking', bayId: bays[1], date: saturday, startTime: '20:00', duration: 2 }],
      creditsUsed: 1,
    });
    expect(quote.body.total).toBe('35.00');
  });
});
