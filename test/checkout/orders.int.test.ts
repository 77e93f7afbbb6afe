import { randomUUID } from 'node:crypto';
import { signUp } from '../harness/auth';
import type { BookingTestApp } from '../bookings/booking-fixtures';
import {
  cardToken,
  DECLINED_CARD,
  giveCredits,
  startPaymentApp,
  twinCharges,
  twinRefunds,
  giftCardLine as giftCard,
} from '../payments/payment-fixtures';
import { readLog } from '../harness/event-log';

describe('the paid order over HTTP: quote, pay and read back any mix of lines', () => {
  let t: BookingTestApp;
  let bays: string[];
  let date: string;
  beforeAll(async () => {
    ({ t, bays, date } = await startPaymentApp(3, 3));
  });
  afterAll(async () => {
    await t.app.close();
  });

  const booking = (bayId: string, startTime: string, duration = 1) => ({
    type: 'booking',
    bayId,
    date,
    startTime,
    duration,
  });

  it('quotes a booking with the credit offer on the server, whatever the browser believes', async () => {
    const { client } = await signUp(t.app);
    const res = await client.post('/api/orders/quote', {
      lines: [booking(bays[0], '10:00', 2), { type: 'credit-offer' }],
      totalAmount: 1,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      currency: 'USD',
      lines: [
        { type: 'booking', amount: '70.00' },
        { type: 'credit-offer', amount: '18.00' },
      ],
      subtotal: '88.00',
      total: '88.00',
      requiresCard: true,
      creditsUsable: true,
    });
  });

  it('sells a booking and the credit offer in one charge, and reads the order back with every line', async () => {
    const { client, user } = await signUp(t.app);
    const token = await cardToken(client);
    const key = randomUUID();
    const paid = await client.post('/api/orders', {
      lines: [booking(bays[0], '12:00', 1), { type: 'credit-offer' }],
      sourceId: token,
      idempotencyKey: key,
      expectedAmount: '53.00',
    });
    expect(paid.status).toBe(201);
    expect(paid.body).toMatchObject({ status: 'completed', amountCharged: '53.00', quote: { total: '53.00' } });
    const bookingId = paid.body.fulfilled[0].reference;
    expect(paid.body.fulfilled).toEqual([
      { type: 'booking', reference: bookingId },
      { type: 'credit-offer', reference: null },
    ]);
    expect((await client.get(`/api/bookings/details/${bookingId}`)).body).toMatchObject({
      status: 'confirmed',
      paymentStatus: 'paid',
    });
    expect((await client.get(`/api/user-credits/${user.id}`)).body.general).toBe(1);
    const read = await client.get(`/api/orders/${bookingId}`);
    expect(read.status).toBe(200);
    expect(read.body.quote.lines.map((l: { amount: string }) => l.amount)).toEqual(['35.00', '18.00']);

    const again = await client.post('/api/orders', {
      lines: [booking(bays[0], '12:00', 1), { type: 'credit-offer' }],
      sourceId: token,
      idempotencyKey: key,
    });
    expect(again.status).toBe(200);
    expect(again.body.orderId).toBe(paid.body.orderId);
    expect((await twinCharges(t.app)).filter((c) => c.source_token === token)).toHaveLength(1);

    const stranger = await signUp(t.app);
    expect((await stranger.client.get(`/api/orders/${bookingId}`)).status).toBe(404);

    // Every stream it wrote and every event in them belongs to the configured venue.
    const log = await readLog(t.app.ctx.store);
    const streams = new Set(log.filter((e) => e.data?.bookingId === bookingId).map((e) => e.streamId));
    const written = log.filter((e) => streams.has(e.streamId) && e.metadata.correlationId != null);
    expect(written.length).toBeGreaterThan(3);
    for (const row of written) {
      expect(row.streamId).toMatch(/^[a-z_]+-main\./);
      expect(row.metadata.venueId).toBe('main');
    }
  });

  it('refuses a price the customer was not shown, before holding or charging anything', async () => {
    const { client } = await signUp(t.app);
    const token = await cardToken(client);
    const res = await client.post('/api/orders', {
      lines: [booking(bays[1], '10:00', 1)],
      sourceId: token,
      idempotencyKey: randomUUID(),
      expectedAmount: '1.00',
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('The amount to pay is $35.00, not $1.00. Please review your booking and try again.');
    expect((await twinCharges(t.app)).filter((c) => c.source_token === token)).toHaveLength(0);
    const free = await client.post('/api/orders/quote', { lines: [booking(bays[1], '10:00', 1)] });
    expect(free.status).toBe(200);
  });

  it('lets a visitor buy a gift card, but nothing else, without signing in', async () => {
    const visitor = t.app.client();
    const token = await cardToken(visitor);
    const paid = await visitor.post('/api/orders', {
      lines: [giftCard(40)],
      sourceId: token,
      idempotencyKey: randomUUID(),
    });
    expect(paid.status).toBe(201);
    const code = paid.body.fulfilled[0].reference;
    expect((await visitor.get(`/api/gift-cards/check/${code}`)).body.currentBalance).toBe('40.00');
    const refused = await visitor.post('/api/orders', {
      lines: [booking(bays[2], '10:00', 1)],
      sourceId: await cardToken(visitor),
      idempotencyKey: randomUUID(),
    });
    expect(refused.status).toBe(401);
  });

  it('validates each line with its own type and names the problem', async () => {
    const { client } = await signUp(t.app);
    const unknown = await client.post('/api/orders/quote', { lines: [{ type: 'spaceship' }] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('spaceship cannot be bought here yet.');
    const tiny = await client.post('/api/orders/quote', { lines: [giftCard(5)] });
    expect(tiny.status).toBe(400);
    const empty = await client.post('/api/orders/quote', { lines: [] });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('Please choose something to buy');
  });

  it('a declined card undoes the held slot and the credits it spent, and charges nothing', async () => {
    const { client, user } = await signUp(t.app);
    await giveCredits(t.app, user.id, 1);
    const res = await client.post('/api/orders', {
      lines: [booking(bays[2], '14:00', 2)],
      creditsUsed: 1,
      sourceId: await cardToken(client, DECLINED_CARD),
      idempotencyKey: randomUUID(),
    });
    expect(res.status).toBe(402);
    expect(res.body.message).toBe('Your card was declined.');
    expect((await client.get(`/api/user-credits/${user.id}`)).body.total).toBe(1);
    const other = await signUp(t.app);
    const retry = await other.client.post('/api/orders', {
      lines: [booking(bays[2], '14:00', 2)],
      sourceId: await cardToken(other.client),
      idempotencyKey: randomUUID(),
    });
    expect(retry.status).toBe(201);
    expect(await twinRefunds(t.app)).toEqual([]);
  });
});
