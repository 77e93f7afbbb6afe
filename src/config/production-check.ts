import { parseEncryptionKeys } from '../lib/sealed-secret';
import { ConfigError, parseConfig, type Config } from './env';

/**
 * What a production deployment needs beyond a well-formed environment: an SMS provider (sign-in codes),
 * a card provider, email (gift cards), a real session secret, the public address and an encryption key
 * of its own. A venue that really runs without a provider says so (`SMS_PROVIDER=none`,
 * `CARD_PROVIDER=none`, `EMAIL_PROVIDER=none`). Each problem is one line `NAME: what to do`.
 */
export function productionProblems(c: Config): string[] {
  const problems: string[] = [];
  const missing = (names: (keyof Config)[]) => names.filter((n) => !c[n]);

  const twilio = missing(['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM']);
  if (c.SMS_PROVIDER === 'console') {
    problems.push('SMS_PROVIDER: console (the local outbox) is for development; use twilio or none');
  } else if (c.SMS_PROVIDER !== 'none' && twilio.length > 0) {
    problems.push(
      `SMS_PROVIDER: no SMS provider (sign-in codes cannot be sent): set ${twilio.join(', ')}, or SMS_PROVIDER=none to run without texts (no phone sign-in)`,
    );
  }

  const square = missing(['SQUARE_ACCESS_TOKEN', 'SQUARE_APPLICATION_ID', 'SQUARE_LOCATION_ID']);
  const stripe = missing(['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY']);
  if (c.CARD_PROVIDER === 'square' && square.length > 0) {
    problems.push(`CARD_PROVIDER: square needs ${square.join(', ')}`);
  } else if (c.CARD_PROVIDER === 'stripe' && stripe.length > 0) {
    problems.push(`CARD_PROVIDER: stripe needs ${stripe.join(', ')}`);
  } else if (c.CARD_PROVIDER === undefined && square.length > 0 && stripe.length > 0) {
    problems.push(
      'CARD_PROVIDER: no card provider: set CARD_PROVIDER=square with SQUARE_ACCESS_TOKEN, SQUARE_APPLICATION_ID, SQUARE_LOCATION_ID, or CARD_PROVIDER=stripe with STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, or CARD_PROVIDER=none to turn card payments off',
    );
  }

  if (c.EMAIL_PROVIDER !== 'none') {
    const smtp = missing(['SMTP_HOST', 'EMAIL_FROM']);
    if (smtp.length > 0) {
      problems.push(
        `EMAIL_PROVIDER: no email (gift cards and receipts cannot be sent): set ${smtp.join(', ')}, or EMAIL_PROVIDER=none to run without email`,
      );
    }
  }

  const secret = c.SESSION_SECRET;
  if (/change-?me/i.test(secret) || secret === 'dev-only-session-secret-change-me') {
    problems.push('SESSION_SECRET: still the placeholder; set a long random string (openssl rand -base64 48)');
  } else if (secret.length < 32) {
    problems.push('SESSION_SECRET: too short; at least 32 characters of random text (openssl rand -base64 48)');
  }

  if (!c.PUBLIC_URL) {
    problems.push('PUBLIC_URL: not set; the address customers use, e.g. https://book.example.com');
  } else {
    const url = new URL(c.PUBLIC_URL);
    const local = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
    if (url.protocol !== 'https:' && !local) {
      problems.push(`PUBLIC_URL: ${c.PUBLIC_URL} is not https (sign-in cookies are only sent over https)`);
    }
  }

  const keys = parseEncryptionKeys(c.ENCRYPTION_KEY);
  if (!keys) {
    problems.push('ENCRYPTION_KEY: not set; a key of its own for stored secrets, e.g. k1:$(openssl rand -base64 48)');
  } else {
    for (const key of keys) {
      if (key.secret === secret)
        problems.push(`ENCRYPTION_KEY: key "${key.id}" is the SESSION_SECRET; use a separate key`);
      else if (key.secret.length < 32) problems.push(`ENCRYPTION_KEY: key "${key.id}" is shorter than 32 characters`);
      else if (/change-?me/i.test(key.secret))
        problems.push(`ENCRYPTION_KEY: key "${key.id}" is still the placeholder`);
    }
    const ids = keys.map((k) => k.id);
    if (new Set(ids).size !== ids.length) problems.push('ENCRYPTION_KEY: two keys share an id');
  }
  return problems;
}

/**
 * A card provider whose webhooks are not set up: the app starts, but refunds made in the provider's
 * dashboard, disputes and payouts never reach the ledger. `npm run doctor` lists these in production.
 */
export function webhookProblems(c: Config): string[] {
  const problems: string[] = [];
  const stripe = c.CARD_PROVIDER !== 'none' && Boolean(c.STRIPE_SECRET_KEY);
  const square = c.CARD_PROVIDER !== 'none' && Boolean(c.SQUARE_ACCESS_TOKEN);
  if (stripe && !c.STRIPE_WEBHOOK_SECRET)
    problems.push(
      'STRIPE_WEBHOOK_SECRET: not set; register <PUBLIC_URL>/api/webhooks/stripe in the Stripe dashboard and set its signing secret (whsec_...), or dashboard refunds, disputes and payouts never reach the ledger',
    );
  if (square && !c.SQUARE_WEBHOOK_SIGNATURE_KEY)
    problems.push(
      'SQUARE_WEBHOOK_SIGNATURE_KEY: not set; subscribe <PUBLIC_URL>/api/webhooks/square in the Square developer dashboard and set its signature key, or dashboard refunds, disputes and payouts never reach the ledger',
    );
  return problems;
}

export interface ConfigCheck {
  config?: Config;
  /** One line each, `NAME: problem`; empty when the configuration is complete. */
  problems: string[];
}

/** The configuration as a whole: malformed variables and (in production) missing pieces, all at once. */
export function checkConfiguration(source: Record<string, string | undefined>): ConfigCheck {
  let config: Config;
  try {
    config = parseConfig(source);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    const problems = error.message
      .split('\n')
      .slice(1)
      .map((l) => l.trim())
      .filter(Boolean);
    return { problems: [...problems, ...productionProblemsDespite(source, problems)] };
  }
  return { config, problems: config.NODE_ENV === 'production' ? productionProblems(config) : [] };
}

/**
 * With some variables malformed, production's other missing pieces still belong in the same list: the
 * check runs on the rest (the malformed ones left to their defaults), naming only variables not yet named.
 */
function productionProblemsDespite(source: Record<string, string | undefined>, problems: string[]): string[] {
  if (source.NODE_ENV !== 'production') return [];
  const named = new Set(problems.map((p) => p.split(':')[0]!.split('.')[0]!));
  const rest = Object.fromEntries(Object.entries(source).filter(([k]) => !named.has(k)));
  try {
    const config = parseConfig({
      ...rest,
      DATABASE_URL: rest.DATABASE_URL ?? 'postgres://unset/unset',
      SESSION_SECRET: rest.SESSION_SECRET ?? 'x'.repeat(32),
    });
    return productionProblems(config).filter((p) => !named.has(p.split(':')[0]!));
  } catch {
    return [];
  }
}

/** The message a refusing process prints. */
export function describeProblems(problems: string[]): string {
  return `The configuration is incomplete (${problems.length} problem${problems.length === 1 ? '' : 's'}); see .env.example:\n${problems.map((p) => `  - ${p}`).join('\n')}`;
}
