import { createHmac, randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { DateTime } from 'luxon';
import { placeBooking, quoteBooking } from '../../src/commands/bookings';
import { sendDueReminders } from '../../src/commands/reminders/reminder.commands';
import type { BookingTestApp } from '../bookings/booking-fixtures';
import { cardToken, startPaymentApp } from '../payments/payment-fixtures';
import { signUp, type SignedUpUser } from '../harness/auth';
import type { HttpClient } from '../harness/http-client';
import { waitFor } from '../harness/wait-for';
import { readLog } from '../harness/event-log';

const SECRET = 'door-secret-0123456789abcdef';
const zone = 'America/New_York';

interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
  json: {
    id: string;
    action: string;
    bookingId: string;
    bay: string | null;
    code: string;
    validFrom: string;
    validUntil: string;
  };
}

/** The door system's stand-in: answers 503 to the first post of each change, 200 afterwards. */
async function startDoorSystem() {
  const received: Received[] = [];
  const seen = new Set<string>();
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      const json = JSON.parse(body) as Received['json'];
      received.push({ headers: req.headers, body, json });
      if (!seen.has(json.id)) {
        seen.add(json.id);
        res.writeHead(503).end('busy');
      } else res.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/door`;
  return { url, received, close: () => new Promise((r) => server.close(r)) };
}

describe('door codes', () => {
  let t: BookingTestApp;
  let bays: string[];
  let date: string;
  let admin: HttpClient;
  let owner: { client: HttpClient; user: SignedUpUser };
  let door: Awaited<ReturnType<typeof startDoorSystem>>;
  let bookingId: string;
  let code: string;
  beforeAll(async () => {
    ({ t, bays, date } = await startPaymentApp(2, 3, { OUTBOUND_ALLOWED_HOSTS: '127.0.0.1' }));
    t.setNow(DateTime.fromISO(`${t.day(0)}T09:00`, { zone }).toJSDate());
    admin = (await signUp(t.app, undefined, { role: 'admin' })).client;
    owner = await signUp(t.app, undefined, { firstName: 'Ada' });
    door = await startDoorSystem();
  }, 120_000);
  afterAll(async () => {
    await t.app.close();
    await door.close();
  }, 60_000);

  const logOf = async (id: string) =>
    ((await admin.get('/api/admin/door-access/codes?limit=200')).body.items as Array<Record<string, unknown>>).filter(
      (i) => i.bookingId === id,
    );
  const postsOf = (id: string, action: string) =>
    door.received.filter((r) => r.json.bookingId === id && r.json.action === action);

  it('keeps door-access settings and the code log to admins', async () => {
    const customer = owner.client;
    for (const [method, path] of [
      ['get', '/api/admin/door-access'],
      ['put', '/api/admin/door-access'],
      ['get', '/api/admin/door-access/codes'],
    ] as const) {
      const call = (c: HttpClient) => (method === 'put' ? c.put(path, {}) : c.get(path));
      expect((await call(t.app.client())).status).toBe(401);
      const forbidden = await call(customer);
      expect([forbidden.status, forbidden.body.message]).toEqual([403, "You don't have admin privileges."]);
    }
    const noUrl = await admin.put('/api/admin/door-access', {
      enabled: true,
      provider: 'generic_webhook',
      webhookUrl: '',
      minutesBefore: 15,
      codeLength: 6,
    });
    expect([noUrl.status, noUrl.body.message]).toEqual([400, 'The generic webhook needs a URL']);
    expect((await admin.get('/api/admin/door-access')).body).toMatchObject({
      enabled: false,
      provider: 'none',
    });
  });

  it('saves the provider with a sealed secret that is never shown again, and gives booked customers codes', async () => {
    // Booked while door codes were off: no code yet.
    const earlier = randomUUID();
    const quote = await quoteBooking(t.app.ctx, { bayId: bays[1], date, startTime: '12:00', duration: 1 });
    const placed = await placeBooking(t.app.ctx, {
      bookingId: earlier,
      userId: owner.user.id,
      bayId: bays[1],
      date,
      startTime: '12:00',
      duration: 1,
      quote,
      status: 'confirmed',
      paymentStatus: 'paid',
    });
    await t.app.ctx.projections.waitFor(placed.position, ['bookings']);
    // A fixed pause on purpose: no code is issued in the meantime.
    await new Promise((r) => setTimeout(r, 300));
    // Door codes are off: the receipt's look-up is answered (200, null), not a failed request.
    const off = await owner.client.get(`/api/bookings/${earlier}/door-code`);
    expect([off.status, off.body]).toEqual([200, null]);
    const saved = await admin.put('/api/admin/door-access', {
      enabled: true,
      provider: 'generic_webhook',
      webhookUrl: door.url,
      secret: SECRET,
      minutesBefore: 15,
      codeLength: 6,
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({
      enabled: true,
      provider: 'generic_webhook',
      webhookUrl: door.url,
      hasSecret: true,
      minutesBefore: 15,
      codeLength: 6,
      updatedAt: expect.any(String),
    });
    expect(JSON.stringify((await admin.get('/api/admin/door-access')).body)).not.toContain(SECRET);
    expect((await readLog(t.app.ctx.store)).filter((e) => JSON.stringify(e.data).includes(SECRET))).toEqual([]);
    // Turning door codes on gives the bookings already made theirs.
    const issued = await waitFor(async () => {
      const res = await owner.client.get(`/api/bookings/${earlier}/door-code`);
      return res.status === 200 && res.body;
    });
    expect(issued.validFrom).toBe(DateTime.fromISO(`${date}T11:45`, { zone }).toJSDate().toISOString());
  });

  it('issues a code when the booking is paid: valid from 15 minutes before the start to the end, in the receipt', async () => {
    const paid = await owner.client.post('/api/square/process-payment', {
      sourceId: await cardToken(owner.client),
      amount: 10000,
      currency: 'USD',
      storeCard: false,
      bookingData: { date, time: '18:00', duration: 2, bayId: bays[0], creditsUsed: 0, addCreditOffer: false },
    });
    expect([paid.status, paid.body.message]).toEqual([201, 'Your booking has been confirmed!']);
    bookingId = ((await owner.client.get('/api/bookings')).body as Array<{ id: string; startTime: string }>).find(
      (b) => b.startTime === '18:00:00',
    )!.id;
    const mine = await waitFor(async () => {
      const res = await owner.client.get(`/api/bookings/${bookingId}/door-code`);
      return res.status === 200 && res.body;
    });
    code = mine.code;
    expect(code).toMatch(/^\d{6}$/);
    expect(mine).toEqual({
      code,
      validFrom: DateTime.fromISO(`${date}T17:45`, { zone }).toJSDate().toISOString(),
      validUntil: DateTime.fromISO(`${date}T20:00`, { zone }).toJSDate().toISOString(),
      opensAt: '5:45 PM',
    });
    // Nobody else sees it.
    const stranger = (await signUp(t.app)).client;
    expect((await stranger.get(`/api/bookings/${bookingId}/door-code`)).status).toBe(403);
    expect((await t.app.client().get(`/api/bookings/${bookingId}/door-code`)).status).toBe(401);

    const mailbox = `/api/dev/mailbox?to=${encodeURIComponent(owner.user.email)}`;
    const mail = await waitFor(async () =>
      ((await t.app.client().get(mailbox)).body.messages as Array<{ text: string; html: string }>).find((m) =>
        m.text.includes('6:00-8:00 PM'),
      ),
    );
    expect(mail.text).toContain(`Door code: ${code} (opens 5:45 PM, until your booking ends)`);
    expect(mail.html).toContain(code);
  });

  it('posts the code to the door system, signed with the secret, retried until it is taken', async () => {
    await waitFor(async () => postsOf(bookingId, 'issued').length === 2);
    const [first, second] = postsOf(bookingId, 'issued');
    expect(first.body).toBe(second.body);
    expect(second.json).toEqual({
      id: expect.any(String),
      action: 'issued',
      bookingId,
      bayId: bays[0],
      bay: expect.stringMatching(/^Bay 1/),
      code,
      validFrom: DateTime.fromISO(`${date}T17:45`, { zone }).toJSDate().toISOString(),
      validUntil: DateTime.fromISO(`${date}T20:00`, { zone }).toJSDate().toISOString(),
      occurredAt: expect.any(String),
    });
    for (const { headers, body } of [first, second]) {
      const expected = createHmac('sha256', SECRET).update(`${headers['x-webhook-timestamp']}.${body}`).digest('hex');
      expect(headers['x-webhook-signature']).toBe(`sha256=${expected}`);
    }
    const log = await waitFor(async () => {
      const l = await logOf(bookingId);
      return l[0]?.deliveryStatus === 'delivered' && l;
    });
    expect(log).toEqual([
      expect.objectContaining({ action: 'issued', code, deliveryStatus: 'delivered', deliveryAttempts: 2 }),
    ]);
  });

  it('puts the door code in the reminder text', async () => {
    t.setNow(DateTime.fromISO(`${date}T16:00:30`, { zone }).toJSDate());
    await sendDueReminders(t.app.ctx);
    const outbox = `/api/dev/sms-outbox?phone=${encodeURIComponent(owner.user.phoneNumber)}`;
    const text = await waitFor(async () =>
      ((await t.app.client().get(outbox)).body.messages as Array<{ body: string }>).find((m) =>
        m.body.includes('see you soon'),
      ),
    );
    expect(text.body).toContain(`Door code: ${code}.`);
    t.setNow(DateTime.fromISO(`${t.day(0)}T09:00`, { zone }).toJSDate());
  });

  it('moves the window with the booking (same code) and tells the door system', async () => {
    const moved = await admin.post(`/api/admin/bookings/${bookingId}/move`, {
      bayId: bays[1],
      date: t.day(4),
      startTime: '10:00',
    });
    expect(moved.status).toBe(200);
    const from = DateTime.fromISO(`${t.day(4)}T09:45`, { zone })
      .toJSDate()
      .toISOString();
    const until = DateTime.fromISO(`${t.day(4)}T12:00`, { zone })
      .toJSDate()
      .toISOString();
    const mine = await waitFor(async () => {
      const res = await owner.client.get(`/api/bookings/${bookingId}/door-code`);
      return res.body.validFrom === from && res.body;
    });
    expect(mine).toEqual({ code, validFrom: from, validUntil: until, opensAt: '9:45 AM' });
    await waitFor(async () => postsOf(bookingId, 'updated').length === 2);
    expect(postsOf(bookingId, 'updated')[1].json).toMatchObject({
      action: 'updated',
      bayId: bays[1],
      bay: expect.stringMatching(/^Bay 2/),
      code,
      validFrom: from,
      validUntil: until,
    });
  });

  it('revokes the code when the booking is cancelled', async () => {
    const cancelled = await admin.post(`/api/admin/bookings/${bookingId}/cancel`, { mode: 'policy' });
    expect(cancelled.status).toBe(200);
    await waitFor(async () => {
      const res = await owner.client.get(`/api/bookings/${bookingId}/door-code`);
      return res.status === 200 && res.body === null;
    });
    await waitFor(async () => postsOf(bookingId, 'revoked').length === 2);
    expect(postsOf(bookingId, 'revoked')[1].json).toMatchObject({ action: 'revoked', bookingId, code });
    const log = await waitFor(async () => {
      const l = await logOf(bookingId);
      return l.length === 3 && l.every((e) => e.deliveryStatus === 'delivered') && l;
    });
    expect(log.map((l) => l.action)).toEqual(['revoked', 'updated', 'issued']);
  });
});
