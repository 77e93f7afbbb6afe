import { sweepExpiredOrders } from '../../src/commands/checkout/sweep-orders.command';
import { seedOffers } from '../../src/commands/offers/offer.commands';
import { stableId } from '../../src/commands/payments/charge-card';
import { signUp } from '../harness/auth';
import { CrashSwitch } from '../harness/crashing-store';
import type { HttpClient } from '../harness/http-client';
import { TestRedis } from '../harness/redis-server';
import { setUpVenue, startBookingApp, type BookingTestApp } from '../bookings/booking-fixtures';
import { cardToken, twinCharges } from '../payments/payment-fixtures';
import { waitFor } from '../harness/wait-for';

/** The app on a Redis of its own, which the drill stops, restarts and crashes under booking load. */
describe('Redis drill', () => {
  let redis: TestRedis;
  let t: BookingTestApp;
  let bays: string[];
  let date: string;
  const crash = new CrashSwitch();
  beforeAll(async () => {
    redis = await TestRedis.start();
    t = await startBookingApp({ REDIS_URL: redis.url });
    bays = await setUpVenue(t.app.ctx, 6);
    await seedOffers(t.app.ctx);
    date = t.day(3);
    t.app.ctx.store = crash.wrap(t.app.ctx.store);
  });
  afterAll(async () => {
    await t.app.close();
    await redis.close();
  });

  const book = async (client: HttpClient, bayId: string, time: string) => {
    const token = await cardToken(client);
    const bookingData = { date, time, duration: 1, bayId };
    return {
      token,
      res: await client.post('/api/square/process-payment', { sourceId: token, amount: 3500, bookingData }),
    };
  };
  const receiptsTo = async (phone: string) =>
    Number(
      (
        await t.app.ctx.knex('dev_sms_outbox').where({ to_phone: phone, reason: 'payment_receipt' }).count({ n: '*' })
      )[0].n,
    );

  it('keeps taking bookings while Redis is down for 10 s, then delivers every receipt exactly once', async () => {
    const customers = await Promise.all(Array.from({ length: 9 }, () => signUp(t.app)));
    const slot = (i: number) => [bays[i % 6], `${10 + Math.floor(i / 6)}:00`] as const;
    const before = await Promise.all(customers.slice(0, 3).map((c, i) => book(c.client, ...slot(i))));
    await redis.stop({ keepData: true });
    const downAt = Date.now();
    const during = await Promise.all(customers.slice(3, 6).map((c, i) => book(c.client, ...slot(i + 3))));
    // A fixed pause on purpose: the outage lasts 10 s.
    await new Promise((r) => setTimeout(r, Math.max(0, 10_000 - (Date.now() - downAt))));
    await redis.up();
    const after = await Promise.all(customers.slice(6).map((c, i) => book(c.client, ...slot(i + 6))));
    expect([...before, ...during, ...after].map((b) => b.res.status)).toEqual(Array(9).fill(201));

    const counts = () => Promise.all(customers.map((c) => receiptsTo(c.user.phoneNumber)));
    await waitFor(counts, {
      until: (n) => n.every((x) => x >= 1),
      timeoutMs: 60_000,
      what: 'a receipt to each customer',
    });
    // A late duplicate would show up now.
    await new Promise((r) => setTimeout(r, 2000));
    const delivered = await counts();
    console.log(
      `Redis drill: 9 paid bookings (3 during a 10 s outage), all 201; ` +
        `${delivered.reduce((a, b) => a + b, 0)} receipts delivered for 9 customers (${delivered.filter((n) => n === 1).length} exactly once)`,
    );
    expect(delivered).toEqual(Array(9).fill(1));
  }, 120_000);

  it('after a crash mid-checkout and a Redis restart without its data, no hold outlives its expiry and no charge lacks its booking', async () => {
    const paid = await signUp(t.app);
    const unpaid = await signUp(t.app);
    crash.crashAfter('CheckoutCharged');
    const a = await book(paid.client, bays[0], '16:00');
    crash.crashAfter('BookingPlaced');
    const b = await book(unpaid.client, bays[1], '16:00');
    crash.heal();
    expect([a.res.status, b.res.status]).toEqual([500, 500]);
    await redis.crash();
    await redis.up();

    t.setNow(new Date(t.now().getTime() + 11 * 60_000));
    try {
      await t.app.ctx.projections.waitFor(await t.app.ctx.store.head(), ['bookings', 'payments'], 15_000);
      const report = await sweepExpiredOrders(t.app.ctx);
      console.log(
        `Redis drill after a crash and a Redis restart without data: sweep settled ${JSON.stringify(report.settled)}`,
      );
      // The scheduled sweep runs every minute on the same clock, which just moved 11 minutes on: it may
      // settle an order first, and this sweep then finds it settled ('not-pending'). Either way both
      // orders are settled, once; how each ended is checked below.
      const settled = report.settled as Record<string, number>;
      expect(Object.keys(settled).filter((k) => !['confirmed', 'compensated', 'not-pending'].includes(k))).toEqual([]);
      expect((settled.confirmed ?? 0) + (settled.compensated ?? 0) + (settled['not-pending'] ?? 0)).toBe(2);
      await t.app.ctx.projections.waitFor(await t.app.ctx.store.head(), ['bookings'], 15_000);
      const stale = await t.app.ctx
        .knex('bookings')
        .where({ status: 'pending' })
        .andWhere('hold_expires_at', '<', t.now());
      expect(stale).toEqual([]);
      const orderA = stableId('checkout', paid.user.id, a.token);
      expect(await t.app.ctx.knex('bookings').where({ id: orderA }).first('status', 'payment_status')).toEqual({
        status: 'confirmed',
        payment_status: 'paid',
      });
      // The order that crashed before its charge gave its bay back: no booking of it stands.
      const orderB = stableId('checkout', unpaid.user.id, b.token);
      const rowB = await t.app.ctx.knex('bookings').where({ id: orderB }).first('status');
      expect(['pending', 'confirmed']).not.toContain(rowB?.status);
      const charges = await twinCharges(t.app);
      expect(charges.filter((c) => c.source_token === a.token)).toHaveLength(1);
      expect(charges.filter((c) => c.source_token === b.token)).toHaveLength(0);
    } finally {
      t.setNow(new Date(t.now().getTime() - 11 * 60_000));
    }
  }, 120_000);
});
