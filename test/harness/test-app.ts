import { Redis } from 'ioredis';
import pino, { type Logger } from 'pino';
import type { AppContext } from '../../src/app-context';
import { parseConfig, type Config } from '../../src/config/env';
import type { AppModule } from '../../src/modules/module';
import { startServer } from '../../src/server';
import { createTestDatabase, randomPrefix, testRedisUrl, type TestDatabase } from './test-db';
import { HttpClient } from './http-client';

export interface TestApp {
  url: string;
  ctx: AppContext;
  config: Config;
  db: TestDatabase;
  /** A new cookie-keeping client (a new browser). */
  client(): HttpClient;
  close(): Promise<void>;
}

/**
 * The whole API in-process on port 0, with its own database and Redis key prefix.
 * Pass `env` to set configuration (e.g. { REDIS_URL: 'redis://127.0.0.1:1' } for in-process jobs).
 */
export async function startTestApp(
  options: {
    env?: Record<string, string>;
    modules?: AppModule[];
    seed?: boolean;
    prepare?: (ctx: AppContext) => void | Promise<void>;
    /** The app's logger (default: silent unless TEST_LOG_LEVEL). */
    logger?: Logger;
    /** An empty database of the test's own (migrated here) instead of a copy of the run's template. */
    databaseUrl?: string;
  } = {},
): Promise<TestApp> {
  const db: TestDatabase = options.databaseUrl
    ? { url: options.databaseUrl, name: new URL(options.databaseUrl).pathname.slice(1), drop: async () => undefined }
    : await createTestDatabase();
  const prefix = randomPrefix();
  const config = parseConfig({
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    DATABASE_URL: db.url,
    DATABASE_POOL_MAX: '10',
    REDIS_URL: testRedisUrl(),
    REDIS_PREFIX: prefix,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    VENUE_TIMEZONE: 'America/New_York',
    SEED_DEMO: 'false',
    // A command answers once the read models it affects caught up, waiting at most this long. Two jest
    // workers share two cores with heavy files (the rebuild-equality check): give the wait room, so a
    // test reads its own write instead of meeting the production bound of 2 s under that load.
    READ_YOUR_WRITES_TIMEOUT_MS: '15000',
    ...options.env,
  });
  const logger = options.logger ?? pino({ level: config.LOG_LEVEL });
  const running = await startServer(config, logger, {
    role: 'all',
    modules: options.modules,
    migrate: Boolean(options.databaseUrl),
    seed: options.seed ?? false,
    prepare: options.prepare,
  });
  const url = running.url!.replace('localhost', '127.0.0.1');
  return {
    url,
    ctx: running.ctx,
    config,
    db,
    client: () => new HttpClient(url),
    async close() {
      await running.stop();
      await cleanRedisPrefix(config.REDIS_URL, prefix);
      await db.drop();
    },
  };
}

/** Deletes every key under `prefix` (nothing to do when Redis is not running). */
export async function cleanRedisPrefix(url: string, prefix: string): Promise<void> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      cursor = next;
      if (keys.length) await redis.del(...keys);
    } while (cursor !== '0');
  } catch {
    // Redis not running: nothing was written there.
  } finally {
    redis.disconnect();
  }
}
