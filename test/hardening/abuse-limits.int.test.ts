import { randomIp, randomPhone, signUp } from '../harness/auth';
import { startTestApp, type TestApp } from '../harness/test-app';
import { newCoupon } from '../payments/payment-fixtures';

describe('abuse limits', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('stops an account guessing coupon codes after 10 wrong ones, without slowing anyone else', async () => {
    const { code } = await newCoupon(app.ctx, { maxUsesPerUser: null });
    const guesser = await signUp(app);
    const ip = { 'x-forwarded-for': randomIp() };
    const validate = (client: typeof guesser.client, c: string, headers = ip) =>
      client.post('/api/coupons/validate', { code: c, orderAmount: '35.00' }, headers);

    // A real code does not count against the customer, however often it is checked.
    for (let i = 0; i < 3; i++) expect((await validate(guesser.client, code)).body.valid).toBe(true);
    for (let i = 0; i < 10; i++) {
      const res = await validate(guesser.client, `GUESS${i}`);
      expect([res.status, res.body.valid]).toEqual([200, false]);
    }
    const blocked = await validate(guesser.client, 'GUESS10');
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe('Too many coupon codes tried. Please wait a few minutes and try again.');
    expect(blocked.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await validate(guesser.client, code)).status).toBe(429);

    const other = await signUp(app);
    const fine = await validate(other.client, code, { 'x-forwarded-for': randomIp() });
    expect([fine.status, fine.body.valid]).toEqual([200, true]);
  });

  it('ignores a logout link followed from another site, and signs out from our own (a POST)', async () => {
    const { client } = await signUp(app);
    const crossSite = await client.get('/api/logout', { 'sec-fetch-site': 'cross-site' });
    expect(crossSite.status).toBe(200);
    expect((await client.get('/api/auth/phone-user')).body.id).toEqual(expect.any(String));
    const ours = await client.post('/api/logout', {}, { 'sec-fetch-site': 'same-origin' });
    expect(ours.status).toBe(200);
    expect((await client.get('/api/auth/phone-user')).body).toEqual({ user: null });
  });

  it('serves no development tools unless DEV_TOOLS asks for them', async () => {
    const plain = await startTestApp({ env: { DEV_TOOLS: 'false' } });
    try {
      expect((await plain.client().get('/api/dev/sms-outbox?phone=%2B12125550123')).status).toBe(404);
      expect((await plain.client().post('/api/dev/card-tokens', {})).status).toBe(404);
    } finally {
      await plain.close();
    }
    expect((await app.client().get('/api/dev/sms-outbox?phone=%2B12125550123')).status).toBe(200);
  });

  it("does not let strangers use up a phone's codes: each address has its own allowance for a number", async () => {
    const victim = randomPhone();
    const attacker = { 'x-forwarded-for': randomIp() };
    // Each request a little over a minute after the last, past the 60 s resend rule (the app's clock).
    let offset = 0;
    const realNow = app.ctx.now;
    app.ctx.now = () => new Date(Date.now() + offset);
    const send = (headers: Record<string, string>) => {
      offset += 61_000;
      return app.client().post('/api/auth/phone/send-code', { phoneNumber: victim }, headers);
    };
    for (let i = 0; i < 5; i++) expect((await send(attacker)).status).toBe(200);
    const refused = await send(attacker);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe('Too many attempts. Please wait a few minutes and try again.');
    // The phone's owner, from their own connection, still gets a code.
    expect((await send({ 'x-forwarded-for': randomIp() })).status).toBe(200);
    app.ctx.now = realNow;
  });

  it('answers at most 10 "does this phone have an account?" questions a minute per address', async () => {
    const headers = { 'x-forwarded-for': randomIp() };
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++)
      statuses.push((await app.client().post('/api/auth/check-phone', { phoneNumber: randomPhone() }, headers)).status);
    expect(statuses).toEqual([...Array(10).fill(200), 429, 429]);
  });
});
