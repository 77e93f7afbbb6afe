import { randomUUID } from 'node:crypto';
import { reserve } from '../../src/commands/users/register-user.command';
import { DUPLICATE_ACCOUNT_MESSAGE } from '../../src/domain/users/user.errors';
import { outboxCount, randomEmail, randomIp, randomPhone, readCode, signUp } from '../harness/auth';
import type { TestApp } from '../harness/test-app';
import { startAuthApp } from './auth-test-app';

describe('accounts and roles', () => {
  let app: TestApp;
  const bossPhone = randomPhone();
  beforeAll(async () => {
    app = await startAuthApp({ env: { ADMIN_PHONES: ` ${bossPhone.slice(2)} , +12125550100` } });
  });
  afterAll(async () => {
    await app.close();
  });

  async function verifyWith(phone: string, userInfo?: Record<string, string>) {
    const client = app.client();
    const ip = { 'x-forwarded-for': randomIp() };
    const before = await outboxCount(app, phone);
    const sent = await client.post('/api/auth/phone/send-code', { phoneNumber: phone }, ip);
    expect(sent.status).toBe(200);
    const code = await readCode(app, phone, before);
    const res = await client.post('/api/auth/phone/verify-code', { phoneNumber: phone, code, userInfo }, ip);
    return { client, res, code, ip };
  }

  it('answers 401 to a visitor and 403 to a customer on an admin route, and the list to an admin', async () => {
    const anonymous = await app.client().get('/api/admin/users');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.code).toBe('AUTH.UNAUTHENTICATED');

    const customer = await signUp(app);
    const forbidden = await customer.client.get('/api/admin/users');
    expect(forbidden.status).toBe(403);
    expect(forbidden.body).toMatchObject({ message: "You don't have admin privileges.", code: 'AUTH.FORBIDDEN' });

    const employee = await signUp(app, undefined, { role: 'employee' });
    expect((await employee.client.get('/api/admin/users')).status).toBe(403);

    const admin = await signUp(app, undefined, { role: 'admin' });
    const list = await admin.client.get(`/api/admin/users?search=${encodeURIComponent(customer.user.lastName)}`);
    expect(list.status).toBe(200);
    expect(list.body).toEqual({
      items: [expect.objectContaining({ id: customer.user.id, phoneNumber: customer.user.phoneNumber })],
      total: 1,
      nextCursor: null,
    });
  });

  it('lets an admin make a customer an employee and take it back', async () => {
    const admin = await signUp(app, undefined, { role: 'admin' });
    const { client, user } = await signUp(app);
    const grant = await admin.client.put(`/api/admin/users/${user.id}/roles`, { isEmployee: true });
    expect(grant.status).toBe(200);
    expect(grant.body).toMatchObject({ id: user.id, isEmployee: true, isAdmin: false });
    expect((await client.get('/api/auth/phone-user')).body.isEmployee).toBe(true);

    const revoke = await admin.client.put(`/api/admin/users/${user.id}/roles`, { isEmployee: false });
    expect(revoke.body.isEmployee).toBe(false);
    expect((await client.put(`/api/admin/users/${user.id}/roles`, { isAdmin: true })).status).toBe(403);
    expect((await admin.client.put(`/api/admin/users/${user.id}/roles`, {})).status).toBe(400);
    expect((await admin.client.put('/api/admin/users/not-a-user/roles', { isEmployee: true })).status).toBe(404);
  });

  it('makes the phones in ADMIN_PHONES admins when they sign up', async () => {
    const { res } = await verifyWith(bossPhone, { firstName: 'Vera', lastName: 'Venue', email: randomEmail() });
    expect(res.status).toBe(201);
    expect(res.body.user).toMatchObject({ phoneNumber: bossPhone, isAdmin: true });
  });

  it('refuses a second account for a phone number', async () => {
    const { user } = await signUp(app);
    const { res, client, code, ip } = await verifyWith(user.phoneNumber, {
      firstName: 'Other',
      lastName: 'Person',
      email: randomEmail(),
    });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ message: DUPLICATE_ACCOUNT_MESSAGE, code: 'USER.DUPLICATE' });
    // The owner proved the phone: the same code still signs them in to their account.
    const login = await client.post('/api/auth/phone/verify-code', { phoneNumber: user.phoneNumber, code }, ip);
    expect(login.status).toBe(200);
    expect(login.body.user).toMatchObject({ id: user.id, firstName: user.firstName });
  });

  it('refuses a second account for an email, in any letter case, and leaves the phone free', async () => {
    const email = randomEmail();
    await signUp(app, undefined, { email });
    const phone = randomPhone();
    const { res, client, code, ip } = await verifyWith(phone, {
      firstName: 'Copy',
      lastName: 'Cat',
      email: `  ${email.toUpperCase()} `,
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(DUPLICATE_ACCOUNT_MESSAGE);
    expect((await client.post('/api/auth/check-phone', { phoneNumber: phone })).body).toEqual({ exists: false });
    const retry = await client.post(
      '/api/auth/phone/verify-code',
      { phoneNumber: phone, code, userInfo: { firstName: 'Copy', lastName: 'Cat', email: randomEmail() } },
      ip,
    );
    expect(retry.status).toBe(201);
  });

  it('lets only one of two simultaneous sign-ups with the same email through, leaving no stray claim', async () => {
    const email = randomEmail();
    const [a, b] = [randomPhone(), randomPhone()];
    const ready = await Promise.all(
      [a, b].map(async (phone) => {
        const client = app.client();
        const ip = { 'x-forwarded-for': randomIp() };
        await client.post('/api/auth/phone/send-code', { phoneNumber: phone }, ip);
        return { client, ip, phone, code: await readCode(app, phone) };
      }),
    );
    const results = await Promise.all(
      ready.map((r) =>
        r.client.post(
          '/api/auth/phone/verify-code',
          { phoneNumber: r.phone, code: r.code, userInfo: { firstName: 'Race', lastName: 'Car', email } },
          r.ip,
        ),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    const loser = ready[results.findIndex((r) => r.status === 409)];
    const users = await app.ctx.knex('users').whereRaw('lower(email) = ?', [email]);
    expect(users).toHaveLength(1);
    expect((await loser.client.post('/api/auth/check-phone', { phoneNumber: loser.phone })).body).toEqual({
      exists: false,
    });
    // The loser's phone is free again: signing up with it (after a new code) works.
    const again = await verifyWithAfterWait(loser.phone);
    expect(again.status).toBe(201);
  });

  async function verifyWithAfterWait(phone: string) {
    const original = app.ctx.now;
    app.ctx.now = () => new Date(Date.now() + 61_000);
    try {
      const { res } = await verifyWith(phone, { firstName: 'Race', lastName: 'Car', email: randomEmail() });
      return res;
    } finally {
      app.ctx.now = original;
    }
  }

  it('refuses state-changing calls from another site', async () => {
    const res = await app
      .client()
      .post('/api/auth/phone/send-code', { phoneNumber: randomPhone() }, { origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('AUTH.CROSS_SITE');
  });

  it('sets the session cookie httpOnly and SameSite=Lax with a 30-day life', async () => {
    const phone = randomPhone();
    const { res } = await verifyWith(phone, { firstName: 'Cookie', lastName: 'Monster', email: randomEmail() });
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('golf.sid='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    const expires = new Date(/Expires=([^;]+)/i.exec(cookie!)![1]).getTime();
    expect(expires - Date.now()).toBeGreaterThan(29 * 24 * 3600 * 1000);
  });
});

describe('the dev SMS outbox in production', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startAuthApp({ env: { NODE_ENV: 'production', SESSION_SECRET: 'a-production-grade-secret-123456' } });
  });
  afterAll(async () => {
    await app.close();
  });

  it('does not exist', async () => {
    const res = await app.client().get(`/api/dev/sms-outbox?phone=${encodeURIComponent(randomPhone())}`);
    expect(res.status).toBe(404);
  });
});

describe('profile changes', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startAuthApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('lets a customer change name and email, frees the old email and guards the new one', async () => {
    const oldEmail = randomEmail();
    const { client, user } = await signUp(app, undefined, { email: oldEmail });
    const newEmail = randomEmail();
    const res = await client.patch('/api/auth/profile', { firstName: 'Renamed', email: newEmail });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: user.id, firstName: 'Renamed', lastName: user.lastName, email: newEmail });

    const taken = await signUp(app);
    const clash = await client.patch('/api/auth/profile', { email: taken.user.email.toUpperCase() });
    expect(clash.status).toBe(409);
    expect(clash.body.message).toBe(DUPLICATE_ACCOUNT_MESSAGE);
    expect((await client.get('/api/auth/phone-user')).body.email).toBe(newEmail);

    const reuse = await signUp(app, undefined, { email: oldEmail });
    expect(reuse.user.email).toBe(oldEmail);
  });

  it('checks the fields and wants a signed-in user', async () => {
    const { client } = await signUp(app);
    expect((await client.patch('/api/auth/profile', { email: 'nope' })).body.message).toBe(
      'Please enter a valid email address',
    );
    expect((await client.patch('/api/auth/profile', { firstName: ' ' })).body.message).toBe(
      'Please fill in all required fields',
    );
    expect((await client.patch('/api/auth/profile', {})).status).toBe(400);
    expect((await app.client().patch('/api/auth/profile', { firstName: 'X' })).status).toBe(401);
  });

  it('lets an admin correct a customer and nobody else do it', async () => {
    const admin = await signUp(app, undefined, { role: 'admin' });
    const customer = await signUp(app);
    const other = await signUp(app);
    expect((await other.client.patch(`/api/admin/users/${customer.user.id}`, { lastName: 'Hacked' })).status).toBe(403);
    const fixed = await admin.client.patch(`/api/admin/users/${customer.user.id}`, { lastName: 'Corrected' });
    expect(fixed.status).toBe(200);
    expect(fixed.body.lastName).toBe('Corrected');
  });
});

describe('a sign-up interrupted by a crash', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startAuthApp();
  });
  afterAll(async () => {
    await app.close();
  });

  async function claimWithoutUser(kind: 'phone' | 'email', value: string, minutesAgo: number) {
    const original = app.ctx.now;
    app.ctx.now = () => new Date(Date.now() - minutesAgo * 60_000);
    try {
      await reserve(app.ctx, kind, value, randomUUID());
    } finally {
      app.ctx.now = original;
    }
  }

  it('frees a phone and an email whose claims were left without an account', async () => {
    const phone = randomPhone();
    const email = randomEmail();
    await claimWithoutUser('phone', phone, 11);
    await claimWithoutUser('email', email, 11);
    const { user } = await signUp(app, undefined, { phone, email });
    expect(user).toMatchObject({ phoneNumber: phone, email });
  });

  it('still refuses a phone whose claim is fresh (a sign-up in flight)', async () => {
    const phone = randomPhone();
    await claimWithoutUser('phone', phone, 0);
    await expect(signUp(app, undefined, { phone })).rejects.toThrow(/409/);
  });
});
