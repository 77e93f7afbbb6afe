import { randomUUID } from 'node:crypto';
import { renewDueMemberships } from '../../src/commands/memberships/renew-memberships.command';
import { seedPlans } from '../../src/commands/memberships/plan.commands';
import { sendNotice } from '../../src/workers/checkout/notice.worker';
import { noticeOf } from '../../src/workers/checkout/notices.reactor';
import { signUp, type SignedUpUser } from '../harness/auth';
import type { HttpClient } from '../harness/http-client';
import { waitFor } from '../harness/wait-for';
import { setUpVenue, startBookingApp, type BookingTestApp } from '../bookings/booking-fixtures';
import { cardToken, giftCardLine } from './payment-fixtures';
import { readLog } from '../harness/event-log';

interface Mail {
  subject: string;
  text: string;
}

/**
 * Every money movement and every staff change to a booking reaches the customer once, by text and by
 * email, with the amounts the server recorded: membership join and renewal, extension, gift card,
 * refund on cancellation, a move by staff.
 */
describe('receipts and notices for every money movement', () => {
  let t: BookingTestApp;
  let bays: string[];
  let admin: HttpClient;
  beforeAll(async () => {
    t = await startBookingApp();
    bays = await setUpVenue(t.app.ctx, 2);
    await seedPlans(t.app.ctx);
    admin = (await signUp(t.app, undefined, { role: 'admin' })).client;
    // Starting an app and seeding takes seconds; a loaded CI machine took over a minute once.
  }, 180_000);
  afterAll(async () => {
    await t.app.close();
  });
  afterEach(() => t.setNow(new Date()));

  const texts = async (user: SignedUpUser, includes: string) =>
    (
      (await t.app.client().get(`/api/dev/sms-outbox?phone=${encodeURIComponent(user.phoneNumber)}`)).body.messages as {
        body: string;
      }[]
    ).filter((m) => m.body.includes(includes));
  const mails = async (user: SignedUpUser, includes: string) =>
    (
      (await t.app.client().get(`/api/dev/mailbox?to=${encodeURIComponent(user.email)}`)).body.messages as Mail[]
    ).filter((m) => m.subject.includes(includes));

  /** The one text and one email for `includes`, after the notice job for the event ran again (a retry). */
  async function noticeOnce(user: SignedUpUser, sms: string, subject: string, type: string, id: string) {
    const [text] = await waitFor(async () => {
      const found = await texts(user, sms);
      return found.length > 0 && found;
    });
    const [mail] = await waitFor(async () => {
      const found = await mails(user, subject);
      return found.length > 0 && found;
    });
    const row = (await readLog(t.app.ctx.store, { eventTypes: [type] })).findLast((e) => e.data.bookingId === id)!;
    const event = { eventId: row.eventId, type: row.type, data: row.data, metadata: row.metadata };
    const payload = noticeOf({ ...event, createdAt: row.createdAt } as never);
    if (payload) await sendNotice(t.app.ctx, payload);
    expect(await texts(user, sms)).toHaveLength(1);
    expect(await mails(user, subject)).toHaveLength(1);
    return { text: text.body, mail };
  }

  async function book(client: HttpClient, bayId: string, startTime: string) {
    const paid = await client.post('/api/orders', {
      lines: [{ type: 'booking', bayId, date: t.day(3), startTime, duration: 1 }],
      sourceId: await cardToken(client),
      idempotencyKey: randomUUID(),
    });
    expect(paid.status).toBe(201);
    return paid.body.orderId as string;
  }

  it('sends the membership join receipt and each renewal receipt once, with the fee charged', async () => {
    const { client, user } = await signUp(t.app);
    const joined = await client.post('/api/create-membership-subscription', {
      planId: 'member',
      sourceId: await cardToken(client),
    });
    expect(joined.status).toBeLessThan(300);
    const order = (await readLog(t.app.ctx.store, { eventTypes: ['MembershipStarted'] })).find(
      (e) => e.data.userId === user.id,
    )!;
    const join = await noticeOnce(user, '(first month)', 'first month', 'CheckoutCompleted', order.data.orderId);
    expect(join.text).toMatch(/payment received for Member membership \(first month\)\. Paid: \$49\.00 by card\. Ref /);
    expect(join.mail.text).toContain('Total paid: $49.00');

    const membership = (await client.get('/api/user-memberships')).body[0];
    t.setNow(new Date(Date.parse(membership.currentPeriodEnd) + 60_000));
    await renewDueMemberships(t.app.ctx);
    const renewed = (await readLog(t.app.ctx.store, { eventTypes: ['CheckoutCompleted'] })).findLast(
      (e) => e.data.userId === user.id,
    )!;
    const renewal = await noticeOnce(
      user,
      '(monthly renewal)',
      'monthly renewal',
      'CheckoutCompleted',
      renewed.data.bookingId,
    );
    expect(renewal.text).toContain('Member membership (monthly renewal). Paid: $49.00 by card.');
    expect(renewal.mail.text).toContain('Total paid: $49.00');
  }, 180_000);

  it('sends the extension receipt and the gift card buyer receipt once, with what was charged', async () => {
    const { client, user } = await signUp(t.app);
    const bookingId = await book(client, bays[0], '10:00');
    const extended = await client.post('/api/orders', {
      lines: [{ type: 'extension', bookingId, hours: 1 }],
      sourceId: await cardToken(client),
      idempotencyKey: randomUUID(),
    });
    expect(extended.status).toBe(201);
    const ext = await noticeOnce(user, 'Extension of 1 hour', 'Extension', 'CheckoutCompleted', extended.body.orderId);
    expect(ext.text).toContain(`Extension of 1 hour. Paid: $${extended.body.amountCharged} by card.`);
    expect(ext.mail.text).toContain(`Total paid: $${extended.body.amountCharged}`);

    const gift = await client.post('/api/orders', {
      lines: [giftCardLine(25)],
      sourceId: await cardToken(client),
      idempotencyKey: randomUUID(),
    });
    expect(gift.status).toBe(201);
    const bought = await noticeOnce(user, 'Gift card for', 'Gift card for', 'CheckoutCompleted', gift.body.orderId);
    expect(bought.text).toContain('Paid: $25.00 by card.');
    expect(bought.mail.text).toContain('Total paid: $25.00');
  }, 180_000);

  it('tells the customer of a cancellation with the refund the cancellation recorded, once', async () => {
    const { client, user } = await signUp(t.app);
    const bookingId = await book(client, bays[1], '14:00');
    const cancelled = await client.request('DELETE', `/api/bookings/${bookingId}`);
    expect(cancelled.status).toBe(200);
    const details = (await client.get(`/api/bookings/details/${bookingId}`)).body;
    expect(Number(details.refundAmount)).toBeGreaterThan(0);
    const notice = await noticeOnce(user, 'is cancelled', 'booking cancelled', 'BookingCancelled', bookingId);
    expect(notice.text).toContain(`Refund: $${details.refundAmount}. Ref ${details.reference}.`);
    expect(notice.mail.text).toContain(`Total refunded: $${details.refundAmount}`);
  }, 180_000);

  it('tells the customer when staff move their booking, once, with the new bay and time', async () => {
    const { client, user } = await signUp(t.app);
    const bookingId = await book(client, bays[0], '16:00');
    const moved = await admin.post(`/api/admin/bookings/${bookingId}/move`, {
      bayId: bays[1],
      date: t.day(3),
      startTime: '18:00',
    });
    expect(moved.status).toBe(200);
    const details = (await client.get(`/api/bookings/details/${bookingId}`)).body;
    const notice = await noticeOnce(user, 'moved your booking', 'moved', 'BookingMoved', bookingId);
    expect(notice.text).toContain(`our staff moved your booking to ${details.bay.name}, `);
    expect(notice.text).toContain(`6:00-7:00 PM. Ref ${details.reference}.`);
  }, 180_000);
});
