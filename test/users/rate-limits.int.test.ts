import { randomIp, randomPhone } from '../harness/auth';
import type { TestApp } from '../harness/test-app';
import { startAuthApp } from './auth-test-app';

describe('sign-in rate limits', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startAuthApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('answers 1,000 rapid send-code attempts from one address with 429s after the first few', async () => {
    const client = app.client();
    const ip = { 'x-forwarded-for': '203.0.113.7' };
    const statuses: number[] = [];
    let limited: { body: any; headers: Headers } | undefined;
    for (let batch = 0; batch < 20; batch++) {
      const results = await Promise.all(
        Array.from({ length: 50 }, () => client.post('/api/auth/phone/send-code', { phoneNumber: randomPhone() }, ip)),
      );
      for (const r of results) {
        statuses.push(r.status);
        if (r.status === 429) limited ??= r;
      }
    }
    expect(statuses).toHaveLength(1000);
    expect(statuses.filter((s) => s === 200)).toHaveLength(app.config.AUTH_SEND_PER_IP_PER_HOUR);
    expect(statuses.filter((s) => s === 429)).toHaveLength(1000 - app.config.AUTH_SEND_PER_IP_PER_HOUR);
    expect(limited!.body).toMatchObject({
      message: 'Too many attempts. Please wait a few minutes and try again.',
      code: 'AUTH.RATE_LIMITED',
      errors: { retryAfterSeconds: expect.any(Number) },
    });
    expect(Number(limited!.headers.get('retry-after'))).toBeGreaterThan(0);
    const codes = await app.ctx.knex('phone_verification_codes').count<{ count: string }[]>('* as count');
    expect(Number(codes[0].count)).toBe(app.config.AUTH_SEND_PER_IP_PER_HOUR);

    // Another address is not held back by the first one.
    const other = await client.post(
      '/api/auth/phone/send-code',
      { phoneNumber: randomPhone() },
      { 'x-forwarded-for': randomIp() },
    );
    expect(other.status).toBe(200);
  }, 120_000);

  it('limits guesses at one phone number across many addresses', async () => {
    const phone = randomPhone();
    const client = app.client();
    expect(
      (await client.post('/api/auth/phone/send-code', { phoneNumber: phone }, { 'x-forwarded-for': randomIp() }))
        .status,
    ).toBe(200);
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) {
      const res = await client.post(
        '/api/auth/phone/verify-code',
        { phoneNumber: phone, code: '000000' },
        { 'x-forwarded-for': randomIp() },
      );
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 15).every((s) => s === 400)).toBe(true);
    expect(statuses.slice(15).every((s) => s === 429)).toBe(true);
  });

  it('limits verify attempts from one address', async () => {
    const client = app.client();
    const ip = { 'x-forwarded-for': '198.51.100.9' };
    const statuses: number[] = [];
    for (let batch = 0; batch < 4; batch++) {
      const results = await Promise.all(
        Array.from({ length: 25 }, () =>
          client.post('/api/auth/phone/verify-code', { phoneNumber: randomPhone(), code: '123456' }, ip),
        ),
      );
      statuses.push(...results.map((r) => r.status));
    }
    expect(statuses.filter((s) => s === 400)).toHaveLength(app.config.AUTH_VERIFY_PER_IP_PER_15_MIN);
    expect(statuses.filter((s) => s === 429)).toHaveLength(100 - app.config.AUTH_VERIFY_PER_IP_PER_15_MIN);
  });
});
