import { outboxCount, randomEmail, randomIp, randomPhone, readCode, signUp } from '../harness/auth';
import type { HttpClient } from '../harness/http-client';
import type { TestApp } from '../harness/test-app';
import { startAuthApp } from './auth-test-app';
import { readLog } from '../harness/event-log';

const INVALID_CODE = 'Invalid verification code';

describe('sign-in codes', () => {
  let app: TestApp;
  // The app's clock stands still during a test and moves only when a test sets offsetMs.
  let offsetMs = 0;
  let clockBase = Date.now();
  beforeAll(async () => {
    app = await startAuthApp();
    app.ctx.now = () => new Date(clockBase + offsetMs);
  });
  beforeEach(() => {
    clockBase = Date.now();
    offsetMs = 0;
  });
  afterAll(async () => {
    await app.close();
  });

  /** A browser on its own address that asked for a code for a fresh phone. */
  async function codeFor(
    phone = randomPhone(),
  ): Promise<{ client: HttpClient; phone: string; code: string; ip: Record<string, string> }> {
    const client = app.client();
    const ip = { 'x-forwarded-for': randomIp() };
    const before = await outboxCount(app, phone);
    const sent = await client.post('/api/auth/phone/send-code', { phoneNumber: phone }, ip);
    expect(sent.status).toBe(200);
    return { client, phone, code: await readCode(app, phone, before), ip };
  }

  const userInfo = () => ({ firstName: 'Tee', lastName: 'Time', email: randomEmail() });
  const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  it('refuses a wrong code with the spec message and still accepts the right one', async () => {
    const { client, phone, code, ip } = await codeFor();
    const bad = await client.post(
      '/api/auth/phone/verify-code',
      { phoneNumber: phone, code: wrong(code), userInfo: userInfo() },
      ip,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(INVALID_CODE);
    expect((await client.get('/api/auth/phone-user')).body).toEqual({ user: null });
    const good = await client.post(
      '/api/auth/phone/verify-code',
      { phoneNumber: phone, code, userInfo: userInfo() },
      ip,
    );
    expect(good.status).toBe(201);
  });

  it('refuses a code used once already', async () => {
    const { client, phone, code, ip } = await codeFor();
    expect(
      (await client.post('/api/auth/phone/verify-code', { phoneNumber: phone, code, userInfo: userInfo() }, ip)).status,
    ).toBe(201);
    const again = await app.client().post('/api/auth/phone/verify-code', { phoneNumber: phone, code }, ip);
    expect(again.status).toBe(400);
    expect(again.body.message).toMatch(/request a new code/);
  });

  it('lets a code expire after 10 minutes', async () => {
    const { client, phone, code, ip } = await codeFor();
    offsetMs = 10 * 60 * 1000 + 1000;
    const res = await client.post(
      '/api/auth/phone/verify-code',
      { phoneNumber: phone, code, userInfo: userInfo() },
      ip,
    );
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'AUTH.CODE_EXPIRED',
      message: 'This verification code has expired. Please request a new code.',
    });
    expect((await client.post('/api/auth/check-phone', { phoneNumber: phone })).body).toEqual({ exists: false });
  });

  it('accepts a code just before its 10 minutes are up', async () => {
    const { client, phone, code, ip } = await codeFor();
    offsetMs = 9 * 60 * 1000 + 50 * 1000;
    const res = await client.post(
      '/api/auth/phone/verify-code',
      { phoneNumber: phone, code, userInfo: userInfo() },
      ip,
    );
    expect(res.status).toBe(201);
  });

  it('locks a code after 5 wrong tries, even against the right code', async () => {
    const { client, phone, code, ip } = await codeFor();
    for (let i = 0; i < 5; i++) {
      const res = await client.post('/api/auth/phone/verify-code', { phoneNumber: phone, code: wrong(code) }, ip);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(INVALID_CODE);
    }
    const locked = await client.post(
      '/api/auth/phone/verify-code',
      { phoneNumber: phone, code, userInfo: userInfo() },
      ip,
    );
    expect(locked.status).toBe(400);
    expect(locked.body).toMatchObject({
      code: 'AUTH.CODE_LOCKED',
      message: 'Too many incorrect attempts. Please request a new code.',
    });
    expect((await client.get('/api/auth/phone-user')).body).toEqual({ user: null });

    offsetMs = 61 * 1000;
    const fresh = await codeFor(phone);
    const ok = await fresh.client.post(
      '/api/auth/phone/verify-code',
      { phoneNumber: phone, code: fresh.code, userInfo: userInfo() },
      fresh.ip,
    );
    expect(ok.status).toBe(201);
  });

  it('will not send a new code within 60 seconds, and says how long to wait', async () => {
    const { client, phone, ip } = await codeFor();
    offsetMs = 20 * 1000;
    const soon = await client.post('/api/auth/phone/send-code', { phoneNumber: phone }, ip);
    expect(soon.status).toBe(429);
    expect(soon.body).toMatchObject({
      code: 'AUTH.RESEND_TOO_SOON',
      message: 'Please wait 40 seconds before requesting a new code.',
    });
    expect(soon.headers.get('retry-after')).toBe('40');

    offsetMs = 61 * 1000;
    const before = await outboxCount(app, phone);
    const later = await client.post('/api/auth/phone/send-code', { phoneNumber: phone }, ip);
    expect(later.status).toBe(200);
    const newCode = await readCode(app, phone, before);
    const ok = await client.post(
      '/api/auth/phone/verify-code',
      { phoneNumber: phone, code: newCode, userInfo: userInfo() },
      ip,
    );
    expect(ok.status).toBe(201);
  });

  it('does not count a too-soon ask against the phone: going back and pressing Continue again never locks it out', async () => {
    const { client, phone, code, ip } = await codeFor();
    for (let i = 0; i < 8; i++) {
      offsetMs = (i + 1) * 5 * 1000;
      const again = await client.post('/api/auth/phone/send-code', { phoneNumber: phone }, ip);
      expect([again.status, again.body.code]).toEqual([429, 'AUTH.RESEND_TOO_SOON']);
      expect(again.body.errors).toEqual({ retryAfterSeconds: 60 - (i + 1) * 5 });
    }
    // The code first sent still signs in, and a new one can be asked once the minute is up.
    const ok = await client.post('/api/auth/phone/verify-code', { phoneNumber: phone, code, userInfo: userInfo() }, ip);
    expect(ok.status).toBe(201);
    offsetMs = 61 * 1000;
    expect((await client.post('/api/auth/phone/send-code', { phoneNumber: phone }, ip)).status).toBe(200);
  });

  it('answers a phone that was never sent a code', async () => {
    const res = await app.client().post('/api/auth/phone/verify-code', { phoneNumber: randomPhone(), code: '123456' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'AUTH.NO_CODE',
      message: 'No active verification code for this number. Please request a new code.',
    });
  });

  it('asks an unknown phone to sign up, and keeps the code for the sign-up that follows', async () => {
    const { client, phone, code, ip } = await codeFor();
    const res = await client.post('/api/auth/phone/verify-code', { phoneNumber: phone, code }, ip);
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({
      code: 'AUTH.NO_ACCOUNT',
      message: 'No account found for this phone number. Please sign up first.',
    });
    const signup = await client.post(
      '/api/auth/phone/verify-code',
      { phoneNumber: phone, code, userInfo: userInfo() },
      ip,
    );
    expect(signup.status).toBe(201);
  });

  it('checks the phone number on every call', async () => {
    const client = app.client();
    for (const path of ['/api/auth/check-phone', '/api/auth/phone/send-code']) {
      for (const body of [{}, { phoneNumber: '' }, { phoneNumber: '   ' }, { phoneNumber: null }]) {
        const res = await client.post(path, body, { 'x-forwarded-for': randomIp() });
        expect(res.status).toBe(400);
        expect(res.body.message).toBe('Please enter a phone number');
      }
      for (const phoneNumber of ['123', '555-0100', 'not a phone', '+1 555 555 0100', '1'.repeat(60)]) {
        const res = await client.post(path, { phoneNumber }, { 'x-forwarded-for': randomIp() });
        expect(res.status).toBe(400);
        expect(res.body.message).toBe('Please enter a valid phone number.');
      }
    }
  });

  it('wants exactly six digits for the code', async () => {
    const { client, phone, code, ip } = await codeFor();
    for (const bad of ['', '12345', '1234567', 'abcdef', '12a456', ' ', null, 123456]) {
      const res = await client.post(
        '/api/auth/phone/verify-code',
        { phoneNumber: phone, code: bad, userInfo: userInfo() },
        ip,
      );
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Please enter a valid 6-digit code');
    }
    const ok = await client.post('/api/auth/phone/verify-code', { phoneNumber: phone, code, userInfo: userInfo() }, ip);
    expect(ok.status).toBe(201);
  });

  it('wants every sign-up field and a well-formed email, creating nothing until they are right', async () => {
    const { client, phone, code, ip } = await codeFor();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ lastName: 'Time', email: randomEmail() }, 'Please fill in all required fields'],
      [{ firstName: '  ', lastName: 'Time', email: randomEmail() }, 'Please fill in all required fields'],
      [{ firstName: 'Tee', lastName: '', email: randomEmail() }, 'Please fill in all required fields'],
      [{ firstName: 'Tee', lastName: 'Time' }, 'Please fill in all required fields'],
      [{ firstName: 'Tee', lastName: 'Time', email: 'not-an-email' }, 'Please enter a valid email address'],
      [{ firstName: 'Tee', lastName: 'Time', email: 'a@b' }, 'Please enter a valid email address'],
    ];
    for (const [info, message] of cases) {
      const res = await client.post('/api/auth/phone/verify-code', { phoneNumber: phone, code, userInfo: info }, ip);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    }
    expect((await client.post('/api/auth/check-phone', { phoneNumber: phone })).body).toEqual({ exists: false });
    const ok = await client.post('/api/auth/phone/verify-code', { phoneNumber: phone, code, userInfo: userInfo() }, ip);
    expect(ok.status).toBe(201);
  });

  it('never puts the code in a response', async () => {
    const phone = randomPhone();
    const client = app.client();
    const ip = { 'x-forwarded-for': randomIp() };
    const texts: string[] = [];
    const keep = <T extends { text: string }>(res: T) => (texts.push(res.text), res);
    keep(await client.post('/api/auth/check-phone', { phoneNumber: phone }, ip));
    keep(await client.post('/api/auth/phone/send-code', { phoneNumber: phone }, ip));
    const code = await readCode(app, phone);
    keep(await client.post('/api/auth/phone/send-code', { phoneNumber: phone }, ip));
    keep(await client.post('/api/auth/phone/verify-code', { phoneNumber: phone, code: wrong(code) }, ip));
    keep(await client.post('/api/auth/phone/verify-code', { phoneNumber: phone, code }, ip));
    keep(
      await client.post('/api/auth/phone/verify-code', { phoneNumber: phone, code, userInfo: { firstName: 'x' } }, ip),
    );
    keep(await client.post('/api/auth/phone/verify-code', { phoneNumber: phone, code, userInfo: userInfo() }, ip));
    keep(await client.get('/api/auth/phone-user'));
    keep(await client.post('/api/auth/phone/verify-code', { phoneNumber: phone, code }, ip));
    expect(texts).toHaveLength(9);
    for (const text of texts) expect(text).not.toContain(code);
    const stored = await app.ctx.knex('phone_verification_codes').where({ phone_number: phone }).first();
    expect(JSON.stringify(stored)).not.toContain(code);
    const events = (await readLog(app.ctx.store)).map((e) => ({ data: e.data, metadata: e.metadata }));
    expect(events.length).toBeGreaterThan(0);
    expect(JSON.stringify(events)).not.toContain(`code is ${code}`);
  });

  it('keeps working for a customer who signed up and comes back later', async () => {
    const { user } = await signUp(app);
    offsetMs = 2 * 60 * 1000;
    const { client, code, ip } = await codeFor(user.phoneNumber);
    const res = await client.post('/api/auth/phone/verify-code', { phoneNumber: user.phoneNumber, code }, ip);
    expect(res.status).toBe(200);
    expect(res.body.user.id).toBe(user.id);
  });
});

describe('sign-in codes under parallel guessing', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startAuthApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('allows no more than 5 wrong tries even when they arrive at once', async () => {
    const phone = randomPhone();
    const client = app.client();
    await client.post('/api/auth/phone/send-code', { phoneNumber: phone }, { 'x-forwarded-for': randomIp() });
    const code = await readCode(app, phone);
    const guesses = Array.from({ length: 12 }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'));
    const results = await Promise.all(
      guesses.map((guess) =>
        app
          .client()
          .post('/api/auth/phone/verify-code', { phoneNumber: phone, code: guess }, { 'x-forwarded-for': randomIp() }),
      ),
    );
    expect(results.filter((r) => r.body.code === 'AUTH.CODE_INVALID')).toHaveLength(5);
    expect(results.filter((r) => r.body.code === 'AUTH.CODE_LOCKED')).toHaveLength(7);
  });
});
