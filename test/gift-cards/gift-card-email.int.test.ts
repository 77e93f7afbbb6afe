import { DateTime } from 'luxon';
import { deliverDueGiftCards } from '../../src/workers/gift-cards/gift-card-delivery.worker';
import { signUp } from '../harness/auth';
import type { HttpClient } from '../harness/http-client';
import { waitFor } from '../harness/wait-for';
import { startBookingApp, type BookingTestApp } from '../bookings/booking-fixtures';
import { cardToken } from '../payments/payment-fixtures';

/** Gift cards by email: a real SMTP exchange (nodemailer to the local SMTP sink), on the chosen day. */
describe('gift card email delivery', () => {
  let t: BookingTestApp;
  beforeAll(async () => {
    t = await startBookingApp();
  });
  afterAll(async () => {
    await t.app.close();
  });
  afterEach(() => t.setNow(new Date()));

  const mailbox = async (to: string) =>
    (await t.app.client().get(`/api/dev/mailbox?to=${encodeURIComponent(to)}`)).body.messages;
  const buy = async (client: HttpClient, recipientEmail: string, deliveryDate: string | null) =>
    client.post('/api/gift-cards/purchase', {
      amount: 75,
      recipientName: 'Sam Recipient',
      recipientEmail,
      senderName: 'Pat Sender',
      senderEmail: 'pat@example.com',
      personalMessage: 'Happy birthday <3',
      deliveryMethod: 'email',
      deliveryDate,
      sourceId: await cardToken(client),
    });

  it('emails the card at once when no day is chosen: code, amount and message in a readable email, once', async () => {
    const to = `sam.${Date.now()}@example.com`;
    const res = await buy(t.app.client(), to, null);
    expect(res.status).toBe(201);
    const [mail] = await waitFor(() => mailbox(to), { until: (m) => m.length > 0, what: `mail to ${to}` });
    expect(mail).toMatchObject({ to: [to], subject: 'Pat Sender sent you a $75.00 Fairway Sim Golf gift card' });
    expect(mail.from).toMatch(/no-reply@localhost/);
    expect(mail.text).toContain(`Gift card code: ${res.body.code}`);
    expect(mail.text).toContain('"Happy birthday <3"');
    expect(mail.html).toContain('$75.00');
    expect(mail.html).toContain(res.body.code);
    expect(mail.html).toContain('Happy birthday &lt;3');
    await deliverDueGiftCards(t.app.ctx);
    await deliverDueGiftCards(t.app.ctx);
    expect(await mailbox(to)).toHaveLength(1);
    expect(await t.app.ctx.knex('gift_card_deliveries').where({ code: res.body.code })).toMatchObject([
      { status: 'sent', channel: 'email', recipient: to },
    ]);
  });

  it('waits for the chosen delivery date (9 AM venue time), then emails it once', async () => {
    const to = `later.${Date.now()}@example.com`;
    const tomorrow = DateTime.now().setZone(t.app.config.VENUE_TIMEZONE).plus({ days: 1 }).toISODate()!;
    const res = await buy(t.app.client(), to, tomorrow);
    expect(res.status).toBe(201);
    await deliverDueGiftCards(t.app.ctx);
    // A fixed pause on purpose: nothing is mailed before the chosen day.
    await new Promise((r) => setTimeout(r, 500));
    expect(await mailbox(to)).toEqual([]);
    t.setNow(DateTime.fromISO(`${tomorrow}T09:01`, { zone: t.app.config.VENUE_TIMEZONE }).toJSDate());
    await Promise.all([deliverDueGiftCards(t.app.ctx), deliverDueGiftCards(t.app.ctx)]);
    await deliverDueGiftCards(t.app.ctx);
    const mails = await mailbox(to);
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain(res.body.code);
  });

  it('lets admins see where mail goes and send a test email', async () => {
    const admin = await signUp(t.app, undefined, { role: 'admin' });
    const customer = await signUp(t.app);
    expect((await admin.client.get('/api/admin/email-settings')).body).toEqual({
      from: 'Fairway Sim Golf <no-reply@localhost>',
      transport: 'local SMTP sink (dev mailbox)',
    });
    expect((await customer.client.post('/api/admin/email-settings/test', { to: 'x@example.com' })).status).toBe(403);
    const bad = await admin.client.post('/api/admin/email-settings/test', { to: 'not-an-email' });
    expect([bad.status, bad.body.message]).toEqual([400, 'Please enter a valid email address']);
    const to = `admin.${Date.now()}@example.com`;
    const sent = await admin.client.post('/api/admin/email-settings/test', { to });
    expect(sent.body).toEqual({ success: true, message: `Test email sent to ${to}.` });
    const [mail] = await waitFor(() => mailbox(to), { until: (m) => m.length > 0, what: `mail to ${to}` });
    expect(mail.subject).toBe('Fairway Sim Golf: test email');
  });
});
