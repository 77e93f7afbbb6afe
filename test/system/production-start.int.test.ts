import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { createTestDatabase, randomPrefix, testRedisUrl, type TestDatabase } from '../harness/test-db';
import { waitFor } from '../harness/wait-for';
import { startProviderServer, type ProviderServer, type RecordedRequest } from '../payments/provider-server';
import { FakeTwilio } from '../users/fake-twilio';

/**
 * The "done when" of going live from the repo: the production build (`node dist/src/main.js`,
 * NODE_ENV=production, no development tools) starts from a complete environment whose providers are
 * local twins (Twilio-, Stripe-shaped HTTP servers and an SMTP server), and a customer signs in with
 * the texted code, books and pays by card. The same build without an SMS and a card provider refuses
 * to start and names both.
 */
const root = path.resolve(__dirname, '../..');
const PUBLIC_URL = 'https://golf.example.test';

/** Compiles the server to dist/ unless dist is newer than every source file (as `npm run build` does). */
function ensureServerBuild(): void {
  const stampFile = path.join(root, 'dist/.built');
  const stamp = fs.existsSync(stampFile) ? fs.statSync(stampFile).mtimeMs : 0;
  let newest = 0;
  const walk = (p: string) => {
    const st = fs.statSync(p);
    if (st.isDirectory()) fs.readdirSync(p).forEach((f) => walk(path.join(p, f)));
    else newest = Math.max(newest, st.mtimeMs);
  };
  ['src', 'migrations'].forEach((d) => walk(path.join(root, d)));
  if (newest <= stamp) return;
  execFileSync(process.execPath, [path.join(root, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.build.json'], {
    cwd: root,
    stdio: 'inherit',
  });
  fs.writeFileSync(stampFile, new Date().toISOString());
}

/** Stripe's REST shape for what a booking payment asks: a confirmed payment intent. */
function stripeTwin(req: RecordedRequest) {
  const form = new URLSearchParams(req.body);
  if (req.method === 'POST' && req.path === '/v1/payment_intents') {
    return {
      status: 200,
      body: {
        id: `pi_${randomBytes(6).toString('hex')}`,
        object: 'payment_intent',
        status: 'succeeded',
        amount: Number(form.get('amount')),
        currency: 'usd',
      },
    };
  }
  if (req.method === 'POST' && req.path === '/v1/customers')
    return { status: 200, body: { id: 'cus_local_1', object: 'customer' } };
  return { status: 404, body: { error: { type: 'invalid_request_error', message: `no ${req.path} here` } } };
}

interface Started {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function startProduction(env: Record<string, string>): Started {
  const child = spawn(process.execPath, ['dist/src/main.js'], {
    cwd: root,
    // Only what the test gives: nothing from the developer's environment (DEV_TOOLS, DATABASE_URL ...).
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += String(d)));
  child.stderr!.on('data', (d) => (output += String(d)));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

/** A cookie-keeping JSON client speaking to the app as the https proxy in front of it would. */
function client(base: string) {
  let cookie = '';
  return async (method: string, url: string, body?: unknown) => {
    const res = await fetch(`${base}${url}`, {
      method,
      headers: {
        'content-type': 'application/json',
        origin: PUBLIC_URL,
        'x-forwarded-proto': 'https',
        ...(cookie ? { cookie } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const set = res.headers.getSetCookie();
    if (set.length) cookie = set.map((c) => c.split(';')[0]).join('; ');
    const text = await res.text();
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = text;
    }
    return { status: res.status, body: json as Record<string, any>, setCookie: set };
  };
}

describe('the production build', () => {
  let db: TestDatabase;
  let twilio: FakeTwilio;
  let stripe: ProviderServer;
  let smtp: SMTPServer;
  const mail: string[] = [];
  let env: Record<string, string>;

  beforeAll(async () => {
    ensureServerBuild();
    db = await createTestDatabase();
    twilio = await new FakeTwilio().start();
    stripe = await startProviderServer(stripeTwin);
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        stream.on('data', () => undefined);
        stream.on('end', () => {
          mail.push(session.envelope.rcptTo.map((r) => r.address).join(','));
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
    const smtpPort = (smtp.server.address() as AddressInfo).port;
    env = {
      NODE_ENV: 'production',
      PORT: '0',
      HOST: '127.0.0.1',
      PUBLIC_URL,
      DATABASE_URL: db.url,
      DATABASE_POOL_MAX: '4',
      REDIS_URL: testRedisUrl(),
      REDIS_PREFIX: randomPrefix(),
      SESSION_SECRET: randomBytes(36).toString('base64'),
      ENCRYPTION_KEY: `k1:${randomBytes(36).toString('base64')}`,
      TRUST_PROXY: 'loopback',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'info',
      LOG_PRETTY: 'false',
      SMS_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: 'AC00000000000000000000000000000001',
      TWILIO_AUTH_TOKEN: 'twin-auth-token',
      TWILIO_FROM: '+12125550100',
      TWILIO_API_BASE: twilio.url,
      CARD_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_twin',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_twin',
      STRIPE_API_BASE: stripe.url,
      EMAIL_PROVIDER: 'smtp',
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtpPort),
      SMTP_SECURE: 'false',
      EMAIL_FROM: 'Fairway Sim Golf <bookings@golf.example.test>',
    };
  }, 300_000);

  afterAll(async () => {
    await twilio?.stop();
    await stripe?.close();
    await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
    await db?.drop();
  });

  it('starts from a complete environment; a customer signs in with the texted code, books and pays by card', async () => {
    const app = startProduction(env);
    try {
      await waitFor(
        () => {
          if (app.child.exitCode !== null) throw new Error(`the app exited:\n${app.output()}`);
          return /is ready at (http:\/\/\S+)/.test(app.output());
        },
        { timeoutMs: 90_000, what: 'the production app ready' },
      );
      const base = /is ready at (http:\/\/\S+?)(?:"| )/.exec(app.output())![1].replace('localhost', '127.0.0.1');
      const call = client(base);

      // No development tools in production.
      expect((await call('GET', '/api/dev/sms-outbox')).status).toBe(404);

      const phone = `+1212555${String(1000 + Math.floor(Math.random() * 8999))}`;
      const sent = await call('POST', '/api/auth/phone/send-code', { phoneNumber: phone });
      expect(sent.status).toBe(200);
      const text = await waitFor(() => twilio.to(phone)[0], { timeoutMs: 60_000, what: 'the code texted by Twilio' });
      expect(text.params.get('From')).toBe('+12125550100');
      const code = /\b(\d{6})\b/.exec(text.params.get('Body') ?? '')![1];

      const verified = await call('POST', '/api/auth/phone/verify-code', {
        phoneNumber: phone,
        code,
        userInfo: { firstName: 'Pat', lastName: 'Golfer', email: 'pat@example.test' },
      });
      expect(verified.status).toBe(201);
      // Behind the https proxy the session cookie is Secure.
      expect(verified.setCookie.join(';')).toMatch(/Secure/i);
      expect((await call('GET', '/api/auth/phone-user')).body).toMatchObject({ phoneNumber: phone });

      const bays = await waitFor(
        async () => {
          const res = await call('GET', '/api/bays');
          return Array.isArray(res.body) && res.body.length > 0 ? (res.body as { id: string }[]) : null;
        },
        { timeoutMs: 30_000, what: 'the seeded bays' },
      );
      const date = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
      const booking = { date, startTime: '14:00', duration: 1, bayId: bays[0].id };
      const quote = await call('POST', '/api/checkout/quote', booking);
      expect(quote.status).toBe(200);
      const amount = quote.body.amountDueCents as number;
      expect(amount).toBeGreaterThan(0);

      const config = await call('GET', '/api/payment-config');
      expect(config.body).toEqual(expect.arrayContaining([{ processor: 'stripe', isActive: true }]));
      const paid = await call('POST', '/api/payments', {
        amount,
        sourceId: 'pm_card_visa',
        metadata: { bookingDate: date, bookingTime: '14:00', duration: 1, bayId: bays[0].id },
      });
      expect(paid.status).toBe(201);
      expect(paid.body.booking).toMatchObject({ status: 'confirmed', paymentStatus: 'paid', startTime: '14:00:00' });
      const charge = stripe.requests.find((r) => r.path === '/v1/payment_intents');
      expect(new URLSearchParams(charge!.body).get('amount')).toBe(String(amount));
      expect(charge!.headers.authorization).toBe('Bearer sk_test_twin');
    } finally {
      if (app.child.exitCode === null) {
        app.child.kill('SIGTERM');
        await Promise.race([app.exited, new Promise((r) => setTimeout(r, 20_000))]);
        if (app.child.exitCode === null) app.child.kill('SIGKILL');
      }
    }
  }, 240_000);

  it('refuses to start without an SMS and a card provider, naming both at once', async () => {
    const partial = Object.fromEntries(
      Object.entries(env).filter(([k]) => !/^(SMS_PROVIDER|TWILIO_|CARD_PROVIDER|STRIPE_)/.test(k)),
    );
    const app = startProduction(partial);
    const code = await Promise.race([
      app.exited,
      new Promise<'running'>((r) => setTimeout(() => r('running'), 60_000)),
    ]);
    if (code === 'running') app.child.kill('SIGKILL');
    expect(code).toBe(1);
    const output = app.output();
    expect(output).toMatch(/configuration is incomplete \(2 problems\)/);
    expect(output).toMatch(/SMS_PROVIDER: no SMS provider/);
    expect(output).toMatch(/CARD_PROVIDER: no card provider/);
    expect(output).not.toMatch(/\n\s+at /); // no stack trace
  }, 120_000);
});
