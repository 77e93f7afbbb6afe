import { randomBytes, randomInt } from 'node:crypto';
import { isValidPhoneNumber } from 'libphonenumber-js';
import { grantRole } from '../../src/commands/users/user-roles.command';
import type { HttpClient } from './http-client';
import type { TestApp } from './test-app';
import { waitFor } from './wait-for';

export interface SignedUpUser {
  id: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  email: string;
  isAdmin: boolean;
  isEmployee: boolean;
  [key: string]: unknown;
}

export interface SignUpOptions {
  phone?: string;
  firstName?: string;
  lastName?: string;
  email?: string;
  role?: 'customer' | 'employee' | 'admin';
}

const AREA_CODES = ['212', '312', '415', '617', '646', '206', '305', '512', '702', '917'];

/** A random US number libphonenumber accepts, in E.164. */
export function randomPhone(): string {
  for (;;) {
    const area = AREA_CODES[randomInt(AREA_CODES.length)];
    const exchange = String(randomInt(200, 1000));
    const line = String(randomInt(0, 10_000)).padStart(4, '0');
    const phone = `+1${area}${exchange}${line}`;
    if (isValidPhoneNumber(phone)) return phone;
  }
}

export function randomEmail(): string {
  return `golfer-${randomBytes(6).toString('hex')}@example.com`;
}

/** A random private address per sign-up, so the per-IP sign-in limits of one test file never add up. */
export function randomIp(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

/**
 * The latest sign-in code texted to a phone, read from the dev SMS outbox. Waits for the worker
 * until the outbox holds more than `previousCount` messages for the phone.
 */
export async function readCode(app: TestApp, phone: string, previousCount = 0, timeoutMs = 30_000): Promise<string> {
  const reader = app.client();
  const codeIn = (messages: Array<{ body: string }>) =>
    messages.length > previousCount ? messages[0].body.match(/\b(\d{6})\b/)?.[1] : undefined;
  const outbox = await waitFor(
    async () => {
      const res = await reader.get(`/api/dev/sms-outbox?phone=${encodeURIComponent(phone)}`);
      return { status: res.status, messages: (res.body?.messages ?? []) as Array<{ body: string }> };
    },
    {
      until: (answer) => Boolean(codeIn(answer.messages)),
      timeoutMs,
      intervalMs: 50,
      what: `a code texted to ${phone}`,
    },
  );
  return codeIn(outbox.messages)!;
}

/** Number of messages in the dev outbox for a phone. */
export async function outboxCount(app: TestApp, phone: string): Promise<number> {
  const res = await app.client().get(`/api/dev/sms-outbox?phone=${encodeURIComponent(phone)}`);
  return res.body?.messages?.length ?? 0;
}

/**
 * Signs up a new account through the real routes (check-phone, send-code, the texted code,
 * verify-code with userInfo) and returns the signed-in client. Employee and admin roles are
 * granted through the same command `npm run admin:grant` uses.
 */
export async function signUp(
  app: TestApp,
  client: HttpClient = app.client(),
  opts: SignUpOptions = {},
): Promise<{ client: HttpClient; user: SignedUpUser }> {
  const phone = opts.phone ?? randomPhone();
  const ip = { 'x-forwarded-for': randomIp() };
  const userInfo = {
    firstName: opts.firstName ?? 'Pat',
    lastName: opts.lastName ?? `Golfer${randomBytes(2).toString('hex')}`,
    email: opts.email ?? randomEmail(),
  };
  const check = await client.post('/api/auth/check-phone', { phoneNumber: phone }, ip);
  if (check.status !== 200) throw new Error(`check-phone answered ${check.status}: ${check.text}`);
  if (check.body.exists) throw new Error(`signUp: ${phone} already has an account`);
  const before = await outboxCount(app, phone);
  const sent = await client.post('/api/auth/phone/send-code', { phoneNumber: phone }, ip);
  if (sent.status !== 200) throw new Error(`send-code answered ${sent.status}: ${sent.text}`);
  const code = await readCode(app, phone, before);
  const verified = await client.post('/api/auth/phone/verify-code', { phoneNumber: phone, code, userInfo }, ip);
  if (verified.status !== 201) throw new Error(`verify-code answered ${verified.status}: ${verified.text}`);
  let user = verified.body.user as SignedUpUser;
  const role = opts.role ?? 'customer';
  if (role !== 'customer') {
    const result = await grantRole(app.ctx, user.id, role, 'test signUp helper', { actor: 'system' });
    await app.ctx.projections.waitFor(result.position, ['users'], 30_000);
  }
  // Under load the read model may trail the answer: wait until the session sees the account as granted.
  const flag = role === 'admin' ? 'isAdmin' : role === 'employee' ? 'isEmployee' : null;
  const me = await waitFor(
    async () => {
      const res = await client.get('/api/auth/phone-user');
      return { status: res.status, body: res.body };
    },
    {
      until: (answer) =>
        answer.status === 200 && typeof answer.body.id === 'string' && (!flag || answer.body[flag] === true),
      what: `phone-user to see the ${role}`,
    },
  );
  user = me.body as SignedUpUser;
  return { client, user };
}

/** Signs an existing account in again on a (new) client through send-code and verify-code. */
export async function signIn(app: TestApp, phone: string, client: HttpClient = app.client()): Promise<HttpClient> {
  const ip = { 'x-forwarded-for': randomIp() };
  const before = await outboxCount(app, phone);
  const sent = await client.post('/api/auth/phone/send-code', { phoneNumber: phone }, ip);
  if (sent.status !== 200) throw new Error(`send-code answered ${sent.status}: ${sent.text}`);
  const code = await readCode(app, phone, before);
  const verified = await client.post('/api/auth/phone/verify-code', { phoneNumber: phone, code }, ip);
  if (verified.status !== 200) throw new Error(`verify-code answered ${verified.status}: ${verified.text}`);
  return client;
}
