import { randomUUID } from 'node:crypto';
import type { BookingTestApp } from '../bookings/booking-fixtures';
import { signUp, type SignedUpUser } from '../harness/auth';
import type { HttpClient } from '../harness/http-client';
import { cardToken, startPaymentApp } from '../payments/payment-fixtures';
import { violations } from './support/openapi-violations';

type Schema = Record<string, any>;
type Response = { content?: Record<string, { schema?: Schema }> };
type Parameter = { name: string; in: string; required?: boolean };
type Op = {
  responses: Record<string, Response>;
  parameters?: Parameter[];
  'x-auth'?: string;
  'x-auth-unless-query'?: string;
};
type Doc = { paths: Record<string, Record<string, Op>>; components: any };

/** How many GET routes the walk below must validate at least (raise it as routes gain schemas). */
const GET_FLOOR = 75;

describe('what the routes answer matches the schemas /api/openapi.json documents', () => {
  let t: BookingTestApp;
  let bays: string[];
  let date: string;
  let doc: Doc;
  beforeAll(async () => {
    ({ t, bays, date } = await startPaymentApp(1, 1));
    doc = (await t.app.client().get('/api/openapi.json')).body;
  }, 120_000);
  afterAll(async () => {
    await t.app.close();
  }, 60_000);

  const documented = (method: string, path: string, status: number, type = 'application/json') => {
    const schema = doc.paths[path]?.[method]?.responses?.[status]?.content?.[type]?.schema;
    if (!schema) throw new Error(`${method} ${path} ${status}: no ${type} schema documented`);
    return schema;
  };
  const check = (res: { status: number; body: unknown }, method: string, path: string, status: number) => {
    expect(res.status).toBe(status);
    expect(violations(res.body, documented(method, path, status), doc)).toEqual([]);
  };

  it('answers the public booking reads in their contracts', async () => {
    const client = t.app.client();
    check(await client.get('/api/booking-window'), 'get', '/api/booking-window', 200);
    check(await client.get('/api/bays'), 'get', '/api/bays', 200);
    check(await client.get('/api/cancellation-policy'), 'get', '/api/cancellation-policy', 200);
    check(await client.get(`/api/availability?date=${date}&duration=1`), 'get', '/api/availability', 200);
  });

  it('quotes and pays an order in its contracts, 201 when new and 200 when replayed', async () => {
    const { client, user } = await signUp(t.app);
    const lines = [{ type: 'booking', bayId: bays[0], date, startTime: '12:00', duration: 1 }];
    check(await client.post('/api/orders/quote', { lines }), 'post', '/api/orders/quote', 200);
    const pay = { lines, sourceId: await cardToken(client), idempotencyKey: randomUUID() };
    const paid = await client.post('/api/orders', pay);
    check(paid, 'post', '/api/orders', 201);
    check(await client.post('/api/orders', pay), 'post', '/api/orders', 200);
    check(await client.get(`/api/orders/${paid.body.orderId}`), 'get', '/api/orders/{id}', 200);
    check(await client.get(`/api/users/${user.id}/payment-methods`), 'get', '/api/users/{userId}/payment-methods', 200);
  });

  it('answers errors in the Problem schema, as application/problem+json', async () => {
    const client = t.app.client();
    const signedOut = await client.get(`/api/orders/${randomUUID()}`);
    expect(signedOut.status).toBe(401);
    expect(signedOut.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(
      violations(signedOut.body, documented('get', '/api/orders/{id}', 401, 'application/problem+json'), doc),
    ).toEqual([]);
    const { client: customer } = await signUp(t.app);
    const bad = await customer.post('/api/orders/quote', { lines: 'none' });
    expect(bad.status).toBe(400);
    expect(bad.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(bad.body.errors?.length).toBeGreaterThan(0);
    expect(violations(bad.body, documented('post', '/api/orders/quote', 400, 'application/problem+json'), doc)).toEqual(
      [],
    );
  });
  /**
   * Every GET the document lists whose path parameters this test can fill (the seeded customer, a paid
   * booking of theirs, its date) is called as its `x-auth` says (a visitor, the customer or an admin):
   * each 200 answer must fit its documented schema. The routes validated here and in the tests above
   * are counted; the count may not fall under its floor.
   */
  it('answers every GET it can call in the schema the document gives', async () => {
    const { client: customer, user } = await signUp(t.app);
    const { client: admin } = await signUp(t.app, t.app.client(), { role: 'admin' });
    const lines = [{ type: 'booking', bayId: bays[0], date, startTime: '15:00', duration: 1 }];
    const pay = { lines, sourceId: await cardToken(customer), idempotencyKey: randomUUID() };
    const paid = await customer.post('/api/orders', pay);
    expect(paid.status).toBe(201);
    const bookingId: string = paid.body.fulfilled.find((f: { type: string }) => f.type === 'booking').reference;
    const values: Record<string, string> = {
      userId: (user as SignedUpUser).id,
      id: bookingId,
      bookingId,
      dateOrId: date,
      date,
      duration: '1',
    };
    const clients: Record<string, HttpClient> = { public: t.app.client(), customer, employee: admin, admin };
    const validated: string[] = [];
    const refused: string[] = [];
    const problems: string[] = [];
    for (const [path, item] of Object.entries(doc.paths)) {
      const op = item.get;
      const schema = op?.responses?.['200']?.content?.['application/json']?.schema;
      if (!op || !schema || schema.$ref === '#/components/schemas/UntypedJson') continue;
      const params = op.parameters ?? [];
      const missing = params.filter((p) => (p.in === 'path' || p.required) && !(p.name in values));
      if (missing.length) continue;
      let url = path.replace(/\{(\w+)\}/g, (_m, name: string) => encodeURIComponent(values[name]));
      const query = params
        .filter((p) => p.in === 'query' && (p.required || p.name === op['x-auth-unless-query']))
        .map((p) => `${p.name}=${values[p.name]}`);
      if (query.length) url += `?${query.join('&')}`;
      const res = await clients[op['x-auth'] ?? 'public'].get(url);
      if (res.status !== 200) {
        refused.push(`GET ${path} ${res.status}`);
        continue;
      }
      const found = violations(res.body, schema, doc);
      if (found.length) problems.push(`GET ${path}: ${found.slice(0, 5).join('; ')}`);
      else validated.push(`GET ${path}`);
    }
    console.log(`GET walk: ${validated.length} validated; not 200: ${refused.join(', ') || 'none'}`);
    expect(problems).toEqual([]);
    expect(validated.length).toBeGreaterThanOrEqual(GET_FLOOR);
  }, 300_000);
  it("answers a customer's writes (quotes, checks, cancel, calendar feed, profile) in their contracts", async () => {
    const anonymous = t.app.client();
    check(
      await anonymous.post('/api/auth/check-phone', { phoneNumber: '+12125550199' }),
      'post',
      '/api/auth/check-phone',
      200,
    );
    const { client, user } = await signUp(t.app);
    const slot = { bayId: bays[0], date, startTime: '09:00', duration: 1 };
    check(await client.post('/api/bookings/quote', slot), 'post', '/api/bookings/quote', 200);
    check(
      await client.post('/api/checkout/quote', { bayId: bays[0], date, startTime: '09:00', duration: 1 }),
      'post',
      '/api/checkout/quote',
      200,
    );
    check(
      await client.post('/api/coupons/validate', { code: 'NO-SUCH-CODE', orderAmount: 35 }),
      'post',
      '/api/coupons/validate',
      200,
    );
    check(
      await client.post('/api/memberships/check-credit-restrictions', { date, time: '09:00' }),
      'post',
      '/api/memberships/check-credit-restrictions',
      200,
    );
    check(await client.patch('/api/auth/profile', { firstName: 'Robin' }), 'patch', '/api/auth/profile', 200);
    check(await client.post('/api/account/calendar-feed'), 'post', '/api/account/calendar-feed', 201);
    check(await client.post('/api/account/calendar-feed'), 'post', '/api/account/calendar-feed', 200);

    const lines = [{ type: 'booking', ...slot }];
    const paid = await client.post('/api/orders', {
      lines,
      sourceId: await cardToken(client),
      idempotencyKey: randomUUID(),
    });
    expect(paid.status).toBe(201);
    const id = paid.body.fulfilled.find((f: { type: string }) => f.type === 'booking').reference;
    check(
      await client.post(`/api/bookings/${id}/check-extension`, { additionalHours: 1 }),
      'post',
      '/api/bookings/{id}/check-extension',
      200,
    );
    check(await client.delete(`/api/bookings/${id}`), 'delete', '/api/bookings/{dateOrId}', 200);
    check(await client.get(`/api/user-credits/${user.id}`), 'get', '/api/user-credits/{userId}', 200);
    check(await client.post('/api/auth/phone/logout'), 'post', '/api/auth/phone/logout', 200);
  }, 120_000);
});
