import { SESSION_COOKIE } from '../../src/api/middleware/security';
import { randomEmail, randomIp, randomPhone, readCode, signIn, signUp } from '../harness/auth';
import type { TestApp } from '../harness/test-app';
import { startAuthApp } from './auth-test-app';

describe('phone sign-up and sign-in', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startAuthApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('tells a sign-up before any code is sent that its email or phone already belongs to an account', async () => {
    const email = randomEmail();
    const { user } = await signUp(app, undefined, { email });
    const ip = { 'x-forwarded-for': randomIp() };
    const check = (phoneNumber: string, mail: string) =>
      app.client().post('/api/auth/check-signup', { phoneNumber, email: mail }, ip);
    const taken = await check(randomPhone(), email.toUpperCase());
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe(
      'An account with this phone number or email already exists. Please use different contact information or log in to your existing account.',
    );
    expect((await check(user.phoneNumber, randomEmail())).status).toBe(409);
    expect(await check(randomPhone(), randomEmail())).toMatchObject({ status: 200, body: { available: true } });
    const invalid = await check(randomPhone(), 'not-an-email');
    expect(invalid.status).toBe(400);
    expect(invalid.body.message).toBe('Please enter a valid email address');
  });

  it('signs up a new customer, then signs the same phone in again on another browser', async () => {
    const phone = randomPhone();
    const email = randomEmail();
    const { client, user } = await signUp(app, undefined, { phone, firstName: 'Ada', lastName: 'Lovelace', email });
    expect(user).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
      phoneNumber: phone,
      email,
      isAdmin: false,
      isEmployee: false,
      credits: 0,
      membershipCredits: 0,
      loyaltyCredits: 0,
      loyaltyPoints: 0,
    });
    const me = await client.get('/api/auth/phone-user');
    expect(me.status).toBe(200);
    expect(me.headers.get('cache-control')).toBe('no-store');
    expect(me.body).toMatchObject({ id: user.id, phoneNumber: phone, isVerified: true });

    expect((await app.client().post('/api/auth/check-phone', { phoneNumber: phone })).body).toEqual({ exists: true });
    const other = await signIn(app, phone);
    const again = await other.get('/api/auth/phone-user');
    expect(again.body.id).toBe(user.id);
  });

  it('accepts a phone number typed the way people type it and stores E.164', async () => {
    const phone = randomPhone();
    const typed = `(${phone.slice(2, 5)}) ${phone.slice(5, 8)}-${phone.slice(8)}`;
    const client = app.client();
    const ip = { 'x-forwarded-for': randomIp() };
    expect((await client.post('/api/auth/phone/send-code', { phoneNumber: typed }, ip)).status).toBe(200);
    const code = await readCode(app, phone);
    const res = await client.post(
      '/api/auth/phone/verify-code',
      { phoneNumber: typed, code, userInfo: { firstName: 'Bo', lastName: 'Jackson', email: randomEmail() } },
      ip,
    );
    expect(res.status).toBe(201);
    expect(res.body.user.phoneNumber).toBe(phone);
  });

  it('answers phone-user for a signed-out visitor with 200 { user: null }, not a failed request', async () => {
    const res = await app.client().get('/api/auth/phone-user');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body).toEqual({ user: null });
  });

  it('rotates the session id at sign-in and forgets the session at logout', async () => {
    const phone = randomPhone();
    const { client } = await signUp(app, undefined, { phone });
    const firstCookie = client.cookie(SESSION_COOKIE);
    expect(firstCookie).toBeDefined();

    await signIn(app, phone, client);
    const secondCookie = client.cookie(SESSION_COOKIE);
    expect(secondCookie).toBeDefined();
    expect(secondCookie).not.toBe(firstCookie);
    const withOldId = await app.client().get('/api/auth/phone-user', { cookie: `${SESSION_COOKIE}=${firstCookie}` });
    expect([withOldId.status, withOldId.body]).toEqual([200, { user: null }]);
    const withNewId = await app.client().get('/api/auth/phone-user', { cookie: `${SESSION_COOKIE}=${secondCookie}` });
    expect(withNewId.body.id).toEqual(expect.any(String));

    const out = await client.post('/api/auth/phone/logout');
    expect(out.status).toBe(200);
    expect(client.cookie(SESSION_COOKIE)).toBeUndefined();
    expect((await client.get('/api/auth/phone-user')).body).toEqual({ user: null });
    const replay = await app.client().get('/api/auth/phone-user', { cookie: `${SESSION_COOKIE}=${secondCookie}` });
    expect(replay.body).toEqual({ user: null });
  });

  it('logs out through POST /api/logout (GET /api/logout only asks)', async () => {
    const { client } = await signUp(app);
    const asked = await client.get('/api/logout');
    expect([asked.status, asked.text.includes('Sign out?')]).toEqual([200, true]);
    expect((await client.get('/api/auth/phone-user')).body.id).toEqual(expect.any(String));
    const res = await client.request('POST', '/api/logout', undefined, { accept: 'text/html' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/');
    expect((await client.get('/api/auth/phone-user')).body).toEqual({ user: null });
  });

  it('signs up employees and admins with their roles', async () => {
    const employee = await signUp(app, undefined, { role: 'employee' });
    expect(employee.user).toMatchObject({ isEmployee: true, isAdmin: false });
    const admin = await signUp(app, undefined, { role: 'admin' });
    expect(admin.user).toMatchObject({ isAdmin: true });
  });
});

describe('phone sign-in without Redis', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startAuthApp({ env: { REDIS_URL: 'redis://127.0.0.1:1' } });
  });
  afterAll(async () => {
    await app.close();
  });

  it('texts the code through the in-process job runner and signs the customer up', async () => {
    expect(app.ctx.jobs.kind).toBe('in-process');
    const { client, user } = await signUp(app);
    expect((await client.get('/api/auth/phone-user')).body.id).toBe(user.id);
  });
});
