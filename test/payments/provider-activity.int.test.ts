import { URL } from 'node:url';
import { startProviderServer, squareAgainst, stripeAgainst, type ProviderServer } from './provider-server';

/**
 * The adapters' reading of what the provider moved (for reconciling the ledger with it), through the
 * official SDKs against local provider-shaped servers: every page is read, each movement is named by
 * the payment the app knows, refunds and payouts are money out.
 */
describe('reading the provider activity of a period through the SDKs', () => {
  let server: ProviderServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  it('Stripe: every page of balance transactions, charges and refunds by PaymentIntent, payouts', async () => {
    const page1 = [
      {
        id: 'txn_1',
        object: 'balance_transaction',
        type: 'charge',
        amount: 3500,
        created: 1_795_000_000,
        source: { id: 'ch_1', object: 'charge', payment_intent: 'pi_1' },
      },
      {
        id: 'txn_2',
        object: 'balance_transaction',
        type: 'refund',
        amount: -1000,
        created: 1_795_000_100,
        source: { id: 're_1', object: 'refund', payment_intent: 'pi_1' },
      },
    ];
    const page2 = [
      {
        id: 'txn_3',
        object: 'balance_transaction',
        type: 'payout',
        amount: -2500,
        created: 1_795_000_200,
        source: { id: 'po_1', object: 'payout' },
      },
      {
        id: 'txn_4',
        object: 'balance_transaction',
        type: 'stripe_fee',
        amount: -100,
        created: 1_795_000_300,
        source: null,
      },
    ];
    server = await startProviderServer((req) => {
      const url = new URL(req.path, 'http://x');
      const after = url.searchParams.get('starting_after');
      const data = after ? page2 : page1;
      return { status: 200, body: { object: 'list', url: '/v1/balance_transactions', has_more: !after, data } };
    });
    const from = new Date('2026-11-01T00:00:00Z');
    const to = new Date('2026-12-01T00:00:00Z');
    const activity = await stripeAgainst(server).listActivity({ from, to });
    expect(activity.map(({ kind, id, paymentId, amountCents }) => ({ kind, id, paymentId, amountCents }))).toEqual([
      { kind: 'charge', id: 'ch_1', paymentId: 'pi_1', amountCents: 3500 },
      { kind: 'refund', id: 're_1', paymentId: 'pi_1', amountCents: 1000 },
      { kind: 'payout', id: 'po_1', paymentId: null, amountCents: 2500 },
    ]);
    const first = new URL(server.requests[0].path, 'http://x').searchParams;
    expect(first.get('created[gte]')).toBe(String(from.getTime() / 1000));
    expect(first.get('created[lt]')).toBe(String(to.getTime() / 1000));
    expect([...first.entries()].filter(([k]) => k.startsWith('expand'))).toEqual([['expand[0]', 'data.source']]);
    expect(server.requests).toHaveLength(2);
  });

  it('Square: completed payments, refunds and paid payouts of the period', async () => {
    server = await startProviderServer((req) => {
      const url = new URL(req.path, 'http://x');
      if (url.pathname === '/v2/payments')
        return url.searchParams.get('cursor')
          ? {
              status: 200,
              body: { payments: [{ id: 'pay_2', status: 'FAILED', amount_money: { amount: 900, currency: 'USD' } }] },
            }
          : {
              status: 200,
              body: {
                payments: [
                  {
                    id: 'pay_1',
                    status: 'COMPLETED',
                    amount_money: { amount: 3500, currency: 'USD' },
                    created_at: '2026-11-02T10:00:00Z',
                  },
                ],
                cursor: 'next',
              },
            };
      if (url.pathname === '/v2/refunds')
        return {
          status: 200,
          body: {
            refunds: [
              { id: 'rf_1', status: 'COMPLETED', payment_id: 'pay_1', amount_money: { amount: 500, currency: 'USD' } },
            ],
          },
        };
      if (url.pathname === '/v2/payouts')
        return {
          status: 200,
          body: {
            payouts: [
              { id: 'po_1', status: 'PAID', amount_money: { amount: 3000, currency: 'USD' } },
              { id: 'po_2', status: 'SENT', amount_money: { amount: 100, currency: 'USD' } },
            ],
          },
        };
      return { status: 404, body: {} };
    });
    const activity = await squareAgainst(server).listActivity({
      from: new Date('2026-11-01T00:00:00Z'),
      to: new Date('2026-12-01T00:00:00Z'),
    });
    expect(activity.map(({ kind, id, paymentId, amountCents }) => ({ kind, id, paymentId, amountCents }))).toEqual([
      { kind: 'charge', id: 'pay_1', paymentId: 'pay_1', amountCents: 3500 },
      { kind: 'refund', id: 'rf_1', paymentId: 'pay_1', amountCents: 500 },
      { kind: 'payout', id: 'po_1', paymentId: null, amountCents: 3000 },
    ]);
    const payments = new URL(server.requests[0].path, 'http://x').searchParams;
    expect(payments.get('begin_time')).toBe('2026-11-01T00:00:00.000Z');
    expect(payments.get('location_id')).toBe('LOC1');
  });
});
