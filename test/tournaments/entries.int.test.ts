import { randomUUID } from 'node:crypto';
import { signUp } from '../harness/auth';
import type { HttpClient } from '../harness/http-client';
import { setUpVenue, startBookingApp, type BookingTestApp } from '../bookings/booking-fixtures';
import { cardToken, giveCredits } from '../payments/payment-fixtures';

/** Entering a tournament through the paid order: a place and a bay slot for the entry fee. */
describe('tournament entries', () => {
  let t: BookingTestApp;
  let bays: string[];
  let admin: HttpClient;
  beforeAll(async () => {
    t = await startBookingApp();
    bays = await setUpVenue(t.app.ctx, 25);
    admin = (await signUp(t.app, undefined, { role: 'admin' })).client;
  }, 60_000);
  afterAll(async () => {
    await t.app.close();
  });

  async function tournament(maxParticipants: number, day = 2, status: 'draft' | 'active' = 'active') {
    const created = await admin.post('/api/admin/tournaments', {
      name: `Entry Cup ${randomUUID().slice(0, 4)}`,
      date: t.day(day),
      startTime: '18:00',
      endTime: '22:00',
      format: 'single',
      maxParticipants,
      numberOfHoles: 9,
      entryFee: '25.00',
      reservationLength: 120,
    });
    expect(created.status).toBe(201);
    if (status === 'active')
      expect((await admin.post(`/api/admin/tournaments/${created.body.id}/status`, { status })).status).toBe(200);
    return created.body.id as string;
  }
  const enter = async (client: HttpClient, tournamentId: string, bayId: string, startTime: string, extra = {}) =>
    client.post('/api/orders', {
      lines: [{ type: 'tournament-entry', tournamentId, bayId, startTime }],
      sourceId: await cardToken(client),
      idempotencyKey: randomUUID(),
      ...extra,
    });

  it('sells an entry for the fee: the place is registered and the bay slot booked; credits are refused', async () => {
    const id = await tournament(10);
    const slots = (await t.app.client().get(`/api/tournaments/${id}/entry-slots`)).body;
    expect(slots).toEqual({ slots: ['18:00:00', '20:00:00'], duration: 2, entryFee: '25.00', placesLeft: 10 });
    const { client, user } = await signUp(t.app);
    await giveCredits(t.app, user.id, 4);
    const withCredits = await enter(client, id, bays[0], '18:00', { creditsUsed: 2 });
    expect([withCredits.status, withCredits.body.message]).toEqual([
      400,
      'Credits cannot be used for tournament entries.',
    ]);
    const offSlot = await enter(client, id, bays[0], '19:00');
    expect([offSlot.status, offSlot.body.message]).toEqual([400, 'Please choose one of the tournament start times.']);

    const paid = await enter(client, id, bays[0], '18:00');
    expect(paid.status).toBe(201);
    expect(paid.body.amountCharged).toBe('25.00');
    const bookingId = paid.body.fulfilled[0].reference;
    const booking = (await client.get(`/api/bookings/details/${bookingId}`)).body;
    expect(booking).toMatchObject({
      status: 'confirmed',
      isTournamentBooking: true,
      tournamentId: id,
      startTime: '18:00:00',
      duration: 2,
    });
    const again = await enter(client, id, bays[1], '20:00');
    expect([again.status, again.body.message]).toEqual([409, 'You are already registered for this tournament.']);
    // The spec's registration: id, tournamentId, registeredAt, tournament (name, description, date,
    // startTime, endTime, status); the entry's tee time and scorer code beside it.
    const registrations = (await client.get(`/api/user-tournaments/${user.id}`)).body;
    expect(registrations).toMatchObject([
      {
        id: expect.any(String),
        tournamentId: id,
        registeredAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        tournament: {
          id,
          name: expect.stringMatching(/^Entry Cup/),
          description: null,
          date: t.day(2),
          startTime: '18:00:00',
          endTime: '22:00:00',
          status: 'active',
        },
        entry: { startTime: '18:00:00', bookingId, scorerCode: expect.stringMatching(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/) },
      },
    ]);
    expect(registrations[0].id).not.toBe(id);
    // The spec's participant: id, teamName, user {firstName, lastName}; the public sees a last initial.
    const publicList = (await t.app.client().get(`/api/tournament-participants?tournamentId=${id}`)).body;
    expect(publicList).toEqual([
      expect.objectContaining({
        id: registrations[0].id,
        teamName: `${user.firstName} ${user.lastName}`,
        user: { firstName: user.firstName, lastName: `${user.lastName.slice(0, 1)}.` },
        name: `${user.firstName} ${user.lastName.slice(0, 1)}.`,
        status: 'registered',
      }),
    ]);
    expect(publicList[0].userId).toBeUndefined();
    const adminList = (await admin.get(`/api/tournament-participants?tournamentId=${id}`)).body;
    expect(adminList[0]).toMatchObject({
      id: registrations[0].id,
      userId: user.id,
      user: { firstName: user.firstName, lastName: user.lastName },
    });
    const stranger = await signUp(t.app);
    expect((await stranger.client.get(`/api/user-tournaments/${user.id}`)).status).toBe(403);
  });

  it("makes a published tournament's evening follow its rules: plain bookings are sent to the entry (fee, fixed length, no credits)", async () => {
    const draft = await tournament(10, 5, 'draft');
    const date = t.day(5);
    const { client, user } = await signUp(t.app);
    const quote = (startTime: string, duration: number) =>
      client.post('/api/bookings/quote', { bayId: bays[2], date, startTime, duration });
    // A draft tournament's evening is still open to plain bookings.
    expect((await quote('19:00', 1)).status).toBe(200);
    expect((await admin.post(`/api/admin/tournaments/${draft}/status`, { status: 'active' })).status).toBe(200);
    const name = (await t.app.client().get(`/api/tournaments/${draft}`)).body.name;
    const during = await quote('19:00', 1);
    expect([during.status, during.body.code, during.body.message]).toEqual([
      409,
      'TOURNAMENT.EVENING',
      `${name} has the bays from 6:00 PM to 10:00 PM that day. Enter the tournament instead: 2 hours from 6:00 PM or 8:00 PM for the $25.00 entry fee (credits cannot be used).`,
    ]);
    // Even on a tournament start time and for its length, a plain booking is not an entry.
    expect((await quote('18:00', 2)).status).toBe(409);
    // Running into the evening counts; ending as it starts does not.
    expect((await quote('17:00', 2)).status).toBe(409);
    expect((await quote('16:00', 2)).status).toBe(200);
    // The hold path (an order with a booking line) refuses it too, and nothing is booked.
    await giveCredits(t.app, user.id, 4);
    const order = await client.post('/api/orders', {
      lines: [{ type: 'booking', bayId: bays[2], date, startTime: '20:00', duration: 2 }],
      creditsUsed: 2,
      idempotencyKey: randomUUID(),
    });
    expect([order.status, order.body.code]).toEqual([409, 'TOURNAMENT.EVENING']);
    expect(await t.app.ctx.knex('bookings').where({ bay_id: bays[2], date })).toHaveLength(0);
    // Credits are refused for the evening's hours.
    expect((await client.post('/api/memberships/check-credit-restrictions', { date, time: '19:00' })).body).toEqual({
      canUse: false,
      reason: `Credits cannot be used during ${name}.`,
    });
    expect((await client.post('/api/memberships/check-credit-restrictions', { date, time: '16:00' })).body.canUse).toBe(
      true,
    );
    // The entry itself sells that evening's slot for the fee.
    const entry = await enter(client, draft, bays[2], '20:00');
    expect([entry.status, entry.body.amountCharged]).toEqual([201, '25.00']);
  });

  it('opens entries only once the tournament is published (active)', async () => {
    const id = await tournament(10, 4, 'draft');
    const { client } = await signUp(t.app);
    const early = await enter(client, id, bays[0], '18:00');
    expect([early.status, early.body.message]).toEqual([409, 'Registration for this tournament is not open yet.']);
    expect(await t.app.ctx.knex('bookings').where({ tournament_id: id })).toHaveLength(0);
    expect((await admin.post(`/api/admin/tournaments/${id}/status`, { status: 'active' })).status).toBe(200);
    expect((await enter(client, id, bays[0], '18:00')).status).toBe(201);
  });

  it('opens a published tournament day for entries beyond the advance-booking window', async () => {
    const id = await tournament(10, 30);
    const date = t.day(30);
    const plain = (await t.app.client().get(`/api/availability?date=${date}&duration=2`)).body;
    expect(plain.bookable).toBe(false);
    const open = (await t.app.client().get(`/api/availability?date=${date}&duration=2&tournamentId=${id}`)).body;
    expect(open.bookable).toBe(true);
    expect(open.slots.find((s: { time: string }) => s.time.startsWith('18:00')).availableBays).toBeGreaterThan(0);
    const { client } = await signUp(t.app);
    expect((await enter(client, id, bays[0], '18:00')).status).toBe(201);
    // An ordinary booking that day is still outside the window.
    const quote = await client.post('/api/bookings/quote', { bayId: bays[1], date, startTime: '10:00', duration: 1 });
    expect(quote.status).toBe(400);
  });

  it('gives the last 5 places to exactly 5 of 50 parallel entries; the others are told it is full and not charged', async () => {
    const id = await tournament(5, 3);
    const entrants = [];
    for (let i = 0; i < 50; i++) entrants.push(await signUp(t.app));
    const results = await Promise.all(
      entrants.map(({ client }, i) => enter(client, id, bays[i % 25], i < 25 ? '18:00' : '20:00')),
    );
    const ok = results.filter((r) => r.status === 201);
    const refused = results.filter((r) => r.status !== 201);
    expect(ok).toHaveLength(5);
    expect(new Set(refused.map((r) => `${r.status} ${r.body.message}`))).toEqual(
      new Set(['409 This tournament is full.']),
    );
    const participants = await t.app.ctx.knex('tournament_participants').where({ tournament_id: id });
    expect(participants.map((p) => p.status)).toEqual(Array(5).fill('registered'));
    const charges = await t.app.ctx
      .knex('card_twin_charges')
      .whereRaw("metadata->>'tournamentId' = ?", [id])
      .where({ status: 'approved' });
    expect(charges).toHaveLength(5);
    expect((await t.app.client().get(`/api/tournaments/${id}/entry-slots`)).body.placesLeft).toBe(0);
  }, 120_000);
});
