import { signUp } from '../harness/auth';
import { startTestApp, type TestApp } from '../harness/test-app';

describe('the HTTP skeleton', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('answers /healthz and /readyz, and tells nobody but admins what is behind them', async () => {
    const client = app.client();
    expect((await client.get('/healthz')).status).toBe(200);
    const ready = await client.get('/readyz');
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ status: 'ready' });
    expect((await client.get('/api/admin/system/health')).status).toBe(401);
    const customer = (await signUp(app)).client;
    expect((await customer.get('/api/admin/system/health')).status).toBe(403);
    const admin = (await signUp(app, app.client(), { role: 'admin' })).client;
    const detail = await admin.get('/api/admin/system/health');
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({ database: 'ok', redis: 'ok', jobBus: 'bullmq', failingProjections: [] });
    expect(detail.body.projections.map((p: { name: string }) => p.name)).toContain('bookings');
  });

  it('answers an unknown /api path with a JSON 404 in problem details (RFC 9457), not an HTML page', async () => {
    const res = await app.client().get('/api/no-such-thing');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    const message = expect.stringContaining('/api/no-such-thing');
    expect(res.body).toEqual({
      type: 'tag:golf-bays,2026:problem:not_found',
      title: 'Not Found',
      status: 404,
      detail: message,
      message,
      code: 'NOT_FOUND',
    });
  });

  it('answers every kind of error in the same problem shape, keeping message and code', async () => {
    const client = app.client();
    const answers = [
      await client.post('/api/anything', '{"oops":'),
      await client.get('/api/admin/system/health'),
      await (await signUp(app)).client.get('/api/admin/system/health'),
    ];
    expect(answers.map((r) => [r.status, r.body.code])).toEqual([
      [400, 'BAD_JSON'],
      [401, 'AUTH.UNAUTHENTICATED'],
      [403, 'AUTH.FORBIDDEN'],
    ]);
    for (const r of answers) {
      expect(r.headers.get('content-type')).toMatch(/^application\/problem\+json/);
      expect(r.body).toMatchObject({
        type: `tag:golf-bays,2026:problem:${r.body.code.toLowerCase()}`,
        title: expect.any(String),
        status: r.status,
        detail: r.body.message,
        message: expect.any(String),
      });
    }
  });

  it('answers malformed JSON with 400 and an over-large body with 413', async () => {
    const client = app.client();
    const bad = await client.post('/api/anything', '{"oops":');
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('BAD_JSON');
    const big = await client.post('/api/anything', { blob: 'x'.repeat(120 * 1024) });
    expect(big.status).toBe(413);
    expect(big.body.code).toBe('BODY_TOO_LARGE');
  });

  it('tags every response with a request id', async () => {
    const res = await app.client().get('/healthz', { 'x-request-id': 'abc-123' });
    expect(res.headers.get('x-request-id')).toBe('abc-123');
  });
});
