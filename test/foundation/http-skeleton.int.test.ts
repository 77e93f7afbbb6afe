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

  it('answers an unknown /api path with a JSON 404, not an HTML page', async () => {
    const res = await app.client().get('/api/no-such-thing');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(res.body).toEqual({ message: expect.stringContaining('/api/no-such-thing'), code: 'NOT_FOUND' });
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
