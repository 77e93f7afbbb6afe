import { ConfigError, parseConfig } from '../../src/config/env';

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
