import { ConfigError, parseConfig } from '../../src/config/env';
import { checkConfiguration, describeProblems, webhookProblems } from '../../src/config/production-check';

describe('configuration', () => {
  it('lists every bad variable at once', () => {
    let error: unknown;
    try {
      parseConfig({
        NODE_ENV: 'staging',
        PORT: 'eighty',
        DATABASE_POOL_MAX: '0',
        PUBLIC_URL: 'not a url',
        LOG_LEVEL: 'loud',
        SEED_DEMO: 'maybe',
        SESSION_SECRET: 'short',
        SQUARE_ENVIRONMENT: 'live',
        EVENTSTORE_URL: 'http://localhost:2113',
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toMatch(/^Invalid configuration:/);
    const named = message
      .split('\n')
      .slice(1)
      .map((line) => line.trim().split(':')[0]);
    expect(named.sort()).toEqual(
      [
        'DATABASE_POOL_MAX',
        'DATABASE_URL',
        'EVENTSTORE_URL',
        'LOG_LEVEL',
        'NODE_ENV',
        'PORT',
        'PUBLIC_URL',
        'SEED_DEMO',
        'SESSION_SECRET',
        'SQUARE_ENVIRONMENT',
      ].sort(),
    );
    expect(message).toMatch(/DATABASE_URL: DATABASE_URL is required/);
  });

  it('refuses ADMIN_PHONES entries that sign-in would refuse, naming each', () => {
    const base = { DATABASE_URL: 'postgres://localhost/golf' };
    expect(() => parseConfig({ ...base, ADMIN_PHONES: '+12125550199, +15555550100' })).toThrow(
      'ADMIN_PHONES: "+15555550100" is not a valid phone number (sign-in would refuse it); list numbers like +12125550199, comma separated',
    );
    expect(() => parseConfig({ ...base, ADMIN_PHONES: 'boss,+15555550100' })).toThrow(
      /ADMIN_PHONES: "boss", "\+15555550100" are not valid phone numbers/,
    );
    const venues = JSON.stringify([{ id: 'main', name: 'Main', timeZone: 'UTC', adminPhones: '+15555550100' }]);
    expect(() => parseConfig({ ...base, VENUES: venues })).toThrow(
      /VENUES: 0\.adminPhones: "\+15555550100" is not a valid phone number/,
    );
    expect(parseConfig({ ...base, ADMIN_PHONES: ' 2125550199 , +12125550100' }).ADMIN_PHONES).toBe(
      ' 2125550199 , +12125550100',
    );
  });

  it('requires a session secret of its own in production', () => {
    expect(() => parseConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/golf' })).toThrow(
      /SESSION_SECRET: must be set in production/,
    );
    const config = parseConfig({
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://db/golf',
      SESSION_SECRET: 'a-long-random-production-secret',
    });
    expect(config.NODE_ENV).toBe('production');
  });

  it('fills defaults and treats empty variables as unset', () => {
    const config = parseConfig({ DATABASE_URL: 'postgres://127.0.0.1/golf', PORT: '', EVENTSTORE_URL: '' });
    expect(config).toMatchObject({
      NODE_ENV: 'development',
      PORT: 5000,
      REDIS_URL: 'redis://127.0.0.1:6379',
      READ_YOUR_WRITES_TIMEOUT_MS: 2000,
      SEED_DEMO: true,
    });
    expect(config.EVENTSTORE_URL).toBeUndefined();
  });

  it('keeps the dev tools (SMS outbox, card-twin tokens) off unless asked for, and never in production', () => {
    const db = { DATABASE_URL: 'postgres://127.0.0.1/golf' };
    expect(parseConfig(db).DEV_TOOLS).toBe(false);
    expect(parseConfig({ ...db, NODE_ENV: 'test' }).DEV_TOOLS).toBe(true);
    expect(parseConfig({ ...db, DEV_TOOLS: 'true' }).DEV_TOOLS).toBe(true);
    expect(() =>
      parseConfig({
        ...db,
        NODE_ENV: 'production',
        SESSION_SECRET: 'a-long-random-production-secret',
        DEV_TOOLS: 'true',
      }),
    ).toThrow(/DEV_TOOLS: never in production/);
  });

  it('derives the Redis prefix from the database, so two databases on one host never share queues', () => {
    const a = parseConfig({ DATABASE_URL: 'postgres://u:secret@127.0.0.1:5432/golf' });
    const sameDb = parseConfig({ DATABASE_URL: 'postgres://other:pw@127.0.0.1:5432/golf' });
    const otherDb = parseConfig({ DATABASE_URL: 'postgres://u:secret@127.0.0.1:5432/golf_two' });
    const otherPort = parseConfig({ DATABASE_URL: 'postgres://u:secret@127.0.0.1:54329/golf' });
    expect(a.REDIS_PREFIX).toMatch(/^golf-[0-9a-f]{10}$/);
    expect(sameDb.REDIS_PREFIX).toBe(a.REDIS_PREFIX);
    expect(new Set([a.REDIS_PREFIX, otherDb.REDIS_PREFIX, otherPort.REDIS_PREFIX]).size).toBe(3);
    expect(parseConfig({ DATABASE_URL: 'postgres://db/golf', REDIS_PREFIX: 'venue1' }).REDIS_PREFIX).toBe('venue1');
  });
});

describe('the production check', () => {
  const complete = {
    NODE_ENV: 'production',
    DATABASE_URL: 'postgres://db/golf',
    SESSION_SECRET: 'a-long-random-production-session-secret-0123456789',
    ENCRYPTION_KEY: 'k1:another-long-random-key-for-stored-secrets-0123',
    PUBLIC_URL: 'https://book.example.com',
    TWILIO_ACCOUNT_SID: 'AC1',
    TWILIO_AUTH_TOKEN: 'token',
    TWILIO_FROM: '+12125550100',
    CARD_PROVIDER: 'square',
    SQUARE_ACCESS_TOKEN: 'EAAA',
    SQUARE_APPLICATION_ID: 'sq0idp-1',
    SQUARE_LOCATION_ID: 'LOC',
    SMTP_HOST: 'smtp.example.com',
    EMAIL_FROM: 'Golf <golf@example.com>',
  };

  it('passes a complete production environment', () => {
    expect(checkConfiguration(complete).problems).toEqual([]);
  });

  it('lists every missing piece at once, each by its variable', () => {
    const { problems } = checkConfiguration({
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://db/golf',
      SESSION_SECRET: 'change-me-to-a-long-random-string',
    });
    expect(problems.map((p) => p.split(':')[0])).toEqual([
      'SMS_PROVIDER',
      'CARD_PROVIDER',
      'EMAIL_PROVIDER',
      'SESSION_SECRET',
      'PUBLIC_URL',
      'ENCRYPTION_KEY',
    ]);
    expect(problems.join('\n')).toMatch(
      /SMS_PROVIDER: no SMS provider .*TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM/,
    );
    expect(problems.join('\n')).toMatch(/SESSION_SECRET: still the placeholder/);
    expect(describeProblems(problems)).toMatch(/^The configuration is incomplete \(6 problems\)/);
  });

  it('accepts a venue that says it runs without a provider', () => {
    const without = Object.fromEntries(
      Object.entries(complete).filter(([k]) => !/^(TWILIO|SQUARE|SMTP|EMAIL_FROM)/.test(k)),
    );
    expect(checkConfiguration(without).problems).toHaveLength(3);
    expect(
      checkConfiguration({ ...without, SMS_PROVIDER: 'none', CARD_PROVIDER: 'none', EMAIL_PROVIDER: 'none' }).problems,
    ).toEqual([]);
  });

  it('lists (for npm run doctor) a live card provider whose webhooks are not set up, without refusing to start', () => {
    const { config, problems } = checkConfiguration(complete);
    expect(problems).toEqual([]);
    expect(webhookProblems(config!)).toEqual([
      expect.stringMatching(/^SQUARE_WEBHOOK_SIGNATURE_KEY: not set; subscribe/),
    ]);
    const stripe = checkConfiguration({
      ...complete,
      STRIPE_SECRET_KEY: 'sk_live_1',
      STRIPE_PUBLISHABLE_KEY: 'pk',
    }).config!;
    expect(webhookProblems(stripe).map((p) => p.split(':')[0])).toEqual([
      'STRIPE_WEBHOOK_SECRET',
      'SQUARE_WEBHOOK_SIGNATURE_KEY',
    ]);
    const set = checkConfiguration({ ...complete, SQUARE_WEBHOOK_SIGNATURE_KEY: 'key' }).config!;
    expect(webhookProblems(set)).toEqual([]);
    expect(webhookProblems(checkConfiguration({ ...complete, CARD_PROVIDER: 'none' }).config!)).toEqual([]);
  });

  it('names what a chosen provider lacks, and refuses the development outbox', () => {
    const { problems } = checkConfiguration({
      ...complete,
      CARD_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_live_1',
      SMS_PROVIDER: 'console',
    });
    expect(problems).toEqual([
      'SMS_PROVIDER: console (the local outbox) is for development; use twilio or none',
      'CARD_PROVIDER: stripe needs STRIPE_PUBLISHABLE_KEY',
    ]);
  });

  it('wants a separate, long encryption key, a long session secret and an https address', () => {
    const problems = checkConfiguration({
      ...complete,
      SESSION_SECRET: 'sixteen-chars-ok!',
      ENCRYPTION_KEY: 'k2:short,k1:sixteen-chars-ok!',
      PUBLIC_URL: 'http://book.example.com',
    }).problems;
    expect(problems).toEqual([
      'SESSION_SECRET: too short; at least 32 characters of random text (openssl rand -base64 48)',
      'PUBLIC_URL: http://book.example.com is not https (sign-in cookies are only sent over https)',
      'ENCRYPTION_KEY: key "k2" is shorter than 32 characters',
      'ENCRYPTION_KEY: key "k1" is the SESSION_SECRET; use a separate key',
    ]);
    expect(checkConfiguration({ ...complete, PUBLIC_URL: 'http://localhost:5000' }).problems).toEqual([]);
  });

  it('checks nothing beyond the schema outside production', () => {
    expect(checkConfiguration({ DATABASE_URL: 'postgres://db/golf' }).problems).toEqual([]);
    expect(
      checkConfiguration({ PORT: 'x' })
        .problems.map((p) => p.split(':')[0])
        .sort(),
    ).toEqual(['DATABASE_URL', 'PORT']);
  });
});

describe('the production check with malformed variables', () => {
  it('still lists the missing pieces next to the malformed ones', () => {
    const { problems } = checkConfiguration({ NODE_ENV: 'production', PORT: 'eighty' });
    expect(problems.map((p) => p.split(':')[0])).toEqual([
      'PORT',
      'DATABASE_URL',
      'SESSION_SECRET',
      'SMS_PROVIDER',
      'CARD_PROVIDER',
      'EMAIL_PROVIDER',
      'PUBLIC_URL',
      'ENCRYPTION_KEY',
    ]);
  });
});
