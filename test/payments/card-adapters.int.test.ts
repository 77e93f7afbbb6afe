import { CardProviderRejectedError, CardProviderUnavailableError } from '../../src/integrations/card-processor';
import type { SquareCardProcessor } from '../../src/integrations/square/square-card-processor';
import type { StripeCardProcessor } from '../../src/integrations/stripe/stripe-card-processor';
import { signUp } from '../harness/auth';
import { setUpVenue, startBookingApp, type BookingTestApp } from '../bookings/booking-fixtures';
import {
  squareAgainst,
  startProviderServer,
  stripeAgainst,
  type ProviderServer,
  type RecordedRequest,
} from './provider-server';

/** Square's REST shape: /v2/payments and /v2/refunds, snake_case JSON, errors[] with categories. */
function squareHandler() {
  const byKey = new Map<string, unknown>();
  return (req: RecordedRequest) => {
    const body = JSON.parse(req.body || '{}');
    if (req.path === '/v2/payments') {
      if (body.source_id === 'cnon:network-error') return 'drop' as const;
      if (body.source_id === 'cnon:card-nonce-declined') {
        return {
          status: 402,
          body: {
            errors: [
              {
                category: 'PAYMENT_METHOD_ERROR',
                code: 'GENERIC_DECLINE',
                detail: "Authorization error: 'GENERIC_DECLINE'",
              },
            ],
            payment: { id: 'sq_declined', status: 'FAILED' },
          },
        };
      }
      const payment = byKey.get(body.idempotency_key) ?? {
        id: `sq_pay_${byKey.size + 1}`,
        status: 'COMPLETED',
        amount_money: body.amount_money,
        card_details: { card: { last_4: '1111' } },
      };
      byKey.set(body.idempotency_key, payment);
      return { status: 200, body: { payment } };
    }
    if (req.path === '/v2/refunds') {
      if (body.payment_id === 'sq_unknown')
        return {
          status: 404,
          body: { errors: [{ category: 'INVALID_REQUEST_ERROR', code: 'NOT_FOUND', detail: 'Payment not found' }] },
        };
      return {
        status: 200,
        body: {
          refund: {
            id: `sq_refund_${body.idempotency_key}`,
            status: 'PENDING',
            payment_id: body.payment_id,
            amount_money: body.amount_money,
          },
        },
      };
    }
    if (req.method === 'POST' && req.path === '/v2/online-checkout/payment-links') {
      return {
        status: 200,
        body: {
          payment_link: {
            id: 'pl_1',
            version: 1,
            url: 'https://sandbox.square.link/u/abc123',
            order_id: body.quick_pay?.price_money?.amount === 4900 ? 'ord_paid' : 'ord_open',
          },
        },
      };
    }
    if (req.method === 'DELETE' && req.path === '/v2/online-checkout/payment-links/pl_1')
      return { status: 200, body: { id: 'pl_1' } };
    if (req.method === 'GET' && req.path === '/v2/orders/ord_paid') {
      return {
        status: 200,
        body: {
          order: {
            id: 'ord_paid',
            location_id: 'LOC1',
            state: 'OPEN',
            total_money: { amount: 4900, currency: 'USD' },
            net_amount_due_money: { amount: 0, currency: 'USD' },
            tenders: [
              { id: 't1', type: 'CARD', payment_id: 'sq_pay_link', amount_money: { amount: 4900, currency: 'USD' } },
            ],
          },
        },
      };
    }
    if (req.method === 'GET' && req.path === '/v2/orders/ord_open') {
      return {
        status: 200,
        body: {
          order: {
            id: 'ord_open',
            location_id: 'LOC1',
            state: 'OPEN',
            total_money: { amount: 9900, currency: 'USD' },
            net_amount_due_money: { amount: 9900, currency: 'USD' },
          },
        },
      };
    }
    return { status: 404, body: { errors: [{ category: 'INVALID_REQUEST_ERROR', code: 'NOT_FOUND' }] } };
  };
}

/** Stripe's REST shape: form-encoded /v1/payment_intents and /v1/refunds, error.type card_error on declines. */
function stripeHandler() {
  return (req: RecordedRequest) => {
    const form = new URLSearchParams(req.body);
    if (req.path === '/v1/payment_intents') {
      if (form.get('payment_method') === 'pm_network_error') return 'drop' as const;
      if (form.get('payment_method') === 'pm_card_chargeDeclined') {
        return {
          status: 402,
          body: {
            error: {
              type: 'card_error',
              code: 'card_declined',
              decline_code: 'generic_decline',
              message: 'Your card was declined.',
            },
          },
        };
      }
      return {
        status: 200,
        body: {
          id: 'pi_local_1',
          object: 'payment_intent',
          status: 'succeeded',
          amount: Number(form.get('amount')),
          currency: 'usd',
        },
      };
    }
    if (req.method === 'POST' && req.path === '/v1/customers')
      return { status: 200, body: { id: 'cus_local_1', object: 'customer' } };
    if (req.method === 'POST' && req.path === '/v1/setup_intents') {
      return {
        status: 200,
        body: {
          id: 'seti_1',
          object: 'setup_intent',
          client_secret: 'seti_1_secret_abc',
          status: 'requires_payment_method',
          customer: form.get('customer'),
          usage: form.get('usage'),
        },
      };
    }
    if (req.method === 'GET' && req.path.startsWith('/v1/setup_intents/seti_1')) {
      return {
        status: 200,
        body: {
          id: 'seti_1',
          object: 'setup_intent',
          status: 'succeeded',
          customer: 'cus_local_1',
          payment_method: { id: 'pm_3ds', object: 'payment_method', card: { brand: 'visa', last4: '3155' } },
        },
      };
    }
    if (req.method === 'GET' && req.path.startsWith('/v1/setup_intents/seti_failed')) {
      return {
        status: 200,
        body: {
          id: 'seti_failed',
          object: 'setup_intent',
          status: 'requires_payment_method',
          customer: 'cus_local_1',
          payment_method: null,
          last_setup_error: {
            type: 'invalid_request_error',
            code: 'setup_intent_authentication_failure',
            message: 'We are unable to authenticate your payment method.',
          },
        },
      };
    }
    if (req.method === 'GET' && req.path.startsWith('/v1/setup_intents/seti_waiting'))
      return { status: 200, body: { id: 'seti_waiting', object: 'setup_intent', status: 'requires_action' } };
    if (req.path === '/v1/refunds') {
      return {
        status: 200,
        body: {
          id: 're_local_1',
          object: 'refund',
          status: 'succeeded',
          amount: Number(form.get('amount')),
          payment_intent: form.get('payment_intent'),
        },
      };
    }
    return { status: 404, body: { error: { type: 'invalid_request_error', message: 'Unrecognized request URL' } } };
  };
}

describe('the Square adapter on the official SDK', () => {
  let server: ProviderServer;
  let square: SquareCardProcessor;
  beforeAll(async () => {
    server = await startProviderServer(squareHandler());
    square = squareAgainst(server);
  });
  afterAll(() => server.close());

  it('charges in cents with the idempotency key and answers the payment id', async () => {
    const result = await square.charge({
      amountCents: 3500,
      sourceToken: 'cnon:card-nonce-ok',
      idempotencyKey: 'booking-abc',
      metadata: { bookingId: 'abc' },
    });
    expect(result).toMatchObject({ status: 'approved', paymentId: 'sq_pay_1', amountCents: 3500 });
    const sent = server.requests.at(-1)!;
    expect(sent.headers.authorization).toBe('Bearer EAAA-test');
    expect(JSON.parse(sent.body)).toMatchObject({
      source_id: 'cnon:card-nonce-ok',
      idempotency_key: 'booking-abc',
      amount_money: { amount: 3500, currency: 'USD' },
      location_id: 'LOC1',
      autocomplete: true,
    });
    const again = await square.charge({
      amountCents: 3500,
      sourceToken: 'cnon:card-nonce-ok',
      idempotencyKey: 'booking-abc',
    });
    expect(again).toMatchObject({ status: 'approved', paymentId: 'sq_pay_1' });
  });

  it('turns a decline into a declined result with a reason a customer understands', async () => {
    const result = await square.charge({
      amountCents: 3500,
      sourceToken: 'cnon:card-nonce-declined',
      idempotencyKey: 'k2',
    });
    expect(result).toEqual({ status: 'declined', reason: 'Your card was declined.', code: 'GENERIC_DECLINE' });
  });

  it('reports a network error as unavailable (outcome unknown, retry with the same key)', async () => {
    await expect(
      square.charge({ amountCents: 3500, sourceToken: 'cnon:network-error', idempotencyKey: 'k3' }),
    ).rejects.toBeInstanceOf(CardProviderUnavailableError);
  });

  it('refunds with its own idempotency key; a refused refund is not retried', async () => {
    const refund = await square.refund({ paymentId: 'sq_pay_1', amountCents: 1000, idempotencyKey: 'refund-evt1' });
    expect(refund).toEqual({ refundId: 'sq_refund_refund-evt1', status: 'pending' });
    expect(JSON.parse(server.requests.at(-1)!.body)).toMatchObject({
      payment_id: 'sq_pay_1',
      idempotency_key: 'refund-evt1',
      amount_money: { amount: 1000, currency: 'USD' },
    });
    await expect(
      square.refund({ paymentId: 'sq_unknown', amountCents: 1000, idempotencyKey: 'refund-evt2' }),
    ).rejects.toBeInstanceOf(CardProviderRejectedError);
  });

  it('opens a payment link for a hosted checkout and reads whether its order was paid', async () => {
    const page = await square.createHostedCheckout({
      amountCents: 4900,
      name: 'Member membership - first month',
      idempotencyKey: 'membership-checkout-s1',
      redirectUrl: 'https://venue.example/membership-success?session=s1',
    });
    expect(page).toEqual({ checkoutId: 'pl_1', url: 'https://sandbox.square.link/u/abc123', orderId: 'ord_paid' });
    expect(JSON.parse(server.requests.at(-1)!.body)).toMatchObject({
      idempotency_key: 'membership-checkout-s1',
      quick_pay: {
        name: 'Member membership - first month',
        price_money: { amount: 4900, currency: 'USD' },
        location_id: 'LOC1',
      },
      checkout_options: { redirect_url: 'https://venue.example/membership-success?session=s1' },
    });
    expect(await square.hostedCheckoutStatus({ checkoutId: 'pl_1', orderId: 'ord_paid' })).toEqual({
      status: 'paid',
      paymentId: 'sq_pay_link',
      amountCents: 4900,
    });
    expect(await square.hostedCheckoutStatus({ checkoutId: 'pl_2', orderId: 'ord_open' })).toEqual({ status: 'open' });
    await square.cancelHostedCheckout('pl_1');
    expect(server.requests.at(-1)).toMatchObject({ method: 'DELETE', path: '/v2/online-checkout/payment-links/pl_1' });
  });
});

describe('the Stripe adapter on the official SDK', () => {
  let server: ProviderServer;
  let stripe: StripeCardProcessor;
  beforeAll(async () => {
    server = await startProviderServer(stripeHandler());
    stripe = stripeAgainst(server);
  });
  afterAll(() => server.close());

  it('creates and confirms a payment intent with the idempotency key', async () => {
    const result = await stripe.charge({
      amountCents: 5300,
      sourceToken: 'pm_card_visa',
      idempotencyKey: 'booking-xyz',
      metadata: { bookingId: 'xyz' },
    });
    expect(result).toMatchObject({ status: 'approved', paymentId: 'pi_local_1', amountCents: 5300 });
    const sent = server.requests.at(-1)!;
    expect(sent.headers['idempotency-key']).toBe('booking-xyz');
    expect(sent.headers.authorization).toBe('Bearer sk_test_local');
    const form = new URLSearchParams(sent.body);
    expect([
      form.get('amount'),
      form.get('currency'),
      form.get('payment_method'),
      form.get('confirm'),
      form.get('metadata[bookingId]'),
    ]).toEqual(['5300', 'usd', 'pm_card_visa', 'true', 'xyz']);
  });

  it("answers a card_error with Stripe's message", async () => {
    const result = await stripe.charge({
      amountCents: 5300,
      sourceToken: 'pm_card_chargeDeclined',
      idempotencyKey: 'k2',
    });
    expect(result).toEqual({ status: 'declined', reason: 'Your card was declined.', code: 'card_declined' });
  });

  it('reports a network error as unavailable', async () => {
    await expect(
      stripe.charge({ amountCents: 5300, sourceToken: 'pm_network_error', idempotencyKey: 'k3' }),
    ).rejects.toBeInstanceOf(CardProviderUnavailableError);
  });

  it('creates an off-session SetupIntent for the customer and reads the card it set up', async () => {
    const setup = await stripe.createCardSetup({
      userId: 'u1',
      customerId: null,
      idempotencyKey: 'membership-setup-s1',
    });
    expect(setup).toEqual({ setupId: 'seti_1', clientSecret: 'seti_1_secret_abc', customerId: 'cus_local_1' });
    const sent = server.requests.at(-1)!;
    expect(sent.headers['idempotency-key']).toBe('membership-setup-s1');
    const form = new URLSearchParams(sent.body);
    expect([form.get('customer'), form.get('usage'), form.get('allowed_payment_method_types[0]')]).toEqual([
      'cus_local_1',
      'off_session',
      'card',
    ]);
    expect(await stripe.cardSetupStatus('seti_1')).toEqual({
      status: 'succeeded',
      card: { customerId: 'cus_local_1', cardId: 'pm_3ds', brand: 'VISA', last4: '3155' },
    });
    expect(server.requests.at(-1)!.path).toMatch(/^\/v1\/setup_intents\/seti_1\?expand/);
    expect(await stripe.cardSetupStatus('seti_failed')).toEqual({
      status: 'failed',
      reason: 'We are unable to authenticate your payment method.',
      code: 'setup_intent_authentication_failure',
    });
    expect(await stripe.cardSetupStatus('seti_waiting')).toEqual({ status: 'pending' });
  });

  it('refunds the payment intent with the idempotency key', async () => {
    const refund = await stripe.refund({ paymentId: 'pi_local_1', amountCents: 2000, idempotencyKey: 'refund-evt9' });
    expect(refund).toEqual({ refundId: 're_local_1', status: 'completed' });
    const sent = server.requests.at(-1)!;
    expect(sent.headers['idempotency-key']).toBe('refund-evt9');
    expect(new URLSearchParams(sent.body).get('payment_intent')).toBe('pi_local_1');
  });
});

describe('the checkout with Square keys configured', () => {
  let server: ProviderServer;
  let t: BookingTestApp;
  let bayId: string;
  beforeAll(async () => {
    server = await startProviderServer(squareHandler());
    t = await startBookingApp({
      SQUARE_ACCESS_TOKEN: 'EAAA-app',
      SQUARE_LOCATION_ID: 'LOC9',
      SQUARE_BASE_URL: server.url,
    });
    [bayId] = await setUpVenue(t.app.ctx, 1);
  });
  afterAll(async () => {
    await t.app.close();
    await server.close();
  });

  it('charges through the Square SDK with a key derived from the booking, and answers a decline with 402', async () => {
    const { client } = await signUp(t.app);
    const bookingData = { date: t.day(2), time: '10:00', duration: 1, bayId, creditsUsed: 0 };
    const declined = await client.post('/api/square/process-payment', {
      sourceId: 'cnon:card-nonce-declined',
      amount: 3500,
      bookingData,
    });
    expect(declined.status).toBe(402);
    expect(declined.body.message).toBe('Your card was declined.');
    const paid = await client.post('/api/square/process-payment', {
      sourceId: 'cnon:card-nonce-ok',
      amount: 3500,
      bookingData,
    });
    expect(paid.status).toBe(201);
    expect(paid.body.booking).toMatchObject({ status: 'confirmed', squarePaymentId: paid.body.paymentId });
    const charge = server.requests.filter((r) => r.path === '/v2/payments').at(-1)!;
    expect(JSON.parse(charge.body)).toMatchObject({
      idempotency_key: `booking-${paid.body.bookingId}`,
      amount_money: { amount: 3500 },
      location_id: 'LOC9',
    });
    expect(await t.app.ctx.knex('card_twin_charges').first()).toBeUndefined();
  });
});
