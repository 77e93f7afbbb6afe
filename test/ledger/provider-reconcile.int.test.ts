import { randomUUID } from 'node:crypto';
import { signUp } from '../harness/auth';
import type { HttpClient } from '../harness/http-client';
import type { BookingTestApp } from '../bookings/booking-fixtures';
import { cardToken, startPaymentApp } from '../payments/payment-fixtures';
import { reconcileCli } from './reconcile-cli';

/**
 * The ledger against the card provider's own report (here the card twin, standing in for Square):
 * the admin's Reconciliation page and `npm run reconcile -- --provider` list every payment whose card
 * money differs and every payout the ledger lacks; refunds and payouts that came by webhook agree.
 */
describe('reconciling the ledger with the card provider', () => {
  let t: BookingTestApp;
  let bays: string[];
  let date: string;
  let admin: HttpClient;

  beforeAll(async () => {
    ({ t, bays, date } = await startPaymentApp(1, 3));
    admin = (await signUp(t.app, undefined, { role: 'admin' })).client;
  }, 60_000);
  afterAll(async () => {
    await t?.app.close();
  });

  const settled = async () => {
    const ok = await t.app.ctx.projections.waitFor(await t.app.ctx.store.head(), undefined, 30_000);
    if (!ok) throw new Error('read models did not catch up');
  };

  async function paid(startTime: string): Promise<string> {
    const buyer = await signUp(t.app);
    const res = await buyer.client.post('/api/orders', {
      lines: [{ type: 'booking', bayId: bays[0], date, startTime, duration: 1 }],
      sourceId: await cardToken(buyer.client),
      idempotencyKey: randomUUID(),
      expectedAmount: '35.00',
    });
    expect(res.status).toBe(201);
    return (await t.app.ctx.knex('payments').where({ booking_id: res.body.orderId }).first()).payment_id;
  }

  const squareCheck = async () => {
    const res = await admin.get('/api/admin/reconciliation/providers');
    expect(res.status).toBe(200);
    return res.body.providers.find((p: { provider: string }) => p.provider === 'square');
  };

  it('agrees when every movement reached the ledger, and names each that did not', async () => {
    const first = await paid('09:00');
    const second = await paid('11:00');
    // A dashboard refund and a payout that arrive by (signed) webhook: in the ledger.
    const refund = await admin.post('/api/dev/card-twin/provider-events', {
      provider: 'square',
      kind: 'refund',
      paymentId: first,
      amount: '10.00',
    });
    expect(refund.body.answer.status).toBe(200);
    const payout = await admin.post('/api/dev/card-twin/provider-events', {
      provider: 'square',
      kind: 'payout',
      amount: '25.00',
    });
    expect(payout.body.answer.status).toBe(200);
    await settled();
    const agreed = await squareCheck();
    expect(agreed).toMatchObject({ checked: true, error: null, differences: [] });
    expect(agreed.movements).toBe(4); // two payments, a refund, a payout

    // A refund and a payout whose webhooks never came: the provider has them, the ledger does not.
    const lostRefund = await t.app.ctx.payments.twin.dashboardRefund(second, 500);
    const lostPayout = await t.app.ctx.payments.twin.payout('square', 4000, date);
    const found = await squareCheck();
    expect(found.differences).toEqual([
      expect.objectContaining({
        check: 'provider_payment',
        subject: `square payment ${second}`,
        expected: '$30.00',
        actual: '$35.00',
      }),
      expect.objectContaining({
        check: 'provider_payout',
        subject: `square payout ${lostPayout}`,
        expected: '$40.00',
        actual: '$0.00',
      }),
    ]);
    expect(lostRefund).toMatch(/^refund_twin_/);

    const printed = await reconcileCli(t.app, ['--provider']);
    expect(printed.code).toBe(1);
    expect(printed.out).toContain(`[provider_payment] square payment ${second}`);
    expect(printed.out).toContain(`[provider_payout] square payout ${lostPayout}`);
    expect(printed.out).toMatch(/2 differences with the providers/);
  }, 180_000);
});
