import { sweepExpiredOrders } from '../../src/commands/checkout/sweep-orders.command';
import { seedPlans } from '../../src/commands/memberships/plan.commands';
import { signUp } from '../harness/auth';
import { CrashSwitch } from '../harness/crashing-store';
import type { HttpClient } from '../harness/http-client';
import { setUpVenue, startBookingApp, type BookingTestApp } from '../bookings/booking-fixtures';
import { cardToken, DECLINED_CARD, twinCharges, twinRefunds } from '../payments/payment-fixtures';
import { readLog } from '../harness/event-log';

const IN_PROGRESS = 'Another membership change is already in progress on your account. Please wait a moment.';

/**
 * The membership line holds the account's membership stream before any money moves: of many orders
 * for one account at once, one pays and the others are refused before their card is charged.
 */
describe('membership holds', () => {
  let t: BookingTestApp;
  const crash = new CrashSwitch();
  beforeAll(async () => {
    t = await startBookingApp();
    t.app.ctx.store = crash.wrap(t.app.ctx.store);
    await setUpVenue(t.app.ctx, 1);
    await seedPlans(t.app.ctx);
    await t.app.ctx.projections.waitFor(await t.app.ctx.store.head(), ['memberships'], 5000);
  });
  afterAll(async () => {
    await t.app.close();
  });
  afterEach(() => {
    crash.heal();
    t.setNow(new Date());
  });

  const caughtUp = async () =>
    t.app.ctx.projections.waitFor(await t.app.ctx.store.head(), ['memberships', 'credits', 'payments'], 10_000);
  /** What the card twin (the provider) recorded for this account: charges taken and refunds made. */
  async function providerLog(userId: string) {
    const charges = (await twinCharges(t.app)).filter(
      (c) => c.status !== 'declined' && JSON.stringify(c.metadata).includes(userId),
    );
    const ids = new Set(charges.map((c) => c.id as string));
    const refunds = (await twinRefunds(t.app)).filter((r) => ids.has(r.payment_id as string));
    return { charges: charges.map((c) => c.amount_cents as number), refunds: refunds.length };
  }
  const subscribe = async (client: HttpClient, planId: string, card?: string) =>
    client.post('/api/create-membership-subscription', { planId, sourceId: await cardToken(client, card) });
  const upgrade = async (client: HttpClient, planId: string) =>
    client.post(`/api/memberships/upgrade/${planId}`, {
      paymentMethodId: await cardToken(client),
      processor: 'square',
    });
  const memberships = async (client: HttpClient) => (await client.get('/api/user-memberships')).body;
  const started = async (userId: string) =>
    (await readLog(t.app.ctx.store, { eventTypes: ['MembershipStarted'], streamPrefix: 'membership-' })).filter((e) =>
      e.streamId.endsWith(`.${userId}`),
    );

  it('ten subscriptions to one plan at once: one charge, one membership, nine refusals that charge nothing', async () => {
    const { client, user } = await signUp(t.app);
    const tokens = await Promise.all(Array.from({ length: 10 }, () => cardToken(client)));
    const answers = await Promise.all(
      tokens.map((sourceId, i) =>
        i % 2 === 0
          ? client.post('/api/create-membership-subscription', { planId: 'member', sourceId })
          : client.post('/api/orders', {
              lines: [{ type: 'membership', planId: 'member' }],
              sourceId,
              idempotencyKey: `membership-order-${i}-${sourceId}`,
            }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    const refused = answers.filter((a) => a.status !== 201);
    expect(refused.map((a) => a.status)).toEqual(Array(9).fill(409));
    for (const a of refused)
      expect([IN_PROGRESS, 'You are already a Member member.']).toContain(a.body.message as string);
    await caughtUp();
    expect(await providerLog(user.id)).toEqual({ charges: [4900], refunds: 0 });
    expect(await memberships(client)).toEqual([
      expect.objectContaining({ status: 'active', plan: expect.objectContaining({ name: 'Member' }) }),
    ]);
    expect(await started(user.id)).toHaveLength(1);
  });

  it('a declined card releases the hold: the next attempt with another card joins, charged once', async () => {
    const { client, user } = await signUp(t.app);
    expect((await subscribe(client, 'member', DECLINED_CARD)).status).toBe(402);
    const res = await subscribe(client, 'member');
    expect(res.status).toBe(201);
    await caughtUp();
    expect(await providerLog(user.id)).toEqual({ charges: [4900], refunds: 0 });
  });

  it('an abandoned order keeps others out until the sweep releases its hold; then a join goes through', async () => {
    const { client, user } = await signUp(t.app);
    crash.crashAfter('MembershipHeld');
    expect((await subscribe(client, 'member')).status).toBe(500);
    crash.heal();
    const blocked = await subscribe(client, 'premium');
    expect(blocked.status).toBe(409);
    expect(blocked.body).toMatchObject({ message: IN_PROGRESS, code: 'MEMBERSHIP.CHANGE_IN_PROGRESS' });
    const free = await client.post('/api/memberships/upgrade/basic', {});
    expect(free.body).toMatchObject({ message: IN_PROGRESS });
    await caughtUp();
    expect(await providerLog(user.id)).toEqual({ charges: [], refunds: 0 });

    t.setNow(new Date(Date.now() + 11 * 60_000));
    const swept = await sweepExpiredOrders(t.app.ctx);
    expect(swept.settled.compensated).toBeGreaterThanOrEqual(1);
    const joined = await subscribe(client, 'premium');
    expect(joined.status).toBe(201);
    await caughtUp();
    expect(await providerLog(user.id)).toEqual({ charges: [9900], refunds: 0 });
    expect(await memberships(client)).toEqual([
      expect.objectContaining({ status: 'active', plan: expect.objectContaining({ name: 'Premium' }) }),
    ]);
  });

  it('a join racing a switch: one card charge, one membership, the other refused or billed next cycle', async () => {
    const { client, user } = await signUp(t.app);
    const [join, change] = await Promise.all([subscribe(client, 'member'), upgrade(client, 'premium')]);
    await caughtUp();
    const log = await providerLog(user.id);
    expect(log.refunds).toBe(0);
    expect(log.charges).toHaveLength(1);
    const [first, second] = join.status === 201 ? [join, change] : [change, join];
    expect(first.status).toBe(201);
    // The other one either met the hold (refused, unpaid) or came after the join (a switch, not charged).
    if (second.status === 409) expect(second.body.message).toBe(IN_PROGRESS);
    else expect(second.body).toMatchObject({ switched: expect.any(Object) });
    const plan = second.status === 409 ? first.body.membership.plan.name : second.body.switched.toPlan;
    expect(await memberships(client)).toEqual([
      expect.objectContaining({ status: 'active', plan: expect.objectContaining({ name: plan }) }),
    ]);
    expect(await started(user.id)).toHaveLength(1);
  });
});
