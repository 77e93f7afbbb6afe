import { seedPlans } from '../../src/commands/memberships/plan.commands';
import { signUp } from '../support/auth';
import type { HttpClient } from '../support/http-client';
import { setUpVenue, startBookingApp, type BookingTestApp } from '../bookings/booking-fixtures';
import { cardToken, twinCharges, twinRefunds } from '../payments/payment-fixtures';

const IN_PROGRESS = 'Another membership change is already in progress on your account. Please wait a moment.';

/**
 * The membership line holds the account's membership stream before any money moves: of many orders
 * for one account at once, one pays and the others are refused before their card is charged.
 */
describe('membership holds', () => {
  let t: BookingTestApp;
  beforeAll(async () => {
    t = await startBookingApp();
    await setUpVenue(t.app.ctx, 1);
    await seedPlans(t.app.ctx);
    await t.app.ctx.projections.waitFor(await t.app.ctx.store.head(), ['memberships'], 5000);
  });
  afterAll(async () => {
    await t.app.close();
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
  const memberships = async (client: HttpClient) => (await client.get('/api/user-memberships')).body;
  const started = (userId: string) =>
    t.app.ctx
      .knex('es_events')
      .where('stream_id', 'like', `membership-%.${userId}`)
      .andWhere({ event_type: 'MembershipStarted' });

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
});
