import { createHash } from 'node:crypto';
import { z } from 'zod';
import { adminPhonesProblem } from './admin-phones';
import { venuesProblem } from './venues';
import { isCurrency, isLocale } from '../lib/money';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const schema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: z.url().optional(),
  DATABASE_URL: z.string({ error: 'DATABASE_URL is required (npm start provides an embedded one)' }),
  /** Caps each of the two pools (see src/db/pool-budget.ts); unset: the budget alone decides. */
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).optional(),
  /** Connections one process may hold on its database, split across its pools (src/db/pool-budget.ts). */
  DATABASE_POOL_BUDGET: z.coerce.number().int().min(4).default(20),
  EVENTSTORE_URL: z
    .string()
    .regex(
      /^esdb(\+discover)?:\/\//,
      'EVENTSTORE_URL must be an esdb:// connection string, e.g. esdb://localhost:2113?tls=false',
    )
    .optional(),
  REDIS_URL: z.string().default('redis://127.0.0.1:6379'),
  /** Unset: derived from the database, so two checkouts on one host never share queues. */
  REDIS_PREFIX: z.string().optional(),
  ROLE: z.enum(['all', 'api', 'projections', 'workers']).default('all'),
  SESSION_SECRET: z.string().min(16).default('dev-only-session-secret-change-me'),
  /**
   * Seals stored secrets (webhook and door-system secrets, queued texts, calendar tokens) through HKDF,
   * one key per purpose: `id:secret[,oldId:oldSecret…]`, the first seals and all open (rotation, see
   * src/lib/sealed-secret.ts). Unset outside production: derived from SESSION_SECRET.
   */
  ENCRYPTION_KEY: z.string().optional(),
  VENUE_TIMEZONE: z.string().default('America/New_York'),
  VENUE_NAME: z.string().default('Fairway Sim Golf'),
  /** The venue's currency (ISO 4217): prices, quotes, receipts, exports and card charges use it. */
  VENUE_CURRENCY: z
    .string()
    .trim()
    .toUpperCase()
    .refine(isCurrency, 'an ISO 4217 currency code with cents (e.g. USD, GBP, EUR; not JPY)')
    .default('USD'),
  /** The locale amounts are written in for people (BCP 47, e.g. en-US, en-GB, de-DE). */
  VENUE_LOCALE: z.string().trim().refine(isLocale, 'a BCP 47 locale (e.g. en-US, en-GB)').default('en-US'),
  /** The venue this deployment serves: stream names and read-model rows carry it. */
  VENUE_ID: z
    .string()
    .regex(/^[a-z0-9_]{1,40}$/, 'lower-case letters, digits and _ (at most 40)')
    .default('main'),
  /**
   * Several venues in one deployment: a JSON list of {id, name, timeZone, address?, databaseUrl?,
   * adminPhones?, currency?, locale?} (see src/config/venues.ts). Unset: the one venue VENUE_ID/VENUE_NAME/VENUE_TIMEZONE.
   */
  VENUES: z.string().optional(),
  /**
   * Which proxies' X-Forwarded-* headers to believe (Express "trust proxy": `loopback`, a list of
   * addresses or subnets, or a hop count). Anything else's headers are ignored.
   */
  TRUST_PROXY: z.string().default('loopback'),
  /** A client must send its request headers within this, and the whole request within REQUEST_TIMEOUT_MS. */
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(1000).default(15_000),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).default(30_000),
  SUPPORT_PHONE: z.string().default('+1 (555) 010-4653'),
  /** Comma separated; each must be a number sign-in accepts (checked at start, see adminPhonesProblem). */
  ADMIN_PHONES: z
    .string()
    .default('')
    .superRefine((value, ctx) => {
      const problem = adminPhonesProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  /**
   * The development tools (/api/dev/*: the SMS outbox with its codes, card-twin tokens). Off unless
   * asked for: `npm start` with its embedded database asks, tests have them; a deployment never does.
   */
  DEV_TOOLS: bool.optional(),
  /**
   * Who sends texts (sign-in codes, reminders): `twilio` (the TWILIO_* keys), `none` (no texts: nobody
   * can sign in by phone; staff-only venues) or, outside production, `console` (the local outbox, as
   * `npm start` has). Unset: twilio when its keys are set, otherwise the local outbox (refused in production).
   */
  SMS_PROVIDER: z.enum(['twilio', 'console', 'none']).optional(),
  /**
   * Who takes card payments: `square`, `stripe` (their keys) or `none` (card payments off; the web says
   * so and pay-at-the-desk stays). Unset: whichever provider has keys, otherwise the local card twin
   * outside production (refused in production).
   */
  CARD_PROVIDER: z.enum(['square', 'stripe', 'none']).optional(),
  /**
   * Outgoing email (gift cards, receipts): `smtp` (SMTP_HOST ... EMAIL_FROM) or `none` (no email: gift
   * cards cannot be sent by email). Unset: smtp when SMTP_HOST is set, otherwise (outside production)
   * the local SMTP sink.
   */
  EMAIL_PROVIDER: z.enum(['smtp', 'none']).optional(),
  TWILIO_ACCOUNT_SID: z.string().optional(),
  TWILIO_AUTH_TOKEN: z.string().optional(),
  TWILIO_FROM: z.string().optional(),
  TWILIO_API_BASE: z.url().optional(),
  SMS_SEND_ATTEMPTS: z.coerce.number().int().min(1).default(5),
  SMS_RETRY_BACKOFF_MS: z.coerce.number().int().min(1).default(2000),
  AUTH_SEND_PER_IP_PER_HOUR: z.coerce.number().int().min(1).default(30),
  AUTH_VERIFY_PER_IP_PER_15_MIN: z.coerce.number().int().min(1).default(60),
  /** Declined card payments one client (address) or account may make in 15 minutes before it must wait. */
  /**
   * Hosts (names or addresses, comma-separated) that webhooks and the door system may reach although
   * they are internal (loopback, private, link-local ...): a venue's own door controller, say.
   */
  OUTBOUND_ALLOWED_HOSTS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((h) =>
          h
            .trim()
            .toLowerCase()
            .replace(/^\[|\]$/g, ''),
        )
        .filter(Boolean),
    ),
  PAYMENT_DECLINES_PER_15_MIN: z.coerce.number().int().min(1).default(5),
  /**
   * Declines of guests and new accounts (no played booking) across the venue in 15 minutes before
   * guest card payments pause for GUEST_PAYMENT_PAUSE_MINUTES (card testing from many addresses).
   */
  GUEST_DECLINES_PER_15_MIN: z.coerce.number().int().min(1).default(20),
  GUEST_PAYMENT_PAUSE_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
  /** Where customers' support-chat messages are texted (E.164); unset keeps them in the admin inbox only. */
  SUPPORT_SMS_FORWARD_TO: z.string().optional(),
  /** Outgoing email (nodemailer over SMTP). Without a host, outside production, a local SMTP sink receives it. */
  SMTP_HOST: z.string().optional(),
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(587),
  SMTP_SECURE: bool.optional(),
  SMTP_USER: z.string().optional(),
  SMTP_PASS: z.string().optional(),
  EMAIL_FROM: z.string().optional(),
  SQUARE_ACCESS_TOKEN: z.string().optional(),
  SQUARE_APPLICATION_ID: z.string().optional(),
  SQUARE_LOCATION_ID: z.string().optional(),
  SQUARE_ENVIRONMENT: z.enum(['sandbox', 'production']).default('sandbox'),
  SQUARE_BASE_URL: z.url().optional(),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().optional(),
  STRIPE_API_BASE: z.url().optional(),
  /** The signing secret of the Stripe webhook endpoint (whsec_...): without it POST /api/webhooks/stripe answers 503. */
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /** The signature key of the Square webhook subscription: without it POST /api/webhooks/square answers 503. */
  SQUARE_WEBHOOK_SIGNATURE_KEY: z.string().optional(),
  /** The notification URL registered with Square (it is signed); default PUBLIC_URL + /api/webhooks/square. */
  SQUARE_WEBHOOK_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_PRETTY: bool.optional(),
  READ_YOUR_WRITES_TIMEOUT_MS: z.coerce.number().int().min(0).default(2000),
  /** A projection failing on one event retries after 1, 2, 4 ... s (at most 30 s apart), then stops there. */
  PROJECTION_RETRY_BASE_MS: z.coerce.number().int().min(1).default(1000),
  PROJECTION_RETRY_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(8),
  SEED_DEMO: bool.default(true),
  /** The bearer token Prometheus sends for /metrics; without one, /metrics answers only this machine. */
  METRICS_TOKEN: z.string().min(16).optional(),
  WEB_DIST: z.string().optional(),
});

export type Config = Omit<z.infer<typeof schema>, 'REDIS_PREFIX' | 'DEV_TOOLS'> & {
  REDIS_PREFIX: string;
  DEV_TOOLS: boolean;
};

/** `golf-` and a short hash of the database's host, port and name (credentials left out). */
export function redisPrefixFor(databaseUrl: string): string {
  let identity = databaseUrl;
  try {
    const u = new URL(databaseUrl);
    identity = `${u.hostname}:${u.port || '5432'}${u.pathname}`;
  } catch {
    // not a URL (a socket path or key/value string): hash it as it is
  }
  return `golf-${createHash('sha256').update(identity).digest('hex').slice(0, 10)}`;
}

export class ConfigError extends Error {}

export function parseConfig(source: Record<string, string | undefined>): Config {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const result = schema.safeParse(cleaned);
  const lines = result.success ? [] : result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
  if (cleaned.NODE_ENV === 'production' && !cleaned.SESSION_SECRET) {
    lines.push('  SESSION_SECRET: must be set in production (a long random string)');
  }
  if (lines.length > 0 || !result.success) {
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  if (result.data.DEV_TOOLS && result.data.NODE_ENV === 'production') {
    throw new ConfigError('Invalid configuration:\n  DEV_TOOLS: never in production (it exposes sign-in codes)');
  }
  const venueProblem = venuesProblem(result.data.VENUES);
  if (venueProblem) throw new ConfigError(`Invalid configuration:\n  VENUES: ${venueProblem}`);
  return {
    ...result.data,
    DEV_TOOLS: result.data.DEV_TOOLS ?? result.data.NODE_ENV === 'test',
    REDIS_PREFIX: result.data.REDIS_PREFIX ?? redisPrefixFor(result.data.DATABASE_URL),
  };
}

/** The process's configuration, read from its environment (the one place that reads process.env). */
export function loadConfig(overrides: Record<string, string | undefined> = {}): Config {
  return parseConfig({ ...process.env, ...overrides });
}
