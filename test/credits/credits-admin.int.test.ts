import { randomUUID } from 'node:crypto';
import { signUp, type SignedUpUser } from '../harness/auth';
import type { HttpClient } from '../harness/http-client';
import { setUpVenue, startBookingApp, type BookingTestApp } from '../bookings/booking-fixtures';
import { giveCredits } from '../payments/payment-fixtures';
import { readLog } from '../harness/event-log';

interface Movement {
  kind: string;
  bucket: string;
  amount: number;
  reason: string;
  customerName: string | null;
  actor: { userId: string | null; role: string; name: string | null };
  balanceAfter: { total: number; general: number; membership: number; loyalty: number };
}

/** Adjusting a customer's credits with a reason, their ledger with running balances, every movement, grants. */
describe('credits for admins', () => {
  let t: BookingTestApp;
  let admin: HttpClient;
  let adminUser: SignedUpUser;
  let employee: HttpClient;
  let bays: string[];
  beforeAll(async () => {
    t = await startBookingApp();
    bays = await setUpVenue(t.app.ctx, 1);
    ({ client: admin, user: adminUser } = await signUp(t.app, undefined, { role: 'admin' }));
    employee = (await signUp(t.app, undefined, { role: 'employee' })).client;
  }, 60_000);
  afterAll(async () => {
    await t.app.close();
  });

  it('adjusts credits only with a reason, never below zero, and records the admin and reason on the event', async () => {
    const { client, user } = await signUp(t.app);
    const path = `/api/admin/users/${user.id}/credits`;
    expect((await t.app.client().post(path, { amount: 2, reason: 'x' })).status).toBe(401);
    expect((await client.post(path, { amount: 2, reason: 'x' })).status).toBe(403);
    expect((await employee.post(path, { amount: 2, reason: 'x' })).status).toBe(403);
    for (const body of [{ amount: 2 }, { amount: 2, reason: '   ' }]) {
      const res = await admin.post(path, body);
      expect([res.status, res.body.message]).toEqual([400, 'A reason is required']);
    }
    expect((await admin.post(path, { amount: 3, reason: 'Sorry about the broken screen' })).status).toBe(201);
    const below = await admin.post(path, { amount: -4, reason: 'Typo' });
    expect([below.status, below.body.message]).toEqual([409, 'Only 3 general credits are left to remove.']);
    const taken = await admin.post(path, { amount: -1, bucket: 'general', reason: 'Granted one too many' });
    expect([taken.status, taken.body.total]).toEqual([201, 2]);
    const rows = (await readLog(t.app.ctx.store, { streamPrefix: 'credits-' })).filter((e) =>
      e.streamId.endsWith(user.id),
    );
    expect(rows.map((r) => [r.type, (r.data as { reason: string }).reason, r.metadata.actor])).toEqual([
      ['CreditsGranted', 'Sorry about the broken screen', { userId: adminUser.id, role: 'admin' }],
      ['CreditsRevoked', 'Granted one too many', { userId: adminUser.id, role: 'admin' }],
    ]);
    const unknown = await admin.post(`/api/admin/users/${randomUUID()}/credits`, { amount: 1, reason: 'x' });
    expect([unknown.status, unknown.body.message]).toEqual([404, 'User not found']);
  });

  it("answers a customer's ledger newest first with kind, actor and the balances after each movement", async () => {
    const { client, user } = await signUp(t.app);
    await giveCredits(t.app, user.id, 2, 'membership');
    await admin.post(`/api/admin/users/${user.id}/credits`, { amount: 1.5, reason: 'Birthday' });
    const booked = await client.post('/api/bookings', {
      bayId: bays[0],
      date: t.day(1),
      startTime: '09:00',
      duration: 2,
      creditsUsed: 2,
    });
    expect(booked.status).toBe(201);
    // The booking answers once the bookings model has it; the credits model may trail it a moment.
    await t.app.ctx.projections.waitFor(await t.app.ctx.store.head(), ['credits']);

    const res = await admin.get(`/api/admin/users/${user.id}/credits/ledger`);
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(3);
    const items = res.body.items as Movement[];
    expect(items.map((m) => [m.kind, m.bucket, m.amount, m.balanceAfter])).toEqual([
      ['spend', 'membership', -2, { total: 1.5, general: 1.5, membership: 0, loyalty: 0 }],
      ['grant', 'general', 1.5, { total: 3.5, general: 1.5, membership: 2, loyalty: 0 }],
      ['grant', 'membership', 2, { total: 2, general: 0, membership: 2, loyalty: 0 }],
    ]);
    expect(items[1]).toMatchObject({
      reason: 'Birthday',
      actor: { userId: adminUser.id, role: 'admin', name: `${adminUser.firstName} ${adminUser.lastName}` },
    });
    expect(items[2].actor).toMatchObject({ userId: null, role: 'system' });

    const page = await admin.get(`/api/admin/users/${user.id}/credits/ledger?limit=2`);
    const next = await admin.get(`/api/admin/users/${user.id}/credits/ledger?limit=2&cursor=${page.body.nextCursor}`);
    expect(next.body.items.map((m: Movement) => m.amount)).toEqual([2]);
  });

  it('lists every movement across customers with their names, filtered by customer, bucket, kind and dates', async () => {
    const { user } = await signUp(t.app, undefined, { lastName: `Ledgerly${Date.now()}` });
    await giveCredits(t.app, user.id, 1, 'loyalty');
    await admin.post(`/api/admin/users/${user.id}/credits`, { amount: 2, reason: 'Welcome' });
    const search = `search=${user.lastName}`;

    const all = await admin.get(`/api/admin/credits/movements?${search}`);
    expect(all.status).toBe(200);
    expect(all.body.items.map((m: Movement) => [m.customerName, m.bucket, m.amount])).toEqual([
      [`${user.firstName} ${user.lastName}`, 'general', 2],
      [`${user.firstName} ${user.lastName}`, 'loyalty', 1],
    ]);
    const loyalty = await admin.get(`/api/admin/credits/movements?${search}&bucket=loyalty`);
    expect(loyalty.body.items.map((m: Movement) => m.amount)).toEqual([1]);
    const grants = await admin.get(`/api/admin/credits/movements?${search}&kind=grant`);
    expect(grants.body.total).toBe(2);
    const spends = await admin.get(`/api/admin/credits/movements?${search}&kind=spend`);
    expect(spends.body.total).toBe(0);
    const before = await admin.get(`/api/admin/credits/movements?${search}&to=${t.day(-1)}`);
    expect(before.body.total).toBe(0);
    const today = await admin.get(`/api/admin/credits/movements?${search}&from=${t.day(0)}&to=${t.day(0)}`);
    expect(today.body.total).toBe(2);
    const bad = await admin.get('/api/admin/credits/movements?kind=gift');
    expect(bad.status).toBe(400);
    expect((await t.app.client().get('/api/admin/credits/movements')).status).toBe(401);
    expect((await employee.get('/api/admin/credits/movements')).status).toBe(403);
    expect((await (await signUp(t.app)).client.get('/api/admin/credits/movements')).status).toBe(403);
  });

  it('grants credits to a customer from the Credits page, with a reason, positive amounts only', async () => {
    const { client, user } = await signUp(t.app);
    const grant = (body: Record<string, unknown>, as = admin) => as.post('/api/admin/credits/grants', body);
    const noReason = await grant({ userId: user.id, amount: 2 });
    expect([noReason.status, noReason.body.message]).toEqual([400, 'A reason is required']);
    const negative = await grant({ userId: user.id, amount: -1, reason: 'x' });
    expect([negative.status, negative.body.message]).toEqual([
      400,
      'Amount must be a positive number of credits in half steps',
    ]);
    const unknown = await grant({ userId: randomUUID(), amount: 1, reason: 'x' });
    expect([unknown.status, unknown.body.message]).toEqual([404, 'User not found']);
    expect((await grant({ userId: user.id, amount: 1, reason: 'x' }, client)).status).toBe(403);
    expect((await grant({ userId: user.id, amount: 1, reason: 'x' }, employee)).status).toBe(403);
    expect((await grant({ userId: user.id, amount: 1, reason: 'x' }, t.app.client())).status).toBe(401);
    expect((await admin.get(`/api/admin/users/${user.id}/credits/ledger`)).body.total).toBe(0);

    const granted = await grant({ userId: user.id, amount: 2.5, bucket: 'membership', reason: 'League prize' });
    expect(granted.status).toBe(201);
    expect(granted.body.balances).toMatchObject({ total: 2.5, membership: 2.5 });
    const ledger = await admin.get(`/api/admin/users/${user.id}/credits/ledger`);
    expect(ledger.body.items[0]).toMatchObject({ kind: 'grant', reason: 'League prize', amount: 2.5 });
  });

  it('rebuilds the ledger with the same running balances', async () => {
    const { user } = await signUp(t.app);
    await giveCredits(t.app, user.id, 2, 'membership');
    await admin.post(`/api/admin/users/${user.id}/credits`, { amount: -1, bucket: 'membership', reason: 'Fix' });
    const before = await t.app.ctx.knex('credit_ledger').where({ user_id: user.id }).orderBy('event_id');
    await t.app.ctx.projections.rebuild('credits');
    expect(await t.app.ctx.knex('credit_ledger').where({ user_id: user.id }).orderBy('event_id')).toEqual(before);
    expect(before.map((r) => Number(r.balance_membership)).sort()).toEqual([1, 2]);
  });
});
