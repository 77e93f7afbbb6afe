import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { checkWebhookUrl } from '../../src/api/routes/webhooks/admin-webhooks.routes';
import { webhookStream } from '../../src/domain/webhooks/webhook.events';
import type { BookingTestApp } from '../bookings/booking-fixtures';
import { cardToken, startPaymentApp } from '../payments/payment-fixtures';
import { signUp } from '../harness/auth';
import type { HttpClient } from '../harness/http-client';
import { waitFor } from '../harness/wait-for';
import { readLog } from '../harness/event-log';

interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A local receiver that answers 500 to the first delivery of each event and 200 afterwards. */
async function startReceiver() {
  const received: Received[] = [];
  const failedOnce = new Set<string>();
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      const id = (JSON.parse(body) as { id: string }).id;
      if (!failedOnce.has(id)) {
        failedOnce.add(id);
        res.writeHead(500).end('try later');
      } else res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
  return { url, received, close: () => new Promise((r) => server.close(r)) };
}

describe('outbound webhooks', () => {
  let t: BookingTestApp;
  let bays: string[];
  let date: string;
  let admin: HttpClient;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  beforeAll(async () => {
    ({ t, bays, date } = await startPaymentApp(1, 3, { OUTBOUND_ALLOWED_HOSTS: '127.0.0.1' }));
    admin = (await signUp(t.app, undefined, { role: 'admin' })).client;
    receiver = await startReceiver();
  });
  afterAll(async () => {
    await t.app.close();
    await receiver.close();
  });

  it('keeps every webhook route from visitors (401) and customers (403)', async () => {
    const customer = (await signUp(t.app)).client;
    for (const [method, path] of [
      ['get', '/api/admin/webhooks'],
      ['post', '/api/admin/webhooks'],
      ['put', '/api/admin/webhooks/x'],
      ['delete', '/api/admin/webhooks/x'],
      ['get', '/api/admin/webhooks/x/deliveries'],
    ] as const) {
      const body = { url: receiver.url, kinds: ['booking.confirmed'] };
      const call = (c: HttpClient) => (method === 'post' || method === 'put' ? c[method](path, body) : c[method](path));
      expect((await call(t.app.client())).status).toBe(401);
      const forbidden = await call(customer);
      expect([forbidden.status, forbidden.body.message]).toEqual([403, "You don't have admin privileges."]);
    }
    expect(Number((await t.app.ctx.knex('webhooks').count({ n: '*' }))[0].n)).toBe(0);
  });

  it('rejects a webhook without kinds or with a bad URL, writing nothing', async () => {
    const none = await admin.post('/api/admin/webhooks', { url: receiver.url, kinds: [] });
    expect([none.status, none.body.message]).toEqual([400, 'Choose at least one event kind']);
    const bad = await admin.post('/api/admin/webhooks', { url: 'ftp://example.com', kinds: ['booking.confirmed'] });
    expect([bad.status, bad.body.message]).toEqual([400, 'The webhook URL must start with https://']);
    expect((await admin.get('/api/admin/webhooks')).body.total).toBe(0);
  });

  it('requires https in production (plain http only in development and tests)', () => {
    expect(() => checkWebhookUrl('http://crm.example.com/hooks', 'production')).toThrow(
      'The webhook URL must start with https://',
    );
    expect(() => checkWebhookUrl('https://crm.example.com/hooks', 'production')).not.toThrow();
    expect(() => checkWebhookUrl('http://127.0.0.1:9000/hooks', 'development')).not.toThrow();
  });

  it('signs each delivery, retries a 500 with backoff and logs exactly one success', async () => {
    const created = await admin.post('/api/admin/webhooks', {
      url: receiver.url,
      kinds: ['booking.confirmed', 'booking.cancelled'],
      description: 'CRM',
    });
    expect(created.status).toBe(201);
    const { id, secret } = created.body;
    expect(created.body).toMatchObject({
      url: receiver.url,
      isActive: true,
      kinds: ['booking.confirmed', 'booking.cancelled'],
    });
    expect(secret).toMatch(/^whsec_.{32}$/);
    const listed = await admin.get('/api/admin/webhooks');
    expect(listed.body.items).toEqual([expect.objectContaining({ id, url: receiver.url })]);
    expect(JSON.stringify(listed.body)).not.toContain(secret);
    // Sealed wherever it is kept: neither the event log nor the read model shows it.
    const knex = t.app.ctx.knex;
    expect((await readLog(t.app.ctx.store)).filter((e) => JSON.stringify(e.data).includes(secret))).toEqual([]);
    expect(await knex('webhooks').whereRaw('secret_sealed like ?', [`%${secret}%`])).toEqual([]);

    const { client } = await signUp(t.app);
    const paid = await client.post('/api/square/process-payment', {
      sourceId: await cardToken(client),
      amount: 3500,
      currency: 'USD',
      storeCard: false,
      bookingData: { date, time: '10:00', duration: 1, bayId: bays[0], creditsUsed: 0, addCreditOffer: false },
    });
    expect(paid.status).toBe(201);

    const deliveries = await waitFor(async () => {
      const page = await admin.get(`/api/admin/webhooks/${id}/deliveries?sort=attemptedAt&order=asc`);
      return page.body.items.some((d: { succeeded: boolean }) => d.succeeded) && page.body;
    });
    expect(deliveries.items).toMatchObject([
      { type: 'booking.confirmed', attempt: 1, statusCode: 500, succeeded: false, error: 'Answered 500' },
      { type: 'booking.confirmed', attempt: 2, statusCode: 204, succeeded: true, error: null },
    ]);
    expect(receiver.received).toHaveLength(2);
    for (const { headers, body } of receiver.received) {
      const expected = createHmac('sha256', secret).update(`${headers['x-webhook-timestamp']}.${body}`).digest('hex');
      expect(headers['x-webhook-signature']).toBe(`sha256=${expected}`);
      expect(headers['x-webhook-id']).toBe(id);
      expect(headers['content-type']).toBe('application/json');
    }
    const message = JSON.parse(receiver.received[1].body);
    expect(message).toEqual({
      id: deliveries.items[0].eventId,
      type: 'booking.confirmed',
      occurredAt: expect.any(String),
      data: expect.objectContaining({ bookingId: paid.body.bookingId }),
    });
    // Nothing left to try for this webhook: the queue is idle, so no second success can follow.
    await waitFor(async () => {
      const queues = (await admin.get('/api/admin/queues')).body.queues as Array<Record<string, number | string>>;
      const q = queues.find((x) => x.name === 'webhook-deliver');
      return q && q.waiting === 0 && q.active === 0 && q.delayed === 0;
    });
    const succeeded = await t.app.ctx.knex('webhook_deliveries').where({ webhook_id: id, succeeded: true });
    expect(succeeded).toHaveLength(1);
    expect((await admin.get('/api/admin/webhooks')).body.items[0].lastDelivery).toMatchObject({
      succeeded: true,
      statusCode: 204,
    });
  });

  it('edits kinds and active, deletes, and records each change with the admin as actor', async () => {
    const created = await admin.post('/api/admin/webhooks', { url: receiver.url, kinds: ['gift_card.purchased'] });
    const id = created.body.id as string;
    const edited = await admin.put(`/api/admin/webhooks/${id}`, {
      url: receiver.url,
      kinds: ['membership.renewed', 'membership.past_due'],
      isActive: false,
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ kinds: ['membership.renewed', 'membership.past_due'], isActive: false });
    expect(edited.body.secret).toBeUndefined();
    expect((await admin.delete(`/api/admin/webhooks/${id}`)).status).toBe(204);
    expect((await admin.get(`/api/admin/webhooks/${id}/deliveries`)).status).toBe(404);
    expect(
      (await admin.put(`/api/admin/webhooks/${id}`, { url: receiver.url, kinds: ['booking.confirmed'] })).status,
    ).toBe(404);

    const events = [];
    for await (const e of t.app.ctx.store.read(webhookStream(t.app.ctx.config.VENUE_ID, id))) events.push(e);
    expect(events.map((e) => [e.type, (e.metadata.actor as { role: string }).role])).toEqual([
      ['WebhookRegistered', 'admin'],
      ['WebhookChanged', 'admin'],
      ['WebhookDeleted', 'admin'],
    ]);
  });
});
