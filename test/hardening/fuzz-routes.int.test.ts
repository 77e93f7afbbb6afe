import { randomUUID } from 'node:crypto';
import { modules } from '../../src/modules';
import { signUp } from '../harness/auth';
import { eventsAfter, logMark } from '../harness/event-log';
import type { HttpClient } from '../harness/http-client';
import { routeTable, type RouteEntry } from '../harness/route-table';
import { startTestApp, type TestApp } from '../harness/test-app';
import { setUpVenue } from '../bookings/booking-fixtures';
import { cardToken } from '../payments/payment-fixtures';
import { addDays, venueToday } from '../../src/domain/catalog/venue-time';

/** Bodies an attacker or a broken client sends: wrong types, extremes, bad text, odd shapes. */
function malformedBodies(): Array<{ name: string; body: string; type?: string }> {
  const json = (v: unknown) => JSON.stringify(v);
  let deep: unknown = 1;
  for (let i = 0; i < 200; i++) deep = [deep];
  const fields = [
    'amount',
    'sourceId',
    'date',
    'startTime',
    'duration',
    'bayId',
    'code',
    'phoneNumber',
    'lines',
    'credits',
  ];
  const everyField = (value: unknown) => Object.fromEntries(fields.map((f) => [f, value]));
  return [
    { name: 'empty object', body: '{}' },
    { name: 'array', body: '[1,2,3]' },
    { name: 'string', body: '"hello"' },
    { name: 'null', body: 'null' },
    { name: 'invalid json', body: '{"amount": ' },
    { name: 'wrong content type', body: 'amount=1', type: 'application/x-www-form-urlencoded' },
    { name: 'huge numbers', body: json(everyField(1e308)) },
    { name: 'past max safe integer', body: json(everyField(2 ** 53 + 2)) },
    { name: 'negative numbers', body: json(everyField(-1e9)) },
    { name: 'objects for scalars', body: json(everyField({ $gt: '' })) },
    { name: 'NUL text', body: json(everyField('a\u0000b')) },
    { name: 'lone surrogate', body: json(everyField('\ud800')) },
    { name: 'very long text', body: json(everyField('x'.repeat(20_000))) },
    { name: 'deep nesting', body: json({ lines: deep }) },
    { name: 'prototype keys', body: '{"__proto__": {"isAdmin": true}, "constructor": {"prototype": {"x": 1}}}' },
  ];
}

/** Valid bodies for routes that take one, so each field can be poisoned in a body that passes the rest. */
function seedBodies(bayId: string, date: string): Record<string, Record<string, unknown>> {
  const giftCard = { type: 'gift-card', amount: 25, recipientName: 'Sam', senderName: 'Pat', deliveryMethod: 'pickup' };
  return {
    'PATCH /api/auth/profile': { firstName: 'Al', lastName: 'Green', email: 'al@example.com' },
    'POST /api/auth/check-phone': { phoneNumber: '+12025550143', email: 'x@example.com' },
    'POST /api/coupons/validate': { code: 'SAVE10', orderAmount: 35, context: 'booking' },
    'POST /api/gift-cards/purchase': {
      amount: 25,
      recipientName: 'Sam',
      senderName: 'Pat',
      deliveryMethod: 'pickup',
      sourceId: 'tok_x',
    },
    'POST /api/sms/user-send': { toNumber: '+12025550100', message: 'Hello there' },
    'POST /api/orders/quote': { lines: [giftCard] },
    'POST /api/orders': { lines: [giftCard], sourceId: 'tok_x', idempotencyKey: 'key-12345678' },
    'POST /api/bookings': { bayId, date, startTime: '10:00', duration: 1, creditsUsed: 0 },
    'POST /api/bookings/quote': { bayId, date, startTime: '10:00', duration: 1 },
    'POST /api/checkout/quote': { bayId, date, time: '10:00', duration: 1 },
    'POST /api/square/process-payment': {
      sourceId: 'tok_x',
      amount: 3500,
      bookingData: { bayId, date, time: '10:00', duration: 1 },
    },
    'POST /api/memberships/check-credit-restrictions': { date, time: '10:00' },
    'POST /api/admin/coupons': { name: 'Ten', code: 'TEN', discountType: 'percentage', discountValue: 10, maxUses: 5 },
    'POST /api/admin/users/:userId/credits': { amount: 2, reason: 'goodwill', bucket: 'general' },
    'POST /api/admin/credit-offers': { credits: 1, price: '18.00', regularPrice: '30.00', isActive: true },
    'POST /api/admin/promotional-offers': {
      name: 'Bundle',
      creditsGranted: 5,
      offerPrice: '125.00',
      regularPrice: '175.00',
    },
    'POST /api/admin/bays': { name: 'Bay Z', description: 'New', isActive: true, hourlyRate: '35.00' },
  };
}

const POISONS: Array<[string, unknown]> = [
  ['NUL', 'a\u0000b'],
  ['lone surrogate', 'x\ud800'],
  ['huge number', 1e308],
  ['2^53', 2 ** 53],
  ['negative', -99999999999],
  ['object', { nested: { deeper: true } }],
  ['long text', 'y'.repeat(5000)],
];

/** The seed body with one field at a time replaced by each poison. */
function poisoned(seed: Record<string, unknown>): Array<{ name: string; body: string; type?: string }> {
  return Object.keys(seed).flatMap((field) =>
    POISONS.map(([label, value]) => ({ name: `${field}=${label}`, body: JSON.stringify({ ...seed, [field]: value }) })),
  );
}

const concrete = (path: string) =>
  path.replace(/:(\w+)/g, (_m, name: string) => (name === 'date' ? '2030-01-01' : randomUUID()));

describe('every state-changing route, fuzzed as visitor, customer and admin', () => {
  let app: TestApp;
  let routes: RouteEntry[];
  const callers: Array<{ role: string; client: HttpClient }> = [];

  let seeds: Record<string, Record<string, unknown>>;
  beforeAll(async () => {
    // With a Twilio token the inbound webhook checks signatures (without one it answers 503 on purpose).
    app = await startTestApp({ env: { TWILIO_AUTH_TOKEN: 'fuzz-twilio-token' } });
    const [bayId] = await setUpVenue(app.ctx, 2);
    seeds = seedBodies(bayId, '2030-01-02');
    routes = routeTable(app.ctx, modules).filter((r) => r.method !== 'GET' && !r.path.startsWith('/api/dev/'));
    callers.push({ role: 'visitor', client: app.client() });
    callers.push({ role: 'customer', client: (await signUp(app)).client });
    callers.push({ role: 'admin', client: (await signUp(app, app.client(), { role: 'admin' })).client });
  });
  afterAll(async () => {
    await app.close();
  });

  /** Events written since a mark (SMS delivery is written by a worker later, so it is not counted). */
  const writtenSince = (mark: string) => eventsAfter(app.ctx.store, mark, { exceptStreamPrefixes: ['sms-'] });

  it('answers no 5xx, writes nothing on a 4xx, and stays up', async () => {
    expect(routes.length).toBeGreaterThan(30);
    const failures: string[] = [];
    let tried = 0;
    for (const route of routes) {
      for (const { role, client } of callers) {
        const seed = seeds[`${route.method} ${route.path}`];
        for (const { name, body, type } of [...malformedBodies(), ...(seed ? poisoned(seed) : [])]) {
          const before = await logMark(app.ctx.store);
          const res = await client.request(route.method, concrete(route.path), body, {
            'content-type': type ?? 'application/json',
          });
          tried++;
          const wrote = await writtenSince(before);
          if (res.status >= 500)
            failures.push(
              `${route.method} ${route.path} as ${role} with ${name}: ${res.status} ${res.text.slice(0, 120)}`,
            );
          else if (res.status >= 400 && wrote.length)
            failures.push(
              `${route.method} ${route.path} as ${role} with ${name}: ${res.status} but wrote ${wrote.length} event(s): ${wrote.map((e) => e.type).join(', ')}`,
            );
        }
      }
    }
    console.log(
      `Fuzz: ${tried} malformed requests over ${routes.length} routes as visitor, customer and admin; ` +
        `${failures.length} answered 5xx or wrote on a 4xx`,
    );
    expect(failures).toEqual([]);
    expect(tried).toBeGreaterThan(2000);
    expect((await app.client().get('/healthz')).status).toBe(200);
    // Over 6,000 requests one after another: the bound is for a hang, not for this machine's speed.
  }, 300_000);
});

describe('customer-scoped routes, from the route table', () => {
  let app: TestApp;
  let routes: RouteEntry[];
  beforeAll(async () => {
    app = await startTestApp();
    routes = routeTable(app.ctx, modules);
  });
  afterAll(async () => {
    await app.close();
  });

  it("refuses every customer route keyed by another customer's account, booking or order (403), and visitors (401)", async () => {
    const bays = await setUpVenue(app.ctx, 1);
    const date = addDays(venueToday(new Date(), app.config.VENUE_TIMEZONE), 2);
    const owner = await signUp(app);
    const paid = await owner.client.post('/api/payments', {
      amount: 3500,
      sourceId: await cardToken(owner.client),
      description: 'Bay booking',
      metadata: { bookingDate: date, bookingTime: '10:00', duration: 1, bayId: bays[0] },
    });
    expect(paid.status).toBe(201);
    const ids: Record<string, string> = { userId: owner.user.id, id: paid.body.bookingId };
    const orderId = paid.body.orderId ?? paid.body.bookingId;
    // Employee routes (timeclock, shifts) are refused to customers too, once they exist.
    const employeeOnly = (path: string) => /^\/api\/(employee|timeclock)\//.test(path);
    const scoped = routes.filter(
      (r) =>
        !r.path.startsWith('/api/admin/') &&
        !r.path.startsWith('/api/dev/') &&
        (/:userId\b/.test(r.path) ||
          /^\/api\/(bookings|orders)\/(details\/)?:id\b/.test(r.path) ||
          employeeOnly(r.path)),
    );
    expect(scoped.length).toBeGreaterThanOrEqual(9);
    const stranger = (await signUp(app)).client;
    const wrong: string[] = [];
    for (const route of scoped) {
      const path = route.path
        .replace(':userId', ids.userId)
        .replace(':id', route.path.startsWith('/api/orders/') ? orderId : ids.id);
      const body =
        route.method === 'GET' || route.method === 'DELETE' ? undefined : { additionalHours: 1, sourceId: 'x' };
      const asVisitor = await app.client().request(route.method, path, body);
      const asStranger = await stranger.request(route.method, path, body);
      if (asVisitor.status !== 401) wrong.push(`${route.method} ${route.path} visitor ${asVisitor.status}`);
      // An order's status URL answers a stranger 404 (it does not say the order exists); the rest 403.
      const refused = route.path === '/api/orders/:id' ? 404 : 403;
      if (asStranger.status !== refused)
        wrong.push(`${route.method} ${route.path} other customer ${asStranger.status}`);
    }
    expect(wrong).toEqual([]);
    // Nothing happened to the owner's booking.
    expect((await owner.client.get(`/api/bookings/details/${ids.id}`)).body).toMatchObject({ status: 'confirmed' });
  }, 180_000);
});
