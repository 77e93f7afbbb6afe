import { outboxCount, randomIp, randomPhone, readCode, signUp } from '../harness/auth';
import { startTestApp, type TestApp } from '../harness/test-app';
import { readLog } from '../harness/event-log';

/**
 * A client's X-Request-Id is only for the log line (and echoed back); the events a request records
 * carry a correlation id the server made, so one customer cannot write into another's audit story.
 */
describe('correlation ids are made by the server', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  /** The correlation ids of the events in the streams whose names match (`%` for any text, as in SQL LIKE). */
  const correlationsOf = async (streamLike: string) => {
    const pattern = new RegExp(`^${streamLike.split('%').map(escapeRegExp).join('.*')}$`);
    return (await readLog(app.ctx.store)).filter((e) => pattern.test(e.streamId)).map((e) => e.metadata.correlationId);
  };
  const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

  it("does not stamp a client's request id on the events it records", async () => {
    const injected = { 'x-request-id': 'victim-story-0001' };
    const admin = await signUp(app, undefined, { role: 'admin' });
    // A customer signs up sending the id; an admin adds a bay with it (a route that passed the id on).
    const phone = randomPhone();
    const visitor = app.client();
    const headers = { 'x-forwarded-for': randomIp(), ...injected };
    const before = await outboxCount(app, phone);
    expect((await visitor.post('/api/auth/phone/send-code', { phoneNumber: phone }, headers)).status).toBe(200);
    const code = await readCode(app, phone, before);
    const userInfo = { firstName: 'Eve', lastName: 'Injector', email: 'eve@example.com' };
    const verified = await visitor.post('/api/auth/phone/verify-code', { phoneNumber: phone, code, userInfo }, headers);
    expect(verified.status).toBe(201);
    const created = await admin.client.post('/api/admin/bays', { name: 'Bay Injected' }, injected);
    expect(created.status).toBe(201);
    expect(created.headers.get('x-request-id')).toBe('victim-story-0001');

    const story = await admin.client.get('/api/admin/audit/correlation/victim-story-0001');
    expect(story.status).toBe(200);
    expect(story.body.items).toEqual([]);
    const stamped = (await readLog(app.ctx.store)).filter((e) => e.metadata.correlationId === 'victim-story-0001');
    expect(stamped).toHaveLength(0);
    const bayEvents = await correlationsOf(`bay%${created.body.id}%`);
    expect(bayEvents.length).toBeGreaterThan(0);
    expect(bayEvents[0]).toMatch(/^[0-9a-f-]{36}$/);
    const userEvents = await correlationsOf(`user-${verified.body.user.id}`);
    expect(userEvents.length).toBeGreaterThan(0);
    expect(userEvents.every((c) => c !== 'victim-story-0001')).toBe(true);
  });

  it('gives two requests with the same client id two different correlation ids', async () => {
    const admin = await signUp(app, undefined, { role: 'admin' });
    const headers = { 'x-request-id': 'same-id-both-times' };
    const a = await admin.client.post('/api/admin/bays', { name: 'Bay A' }, headers);
    const b = await admin.client.post('/api/admin/bays', { name: 'Bay B' }, headers);
    expect([a.status, b.status]).toEqual([201, 201]);
    const [ca] = await correlationsOf(`bay%${a.body.id}%`);
    const [cb] = await correlationsOf(`bay%${b.body.id}%`);
    expect(ca).toBeTruthy();
    expect(cb).toBeTruthy();
    expect(ca).not.toBe(cb);
  });
});
