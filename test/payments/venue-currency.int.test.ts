import { randomUUID } from 'node:crypto';
import { signUp } from '../harness/auth';
import { waitFor } from '../harness/wait-for';
import { startVenuesApp, type VenuesTestApp } from '../harness/venues-app';
import { setUpVenue, type BookingTestApp } from '../bookings/booking-fixtures';
import { seedOffers } from '../../src/commands/offers/offer.commands';
import { StripeCardProcessor } from '../../src/integrations/stripe/stripe-card-processor';
import { cardToken, startPaymentApp } from './payment-fixtures';
import { startProviderServer, type ProviderServer, type RecordedRequest } from './provider-server';

/** Square's /v2/payments, enough to approve a charge and remember what it was asked for. */
function squarePayments() {
  return (req: RecordedRequest) => {
    const body = JSON.parse(req.body || '{}');
    if (req.path !== '/v2/payments') return { status: 404, body: { errors: [{ code: 'NOT_FOUND' }] } };
    return {
      status: 200,
      body: {
        payment: {
          id: `sq_${body.idempotency_key}`,
          status: 'COMPLETED',
          amount_money: body.amount_money,
          card_details: { card: { last_4: '1111' } },
        },
      },
    };
  };
}

interface MailJson {
  subject: string;
  text: string;
  html: string;
}

/**
 * A venue in London takes pounds: the quote, every amount it writes for people (messages, receipts by
 * text and email) and the card charge are in its currency, formatted for its locale.
 */
describe('a venue that takes pounds (VENUE_CURRENCY=GBP, VENUE_LOCALE=en-GB)', () => {
  let server: ProviderServer;
  let t: BookingTestApp;
  let bays: string[];
  let date: string;
  beforeAll(async () => {
    server = await startProviderServer(squarePayments());
    ({ t, bays, date } = await startPaymentApp(1, 3, {
      VENUE_CURRENCY: 'GBP',
      VENUE_LOCALE: 'en-GB',
      VENUE_TIMEZONE: 'Europe/London',
      SQUARE_ACCESS_TOKEN: 'EAAA-app',
      SQUARE_LOCATION_ID: 'LOC-LDN',
      SQUARE_BASE_URL: server.url,
    }));
  }, 120_000);
  afterAll(async () => {
    await t?.app.close();
    await server?.close();
  });

  it('tells the web its currency and quotes in it', async () => {
    const { client } = await signUp(t.app);
    const venue = await client.get('/api/venue');
    expect(venue.body).toMatchObject({ currency: 'GBP', locale: 'en-GB', timeZone: 'Europe/London' });
    const quote = await client.post('/api/orders/quote', {
      lines: [{ type: 'booking', bayId: bays[0], date, startTime: '10:00', duration: 1 }],
    });
    expect(quote.status).toBe(200);
    expect(quote.body).toMatchObject({ currency: 'GBP', total: '35.00' });
  });

  it('refuses another currency and writes amounts in pounds, charging nothing', async () => {
    const { client } = await signUp(t.app);
    const bookingData = { date, time: '12:00', duration: 1, bayId: bays[0], creditsUsed: 0 };
    const before = server.requests.length;
    const dollars = await client.post('/api/square/process-payment', {
      sourceId: 'cnon:card-nonce-ok',
      amount: 3500,
      currency: 'USD',
      bookingData,
    });
    expect(dollars.status).toBe(400);
    expect(dollars.body.message).toBe('Only GBP payments are accepted');
    const short = await client.post('/api/square/process-payment', {
      sourceId: 'cnon:card-nonce-ok',
      amount: 100,
      currency: 'GBP',
      bookingData,
    });
    expect(short.status).toBe(409);
    expect(short.body.message).toBe(
      'The amount to pay is £35.00, not £1.00. Please review your booking and try again.',
    );
    const gift = await client.post('/api/gift-cards/purchase', {
      amount: 5000,
      recipientName: 'Sam',
      senderName: 'Pat',
      deliveryMethod: 'pickup',
      sourceId: 'cnon:card-nonce-ok',
    });
    expect(gift.status).toBe(400);
    expect(gift.body.message).toBe('Gift card amount cannot be more than £1,000.00');
    expect(server.requests.length).toBe(before);
  });

  it('asks Square for pounds and sends the receipt in pounds', async () => {
    const { client, user } = await signUp(t.app);
    const paid = await client.post('/api/square/process-payment', {
      sourceId: 'cnon:card-nonce-ok',
      amount: 3500,
      currency: 'GBP',
      bookingData: { date, time: '14:00', duration: 1, bayId: bays[0], creditsUsed: 0 },
    });
    expect(paid.status).toBe(201);
    const charge = server.requests.filter((r) => r.path === '/v2/payments').at(-1)!;
    expect(JSON.parse(charge.body)).toMatchObject({
      amount_money: { amount: 3500, currency: 'GBP' },
      location_id: 'LOC-LDN',
    });

    const details = await client.get(`/api/bookings/details/${paid.body.bookingId}`);
    expect(details.body.receipt.paidWith).toEqual(['£35.00 by card']);
    const outbox = `/api/dev/sms-outbox?phone=${encodeURIComponent(user.phoneNumber)}`;
    const sms = await waitFor(async () =>
      ((await t.app.client().get(outbox)).body.messages as { body: string }[]).find((m) => m.body.includes('Paid:')),
    );
    expect(sms.body).toContain('Paid: £35.00 by card.');
    const mailbox = `/api/dev/mailbox?to=${encodeURIComponent(user.email)}`;
    const mail = await waitFor(async () => ((await t.app.client().get(mailbox)).body.messages as MailJson[])[0]);
    expect(mail.text).toContain('Total paid: £35.00');
    expect(mail.html).toContain('£35.00');
    expect(mail.text).not.toContain('$');
  });
});

describe("the README's two venues: New York in dollars, London in pounds, one process", () => {
  let app: VenuesTestApp;
  beforeAll(async () => {
    app = await startVenuesApp([
      { id: 'main', name: 'Fairway Uptown', timeZone: 'America/New_York' },
      { id: 'london', name: 'Fairway London', timeZone: 'Europe/London', currency: 'GBP', locale: 'en-GB' },
    ]);
    for (const ctx of app.venues.values()) {
      await setUpVenue(ctx, 1);
      await seedOffers(ctx);
    }
  }, 120_000);
  afterAll(async () => {
    await app?.close();
  }, 60_000);

  it('quotes and writes each venue in its own currency', async () => {
    const { client } = await signUp(app);
    const offerOf = async (venue: string) => {
      const at = app.clientAt(venue, client);
      const quote = await at.post('/api/orders/quote', { lines: [{ type: 'credit-offer' }] });
      expect(quote.status).toBe(200);
      const pay = await at.post('/api/orders', {
        lines: [{ type: 'credit-offer' }],
        sourceId: await cardToken(at),
        expectedAmount: '1.00',
        idempotencyKey: randomUUID(),
      });
      return { venue: (await at.get('/api/venue')).body, quote: quote.body, pay: pay.body };
    };
    const ny = await offerOf('main');
    const ldn = await offerOf('london');
    expect(ny.venue).toMatchObject({ currency: 'USD', locale: 'en-US' });
    expect(ldn.venue).toMatchObject({ currency: 'GBP', locale: 'en-GB' });
    expect(ny.quote).toMatchObject({ currency: 'USD', total: '18.00' });
    expect(ldn.quote).toMatchObject({ currency: 'GBP', total: '18.00' });
    expect(ny.pay.message).toBe('The amount to pay is $18.00, not $1.00. Please review your order and try again.');
    expect(ldn.pay.message).toBe('The amount to pay is £18.00, not £1.00. Please review your order and try again.');
  });

  it('has the Stripe adapter ask for the venue currency', async () => {
    const server = await startProviderServer((req) => {
      const form = new URLSearchParams(req.body);
      return {
        status: 200,
        body: {
          id: 'pi_gbp',
          object: 'payment_intent',
          status: 'succeeded',
          amount: Number(form.get('amount')),
          currency: form.get('currency'),
        },
      };
    });
    try {
      const stripe = new StripeCardProcessor({
        secretKey: 'sk_test_local',
        apiBase: server.url,
        maxNetworkRetries: 0,
        currency: 'GBP',
      });
      await stripe.charge({ amountCents: 3500, sourceToken: 'pm_card_visa', idempotencyKey: 'gbp-1' });
      const form = new URLSearchParams(server.requests.at(-1)!.body);
      expect(form.get('currency')).toBe('gbp');
      expect(form.get('amount')).toBe('3500');
    } finally {
      await server.close();
    }
  });
});
