/**
 * The whole app with its events in EventStoreDB: EVENTSTORE_URL points at the wire-level stand-in
 * (test/harness/eventstoredb-standin.ts), so every append, read and projection subscription goes
 * through @eventstore/db-client and the app's EventStoreDB adapter. One story: book and pay by card,
 * cancel (refunded by the worker), rebuild the bookings read model from the log.
 */
import { seedOffers } from '../../src/commands/offers/offer.commands';
import { setUpVenue, startBookingApp, type BookingTestApp } from '../bookings/booking-fixtures';
import { cardToken, twinRefunds } from '../payments/payment-fixtures';
import { signUp } from '../harness/auth';
import { startEventStoreDbStandIn, type EventStoreDbStandIn } from '../harness/eventstoredb-standin';
import { waitFor } from '../harness/wait-for';

describe('the app on EventStoreDB (the gRPC stand-in)', () => {
  let standIn: EventStoreDbStandIn;
  let t: BookingTestApp;
  let bays: string[];

  beforeAll(async () => {
    standIn = await startEventStoreDbStandIn();
    t = await startBookingApp({ EVENTSTORE_URL: standIn.connectionString });
    bays = await setUpVenue(t.app.ctx, 1);
    await seedOffers(t.app.ctx);
  }, 60_000);
  afterAll(async () => {
    await t?.app.close();
    await standIn?.stop();
  }, 60_000);

  it('books and pays, cancels with a refund, and rebuilds the bookings read model from the log', async () => {
    expect(t.app.ctx.store.kind).toBe('eventstoredb');
    const { client, user } = await signUp(t.app);
    const date = t.day(3);
    const paid = await client.post('/api/square/process-payment', {
      sourceId: await cardToken(client),
      amount: 7000,
      currency: 'USD',
      bookingData: { date, time: '10:00', duration: 2, bayId: bays[0], creditsUsed: 0 },
    });
    expect(paid.status).toBe(201);
    const bookingId: string = paid.body.bookingId;
    const details = await client.get(`/api/bookings/details/${bookingId}`);
    expect(details.status).toBe(200);
    expect(details.body).toMatchObject({ status: 'confirmed', paymentStatus: 'paid', bayId: bays[0], date });

    // The events are in the stand-in's log, written through the client.
    const written = standIn.log.all.filter((e) => e.streamId.includes(bookingId) || e.type.startsWith('Booking'));
    expect(written.length).toBeGreaterThan(0);

    expect((await client.delete(`/api/bookings/${bookingId}`)).status).toBe(200);
    const cancelled = await waitFor(async () => (await client.get(`/api/bookings/details/${bookingId}`)).body, {
      until: (b) => b.paymentStatus === 'refunded',
      what: 'the cancelled booking refunded',
    });
    expect(cancelled).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded', refundStatus: 'completed' });
    expect((await twinRefunds(t.app)).filter((r) => r.payment_id === paid.body.paymentId)).toEqual([
      expect.objectContaining({ amount_cents: 7000 }),
    ]);
    const mine = (await client.get('/api/bookings')).body as { id: string; status: string }[];
    expect(mine.find((b) => b.id === bookingId)).toMatchObject({ status: 'cancelled' });
    expect((await t.app.client().get(`/api/bookings/${date}`)).body).not.toContainEqual(
      expect.objectContaining({ id: bookingId, status: 'confirmed' }),
    );

    const before = await t.app.ctx.knex('bookings').orderBy('id');
    const { events } = await t.app.ctx.projections.rebuild('bookings');
    expect(events).toBeGreaterThan(0);
    expect(await t.app.ctx.knex('bookings').orderBy('id')).toEqual(before);
    const after = await client.get(`/api/bookings/details/${bookingId}`);
    expect(after.body).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    expect(user.id).toBe(after.body.userId);
  }, 60_000);
});
