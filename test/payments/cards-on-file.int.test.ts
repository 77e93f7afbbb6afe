import { randomUUID } from 'node:crypto';
import type { SquareCardProcessor } from '../../src/integrations/square/square-card-processor';
import type { StripeCardProcessor } from '../../src/integrations/stripe/stripe-card-processor';
import { signUp } from '../harness/auth';
import { setUpVenue, startBookingApp, type BookingTestApp } from '../bookings/booking-fixtures';
import { cardToken, startPaymentApp, twinCharges, giftCardLine as giftCard } from './payment-fixtures';
import {
  squareAgainst,
  startProviderServer,
  stripeAgainst,
  type ProviderServer,
  type RecordedRequest,
} from './provider-server';

/** Square's Customers, Cards and Payments APIs, keeping what it created. */
function squareServer() {
  const cards = new Map<string, { customer_id: string; enabled: boolean }>();
  let payments = 0;
  return (req: RecordedRequest) => {
    const body = JSON.parse(req.body || '{}');
    if (req.method === 'POST' && req.path === '/v2/customers')
      return { status: 200, body: { customer: { id: `SQCUST_${body.reference_id}` } } };
    if (req.method === 'POST' && req.path === '/v2/cards') {
      const id = `ccof:${body.source_id}`;
      cards.set(id, { customer_id: body.card.customer_id, enabled: true });
      return {
        status: 200,
        body: { card: { id, customer_id: body.card.customer_id, card_brand: 'VISA', last_4: '1111', enabled: true } },
      };
    }
    const disable = /^\/v2\/cards\/(.+)\/disable$/.exec(req.path);
    if (req.method === 'POST' && disable) {
      const card = cards.get(decodeURIComponent(disable[1]));
      if (!card) return { status: 404, body: { errors: [{ category: 'INVALID_REQUEST_ERROR', code: 'NOT_FOUND' }] } };
      card.enabled = false;
      return { status: 200, body: { card: { id: disable[1], enabled: false } } };
    }
    if (req.method === 'POST' && req.path === '/v2/payments') {
      const card = cards.get(body.source_id);
      if (body.source_id.startsWith('ccof:') && (!card?.enabled || card.customer_id !== body.customer_id))
        return {
          status: 400,
          body: { errors: [{ category: 'PAYMENT_METHOD_ERROR', code: 'CARD_NOT_FOUND', detail: 'Card not on file' }] },
        };
      payments++;
      return {
        status: 200,
        body: { payment: { id: `sq_pay_${payments}`, status: 'COMPLETED', amount_money: body.amount_money } },
      };
    }
    return { status: 404, body: { errors: [{ category: 'INVALID_REQUEST_ERROR', code: 'NOT_FOUND' }] } };
  };
}

/** Stripe's Customers, PaymentIntents and PaymentMethods APIs (form-encoded in, JSON out). */
function stripeServer() {
  const intents = new Map<string, Record<string, unknown>>();
  return (req: RecordedRequest) => {
    const form = new URLSearchParams(req.body);
    if (req.method === 'POST' && req.path === '/v1/customers')
      return { status: 200, body: { id: `cus_${form.get('metadata[userId]')}`, object: 'customer' } };
    if (req.method === 'POST' && req.path === '/v1/payment_intents') {
      if (form.get('off_session') === 'true' && form.get('payment_method') === 'pm_card_authenticationRequired')
        return {
          status: 402,
          body: {
            error: {
              type: 'card_error',
              code: 'authentication_required',
              message: 'This payment requires authentication.',
            },
          },
        };
      const id = `pi_${intents.size + 1}`;
      // On-session with a return address and the card whose bank always asks: the bank's 3-D Secure page.
      const challenged =
        form.get('return_url') !== null && form.get('payment_method') === 'pm_card_authenticationRequired';
      const intent = {
        id,
        object: 'payment_intent',
        status: challenged ? 'requires_action' : 'succeeded',
        next_action: challenged
          ? {
              type: 'redirect_to_url',
              redirect_to_url: { url: `https://hooks.stripe.test/3ds/${id}`, return_url: form.get('return_url') },
            }
          : null,
        amount: Number(form.get('amount')),
        currency: 'usd',
        customer: form.get('customer'),
        payment_method: form.get('payment_method'),
      };
      intents.set(id, intent);
      return { status: 200, body: intent };
    }
    const intent = /^\/v1\/payment_intents\/([^?]+)/.exec(req.path);
    if (req.method === 'GET' && intent) {
      const found = intents.get(intent[1]);
      if (!found) return { status: 404, body: { error: { type: 'invalid_request_error', message: 'No such intent' } } };
      return {
        status: 200,
        body: {
          ...found,
          payment_method: {
            id: found.payment_method,
            object: 'payment_method',
            card: { brand: 'visa', last4: '4242' },
          },
        },
      };
    }
    const attach = /^\/v1\/payment_methods\/(.+)\/attach$/.exec(req.path);
    if (req.method === 'POST' && attach) {
      if (attach[1] === 'pm_card_chargeDeclined')
        return {
          status: 402,
          body: { error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } },
        };
      return {
        status: 200,
        body: {
          id: attach[1],
          object: 'payment_method',
          customer: form.get('customer'),
          card: { brand: 'mastercard', last4: '4444' },
        },
      };
    }
    const detach = /^\/v1\/payment_methods\/(.+)\/detach$/.exec(req.path);
    if (req.method === 'POST' && detach)
      return { status: 200, body: { id: detach[1], object: 'payment_method', customer: null } };
    return { status: 404, body: { error: { type: 'invalid_request_error', message: 'Unrecognized request URL' } } };
  };
}

describe('cards on file with the Square adapter (Customers and Cards APIs)', () => {
  let server: ProviderServer;
  let square: SquareCardProcessor;
  beforeAll(async () => {
    server = await startProviderServer(squareServer());
    square = squareAgainst(server);
  });
  afterAll(() => server.close());

  it('creates the customer, stores the card from the approved payment, charges it off-session, and disables it', async () => {
    const stored = await square.storeCard({
      userId: 'user-1',
      customerId: null,
      paymentId: 'sq_pay_77',
      sourceToken: 'cnon:card-nonce-ok',
      idempotencyKey: 'card-order-1',
    });
    expect(stored).toEqual({ customerId: 'SQCUST_user-1', cardId: 'ccof:sq_pay_77', brand: 'VISA', last4: '1111' });
    const [customer, card] = server.requests.slice(-2);
    expect(customer.path).toBe('/v2/customers');
    expect(JSON.parse(customer.body)).toMatchObject({ reference_id: 'user-1' });
    expect(JSON.parse(card.body)).toMatchObject({
      idempotency_key: 'card-order-1',
      source_id: 'sq_pay_77',
      card: { customer_id: 'SQCUST_user-1', reference_id: 'user-1' },
    });

    const charged = await square.chargeStoredCard({
      customerId: stored.customerId,
      cardId: stored.cardId,
      amountCents: 4900,
      idempotencyKey: 'renewal-user-1-2026-12',
    });
    expect(charged).toMatchObject({ status: 'approved', amountCents: 4900 });
    expect(JSON.parse(server.requests.at(-1)!.body)).toMatchObject({
      source_id: 'ccof:sq_pay_77',
      customer_id: 'SQCUST_user-1',
      idempotency_key: 'renewal-user-1-2026-12',
      amount_money: { amount: 4900, currency: 'USD' },
      autocomplete: true,
    });

    await square.removeCard(stored);
    expect(server.requests.at(-1)!.path).toBe(`/v2/cards/${encodeURIComponent(stored.cardId)}/disable`);
    const afterRemoval = await square.chargeStoredCard({
      customerId: stored.customerId,
      cardId: stored.cardId,
      amountCents: 4900,
      idempotencyKey: 'renewal-user-1-2027-01',
    });
    expect(afterRemoval).toMatchObject({ status: 'declined', code: 'CARD_NOT_FOUND' });
  });

  it('saves a card from the card form without a payment (Cards API from the nonce), then charges it', async () => {
    const saved = await square.saveCard({
      userId: 'user-3',
      customerId: null,
      sourceToken: 'cnon:card-nonce-new',
      idempotencyKey: 'save-card-3',
    });
    expect(saved).toEqual({
      customerId: 'SQCUST_user-3',
      cardId: 'ccof:cnon:card-nonce-new',
      brand: 'VISA',
      last4: '1111',
    });
    const create = server.requests.at(-1)!;
    expect(create.path).toBe('/v2/cards');
    expect(JSON.parse(create.body)).toMatchObject({
      source_id: 'cnon:card-nonce-new',
      card: { customer_id: 'SQCUST_user-3', reference_id: 'user-3' },
    });
    expect(server.requests.some((r) => r.path === '/v2/payments' && r.body.includes('card-nonce-new'))).toBe(false);
    const renewal = await square.chargeStoredCard({
      customerId: saved.customerId,
      cardId: saved.cardId,
      amountCents: 4900,
      idempotencyKey: 'renewal-3',
    });
    expect(renewal).toMatchObject({ status: 'approved', amountCents: 4900 });
  });

  it('keeps the customer it already has for the account', async () => {
    await square.storeCard({
      userId: 'user-2',
      customerId: 'SQCUST_existing',
      paymentId: 'sq_pay_78',
      sourceToken: 'cnon:card-nonce-ok',
      idempotencyKey: 'card-order-2',
    });
    const last = server.requests.at(-1)!;
    expect(last.path).toBe('/v2/cards');
    expect(server.requests.at(-2)!.path).not.toBe('/v2/customers');
    expect(JSON.parse(last.body).card.customer_id).toBe('SQCUST_existing');
  });
});

describe('cards on file with the Stripe adapter (Customer and PaymentMethod)', () => {
  let server: ProviderServer;
  let stripe: StripeCardProcessor;
  beforeAll(async () => {
    server = await startProviderServer(stripeServer());
    stripe = stripeAgainst(server);
  });
  afterAll(() => server.close());

  it('charges for a new customer with setup_future_usage, reads the attached card back, charges it off-session', async () => {
    const paid = await stripe.charge({
      amountCents: 4900,
      sourceToken: 'pm_card_visa',
      idempotencyKey: 'booking-o1',
      keepCardFor: { userId: 'u1', customerId: null },
    });
    expect(paid).toMatchObject({ status: 'approved' });
    const [customer, intent] = server.requests.slice(-2);
    expect(customer.path).toBe('/v1/customers');
    expect(customer.headers['idempotency-key']).toBe('booking-o1-customer');
    const form = new URLSearchParams(intent.body);
    expect([form.get('customer'), form.get('setup_future_usage'), form.get('payment_method')]).toEqual([
      'cus_u1',
      'off_session',
      'pm_card_visa',
    ]);

    const stored = await stripe.storeCard({
      userId: 'u1',
      customerId: null,
      paymentId: paid.status === 'approved' ? paid.paymentId : '',
      sourceToken: 'pm_card_visa',
      idempotencyKey: 'card-o1',
    });
    expect(stored).toEqual({ customerId: 'cus_u1', cardId: 'pm_card_visa', brand: 'VISA', last4: '4242' });
    expect(server.requests.at(-1)!.path).toMatch(/^\/v1\/payment_intents\/pi_1\?expand/);

    const renewal = await stripe.chargeStoredCard({
      customerId: 'cus_u1',
      cardId: 'pm_card_visa',
      amountCents: 4900,
      idempotencyKey: 'renewal-u1-2026-12',
    });
    expect(renewal).toMatchObject({ status: 'approved', amountCents: 4900 });
    const off = server.requests.at(-1)!;
    expect(off.headers['idempotency-key']).toBe('renewal-u1-2026-12');
    const offForm = new URLSearchParams(off.body);
    expect([offForm.get('off_session'), offForm.get('confirm'), offForm.get('customer')]).toEqual([
      'true',
      'true',
      'cus_u1',
    ]);
  });

  it('saves an unused payment method by attaching it to the customer, and refuses a declined card', async () => {
    const saved = await stripe.saveCard({
      userId: 'user-5',
      customerId: null,
      sourceToken: 'pm_card_mastercard',
      idempotencyKey: 'save-card-5',
    });
    expect(saved).toEqual({
      customerId: 'cus_user-5',
      cardId: 'pm_card_mastercard',
      brand: 'MASTERCARD',
      last4: '4444',
    });
    const attach = server.requests.at(-1)!;
    expect(attach.path).toBe('/v1/payment_methods/pm_card_mastercard/attach');
    expect(new URLSearchParams(attach.body).get('customer')).toBe('cus_user-5');
    expect(attach.headers['idempotency-key']).toBe('save-card-5');
    await expect(
      stripe.saveCard({
        userId: 'user-5',
        customerId: 'cus_user-5',
        sourceToken: 'pm_card_chargeDeclined',
        idempotencyKey: 'save-6',
      }),
    ).rejects.toMatchObject({ message: 'Your card was declined.', providerCode: 'card_declined' });
  });

  it('answers a card that needs its holder as authentication required, and detaches a removed card', async () => {
    const declined = await stripe.chargeStoredCard({
      customerId: 'cus_u1',
      cardId: 'pm_card_authenticationRequired',
      amountCents: 4900,
      idempotencyKey: 'renewal-u1-2027-01',
    });
    expect(declined).toEqual({
      status: 'authentication_required',
      code: 'authentication_required',
      reason: 'This payment requires authentication.',
    });
    // The member approves it on the bank's page: an on-session PaymentIntent whose next action is that page.
    const page = await stripe.startAuthentication({
      customerId: 'cus_u1',
      cardId: 'pm_card_authenticationRequired',
      amountCents: 4900,
      name: 'Member membership (monthly renewal)',
      idempotencyKey: 'approval-a1-1',
      returnUrl: 'https://golf.example.com/approve-payment/a1?returned=1',
    });
    expect(page.url).toMatch(/^https:\/\/hooks\.stripe\.test\/3ds\/pi_/);
    const sent = new URLSearchParams(server.requests.at(-1)!.body);
    expect([sent.get('confirm'), sent.get('off_session'), sent.get('return_url'), sent.get('customer')]).toEqual([
      'true',
      null,
      'https://golf.example.com/approve-payment/a1?returned=1',
      'cus_u1',
    ]);
    expect(server.requests.at(-1)!.headers['idempotency-key']).toBe('approval-a1-1');
    expect(await stripe.authenticationStatus(page.ref)).toEqual({ status: 'open' });
    await stripe.removeCard({ customerId: 'cus_u1', cardId: 'pm_card_visa' });
    expect(server.requests.at(-1)!.path).toBe('/v1/payment_methods/pm_card_visa/detach');
  });
});

describe('cards on file through the paid order (card twin)', () => {
  let t: BookingTestApp;
  beforeAll(async () => {
    ({ t } = await startPaymentApp(1, 2));
  });
  afterAll(async () => {
    await t.app.close();
  });

  async function buyKeepingCard(cardNumber = '4242 4242 4242 4242') {
    const signed = await signUp(t.app);
    const paid = await signed.client.post('/api/orders', {
      lines: [giftCard(25)],
      sourceId: await cardToken(signed.client, cardNumber),
      idempotencyKey: randomUUID(),
      storeCard: true,
    });
    expect(paid.status).toBe(201);
    return { ...signed, paid };
  }

  it('keeps the card when asked, shows it to its owner, and pays a later order with it off-session, once per key', async () => {
    const { client, user, paid } = await buyKeepingCard();
    expect(paid.body.cardOnFile).toEqual({ brand: 'VISA', last4: '4242' });
    const shown = await client.get(`/api/users/${user.id}/card-on-file`);
    expect(shown.body.card).toMatchObject({ processor: 'square', brand: 'VISA', last4: '4242' });

    const key = randomUUID();
    const later = { lines: [giftCard(40)], useCardOnFile: true, idempotencyKey: key, expectedAmount: '40.00' };
    const second = await client.post('/api/orders', later);
    expect(second.status).toBe(201);
    expect(second.body).toMatchObject({ amountCharged: '40.00', fulfilled: [{ type: 'gift-card' }] });
    const again = await client.post('/api/orders', later);
    expect(again.status).toBe(200);
    expect(again.body.paymentId).toBe(second.body.paymentId);
    const charges = (await twinCharges(t.app)).filter((c) => c.id === second.body.paymentId);
    expect(charges).toHaveLength(1);
    expect(charges[0].source_token).toMatch(/^card_twin_/);
  });

  it('refuses a card that needs its holder off-session: 402 with the reason, nothing sold', async () => {
    const { client, user } = await buyKeepingCard('4000 0027 6000 3184');
    const before = await t.app.ctx.knex('gift_cards').where({ purchaser_user_id: user.id }).count({ n: '*' });
    const res = await client.post('/api/orders', {
      lines: [giftCard(40)],
      useCardOnFile: true,
      idempotencyKey: randomUUID(),
    });
    expect(res.status).toBe(402);
    expect(res.body.message).toBe(
      'Your bank needs you to approve this payment. Please pay once with the card while signed in.',
    );
    const after = await t.app.ctx.knex('gift_cards').where({ purchaser_user_id: user.id }).count({ n: '*' });
    expect(after).toEqual(before);
  });

  it('declines once the stored card goes bad (the twin says so), like a renewal on an emptied account', async () => {
    const { client, user } = await buyKeepingCard();
    const card = await t.app.ctx.knex('stored_cards').where({ user_id: user.id }).first();
    await t.app.ctx.payments.twin.declineStoredCard(card.card_id, {
      code: 'insufficient_funds',
      reason: 'Your card has insufficient funds.',
    });
    const res = await client.post('/api/orders', {
      lines: [giftCard(40)],
      useCardOnFile: true,
      idempotencyKey: randomUUID(),
    });
    expect(res.status).toBe(402);
    expect(res.body.message).toBe('Your card has insufficient funds.');
  });

  it('lets the owner remove the card; paying with it then asks for card details; others cannot see or remove it', async () => {
    const { client, user } = await buyKeepingCard();
    const stranger = await signUp(t.app);
    expect((await stranger.client.get(`/api/users/${user.id}/card-on-file`)).status).toBe(403);
    expect((await stranger.client.request('DELETE', `/api/users/${user.id}/card-on-file`)).status).toBe(403);

    const card = await t.app.ctx.knex('stored_cards').where({ user_id: user.id }).first();
    const removed = await client.request('DELETE', `/api/users/${user.id}/card-on-file`);
    expect(removed.status).toBe(200);
    expect((await client.get(`/api/users/${user.id}/card-on-file`)).body.card).toBeNull();
    expect(await t.app.ctx.knex('card_twin_cards').where({ id: card.card_id }).first()).toMatchObject({
      disabled: true,
    });
    const res = await client.post('/api/orders', {
      lines: [giftCard(40)],
      useCardOnFile: true,
      idempotencyKey: randomUUID(),
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('You have no card on file. Please enter your card details.');
    expect((await client.request('DELETE', `/api/users/${user.id}/card-on-file`)).status).toBe(404);
  });

  it('keeps nothing for a guest, and nothing when the order was free', async () => {
    const guest = t.app.client();
    const paid = await guest.post('/api/orders', {
      lines: [giftCard(25)],
      sourceId: await cardToken(guest),
      idempotencyKey: randomUUID(),
      storeCard: true,
    });
    expect(paid.status).toBe(201);
    expect(paid.body.cardOnFile).toBeNull();
  });
});

describe('cards on file through the Square checkout (provider-shaped server)', () => {
  let server: ProviderServer;
  let t: BookingTestApp;
  let bayId: string;
  beforeAll(async () => {
    server = await startProviderServer(squareServer());
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

  it('stores the card from the booking payment (storeCard) and charges the card on file later', async () => {
    const { client, user } = await signUp(t.app);
    const paid = await client.post('/api/square/process-payment', {
      sourceId: 'cnon:card-nonce-ok',
      amount: 3500,
      storeCard: true,
      bookingData: { date: t.day(2), time: '10:00', duration: 1, bayId, creditsUsed: 0 },
    });
    expect(paid.status).toBe(201);
    const cardRequest = server.requests.find((r) => r.path === '/v2/cards')!;
    expect(JSON.parse(cardRequest.body)).toMatchObject({
      source_id: paid.body.paymentId,
      card: { customer_id: `SQCUST_${user.id}` },
    });
    const shown = await client.get(`/api/users/${user.id}/card-on-file`);
    expect(shown.body.card).toMatchObject({ processor: 'square', last4: '1111' });

    const later = await client.post('/api/orders', {
      lines: [{ type: 'booking', bayId, date: t.day(2), startTime: '12:00', duration: 1 }],
      useCardOnFile: true,
      idempotencyKey: randomUUID(),
    });
    expect(later.status).toBe(201);
    expect(JSON.parse(server.requests.filter((r) => r.path === '/v2/payments').at(-1)!.body)).toMatchObject({
      source_id: `ccof:${paid.body.paymentId}`,
      customer_id: `SQCUST_${user.id}`,
      idempotency_key: `booking-${later.body.orderId}`,
    });
  });
});
