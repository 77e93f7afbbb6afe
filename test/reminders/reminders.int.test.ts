import { randomUUID } from 'node:crypto';
import { DateTime } from 'luxon';
import { placeBooking, quoteBooking } from '../../src/commands/bookings';
import { sendDueReminders, sendReminder } from '../../src/commands/reminders/reminder.commands';
import { reminderCandidates, reminderSettings } from '../../src/projections/reminders/reminders.queries';
import { setUpVenue, startBookingApp, type BookingTestApp } from '../bookings/booking-fixtures';
import { randomPhone, signUp, type SignedUpUser } from '../harness/auth';
import type { HttpClient } from '../harness/http-client';
import { waitFor } from '../harness/wait-for';

const zone = 'America/New_York';
const WALK_IN_TYPED = '(617) 555-0142';
const WALK_IN_PHONE = '+16175550142';

describe('booking reminders', () => {
  let t: BookingTestApp;
  let bays: string[];
  let admin: HttpClient;
  const customers: Record<string, { client: HttpClient; user: SignedUpUser }> = {};
  const ids: Record<string, string> = {};
  const local = (day: number, time: string) => DateTime.fromISO(`${t.day(day)}T${time}`, { zone });
  let day0: string;
  const at = (day: number, time: string) => DateTime.fromISO(`${day0}T${time}`, { zone }).plus({ days: day });

  beforeAll(async () => {
    t = await startBookingApp();
    bays = await setUpVenue(t.app.ctx, 3);
    day0 = t.day(0);
    t.setNow(at(0, '09:00').toJSDate());
    admin = (await signUp(t.app, undefined, { role: 'admin' })).client;
    for (const name of ['ada', 'bo', 'cy', 'di']) customers[name] = await signUp(t.app, undefined, { firstName: name });
    const book = async (key: string, userId: string | null, bayId: string, day: number, time: string) => {
      const date = local(day, time).toISODate()!;
      const quote = await quoteBooking(t.app.ctx, { bayId, date, startTime: time, duration: 1 });
      const bookingId = randomUUID();
      const placed = await placeBooking(t.app.ctx, {
        bookingId,
        userId,
        bayId,
        date,
        startTime: time,
        duration: 1,
        quote,
        status: 'confirmed',
        paymentStatus: 'paid',
        ...(userId ? {} : { guestBooking: true, firstName: 'Gus', phoneNumber: randomPhone() }),
      });
      await t.app.ctx.projections.waitFor(placed.position, ['bookings']);
      ids[key] = bookingId;
    };
    await book('a', customers.ada.user.id, bays[0], 2, '14:00');
    await book('b', customers.bo.user.id, bays[0], 2, '15:00');
    await book('c', customers.cy.user.id, bays[0], 2, '16:00');
    await book('d', customers.di.user.id, bays[1], 2, '07:00');
    await book('guest', null, bays[2], 2, '17:00');
    // A walk-in booked at the desk: the staff typed the phone the guest gave in person.
    const desk = await admin.post('/api/admin/bookings', {
      bayId: bays[2],
      date: local(2, '18:00').toISODate(),
      startTime: '18:00',
      duration: 1,
      payment: 'venue',
      guest: { firstName: 'Wally', lastName: 'Walkin', phoneNumber: WALK_IN_TYPED },
    });
    expect(desk.status).toBe(201);
    ids.walkIn = desk.body.id ?? desk.body.booking?.id;
  }, 120_000);
  afterAll(async () => {
    await t.app.close();
  }, 60_000);

  /** The reminders texted to a customer, as the dev SMS outbox shows them (newest first). */
  const remindersTo = async (phone: string) => {
    const res = await t.app.client().get(`/api/dev/sms-outbox?phone=${encodeURIComponent(phone)}`);
    return (res.body.messages as Array<{ body: string }>).filter(
      (m) => m.body.includes('reminder') || m.body.includes('see you soon'),
    );
  };
  const logOf = async (bookingId: string) => {
    const res = await admin.get('/api/admin/reminders/log?limit=200');
    return (
      res.body.items as Array<{
        bookingId: string;
        kind: string;
        outcome: string;
        reason: string | null;
        bookingStartsAt: string;
      }>
    ).filter((i) => i.bookingId === bookingId);
  };
  const runAt = async (when: DateTime) => {
    t.setNow(when.toJSDate());
    await t.app.ctx.jobs.runDue();
  };

  it('keeps reminder settings and logs from visitors (401) and customers (403), and checks what admins send', async () => {
    const customer = customers.ada.client;
    for (const [method, path] of [
      ['get', '/api/admin/reminders/settings'],
      ['put', '/api/admin/reminders/settings'],
      ['get', '/api/admin/reminders/log'],
      ['get', '/api/admin/reminders/upcoming'],
    ] as const) {
      const call = (c: HttpClient) => (method === 'put' ? c.put(path, {}) : c.get(path));
      expect((await call(t.app.client())).status).toBe(401);
      expect((await call(customer)).status).toBe(403);
    }
    const current = (await admin.get('/api/admin/reminders/settings')).body;
    const bad = await admin.put('/api/admin/reminders/settings', {
      ...current,
      hours_before: { ...current.hours_before, minutesBefore: 5 },
    });
    expect([bad.status, bad.body.message]).toEqual([400, 'A reminder goes at least 15 minutes before the booking']);
    const half = await admin.put('/api/admin/reminders/settings', { ...current, quietHoursEnd: null });
    expect([half.status, half.body.message]).toEqual([400, 'Set both ends of the quiet hours, or neither']);
    expect((await admin.get('/api/admin/reminders/settings')).body.hours_before.minutesBefore).toBe(120);
  });

  it('schedules 24-hour and 2-hour reminders when a booking is confirmed, shifting one out of quiet hours', async () => {
    const upcoming = (await admin.get('/api/admin/reminders/upcoming')).body.items as Array<{
      bookingId: string;
      kind: string;
      sendAt: string;
    }>;
    const of = (key: string) =>
      upcoming.filter((u) => u.bookingId === ids[key]).map((u) => [u.kind, new Date(u.sendAt).getTime()]);
    expect(of('a')).toEqual([
      ['day_before', at(1, '14:00').toMillis()],
      ['hours_before', at(2, '12:00').toMillis()],
    ]);
    // 07:00 booking: 24 h before is 07:00 (quiet until 08:00, still before the start: sent at 08:00);
    // 2 h before is 05:00 (quiet; 08:00 is after the start: sent at 21:00 the evening before).
    expect(of('d')).toEqual([
      ['day_before', at(1, '08:00').toMillis()],
      ['hours_before', at(1, '21:00').toMillis()],
    ]);
  });

  it('moves reminders with a moved booking and drops those of a cancelled one', async () => {
    const moved = await admin.post(`/api/admin/bookings/${ids.b}/move`, {
      bayId: bays[0],
      date: t.day(4),
      startTime: '15:00',
    });
    expect(moved.status).toBe(200);
    const cancelled = await admin.post(`/api/admin/bookings/${ids.c}/cancel`, { mode: 'policy' });
    expect(cancelled.status).toBe(200);
    const upcoming = (await admin.get('/api/admin/reminders/upcoming')).body.items as Array<{
      bookingId: string;
      sendAt: string;
    }>;
    expect(upcoming.filter((u) => u.bookingId === ids.b).map((u) => new Date(u.sendAt).getTime())).toEqual([
      at(3, '15:00').toMillis(),
      at(4, '13:00').toMillis(),
    ]);
    expect(upcoming.filter((u) => u.bookingId === ids.c)).toEqual([]);
  });

  it('sends a due reminder once, even when the job runs twice at the same time and again later', async () => {
    await runAt(at(1, '16:00:30'));
    await Promise.all([sendDueReminders(t.app.ctx), sendDueReminders(t.app.ctx)]);
    await runAt(at(1, '16:01:30'));
    // A retried job that reaches the send itself again.
    const [candidate] = (await reminderCandidates(t.app.ctx.knex, t.now(), at(3, '00:00').toJSDate())).filter(
      (c) => c.bookingId === ids.a,
    );
    const settings = await reminderSettings(t.app.ctx.knex);
    expect(await sendReminder(t.app.ctx, candidate, 'day_before', settings)).toBe('already');

    const ada = customers.ada.user;
    const texts = await waitFor(async () => {
      const got = await remindersTo(ada.phoneNumber);
      return got.length > 0 && got;
    });
    // A fixed pause on purpose: no second reminder turns up in the meantime.
    await new Promise((r) => setTimeout(r, 500));
    expect(await remindersTo(ada.phoneNumber)).toHaveLength(1);
    expect(texts[0].body).toContain(`hi ada, a reminder that`);
    expect(texts[0].body).toContain(`at 2:00 PM`);
    expect(
      (await waitFor(async () => (await logOf(ids.a)).length > 0 && logOf(ids.a))).map((l) => [l.kind, l.outcome]),
    ).toEqual([['day_before', 'sent']]);
  });

  it('sends nothing for the old time of a moved booking, nor for a cancelled one', async () => {
    // b's old 24 h reminder was due at 15:00 and c's at 16:00 on day 1: neither went out.
    expect(await remindersTo(customers.bo.user.phoneNumber)).toEqual([]);
    expect(await remindersTo(customers.cy.user.phoneNumber)).toEqual([]);
    expect(await logOf(ids.b)).toEqual([]);
    expect(await logOf(ids.c)).toEqual([]);
  });

  it('holds a reminder out of quiet hours (sent at their start when their end is past the booking)', async () => {
    const saved = await admin.get('/api/admin/reminders/settings');
    const put = await admin.put('/api/admin/reminders/settings', {
      ...saved.body,
      hours_before: {
        ...saved.body.hours_before,
        template: 'Soon, {name}: {bay} at {time} on {date} ({venue}).{doorCode}',
      },
    });
    expect(put.status).toBe(200);
    expect(put.body.preview.hours_before).toMatch(
      /^Soon, Ada: Bay 2 at \d{1,2}:\d{2} [AP]M on \w{3}, \w{3} \d{1,2} \(.+\)\.$/,
    );
    const di = customers.di.user;
    // d's 24 h reminder (08:00) went out with the run at 16:00; its 2 h reminder waits for 21:00.
    await waitFor(async () => (await remindersTo(di.phoneNumber)).length === 1);
    await runAt(at(1, '20:59:00'));
    await sendDueReminders(t.app.ctx);
    expect((await logOf(ids.d)).map((l) => l.kind)).toEqual(['day_before']);
    await runAt(at(1, '21:00:10'));
    const log = await waitFor(async () => {
      const l = await logOf(ids.d);
      return l.length === 2 && l;
    });
    expect(log.map((l) => l.kind)).toEqual(['hours_before', 'day_before']);
    const texts = await waitFor(async () => {
      const got = (await t.app.client().get(`/api/dev/sms-outbox?phone=${encodeURIComponent(di.phoneNumber)}`)).body
        .messages as Array<{ body: string }>;
      const soon = got.filter((m) => m.body.startsWith('Soon, di'));
      return soon.length > 0 && soon;
    });
    expect(texts[0].body).toMatch(/^Soon, di: Bay 2 \w+ at 7:00 AM on /);
  });

  it('skips a customer without a phone on their account, and logs it', async () => {
    const log = await logOf(ids.guest);
    expect(log.map((l) => [l.kind, l.outcome, l.reason])).toEqual([['day_before', 'skipped', 'no_phone']]);
  });

  it("texts a walk-in's reminder to the phone the desk took (an online guest's typed number is not texted)", async () => {
    expect(ids.walkIn).toEqual(expect.any(String));
    const log = await waitFor(async () => {
      const l = await logOf(ids.walkIn);
      return l.length > 0 && l;
    });
    expect(log.map((l) => [l.kind, l.outcome])).toEqual([['day_before', 'sent']]);
    const texts = await waitFor(async () => {
      const got = await remindersTo(WALK_IN_PHONE);
      return got.length > 0 && got;
    });
    expect(texts).toHaveLength(1);
    expect(texts[0].body).toContain('hi Wally, a reminder that');
    expect(texts[0].body).toContain('at 6:00 PM');
  });

  it('reminds a moved booking at its new time', async () => {
    await runAt(at(3, '15:00:30'));
    const log = await waitFor(async () => {
      const l = await logOf(ids.b);
      return l.length > 0 && l;
    });
    expect(log.map((l) => [l.kind, l.bookingStartsAt])).toEqual([
      ['day_before', at(4, '15:00').toJSDate().toISOString()],
    ]);
    const texts = await waitFor(async () => {
      const got = await remindersTo(customers.bo.user.phoneNumber);
      return got.length > 0 && got;
    });
    expect(texts).toHaveLength(1);
    expect(texts[0].body).toContain(`on ${at(4, '15:00').toFormat('ccc, LLL d')} at 3:00 PM`);
  });
});
