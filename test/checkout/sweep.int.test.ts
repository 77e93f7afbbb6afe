import { sweepExpiredOrders } from '../../src/commands/checkout/sweep-orders.command';
import { stableId } from '../../src/commands/payments/charge-card';
import { bookingById } from '../../src/projections/bookings/bookings.queries';
import { signUp } from '../harness/auth';
import { CrashSwitch } from '../harness/crashing-store';
import type { BookingTestApp } from '../bookings/booking-fixtures';
import { cardToken, giveCredits, startPaymentApp, twinCharges } from '../payments/payment-fixtures';

describe('the sweep settles what the job queue forgot', () => {
  let t: BookingTestApp;
  let bays: string[];
  let date: string;
  const crash = new CrashSwitch();
  beforeAll(async () => {
    ({ t, bays, date } = await startPaymentApp(2, 3));
    t.app.ctx.store = crash.wrap(t.app.ctx.store);
  });
  afterAll(async () => {
    await t.app.close();
  });

  const settle = async () =>
    t.app.ctx.projections.waitFor(await t.app.ctx.store.head(), ['bookings', 'payments', 'credits'], 10_000);
  const later = (ms: number) => t.setNow(new Date(t.now().getTime() + ms));

  it('undoes a crashed order and rolls a paid one forward once they are past their hold, and leaves young ones', async () => {
    const pay = async (bayId: string, time: string, credits = 0) => {
      const { client, user } = await signUp(t.app);
      if (credits) await giveCredits(t.app, user.id, credits);
      const token = await cardToken(client);
      const bookingData = { date, time, duration: 1, bayId, creditsUsed: credits };
      const res = await client.post('/api/square/process-payment', {
        sourceId: token,
        amount: 3500 - credits * 3500,
        bookingData,
      });
      return { res, user, token, client, orderId: stableId('checkout', user.id, token) };
    };
    crash.crashAfter('CreditsSpent');
    const unpaid = await pay(bays[0], '10:00', 0.5);
    crash.crashAfter('CheckoutCharged');
    const paid = await pay(bays[1], '10:00');
    crash.heal();
    expect([unpaid.res.status, paid.res.status]).toEqual([500, 500]);
    await t.app.ctx.projections.waitFor(await t.app.ctx.store.head(), ['bookings', 'payments'], 10_000);

    expect(await sweepExpiredOrders(t.app.ctx)).toMatchObject({ checked: 0 });
    later(11 * 60_000);
    try {
      const report = await sweepExpiredOrders(t.app.ctx);
      expect(report).toMatchObject({ checked: 2, settled: { compensated: 1, confirmed: 1 }, failed: 0 });
      await settle();
      expect(await bookingById(t.app.ctx, unpaid.orderId)).toMatchObject({ status: 'released' });
      expect(await bookingById(t.app.ctx, paid.orderId)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
      expect((await unpaid.client.get(`/api/user-credits/${unpaid.user.id}`)).body.total).toBe(0.5);
      expect((await twinCharges(t.app)).filter((c) => c.source_token === paid.token)).toHaveLength(1);
      await t.app.ctx.projections.waitFor(await t.app.ctx.store.head(), ['payments'], 10_000);
      expect(await sweepExpiredOrders(t.app.ctx)).toMatchObject({ checked: 0 });
    } finally {
      later(-11 * 60_000);
    }
  });

  it('settles an order whose card was asked for a minute after it started, not at the end of its hold', async () => {
    const { client, user } = await signUp(t.app);
    const token = await cardToken(client);
    t.app.ctx.payments.twin.faults.chargeUnreachable = 2;
    const bookingData = { date, time: '15:00', duration: 1, bayId: bays[0], creditsUsed: 0 };
    const res = await client.post('/api/square/process-payment', { sourceId: token, amount: 3500, bookingData });
    expect(res.status).toBe(502);
    const orderId = stableId('checkout', user.id, token);
    await t.app.ctx.projections.waitFor(await t.app.ctx.store.head(), ['bookings', 'payments'], 10_000);
    expect(await bookingById(t.app.ctx, orderId)).toMatchObject({ status: 'pending' });

    later(2 * 60_000);
    try {
      const report = await sweepExpiredOrders(t.app.ctx);
      expect(report).toMatchObject({ settled: { confirmed: 1 }, failed: 0 });
      await settle();
      expect(await bookingById(t.app.ctx, orderId)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
      expect((await twinCharges(t.app)).filter((c) => c.source_token === token)).toHaveLength(1);
      expect((await sweepExpiredOrders(t.app.ctx)).settled).toEqual({});
    } finally {
      later(-2 * 60_000);
    }
  });
});
