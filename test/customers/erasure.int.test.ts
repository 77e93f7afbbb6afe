import { randomUUID } from 'node:crypto';
import { signUp, type SignedUpUser } from '../harness/auth';
import type { HttpClient } from '../harness/http-client';
import { setUpVenue, startBookingApp, type BookingTestApp } from '../bookings/booking-fixtures';
import { cardToken } from '../payments/payment-fixtures';
import { readStream } from '../harness/event-log';
import { userStream } from '../../src/domain/users/user.events';

/** A customer's data on request: the export (JSON, CSV) and the erasure by crypto-shredding. */
describe("a customer's data", () => {
  let t: BookingTestApp;
  let admin: HttpClient;
  let adminUser: SignedUpUser;
  let bays: string[];
  beforeAll(async () => {
    t = await startBookingApp();
    bays = await setUpVenue(t.app.ctx, 2);
    ({ client: admin, user: adminUser } = await signUp(t.app, undefined, { role: 'admin' }));
  }, 60_000);
  afterAll(async () => {
    await t.app.close();
  });

  let slot = 8;
  /** A customer with a paid booking tomorrow (a slot of its own) and a support message. */
  async function customerWithHistory() {
    const startTime = `${String(slot++).padStart(2, '0')}:00`;
    const { client, user } = await signUp(t.app, undefined, {
      firstName: 'Zelda',
      lastName: `Private${randomUUID().slice(0, 6)}`,
    });
    const paid = await client.post('/api/orders', {
      lines: [{ type: 'booking', bayId: bays[0], date: t.day(1), startTime, duration: 1 }],
      sourceId: await cardToken(client),
      idempotencyKey: randomUUID(),
    });
    expect(paid.status).toBe(201);
    const bookingId = paid.body.fulfilled[0].reference as string;
    expect((await client.post('/api/sms/user-send', { message: 'My secret question' })).status).toBeLessThan(300);
    return { client, user, bookingId };
  }

  const rawEvents = async (stream: string) =>
    (
      await t.app.ctx.pool.query<{ event_type: string; data: Record<string, unknown> }>(
        'SELECT event_type, data FROM es_events WHERE stream_id = $1 ORDER BY stream_position',
        [stream],
      )
    ).rows;

  const ledgerOf = async (userId: string) =>
    t.app.ctx
      .knex('ledger_entries')
      .where({ user_id: userId })
      .orderBy('entry_id')
      .select('entry_id', 'amount', 'date', 'occurred_at', 'account');

  it('keeps personal fields out of the events table in clear, and reads them back decrypted', async () => {
    const { user } = await customerWithHistory();
    const [registered] = await rawEvents(userStream(user.id));
    expect(registered.event_type).toBe('UserRegistered');
    const raw = JSON.stringify(registered.data);
    expect(raw).not.toContain(user.phoneNumber);
    expect(raw).not.toContain(user.email);
    expect(raw).not.toContain(user.lastName);
    expect(registered.data.firstName).toMatch(/^pd1:/);

    const placed = await t.app.ctx.pool.query<{ data: string }>(
      "SELECT data::text FROM es_events WHERE event_type = 'BookingPlaced' AND data->>'userId' = $1",
      [user.id],
    );
    expect(placed.rows).toHaveLength(1);
    expect(placed.rows[0].data).not.toContain(user.phoneNumber);
    expect(placed.rows[0].data).not.toContain(user.email);
    const support = await t.app.ctx.pool.query<{ data: string }>(
      "SELECT data::text FROM es_events WHERE event_type LIKE 'Support%' AND data->>'userId' = $1",
      [user.id],
    );
    expect(support.rows.length).toBeGreaterThan(0);
    expect(support.rows.map((r) => r.data).join()).not.toContain('My secret question');

    const [read] = await readStream(t.app.ctx.store, userStream(user.id));
    expect(read.data).toMatchObject({ firstName: 'Zelda', email: user.email, phoneNumber: user.phoneNumber });
    expect((await admin.get(`/api/admin/users/${user.id}`)).body).toMatchObject({ email: user.email, erased: false });
  });

  it('exports the profile, the booking and the payment as JSON and as CSV', async () => {
    const { user, bookingId } = await customerWithHistory();
    const res = await admin.get(`/api/admin/customers/${user.id}/export`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain('attachment');
    expect(res.body.profile).toMatchObject({ id: user.id, email: user.email, phone_number: user.phoneNumber });
    expect(res.body.sections.bookings).toEqual([
      expect.objectContaining({ id: bookingId, total_amount_cents: 3500, status: 'confirmed' }),
    ]);
    expect(res.body.sections.payments).toEqual([expect.objectContaining({ booking_id: bookingId, card_cents: 3500 })]);
    expect(res.body.sections.ledger_entries.length).toBeGreaterThan(0);
    expect(res.body.sections.support_messages).toEqual([expect.objectContaining({ message: 'My secret question' })]);
    expect(res.body.sections.activity.length).toBeGreaterThan(0);

    const csv = await admin.get(`/api/admin/customers/${user.id}/export.csv`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(csv.headers.get('content-disposition')).toContain(`customer-${user.id}.csv`);
    expect(csv.text.split('\r\n')[0]).toBe('section,row,field,value');
    expect(csv.text).toContain(`bookings,1,id,${bookingId}`);
    expect(csv.text).toContain(`profile,1,email,${user.email}`);
  });

  it('refuses while a booking is ahead, then erases: read models say "Erased customer", the books keep amounts and dates', async () => {
    const { client, user, bookingId } = await customerWithHistory();
    const ledgerBefore = await ledgerOf(user.id);
    expect(ledgerBefore.length).toBeGreaterThan(0);
    const bookingBefore = await t.app.ctx.knex('bookings').where({ id: bookingId }).first();

    const unconfirmed = await admin.post(`/api/admin/customers/${user.id}/erase`, { confirm: 'nope' });
    expect([unconfirmed.status, unconfirmed.body.message]).toEqual([
      400,
      "Type the customer's phone number or ERASE to confirm.",
    ]);
    const ahead = await admin.post(`/api/admin/customers/${user.id}/erase`, { confirm: user.phoneNumber });
    expect(ahead.status).toBe(409);
    expect(ahead.body.message).toBe(
      'This customer has 1 upcoming booking(s). Cancel them before erasing the customer.',
    );

    t.setNow(new Date(Date.now() + 4 * 24 * 3600_000));
    try {
      const erased = await admin.post(`/api/admin/customers/${user.id}/erase`, { confirm: user.phoneNumber });
      expect(erased.status).toBe(200);
      expect(erased.body).toMatchObject({
        firstName: 'Erased',
        lastName: 'customer',
        email: null,
        phoneNumber: null,
        erased: true,
      });
      const again = await admin.post(`/api/admin/customers/${user.id}/erase`, { confirm: 'ERASE' });
      expect([again.status, again.body.message]).toEqual([409, 'This customer has already been erased.']);
    } finally {
      t.setNow(new Date());
    }

    const booking = await t.app.ctx.knex('bookings').where({ id: bookingId }).first();
    expect(booking).toMatchObject({
      first_name: 'Erased',
      last_name: 'customer',
      email: null,
      phone_number: null,
      total_amount_cents: 3500,
      status: 'confirmed',
      starts_at: bookingBefore.starts_at,
      created_at: bookingBefore.created_at,
    });
    const messages = await t.app.ctx.knex('support_messages').where({ user_id: user.id });
    expect(messages.map((m) => m.message)).toEqual(['[erased]']);
    expect(await ledgerOf(user.id)).toEqual(ledgerBefore);

    // The key is gone: the stored ciphertext no longer opens, reads show the placeholders.
    const [registered] = await readStream(t.app.ctx.store, userStream(user.id));
    expect(registered.data).toMatchObject({
      firstName: 'Erased',
      lastName: 'customer',
      email: null,
      phoneNumber: null,
    });
    const keyRow = await t.app.ctx.knex('customer_keys').where({ user_id: user.id }).first();
    expect(keyRow).toMatchObject({ key_sealed: null, erased_at: expect.any(Date) });
    const export_ = await admin.get(`/api/admin/customers/${user.id}/export`);
    expect(JSON.stringify(export_.body)).not.toContain(user.email);
    expect(JSON.stringify(export_.body)).not.toContain('My secret question');

    // The erased customer's session ended; the phone signs up again as a new customer.
    expect((await client.get('/api/auth/phone-user')).body).toEqual({ user: null });
    expect((await client.post('/api/sms/user-send', { message: 'still here?' })).status).toBe(401);
    const again = await signUp(t.app, undefined, { phone: user.phoneNumber });
    expect(again.user.id).not.toBe(user.id);
    expect(again.user.firstName).toBe('Pat');
  });

  it('keeps the customer erased when the read models are rebuilt from the events', async () => {
    const { user, bookingId } = await customerWithHistory();
    t.setNow(new Date(Date.now() + 4 * 24 * 3600_000));
    try {
      expect((await admin.post(`/api/admin/customers/${user.id}/erase`, { confirm: 'ERASE' })).status).toBe(200);
    } finally {
      t.setNow(new Date());
    }
    const ledgerBefore = await ledgerOf(user.id);
    for (const name of ['users', 'bookings', 'support-messages', 'gift-cards', 'ledger']) {
      await t.app.ctx.projections.rebuild(name);
    }
    expect(await t.app.ctx.knex('users').where({ id: user.id }).first()).toMatchObject({
      first_name: 'Erased',
      last_name: 'customer',
      email: null,
      phone_number: null,
    });
    expect(await t.app.ctx.knex('bookings').where({ id: bookingId }).first()).toMatchObject({
      first_name: 'Erased',
      email: null,
      total_amount_cents: 3500,
    });
    const messages = await t.app.ctx.knex('support_messages').where({ user_id: user.id });
    expect(messages.map((m) => m.message)).toEqual(['[erased]']);
    expect(await ledgerOf(user.id)).toEqual(ledgerBefore);
  });

  it('refuses staff, unknown customers, and callers who are not admins', async () => {
    const staff = await signUp(t.app, undefined, { role: 'employee' });
    const refused = await admin.post(`/api/admin/customers/${staff.user.id}/erase`, { confirm: 'ERASE' });
    expect([refused.status, refused.body.message]).toEqual([
      409,
      'Staff accounts cannot be erased. Remove their admin or employee role first.',
    ]);
    const self = await admin.post(`/api/admin/customers/${adminUser.id}/erase`, { confirm: 'ERASE' });
    expect(self.status).toBe(409);

    const { client, user } = await signUp(t.app);
    expect((await client.post(`/api/admin/customers/${user.id}/erase`, { confirm: 'ERASE' })).status).toBe(403);
    expect((await client.get(`/api/admin/customers/${user.id}/export`)).status).toBe(403);
    expect((await staff.client.get(`/api/admin/customers/${user.id}/export.csv`)).status).toBe(403);
    expect((await admin.post(`/api/admin/customers/${randomUUID()}/erase`, { confirm: 'ERASE' })).status).toBe(404);
  });
});
