import { randomUUID } from 'node:crypto';
import { addDays, venueToday } from '../../src/domain/catalog/venue-time';
import type { CardProcessor } from '../../src/integrations/card-processor';
import { setUpVenue } from '../bookings/booking-fixtures';
import { signUp } from '../harness/auth';
import { TestPostgres } from '../harness/postgres-server';
import { startTestApp, type TestApp } from '../harness/test-app';
import { waitFor } from '../harness/wait-for';
import { cardToken, twinCharges } from './payment-fixtures';

/**
 * "503, but paid": PostgreSQL dies right after the card provider charged the order. The buyer is told
 * the payment is processing (202 with the order's status URL), never 503; a retry with the same key
 * reads the outcome instead of 409 for ten minutes; the order is confirmed within seconds of the
 * database coming back (the clock never moves to the 10-minute hold deadline); the card is charged once.
 */
describe('a database outage right after the card charge', () => {
  let db: TestPostgres;
  let app: TestApp;
  let bays: string[];
  let date: string;
  beforeAll(async () => {
    db = await TestPostgres.start();
    app = await startTestApp({ databaseUrl: db.urlFor(), env: { DATABASE_POOL_MAX: '10' } });
    bays = await setUpVenue(app.ctx, 2);
    date = addDays(venueToday(new Date(), app.config.VENUE_TIMEZONE), 3);
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  /** The card twin, except that PostgreSQL crashes the moment its first charge is approved. */
  function crashAfterCharge(processor: CardProcessor): CardProcessor {
    let crashed = false;
    return new Proxy(processor, {
      get: (target, prop, receiver) => {
        if (prop !== 'charge') return Reflect.get(target, prop, receiver);
        return async (...args: Parameters<CardProcessor['charge']>) => {
          const result = await target.charge(...args);
          if (!crashed) {
            crashed = true;
            await db.crash();
          }
          return result;
        };
      },
    });
  }

  it('answers 202 with the status URL, charges once, and confirms the order within seconds of the restart', async () => {
    const { client } = await signUp(app);
    const token = await cardToken(client);
    const order = {
      lines: [{ type: 'booking', bayId: bays[0], date, startTime: '10:00', duration: 1 }],
      sourceId: token,
      idempotencyKey: randomUUID(),
      expectedAmount: '35.00',
    };
    app.ctx.payments.overrides.square = crashAfterCharge(app.ctx.payments.twin.processor('square'));

    const first = await client.post('/api/orders', order);
    expect({ status: first.status, code: first.body.code }).toEqual({ status: 202, code: undefined });
    const statusUrl = `/api/orders/${first.body.orderId}`;
    expect(first.body).toMatchObject({ orderId: expect.any(String), status: 'processing', statusUrl });
    expect(first.headers.get('location')).toBe(statusUrl);

    await db.up();
    delete app.ctx.payments.overrides.square;
    const upAt = Date.now();
    // The same key again: the outcome (or still processing), never 409 "already being processed".
    const retry = await client.post('/api/orders', order);
    expect([200, 202]).toContain(retry.status);
    expect(retry.body.orderId).toBe(first.body.orderId);

    const done = await waitFor(async () => {
      const res = await client.get(statusUrl);
      return res.status === 200 && res.body.status === 'completed' && res;
    }, 15_000);
    const confirmedAfterMs = Date.now() - upAt;
    expect(done.body).toMatchObject({ orderId: first.body.orderId, amountCharged: '35.00' });
    const bookingId = done.body.fulfilled[0].reference;
    expect((await client.get(`/api/bookings/details/${bookingId}`)).body).toMatchObject({
      status: 'confirmed',
      paymentStatus: 'paid',
    });
    expect((await twinCharges(app)).filter((c) => c.source_token === token)).toHaveLength(1);

    const again = await client.post('/api/orders', order);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({
      orderId: first.body.orderId,
      status: 'completed',
      paymentId: done.body.paymentId,
    });
    expect((await twinCharges(app)).filter((c) => c.source_token === token)).toHaveLength(1);

    // Only the buyer reads the order's status; anyone else is told there is no such order.
    const stranger = await signUp(app);
    expect((await stranger.client.get(statusUrl)).status).toBe(404);
    console.log(`charge outcome: order confirmed ${confirmedAfterMs} ms after the database came back`);
  }, 90_000);
});
