import { randomUUID } from 'node:crypto';
import { signUp, type SignedUpUser } from '../harness/auth';
import type { HttpClient } from '../harness/http-client';
import { setUpVenue, startBookingApp, type BookingTestApp } from '../bookings/booking-fixtures';
import { cardToken, giveCredits } from '../payments/payment-fixtures';
import { readStream } from '../harness/event-log';

const BLOCKED = 'Your account cannot make new bookings. Please contact the venue.';

/** /admin/users/:userId: a customer's page, their bookings, and blocking them from booking. */
describe('a customer for admins', () => {
  let t: BookingTestApp;
  let admin: HttpClient;
  let adminUser: SignedUpUser;
  let employee: HttpClient;
  let bays: string[];
  beforeAll(async () => {
    t = await startBookingApp();
    bays = await setUpVenue(t.app.ctx, 2);
    ({ client: admin, user: adminUser } = await signUp(t.app, undefined, { role: 'admin' }));
    employee = (await signUp(t.app, undefined, { role: 'employee' })).client;
  }, 60_000);
  afterAll(async () => {
    await t.app.close();
  });

  const book = (client: HttpClient, startTime: string, extra: Record<string, unknown> = {}) =>
    client.post('/api/bookings', { bayId: bays[0], date: t.day(1), startTime, duration: 1, creditsUsed: 1, ...extra });

  it('answers the profile with balances, membership, loyalty, gift cards and the support conversation', async () => {
    const { client, user } = await signUp(t.app);
    await giveCredits(t.app, user.id, 2, 'membership');
    const bought = await client.post('/api/gift-cards/purchase', {
      amount: 25,
      recipientName: 'A Friend',
      senderName: user.firstName,
      deliveryMethod: 'pickup',
      sourceId: await cardToken(client),
    });
    expect(bought.status).toBe(201);

    const res = await admin.get(`/api/admin/users/${user.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: user.id,
      firstName: user.firstName,
      phoneNumber: user.phoneNumber,
      email: user.email,
      isAdmin: false,
      isEmployee: false,
      blockedFromBooking: false,
      blockedReason: null,
      credits: { total: 2, membership: 2, general: 0, loyalty: 0 },
      membership: null,
      loyalty: { loyaltyPoints: 0 },
      support: { conversationKey: user.id, unreadCount: 0 },
    });
    expect(res.body.joinedAt).toEqual(expect.any(String));
    expect(res.body.giftCards).toEqual([
      expect.objectContaining({ code: bought.body.code, relation: 'bought', currentBalance: '25.00' }),
    ]);
  });

  it('lists each customer with their real credit balance, the same as their page and their account', async () => {
    const { client, user } = await signUp(t.app);
    await giveCredits(t.app, user.id, 1, 'general');
    await giveCredits(t.app, user.id, 1.5, 'membership');
    await giveCredits(t.app, user.id, 0.5, 'loyalty');
    const listed = await admin.get(`/api/admin/users?search=${encodeURIComponent(user.lastName)}`);
    expect(listed.status).toBe(200);
    expect(listed.body.items).toEqual([expect.objectContaining({ id: user.id, totalCredits: 3 })]);
    expect((await admin.get(`/api/admin/users/${user.id}`)).body.credits.total).toBe(3);
    expect((await client.get('/api/account/summary')).body.credits.total).toBe(3);
  });

  it("answers 404 'User not found' for an unknown or malformed id, and keeps it from everyone but admins", async () => {
    for (const id of [randomUUID(), 'not-an-id']) {
      for (const path of ['', '/bookings', '/credits/ledger']) {
        const res = await admin.get(`/api/admin/users/${id}${path}`);
        expect([res.status, res.body.message]).toEqual([404, 'User not found']);
      }
      const block = await admin.post(`/api/admin/users/${id}/block`, { reason: 'x' });
      expect([block.status, block.body.message]).toEqual([404, 'User not found']);
    }
    const { client, user } = await signUp(t.app);
    for (const path of ['', '/bookings', '/credits/ledger']) {
      expect((await t.app.client().get(`/api/admin/users/${user.id}${path}`)).status).toBe(401);
      expect((await client.get(`/api/admin/users/${user.id}${path}`)).status).toBe(403);
      expect((await employee.get(`/api/admin/users/${user.id}${path}`)).status).toBe(403);
    }
    for (const action of ['block', 'unblock']) {
      expect((await t.app.client().post(`/api/admin/users/${user.id}/${action}`, { reason: 'x' })).status).toBe(401);
      expect((await client.post(`/api/admin/users/${user.id}/${action}`, { reason: 'x' })).status).toBe(403);
      expect((await employee.post(`/api/admin/users/${user.id}/${action}`, { reason: 'x' })).status).toBe(403);
    }
    expect((await admin.get(`/api/admin/users/${user.id}`)).body.blockedFromBooking).toBe(false);
  });

  it("lists a customer's bookings newest first, one page at a time", async () => {
    const { client, user } = await signUp(t.app);
    await giveCredits(t.app, user.id, 3);
    expect((await book(client, '08:00')).status).toBe(201);
    expect((await book(client, '12:00', { bayId: bays[1] })).status).toBe(201);
    const first = await admin.get(`/api/admin/users/${user.id}/bookings?limit=1`);
    expect(first.status).toBe(200);
    expect(first.body.total).toBe(2);
    expect(first.body.items[0]).toMatchObject({
      date: t.day(1),
      startTime: '12:00:00',
      bayId: bays[1],
      status: 'confirmed',
      paymentStatus: expect.any(String),
      totalAmount: expect.any(String),
      bay: expect.objectContaining({ id: bays[1] }),
    });
    const second = await admin.get(`/api/admin/users/${user.id}/bookings?limit=1&cursor=${first.body.nextCursor}`);
    expect(second.body.items.map((b: { startTime: string }) => b.startTime)).toEqual(['08:00:00']);
    expect(second.body.nextCursor).toBeNull();
  });

  it('blocks a customer from booking with a reason: every way to book answers 403 and holds nothing', async () => {
    const { client, user } = await signUp(t.app);
    await giveCredits(t.app, user.id, 3);
    const kept = await book(client, '14:00');
    expect(kept.status).toBe(201);
    // The booking answers once the bookings model has it; the credits model may trail it a moment.
    await t.app.ctx.projections.waitFor(await t.app.ctx.store.head(), ['credits']);

    const noReason = await admin.post(`/api/admin/users/${user.id}/block`, {});
    expect([noReason.status, noReason.body.message]).toEqual([400, 'A reason is required']);
    const blocked = await admin.post(`/api/admin/users/${user.id}/block`, { reason: 'Three no-shows in a row' });
    expect(blocked.status).toBe(200);
    expect(blocked.body).toMatchObject({ blockedFromBooking: true, blockedReason: 'Three no-shows in a row' });
    const rows = (await readStream(t.app.ctx.store, `user-${user.id}`)).filter(
      (e) => e.type === 'UserBlockedFromBooking',
    );
    expect(rows).toHaveLength(1);
    expect((rows[0].data as { reason: string }).reason).toBe('Three no-shows in a row');
    expect(rows[0].metadata.actor).toEqual({ userId: adminUser.id, role: 'admin' });
    const listed = await admin.get(`/api/admin/users?search=${encodeURIComponent(user.lastName)}`);
    expect(listed.body.items).toEqual([expect.objectContaining({ id: user.id, blockedFromBooking: true })]);

    const tournament = await admin.post('/api/admin/tournaments', {
      name: `Blocked Cup ${randomUUID().slice(0, 4)}`,
      date: t.day(3),
      startTime: '18:00',
      endTime: '22:00',
      format: 'single',
      maxParticipants: 8,
      numberOfHoles: 9,
      entryFee: '25.00',
      reservationLength: 120,
    });
    await admin.post(`/api/admin/tournaments/${tournament.body.id}/status`, { status: 'active' });
    const chargesBefore = await t.app.ctx.knex('card_twin_charges').count({ n: '*' });
    const bookingsBefore = await t.app.ctx.knex('bookings').where({ user_id: user.id }).count({ n: '*' });
    const slot = { bayId: bays[1], date: t.day(2), startTime: '10:00', duration: 1 };
    const attempts = [
      await client.post('/api/bookings/quote', slot),
      await client.post('/api/bookings', { ...slot, creditsUsed: 1 }),
      await client.post('/api/checkout/quote', { ...slot, time: '10:00' }),
      await client.post(`/api/bookings/${kept.body.id}/check-extension`, { additionalHours: 1 }),
      await client.post(`/api/bookings/${kept.body.id}/extend-with-payment`, {
        additionalHours: 1,
        sourceId: await cardToken(client),
      }),
      await client.post('/api/orders', {
        lines: [{ type: 'tournament-entry', tournamentId: tournament.body.id, bayId: bays[0], startTime: '18:00' }],
        sourceId: await cardToken(client),
        idempotencyKey: randomUUID(),
      }),
      // The desk cannot book for a blocked customer either.
      await admin.post('/api/checkout/quote', { ...slot, time: '10:00', userId: user.id }),
    ];
    for (const res of attempts) expect([res.status, res.body.message]).toEqual([403, BLOCKED]);
    expect(await t.app.ctx.knex('bookings').where({ user_id: user.id }).count({ n: '*' })).toEqual(bookingsBefore);
    expect(await t.app.ctx.knex('card_twin_charges').count({ n: '*' })).toEqual(chargesBefore);
    expect((await admin.get(`/api/admin/users/${user.id}`)).body.credits.total).toBe(2);
    // Their existing booking stands.
    expect((await admin.get(`/api/admin/users/${user.id}/bookings`)).body.items[0].status).toBe('confirmed');

    const unblocked = await admin.post(`/api/admin/users/${user.id}/unblock`);
    expect(unblocked.body).toMatchObject({ blockedFromBooking: false, blockedReason: null });
    expect((await client.post('/api/bookings/quote', slot)).status).toBe(200);
  });
});
