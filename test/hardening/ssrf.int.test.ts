import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { registerWebhook } from '../../src/commands/webhooks/webhook.commands';
import type { BookingTestApp } from '../bookings/booking-fixtures';
import { cardToken, startPaymentApp } from '../payments/payment-fixtures';
import { signUp } from '../harness/auth';
import type { HttpClient } from '../harness/http-client';
import { waitFor } from '../harness/wait-for';

/** A service inside the venue's network that must never hear from the webhooks (counts its hits). */
async function startInternalService() {
  let hits = 0;
  const server = http.createServer((req, res) => {
    hits++;
    req.resume();
    res.writeHead(200).end('internal');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return { port, hits: () => hits, close: () => new Promise((r) => server.close(r)) };
}

const INTERNAL_URLS = [
  'http://127.0.0.1:6379/',
  'http://localhost:5432/',
  'http://127.1/',
  'http://2130706433/',
  'http://0x7f000001/',
  'http://0177.0.0.1/',
  'http://[::1]/',
  'http://[::ffff:127.0.0.1]/',
  'http://user:pw@127.0.0.1/',
  'http://169.254.169.254/latest/meta-data/',
  'http://metadata.google.internal/computeMetadata/v1/',
  'http://10.0.0.5/',
  'http://192.168.1.1/',
  'http://172.16.0.1/',
  'http://[fd00::1]/',
  'http://[fe80::1]/',
  'http://0.0.0.0/',
  'http://224.0.0.1/',
];

describe('outbound requests reach only public addresses (SSRF)', () => {
  let t: BookingTestApp;
  let bays: string[];
  let date: string;
  let admin: HttpClient;
  let internal: Awaited<ReturnType<typeof startInternalService>>;
  beforeAll(async () => {
    ({ t, bays, date } = await startPaymentApp(1, 3));
    admin = (await signUp(t.app, undefined, { role: 'admin' })).client;
    internal = await startInternalService();
  });
  afterAll(async () => {
    await t.app.close();
    await internal.close();
  });

  it.each(INTERNAL_URLS)('refuses to save a webhook or door system at %s (400, nothing written)', async (url) => {
    const hook = await admin.post('/api/admin/webhooks', { url, kinds: ['booking.confirmed'] });
    expect([hook.status, hook.body.code]).toEqual([400, 'WEBHOOK.ADDRESS_REFUSED']);
    expect(hook.body.message).toMatch(/^The webhook URL must be a public address: /);
    expect(hook.body.errors).toEqual([{ path: 'url', message: expect.stringMatching(/^Not a public address/) }]);
    const door = await admin.put('/api/admin/door-access', {
      enabled: true,
      provider: 'generic_webhook',
      webhookUrl: url,
      minutesBefore: 15,
      codeLength: 6,
    });
    expect([door.status, door.body.code]).toEqual([400, 'WEBHOOK.ADDRESS_REFUSED']);
    expect((await admin.get('/api/admin/webhooks')).body.total).toBe(0);
    expect((await admin.get('/api/admin/door-access')).body.webhookUrl ?? null).toBeNull();
  });

  it('refuses a changed webhook that now points inside, keeping the old URL', async () => {
    const { webhookId, position } = await registerWebhook(
      t.app.ctx,
      { url: 'https://hooks.example.com/in', kinds: ['gift_card.purchased'], isActive: false, description: '' },
      'system',
    );
    // Registered behind the API's back: the PUT reads the webhook from its read model, so wait for it.
    await t.app.ctx.projections.waitFor(position, ['webhooks']);
    const changed = await admin.put(`/api/admin/webhooks/${webhookId}`, {
      url: 'http://169.254.169.254/',
      kinds: ['gift_card.purchased'],
    });
    expect([changed.status, changed.body.code]).toEqual([400, 'WEBHOOK.ADDRESS_REFUSED']);
    const listed = await waitFor(async () => (await admin.get('/api/admin/webhooks')).body.items[0]);
    expect(listed.url).toBe('https://hooks.example.com/in');
    await admin.delete(`/api/admin/webhooks/${webhookId}`);
  });

  it('refuses at delivery, after resolving the name, a webhook saved before the check (no request, no retries)', async () => {
    // Saved before this check existed: "localhost" is a name, so the worker must resolve it to refuse it.
    const url = `http://localhost:${internal.port}/admin`;
    const { webhookId } = await registerWebhook(
      t.app.ctx,
      { url, kinds: ['booking.confirmed'], isActive: true, description: 'old' },
      'system',
    );
    const { client } = await signUp(t.app);
    const paid = await client.post('/api/square/process-payment', {
      sourceId: await cardToken(client),
      amount: 3500,
      currency: 'USD',
      storeCard: false,
      bookingData: { date, time: '10:00', duration: 1, bayId: bays[0], creditsUsed: 0, addCreditOffer: false },
    });
    expect(paid.status).toBe(201);
    const log = await waitFor(async () => {
      const page = await admin.get(`/api/admin/webhooks/${webhookId}/deliveries`);
      return page.body.total > 0 && page.body;
    });
    expect(log.items).toEqual([
      expect.objectContaining({
        attempt: 1,
        succeeded: false,
        statusCode: null,
        error: 'Refused: localhost resolves to 127.0.0.1 is a loopback address',
      }),
    ]);
    // Refused for good: the queue does not come back to probe it again.
    await waitFor(async () => {
      const queues = (await admin.get('/api/admin/queues')).body.queues as Array<Record<string, number | string>>;
      const q = queues.find((x) => x.name === 'webhook-deliver');
      return q && q.waiting === 0 && q.active === 0 && q.delayed === 0;
    });
    expect((await admin.get(`/api/admin/webhooks/${webhookId}/deliveries`)).body.total).toBe(1);
    expect(internal.hits()).toBe(0);
  });
});
