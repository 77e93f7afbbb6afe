import { DateTime } from 'luxon';
import twilio from 'twilio';
import { randomPhone, signUp } from '../harness/auth';
import type { HttpClient } from '../harness/http-client';
import { startTestApp, type TestApp } from '../harness/test-app';
import { waitFor } from '../harness/wait-for';

/** The deployment's Twilio token (the webhook answers 503 without one). */
const TWILIO_TOKEN = 'inbox-test-twilio-auth-token';

let app: TestApp;
let admin: HttpClient;
let sid = 0;

/** Posts a text to the webhook as Twilio would: form-encoded, signed with the SDK's own signer. */
async function inbound(
  from: string,
  body: string,
  opts: { sign?: 'valid' | 'wrong' | 'none'; messageSid?: string } = {},
) {
  const url = `${app.url}/api/sms/inbound`;
  const params: Record<string, string> = {
    MessageSid: opts.messageSid ?? `SM${String(++sid).padStart(32, '0')}`,
    AccountSid: 'AC00000000000000000000000000000000',
    From: from,
    To: '+12125559999',
    Body: body,
  };
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' };
  const sign = opts.sign ?? 'valid';
  if (sign !== 'none')
    headers['x-twilio-signature'] = twilio.getExpectedTwilioSignature(
      sign === 'valid' ? TWILIO_TOKEN : 'someone-else',
      url,
      params,
    );
  const res = await fetch(url, { method: 'POST', headers, body: new URLSearchParams(params).toString() });
  return { status: res.status, text: await res.text() };
}

/** What the SMS twin delivered to a phone, newest first (once `count` arrived, then a moment more to see no extra). */
async function delivered(phone: string, count: number) {
  const outbox = async () =>
    (await app.client().get(`/api/dev/sms-outbox?phone=${encodeURIComponent(phone)}`)).body.messages as Array<{
      body: string;
    }>;
  await waitFor(outbox, { until: (messages) => messages.length >= count, what: `${count} texts to ${phone}` });
  await new Promise((r) => setTimeout(r, 300));
  return outbox();
}

describe('support inbox and two-way SMS', () => {
  beforeAll(async () => {
    app = await startTestApp({ env: { REDIS_URL: 'redis://127.0.0.1:1', TWILIO_AUTH_TOKEN: TWILIO_TOKEN } });
    admin = (await signUp(app, undefined, { role: 'admin', firstName: 'Avery', lastName: 'Admin' })).client;
  }, 60_000);
  afterAll(async () => {
    await app.close();
  });

  it("refuses unsigned and wrongly signed webhooks (403, nothing kept); a signed text lands in the customer's chat once", async () => {
    const customer = await signUp(app);
    const phone = customer.user.phoneNumber;
    expect((await inbound(phone, 'hello?', { sign: 'none' })).status).toBe(403);
    expect((await inbound(phone, 'hello?', { sign: 'wrong' })).status).toBe(403);
    expect(await app.ctx.knex('support_messages').where({ user_id: customer.user.id })).toHaveLength(0);

    const ok = await inbound(phone, 'Is bay 3 free tonight?', { messageSid: 'SMretried0000000000000000000000001' });
    expect(ok.status).toBe(200);
    expect(ok.text).toContain('<Response></Response>');
    // Twilio retrying the same message adds nothing.
    expect(
      (await inbound(phone, 'Is bay 3 free tonight?', { messageSid: 'SMretried0000000000000000000000001' })).status,
    ).toBe(200);
    const chat = (await customer.client.get(`/api/sms/user-messages/${customer.user.id}`)).body;
    expect(chat).toEqual([
      expect.objectContaining({ direction: 'outgoing', message: 'Is bay 3 free tonight?', channel: 'sms' }),
    ]);

    const inbox = (await admin.get('/api/admin/support/conversations')).body.items;
    expect(inbox[0]).toMatchObject({ conversationKey: customer.user.id, unreadCount: 1, lastFromCustomer: true });
    expect((await customer.client.get('/api/admin/support/conversations')).status).toBe(403);
  });

  it("answers a customer: the reply reaches the SMS twin once, shows in the customer's chat as from the admin, and clears unread", async () => {
    const customer = await signUp(app);
    await customer.client.post('/api/sms/user-send', { message: 'Can I move my booking?' });
    await inbound(customer.user.phoneNumber, 'Also, do you rent clubs?');
    const key = customer.user.id;
    expect((await admin.get(`/api/admin/support/conversations?search=${customer.user.lastName}`)).body.items).toEqual([
      expect.objectContaining({ conversationKey: key, unreadCount: 2 }),
    ]);
    const thread = (await admin.get(`/api/admin/support/conversations/${key}/messages`)).body;
    expect(thread.messages.map((m: { channel: string }) => m.channel)).toEqual(['chat', 'sms']);
    expect((await admin.post(`/api/admin/support/conversations/${key}/read`)).status).toBe(200);
    expect(
      (await admin.get(`/api/admin/support/conversations?unread=true`)).body.items.map(
        (c: { conversationKey: string }) => c.conversationKey,
      ),
    ).not.toContain(key);

    const before = (await delivered(customer.user.phoneNumber, 0)).length;
    const reply = await admin.post(`/api/admin/support/conversations/${key}/reply`, {
      message: 'Yes, clubs are free.',
    });
    expect(reply.status).toBe(201);
    const texts = await delivered(customer.user.phoneNumber, before + 1);
    expect(texts.filter((m) => m.body.includes('Yes, clubs are free.'))).toHaveLength(1);
    expect(texts[0].body).toBe('Fairway Sim Golf: Yes, clubs are free.');
    const chat = (await customer.client.get(`/api/sms/user-messages/${key}`)).body;
    expect(chat.at(-1)).toMatchObject({
      direction: 'incoming',
      adminName: 'Avery Admin',
      message: 'Yes, clubs are free.',
    });
    const empty = await admin.post(`/api/admin/support/conversations/${key}/reply`, { message: ' ' });
    expect([empty.status, empty.body.message]).toEqual([400, 'Please enter a message']);
  });

  it('opens a conversation for an unknown number and answers it by text', async () => {
    const stranger = randomPhone();
    await inbound(stranger, 'Do you do birthday parties?');
    const key = `phone:${stranger}`;
    const inbox = (await admin.get('/api/admin/support/conversations')).body.items;
    expect(inbox[0]).toMatchObject({
      conversationKey: key,
      userId: null,
      name: null,
      phoneNumber: stranger,
      unreadCount: 1,
    });
    const reply = await admin.post(`/api/admin/support/conversations/${encodeURIComponent(key)}/reply`, {
      message: 'We do! Call us to book.',
    });
    expect(reply.status).toBe(201);
    expect((await delivered(stranger, 1))[0].body).toBe('Fairway Sim Golf: We do! Call us to book.');
    expect(
      (await admin.get(`/api/admin/support/conversations/${encodeURIComponent(key)}/messages`)).body.messages,
    ).toHaveLength(2);
    expect((await admin.get('/api/admin/support/conversations/phone:+19999999999/messages')).status).toBe(404);
  });

  it('lets staff write first to a customer who has not written (the floating chat on a customer)', async () => {
    const quiet = await signUp(app);
    const path = `/api/admin/support/conversations/${quiet.user.id}`;
    expect((await admin.get(`${path}/messages`)).body).toMatchObject({
      conversation: { userId: quiet.user.id, phoneNumber: quiet.user.phoneNumber, unreadCount: 0 },
      messages: [],
    });
    expect((await admin.post(`${path}/reply`, { message: 'Your lost glove is at the desk.' })).status).toBe(201);
    expect((await delivered(quiet.user.phoneNumber, 1))[0].body).toBe(
      'Fairway Sim Golf: Your lost glove is at the desk.',
    );
    expect((await quiet.client.get(`/api/sms/user-messages/${quiet.user.id}`)).body).toEqual([
      expect.objectContaining({ direction: 'incoming', message: 'Your lost glove is at the desk.' }),
    ]);
  });

  it('honours STOP and START: a bulk text skips a number that said STOP until it says START', async () => {
    const a = await signUp(app);
    const b = await signUp(app);
    await inbound(b.user.phoneNumber, 'STOP');
    expect(await app.ctx.knex('sms_opt_outs').where({ phone_number: b.user.phoneNumber })).toHaveLength(1);
    const bulk = await admin.post('/api/admin/sms/bulk', {
      audience: { kind: 'all' },
      message: 'Happy Thanksgiving: 20% off Friday!',
    });
    expect(bulk.status).toBe(201);
    expect(bulk.body).toMatchObject({ audience: 'All customers', skipped: 1 });
    const progress =
      bulk.body.pending > 0
        ? await waitFor(async () => (await admin.get(`/api/admin/sms/bulk/${bulk.body.id}`)).body, {
            until: (p) => p.pending === 0,
            what: 'the bulk send queued',
          })
        : bulk.body;
    expect(progress.pending).toBe(0);
    expect(progress.queued).toBe(progress.total - progress.skipped);
    expect((await delivered(a.user.phoneNumber, 1)).filter((m) => m.body.includes('Thanksgiving'))).toHaveLength(1);
    expect((await delivered(b.user.phoneNumber, 0)).filter((m) => m.body.includes('Thanksgiving'))).toHaveLength(0);

    await inbound(b.user.phoneNumber, 'start');
    expect(await app.ctx.knex('sms_opt_outs').where({ phone_number: b.user.phoneNumber })).toHaveLength(0);
    const customer = await signUp(app);
    expect(
      (await customer.client.post('/api/admin/sms/bulk', { audience: { kind: 'all' }, message: 'x' })).status,
    ).toBe(403);
    const noTournament = await admin.post('/api/admin/sms/bulk', {
      audience: { kind: 'tournament', tournamentId: 'nope' },
      message: 'x',
    });
    expect([noTournament.status, noTournament.body.message]).toEqual([400, 'Please choose a tournament']);
  });

  it('says a bulk text sent during quiet hours is waiting until they end, not "0 sent"', async () => {
    await signUp(app);
    const venueNow = DateTime.now().setZone(app.config.VENUE_TIMEZONE);
    const end = venueNow.plus({ hours: 2 }).startOf('minute');
    await admin.put('/api/admin/sms-settings', {
      quietHoursStart: venueNow.minus({ hours: 1 }).toFormat('HH:mm'),
      quietHoursEnd: end.toFormat('HH:mm'),
    });
    try {
      const bulk = await admin.post('/api/admin/sms/bulk', { audience: { kind: 'all' }, message: 'Late-night deal' });
      expect(bulk.status).toBe(201);
      expect(Date.parse(bulk.body.heldUntil)).toBe(end.toMillis());
      expect(bulk.body.notice).toBe(
        `It is quiet hours: the texts are waiting and go out when quiet hours end at ${end.toFormat('h:mm a')}.`,
      );
    } finally {
      await admin.put('/api/admin/sms-settings', { quietHoursStart: null, quietHoursEnd: null });
    }
    const outside = await admin.post('/api/admin/sms/bulk', { audience: { kind: 'all' }, message: 'Daytime deal' });
    expect(outside.body).toMatchObject({ heldUntil: null, notice: null });
  });

  it('keeps canned responses, SMS settings and templates; the pipeline uses an edited template', async () => {
    const customer = await signUp(app);
    expect((await customer.client.get('/api/admin/canned-responses')).status).toBe(403);
    const created = await admin.post('/api/admin/canned-responses', {
      title: 'Hours',
      body: 'We are open 6 AM to 11 PM.',
    });
    expect(created.status).toBe(201);
    await admin.put(`/api/admin/canned-responses/${created.body.id}`, {
      title: 'Opening hours',
      body: 'Open 6 AM-11 PM daily.',
    });
    expect((await admin.get('/api/admin/canned-responses')).body).toEqual([
      { id: created.body.id, title: 'Opening hours', body: 'Open 6 AM-11 PM daily.' },
    ]);
    expect((await admin.delete(`/api/admin/canned-responses/${created.body.id}`)).status).toBe(204);
    expect((await admin.get('/api/admin/canned-responses')).body).toEqual([]);

    const half = await admin.put('/api/admin/sms-settings', { quietHoursStart: '21:00', quietHoursEnd: null });
    expect([half.status, half.body.message]).toEqual([400, 'Give both ends of the quiet hours, or neither']);
    const saved = await admin.put('/api/admin/sms-settings', {
      senderNumber: '(212) 555-0199',
      quietHoursStart: '21:00',
      quietHoursEnd: '08:00',
    });
    expect(saved.body).toMatchObject({
      senderNumber: '+12125550199',
      quietHoursStart: '21:00',
      quietHoursEnd: '08:00',
    });
    await admin.put('/api/admin/sms-settings', { senderNumber: null, quietHoursStart: null, quietHoursEnd: null });

    const templates = await admin.put('/api/admin/message-templates', {
      templates: { verification_code: '{{code}} is your {{venueName}} code. Do not share it.' },
    });
    const code = templates.body.find((t: { key: string }) => t.key === 'verification_code');
    expect(code).toMatchObject({ isDefault: false, preview: '482913 is your Fairway Sim Golf code. Do not share it.' });
    const phone = randomPhone();
    await app.client().post('/api/auth/check-phone', { phoneNumber: phone });
    await app.client().post('/api/auth/phone/send-code', { phoneNumber: phone });
    const [text] = await delivered(phone, 1);
    expect(text.body).toMatch(/^\d{6} is your Fairway Sim Golf code\. Do not share it\.$/);
    await admin.put('/api/admin/message-templates', { templates: { verification_code: '' } });
    expect((await admin.get('/api/admin/message-templates')).body[0]).toMatchObject({
      key: 'verification_code',
      isDefault: true,
    });
  });
});
