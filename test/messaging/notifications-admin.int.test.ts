import { randomUUID } from 'node:crypto';
import { placeBooking, quoteBooking } from '../../src/commands/bookings';
import { signUp } from '../harness/auth';
import type { HttpClient } from '../harness/http-client';
import { waitFor } from '../harness/wait-for';
import { setUpVenue, startBookingApp, type BookingTestApp } from '../bookings/booking-fixtures';

let t: BookingTestApp;
let admin: HttpClient;
let adminPhone: string;
let adminEmail: string;
let bays: string[];

/** The texts the SMS twin delivered to a phone that start with the venue's notification prefix. */
async function adminTexts(): Promise<string[]> {
  await t.app.ctx.jobs.drain?.();
  const { messages } = (await t.app.client().get(`/api/dev/sms-outbox?phone=${encodeURIComponent(adminPhone)}`)).body;
  return (messages as Array<{ body: string }>).map((m) => m.body).filter((b) => b.includes('New booking'));
}

async function book(hour: number) {
  const ref = { bayId: bays[0], date: t.day(3), startTime: `${hour}:00`, duration: 1 };
  const placed = await placeBooking(t.app.ctx, {
    bookingId: randomUUID(),
    userId: null,
    ...ref,
    quote: await quoteBooking(t.app.ctx, ref),
    status: 'confirmed',
    paymentStatus: 'paid',
  });
  await t.app.ctx.projections.waitFor(placed.position, ['bookings', 'admin-notifications-reactor'], 10_000);
}

/** The admin texts once `count` arrived, then after a moment more (a fixed pause) in which no extra may come. */
async function settleTexts(count: number): Promise<string[]> {
  await waitFor(adminTexts, { until: (texts) => texts.length >= count, what: `${count} admin texts` });
  await new Promise((r) => setTimeout(r, 500));
  return adminTexts();
}

describe('admin notifications', () => {
  beforeAll(async () => {
    t = await startBookingApp({ REDIS_URL: 'redis://127.0.0.1:1' });
    bays = await setUpVenue(t.app.ctx, 1);
    const signed = await signUp(t.app, undefined, { role: 'admin' });
    admin = signed.client;
    adminPhone = signed.user.phoneNumber;
    adminEmail = signed.user.email;
  }, 60_000);
  afterAll(async () => {
    await t.app.close();
  });

  it('answers 401 to visitors and 403 to customers', async () => {
    const customer = (await signUp(t.app)).client;
    expect((await t.app.client().get('/api/admin/notifications')).status).toBe(401);
    expect((await customer.get('/api/admin/notifications')).status).toBe(403);
    expect((await customer.put('/api/admin/notifications', { channels: [] })).status).toBe(403);
  });

  it('lists every kind; only the projection-stopped text is on at first', async () => {
    const { channels } = (await admin.get('/api/admin/notifications')).body;
    expect(channels).toHaveLength(7);
    expect(channels.find((c: { kind: string }) => c.kind === 'projection_stopped')).toEqual({
      kind: 'projection_stopped',
      sms: true,
      email: false,
    });
    expect(channels.find((c: { kind: string }) => c.kind === 'new_booking')).toEqual({
      kind: 'new_booking',
      sms: false,
      email: false,
    });
  });

  it('refuses an unknown kind', async () => {
    const bad = await admin.put('/api/admin/notifications', {
      channels: [{ kind: 'weather', sms: true, email: false }],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^Notification kind must be one of/);
  });

  it('texts the admins once per new booking when enabled, and not at all when disabled', async () => {
    await book(8);
    expect(await settleTexts(0)).toHaveLength(0);

    const on = await admin.put('/api/admin/notifications', {
      channels: [{ kind: 'new_booking', sms: true, email: false }],
    });
    expect(on.status).toBe(200);
    expect(on.body.channels.find((c: { kind: string }) => c.kind === 'new_booking')).toEqual({
      kind: 'new_booking',
      sms: true,
      email: false,
    });
    await book(10);
    const texts = await settleTexts(1);
    expect(texts).toHaveLength(1);
    expect(texts[0]).toMatch(/New booking: Bay 1 .*, \d{4}-\d{2}-\d{2} at 10:00 for 1 h\./);

    await admin.put('/api/admin/notifications', { channels: [{ kind: 'new_booking', sms: false, email: false }] });
    await book(12);
    expect(await settleTexts(1)).toHaveLength(1);
  });

  it('emails every admin once when email is chosen', async () => {
    const on = await admin.put('/api/admin/notifications', {
      channels: [{ kind: 'new_booking', sms: false, email: true }],
    });
    expect(on.status).toBe(200);
    await book(14);
    const mailbox = `/api/dev/mailbox?to=${encodeURIComponent(adminEmail)}`;
    const mails = async () => {
      await t.app.ctx.jobs.drain?.();
      return (await t.app.client().get(mailbox)).body.messages as Array<{ subject: string; text: string }>;
    };
    await waitFor(mails, { until: (received) => received.length > 0, what: 'the new-booking email' });
    // A fixed pause on purpose: no second email turns up in the meantime.
    await new Promise((r) => setTimeout(r, 300));
    const received = await mails();
    expect(received).toHaveLength(1);
    expect(received[0].subject).toMatch(new RegExp(`^${t.app.config.VENUE_NAME}: New booking: Bay 1`));
    expect(received[0].text).toMatch(/at 14:00 for 1 h\.$/);
  });
});
