import pino from 'pino';
import type { AppContext } from '../../src/app-context';
import { parseConfig, type Config } from '../../src/config/env';
import { startServer } from '../../src/server';
import { HttpClient } from './http-client';
import { cleanRedisPrefix, type TestApp } from './test-app';
import { createTestDatabase, randomPrefix, testRedisUrl, type TestDatabase } from './test-db';

export interface TestVenue {
  id: string;
  name: string;
  timeZone: string;
  address?: string;
  adminPhones?: string;
}

export interface VenuesTestApp extends TestApp {
  /** Each venue's context by id (its own database, projections and jobs). */
  venues: ReadonlyMap<string, AppContext>;
  /** A client naming a venue in the X-Venue header of every request (sharing `client`'s cookies when given). */
  clientAt(venueId: string, client?: HttpClient): HttpClient;
}

/**
 * A deployment of several venues in-process on port 0 (VENUES set), each venue on its own copy of the
 * run's migrated template database. `ctx` and `db` are the first (default) venue's.
 */
export async function startVenuesApp(
  list: TestVenue[],
  options: { env?: Record<string, string>; prepare?: (ctx: AppContext) => void | Promise<void> } = {},
): Promise<VenuesTestApp> {
  const dbs: TestDatabase[] = [];
  for (let i = 0; i < list.length; i++) dbs.push(await createTestDatabase());
  const prefix = randomPrefix();
  const config: Config = parseConfig({
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    DATABASE_URL: dbs[0].url,
    DATABASE_POOL_MAX: '6',
    REDIS_URL: testRedisUrl(),
    REDIS_PREFIX: prefix,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    SEED_DEMO: 'false',
    READ_YOUR_WRITES_TIMEOUT_MS: '15000',
    VENUE_ID: list[0].id,
    VENUES: JSON.stringify(list.map((v, i) => ({ ...v, databaseUrl: dbs[i].url }))),
    ...options.env,
  });
  const running = await startServer(config, pino({ level: config.LOG_LEVEL }), {
    role: 'all',
    migrate: false,
    seed: false,
    prepare: options.prepare,
  });
  const url = running.url!.replace('localhost', '127.0.0.1');
  return {
    url,
    ctx: running.ctx,
    venues: running.venues!,
    config,
    db: dbs[0],
    client: () => new HttpClient(url),
    clientAt(venueId, client = new HttpClient(url)) {
      // A view of the same browser (same cookie jar) that names the venue on each request.
      const view = Object.create(client) as HttpClient;
      const request: HttpClient['request'] = (method, path, body, headers = {}) =>
        HttpClient.prototype.request.call(view, method, path, body, { 'x-venue': venueId, ...headers }) as never;
      view.request = request;
      return view;
    },
    async close() {
      await running.stop();
      await cleanRedisPrefix(config.REDIS_URL, prefix);
      for (const db of dbs) await db.drop();
    },
  };
}
