import { createHash } from 'node:crypto';
import { checkBaySessions } from '../../src/commands/bay-screens';
import type { BookingTestApp } from '../bookings/booking-fixtures';
import { cardToken, startPaymentApp, twinCharges } from '../payments/payment-fixtures';
import { signUp, type SignedUpUser } from '../harness/auth';
import type { HttpClient } from '../harness/http-client';
import { readLog } from '../harness/event-log';
import { waitFor } from '../harness/wait-for';
import { bookBay, readEvents, venueAt } from './bay-screens-fixtures';

describe('bay screens', () => {
  let t: BookingTestApp;
  let bays: string[];
  let date: string;
  let admin: HttpClient;
  let ada: { client: HttpClient; user: SignedUpUser };
  let device: { deviceId: string; token: string };
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const session = (token = device.token) => t.app.client().get('/api/bay-agent/session', bearer(token));

  beforeAll(async () => {
    ({ t, bays, date } = await startPaymentApp(2, 0));
    t.setNow(venueAt(date, '09:00'));
    admin = (await signUp(t.app, undefined, { role: 'admin' })).client;
    ada = await signUp(t.app, undefined, { firstName: 'Ada' });
  }, 120_000);
  afterAll(async () => {
    await t.app.close();
  }, 60_000);

  it('lets only admins pair, list and revoke devices', async () => {
    const employee = (await signUp(t.app, undefined, { role: 'employee' })).client;
    const paths = [
      ['get', `/api/admin/bays/${bays[0]}/devices`],
      ['post', `/api/admin/bays/${bays[0]}/devices`],
      ['delete', `/api/admin/bays/${bays[0]}/devices/0b5a4f43-8e0f-4b1e-9a53-2a5b9f7d1c11`],
    ] as const;
    for (const [method, path] of paths) {
      const call = (c: HttpClient) => (method === 'post' ? c.post(path, { name: 'Screen' }) : c[method](path));
      expect((await call(t.app.client())).status).toBe(401);
      expect((await call(ada.client)).status).toBe(403);
      expect((await call(employee)).status).toBe(403);
    }
    const noName = await admin.post(`/api/admin/bays/${bays[0]}/devices`, { name: ' ' });
    expect([noName.status, noName.body.message]).toEqual([400, 'Please name the device']);
    const noBay = await admin.post('/api/admin/bays/not-a-bay/devices', { name: 'Screen' });
    expect([noBay.status, noBay.body.code]).toEqual([404, 'BAY.NOT_FOUND']);
  });

  it('pairs a device: the token is answered once and only its sha256 is kept', async () => {
    const res = await admin.post(`/api/admin/bays/${bays[0]}/devices`, { name: 'Bay 1 screen' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ deviceId: expect.any(String), token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) });
    device = res.body;
    const row = await t.app.ctx.knex('bay_devices').where({ device_id: device.deviceId }).first();
    expect(row.token_hash).toBe(createHash('sha256').update(device.token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(device.token);
    const log = await readLog(t.app.ctx.store);
    expect(log.filter((e) => JSON.stringify(e.data).includes(device.token))).toEqual([]);
    expect(log.filter((e) => e.type === 'BayDevicePaired')).toHaveLength(1);
    const listed = await admin.get(`/api/admin/bays/${bays[0]}/devices`);
    expect(listed.body.items).toEqual([
      {
        deviceId: device.deviceId,
        name: 'Bay 1 screen',
        pairedAt: expect.any(String),
        lastContactAt: null,
        revoked: false,
      },
    ]);
    expect(JSON.stringify(listed.body)).not.toContain(device.token);
  });

  it('answers 401 JSON to a missing, unknown or malformed token', async () => {
    for (const headers of [{}, bearer('x'.repeat(43)), bearer('short'), { authorization: device.token }]) {
      const res = await t.app.client().get('/api/bay-agent/session', headers);
      expect([res.status, res.body.code]).toEqual([401, 'BAY_DEVICE.UNAUTHORIZED']);
    }
    // The token in the query opens the event stream only.
    const viaQuery = await t.app.client().get(`/api/bay-agent/session?token=${device.token}`);
    expect(viaQuery.status).toBe(401);
  });

  it("answers the bay's current and next booking with the server's time, and records the contact", async () => {
    const now = await bookBay(t, { bayId: bays[0], userId: ada.user.id, date, startTime: '10:00' });
    const later = await bookBay(t, { bayId: bays[0], userId: ada.user.id, date, startTime: '12:00' });
    await bookBay(t, { bayId: bays[1], userId: ada.user.id, date, startTime: '10:30' });
    const before = await session();
    expect(before.body).toMatchObject({ current: null, next: { bookingId: now } });
    t.setNow(venueAt(date, '10:30'));
    const res = await session();
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      bay: { id: bays[0], name: expect.stringMatching(/^Bay 1/) },
      current: {
        bookingId: now,
        startsAt: venueAt(date, '10:00').toISOString(),
        endsAt: venueAt(date, '11:00').toISOString(),
        firstName: 'Ada',
      },
      next: {
        bookingId: later,
        startsAt: venueAt(date, '12:00').toISOString(),
        endsAt: venueAt(date, '13:00').toISOString(),
        firstName: 'Ada',
      },
      serverTime: venueAt(date, '10:30').toISOString(),
    });
    // The last contact is written at most every 30 seconds.
    t.setNow(venueAt(date, '10:30:20'));
    expect((await session()).status).toBe(200);
    const listed = await admin.get(`/api/admin/bays/${bays[0]}/devices`);
    expect(listed.body.items[0].lastContactAt).toBe(venueAt(date, '10:30').toISOString());
  });

  it('records each session start, warning and end once, and streams them to the bay', async () => {
    t.setNow(venueAt(date, '13:30'));
    const bookingId = await bookBay(t, { bayId: bays[0], userId: ada.user.id, date, startTime: '14:00' });
    const res = await fetch(`${t.app.url}/api/bay-agent/events`, { headers: bearer(device.token) });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const stream = readEvents(res.body!);
    try {
      t.setNow(venueAt(date, '14:00:20'));
      await checkBaySessions(t.app.ctx);
      await checkBaySessions(t.app.ctx);
      expect(await stream.next('session.started')).toEqual({
        bookingId,
        startsAt: venueAt(date, '14:00').toISOString(),
        endsAt: venueAt(date, '15:00').toISOString(),
        firstName: 'Ada',
      });
      t.setNow(venueAt(date, '14:55:30'));
      await checkBaySessions(t.app.ctx);
      expect(await stream.next('session.warning')).toMatchObject({ bookingId });
      t.setNow(venueAt(date, '15:00:10'));
      await checkBaySessions(t.app.ctx);
      await checkBaySessions(t.app.ctx);
      expect(await stream.next('session.ended')).toMatchObject({ bookingId });
      const recorded = (await readLog(t.app.ctx.store)).filter((e) => e.type.startsWith('BaySession'));
      expect(recorded.filter((e) => e.data.bookingId === bookingId).map((e) => [e.type, e.data.at])).toEqual([
        ['BaySessionStarted', venueAt(date, '14:00:20').toISOString()],
        ['BaySessionFiveMinuteWarning', venueAt(date, '14:55:30').toISOString()],
        ['BaySessionEnded', venueAt(date, '15:00:10').toISOString()],
      ]);
      // The booking on the other bay was started by the same job, but not sent to this bay's device.
      expect(stream.frames.filter((f) => !f.data.includes(bookingId))).toEqual([]);
    } finally {
      await stream.close();
    }
  });

  it('streams a cancellation from the bookings area', async () => {
    t.setNow(venueAt(date, '15:30'));
    const bookingId = await bookBay(t, { bayId: bays[0], userId: ada.user.id, date, startTime: '16:00' });
    const res = await fetch(`${t.app.url}/api/bay-agent/events?token=${device.token}`);
    const stream = readEvents(res.body!);
    try {
      const cancelled = await admin.post(`/api/admin/bookings/${bookingId}/cancel`, { mode: 'policy' });
      expect(cancelled.status).toBeLessThan(300);
      expect(await stream.next('session.cancelled')).toMatchObject({ bookingId });
    } finally {
      await stream.close();
    }
  });

  it("calls staff: a support message from the bay in the playing customer's chat", async () => {
    t.setNow(venueAt(date, '12:15'));
    const res = await t.app.client().post('/api/bay-agent/call-staff', {}, bearer(device.token));
    expect([res.status, res.body]).toEqual([201, { message: 'Staff have been notified' }]);
    const chat = await admin.get(`/api/sms/user-messages/${ada.user.id}`);
    expect(JSON.stringify(chat.body)).toMatch(/Bay 1 [0-9a-f]{4} needs help/);
  });

  it('extends with no card on file by texting the customer a link to their booking page', async () => {
    t.setNow(venueAt(date, '12:40'));
    const res = await t.app.client().post('/api/bay-agent/extend', { minutes: 30 }, bearer(device.token));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      outcome: 'texted',
      message: 'We texted a link to your phone',
      endsAt: venueAt(date, '13:00').toISOString(),
    });
    const texts = await waitFor(
      async () => {
        const out = await t.app.client().get(`/api/dev/sms-outbox?phone=${encodeURIComponent(ada.user.phoneNumber)}`);
        return (out.body.messages as Array<{ body: string }>).filter((m) => m.body.includes('/my-account'));
      },
      { until: (m) => m.length > 0, what: 'the extension link text' },
    );
    expect(texts[0].body).toContain('Extend your booking here');
    const bad = await t.app.client().post('/api/bay-agent/extend', { minutes: 20 }, bearer(device.token));
    expect([bad.status, bad.body.message]).toEqual([400, 'Extensions are 30 to 180 minutes, in half-hour steps']);
  });

  it('extends with the card on file, off-session, once per request key', async () => {
    const saved = await ada.client.post(`/api/users/${ada.user.id}/card-on-file`, {
      sourceId: await cardToken(ada.client),
    });
    expect(saved.status).toBe(201);
    const before = (await twinCharges(t.app)).length;
    const key = { ...bearer(device.token), 'idempotency-key': 'tap-0001-abcdef' };
    const res = await t.app.client().post('/api/bay-agent/extend', { minutes: 30 }, key);
    expect(res.body).toEqual({
      outcome: 'extended',
      message: 'Extended by 30 minutes',
      endsAt: venueAt(date, '13:30').toISOString(),
    });
    const again = await t.app.client().post('/api/bay-agent/extend', { minutes: 30 }, key);
    expect(again.body.endsAt).toBe(venueAt(date, '13:30').toISOString());
    const charges = (await twinCharges(t.app)).slice(before);
    expect(charges).toHaveLength(1);
    expect((await session()).body.current).toMatchObject({ endsAt: venueAt(date, '13:30').toISOString() });
  });

  it('refuses a revoked device from then on', async () => {
    const revoked = await admin.delete(`/api/admin/bays/${bays[0]}/devices/${device.deviceId}`);
    expect(revoked.status).toBe(204);
    expect((await session()).status).toBe(401);
    const stream = await fetch(`${t.app.url}/api/bay-agent/events`, { headers: bearer(device.token) });
    expect(stream.status).toBe(401);
    const listed = await admin.get(`/api/admin/bays/${bays[0]}/devices`);
    expect(listed.body.items[0]).toMatchObject({ deviceId: device.deviceId, revoked: true });
    const other = await admin.delete(`/api/admin/bays/${bays[1]}/devices/${device.deviceId}`);
    expect(other.status).toBe(404);
  });
});
