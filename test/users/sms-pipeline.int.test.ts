import pino from 'pino';
import { randomUUID } from 'node:crypto';
import { queueSms } from '../../src/commands/sms/queue-sms.command';
import { SmsQueued } from '../../src/domain/sms/sms.events';
import { encryptSmsBody } from '../../src/integrations/twilio/sms-body-crypto';
import { smsStream } from '../../src/domain/sms/sms.events';
import { grantRole } from '../../src/commands/users/user-roles.command';
import { randomIp, randomPhone } from '../harness/auth';
import type { TestApp } from '../harness/test-app';
import { waitFor } from '../harness/wait-for';
import { startAuthApp } from './auth-test-app';
import { FakeTwilio, twilioError } from './fake-twilio';
import { readStream } from '../harness/event-log';

const ACCOUNT_SID = `AC${'0123456789abcdef'.repeat(2)}`;
const AUTH_TOKEN = 'test-auth-token-123';
const FROM = '+12125550000';

describe('the SMS pipeline through the Twilio adapter', () => {
  let app: TestApp;
  let twilio: FakeTwilio;
  beforeAll(async () => {
    twilio = await new FakeTwilio().start();
    app = await startAuthApp({
      env: {
        TWILIO_ACCOUNT_SID: ACCOUNT_SID,
        TWILIO_AUTH_TOKEN: AUTH_TOKEN,
        TWILIO_FROM: FROM,
        TWILIO_API_BASE: twilio.url,
        SMS_RETRY_BACKOFF_MS: '50',
        SMS_SEND_ATTEMPTS: '4',
      },
    });
  });
  afterAll(async () => {
    await app.close();
    await twilio.stop();
  });

  const eventsOf = async (smsId: string) =>
    (await readStream(app.ctx.store, smsStream(app.config.VENUE_ID, smsId))).map((e) => ({
      type: e.type,
      data: e.data as Record<string, unknown>,
    }));

  it('texts the sign-in code through Twilio with the account credentials', async () => {
    const phone = randomPhone();
    const res = await app
      .client()
      .post('/api/auth/phone/send-code', { phoneNumber: phone }, { 'x-forwarded-for': randomIp() });
    expect(res.status).toBe(200);
    const [request] = await waitFor(async () => (twilio.to(phone).length ? twilio.to(phone) : null));
    expect(request.accountSid).toBe(ACCOUNT_SID);
    expect(request.authorization).toBe(`Basic ${Buffer.from(`${ACCOUNT_SID}:${AUTH_TOKEN}`).toString('base64')}`);
    expect(request.params.get('From')).toBe(FROM);
    expect(request.params.get('Body')).toMatch(/verification code is \d{6}\. It expires in 10 minutes\./);
    expect(await app.ctx.knex('dev_sms_outbox').where({ to_phone: phone })).toHaveLength(0);
  });

  it('delivers a message that fails twice and then succeeds exactly once', async () => {
    const phone = randomPhone();
    twilio.script(
      phone,
      twilioError(500, 20500, 'Internal Server Error'),
      twilioError(503, 20503, 'Service Unavailable'),
    );
    const { smsId } = await queueSms(app.ctx, {
      to: phone,
      body: 'Your booking is confirmed.',
      reason: 'booking_receipt',
    });
    const delivered = await waitFor(async () => (await eventsOf(smsId)).find((e) => e.type === 'SmsDelivered'));
    expect(delivered.data).toMatchObject({ smsId, to: phone, attempts: 3, reason: 'booking_receipt' });

    // The same event's job handed to the worker again sends nothing more.
    const queued = (await eventsOf(smsId))[0];
    const eventId = (await readStream(app.ctx.store, smsStream(app.config.VENUE_ID, smsId))).find(
      (e) => e.type === 'SmsQueued',
    )!.eventId;
    expect(queued.type).toBe('SmsQueued');
    await app.ctx.jobs.enqueue('sms.send', { eventId, smsId }, { jobId: `again-${eventId}` });
    await app.ctx.jobs.drain?.();

    const calls = twilio.to(phone);
    expect(calls.map((c) => c.status)).toEqual([500, 503, 201]);
    expect(calls.filter((c) => c.status === 201)).toHaveLength(1);
    expect(calls.every((c) => c.params.get('Body') === 'Your booking is confirmed.')).toBe(true);
    expect((await eventsOf(smsId)).map((e) => e.type)).toEqual(['SmsQueued', 'SmsDelivered']);
    const row = await app.ctx.knex('outbound_sms').where({ id: smsId }).first();
    expect(row.body_encrypted).toBeNull();
  });

  it('records SmsDeliveryFailed at once when Twilio refuses the number', async () => {
    const phone = randomPhone();
    twilio.script(phone, twilioError(400, 21211, `The 'To' number ${phone} is not a valid phone number.`));
    const { smsId } = await queueSms(app.ctx, { to: phone, body: 'Hello', reason: 'test' });
    const failed = await waitFor(async () => (await eventsOf(smsId)).find((e) => e.type === 'SmsDeliveryFailed'));
    expect(failed.data).toMatchObject({
      smsId,
      to: phone,
      attempts: 1,
      error: expect.stringContaining('not a valid phone number'),
    });
    await app.ctx.jobs.drain?.();
    expect(twilio.to(phone)).toHaveLength(1);
  });

  it('gives up after the last retry and records SmsDeliveryFailed', async () => {
    const phone = randomPhone();
    const down = twilioError(500, 20500, 'Internal Server Error');
    twilio.script(phone, down, down, down, down, down);
    const { smsId } = await queueSms(app.ctx, { to: phone, body: 'Hello again', reason: 'test' });
    const failed = await waitFor(async () => (await eventsOf(smsId)).find((e) => e.type === 'SmsDeliveryFailed'));
    expect(failed.data).toMatchObject({ attempts: 4, error: expect.stringContaining('500') });
    await app.ctx.jobs.drain?.();
    expect(twilio.to(phone)).toHaveLength(4);
    expect((await eventsOf(smsId)).filter((e) => e.type === 'SmsDeliveryFailed')).toHaveLength(1);
  });
  it('does not send again after a worker died mid-send, and records the unknown outcome', async () => {
    const phone = randomPhone();
    const smsId = randomUUID();
    const eventId = randomUUID();
    const fiveMinutesAgo = new Date(Date.now() - 5 * 60_000);
    await app.ctx.knex('outbound_sms').insert({
      id: smsId,
      to_phone: phone,
      reason: 'test',
      body_encrypted: encryptSmsBody(app.config, 'Hello'),
      created_at: fiveMinutesAgo,
    });
    await app.ctx.knex('sms_deliveries').insert({
      event_id: eventId,
      sms_id: smsId,
      status: 'sending',
      attempts: 1,
      created_at: fiveMinutesAgo,
      updated_at: fiveMinutesAgo,
    });
    await app.ctx.store.append(
      smsStream(app.config.VENUE_ID, smsId),
      [{ ...SmsQueued.create({ smsId, to: phone, reason: 'test', queuedAt: fiveMinutesAgo.toISOString() }), eventId }],
      { expected: 'no_stream' },
    );
    const failed = await waitFor(async () => (await eventsOf(smsId)).find((e) => e.type === 'SmsDeliveryFailed'));
    expect(failed.data).toMatchObject({ error: expect.stringContaining('outcome unknown') });
    expect(twilio.to(phone)).toHaveLength(0);
  });

  it('shows admins every message and how it ended', async () => {
    const phone = randomPhone();
    const client = app.client();
    const ip = { 'x-forwarded-for': randomIp() };
    await client.post('/api/auth/phone/send-code', { phoneNumber: phone }, ip);
    const [request] = await waitFor(async () => (twilio.to(phone).length ? twilio.to(phone) : null));
    const code = /\d{6}/.exec(request.params.get('Body') ?? '')![0];
    const info = { firstName: 'Ada', lastName: 'Admin', email: `admin-${Date.now()}@example.com` };
    const signed = await client.post('/api/auth/phone/verify-code', { phoneNumber: phone, code, userInfo: info }, ip);
    expect((await client.get('/api/admin/sms-log?status=failed')).status).toBe(403);
    await grantRole(app.ctx, signed.body.user.id, 'admin', 'test', { actor: 'system' });

    const refused = randomPhone();
    twilio.script(refused, twilioError(400, 21610, 'Attempt to send to unsubscribed recipient'));
    await queueSms(app.ctx, { to: refused, body: 'Hi', reason: 'test' });
    const failed = await waitFor(async () => {
      const res = await client.get('/api/admin/sms-log?status=failed');
      return res.status === 200 ? (res.body.items as Array<{ to: string }>).find((m) => m.to === refused) : null;
    });
    expect(failed).toMatchObject({
      status: 'failed',
      attempts: 1,
      reason: 'test',
      error: expect.stringContaining('unsubscribed'),
    });
    const all = (await client.get('/api/admin/sms-log?limit=200')).body.items as Array<{
      to: string;
      status: string;
      reason: string;
    }>;
    expect(all.find((m) => m.to === phone)).toMatchObject({ status: 'delivered', reason: 'verification_code' });
    expect(JSON.stringify(all)).not.toContain(code);
  });
});

describe('logs in production', () => {
  let app: TestApp;
  let twilio: FakeTwilio;
  const lines: string[] = [];
  beforeAll(async () => {
    twilio = await new FakeTwilio().start();
    app = await startAuthApp({
      env: {
        NODE_ENV: 'production',
        SESSION_SECRET: 'a-production-grade-secret-123456',
        TWILIO_ACCOUNT_SID: ACCOUNT_SID,
        TWILIO_AUTH_TOKEN: AUTH_TOKEN,
        TWILIO_FROM: FROM,
        TWILIO_API_BASE: twilio.url,
      },
      prepare: (ctx) => {
        ctx.logger = pino({ level: 'trace' }, { write: (line: string) => void lines.push(line) });
      },
    });
  });
  afterAll(async () => {
    await app.close();
    await twilio.stop();
  });

  it('never write the sign-in code, through a whole sign-up', async () => {
    const phone = randomPhone();
    const client = app.client();
    const ip = { 'x-forwarded-for': randomIp() };
    expect((await client.post('/api/auth/phone/send-code', { phoneNumber: phone }, ip)).status).toBe(200);
    const [request] = await waitFor(async () => (twilio.to(phone).length ? twilio.to(phone) : null));
    const code = /\d{6}/.exec(request.params.get('Body') ?? '')![0];
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expect((await client.post('/api/auth/phone/verify-code', { phoneNumber: phone, code: wrong }, ip)).status).toBe(
      400,
    );
    const info = { firstName: 'Prod', lastName: 'User', email: `prod-${Date.now()}@example.com` };
    expect(
      (await client.post('/api/auth/phone/verify-code', { phoneNumber: phone, code, userInfo: info }, ip)).status,
    ).toBe(201);
    await waitFor(async () => (await app.ctx.knex('sms_deliveries').where({ status: 'sent' })).length > 0);
    expect(lines.length).toBeGreaterThan(3);
    for (const line of lines) expect(line).not.toContain(code);
    expect(lines.some((l) => l.includes('SMS sent'))).toBe(true);
  });
});
