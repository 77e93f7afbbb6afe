import pg from 'pg';
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
  /** ISO 4217 and BCP 47: the venue's money (else VENUE_CURRENCY / VENUE_LOCALE). */
  currency?: string;
  locale?: string;
  /** Leave the venue's database to the server: a sibling of the default venue's, created and migrated on start. */
  derivedDatabase?: boolean;
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
  options: { env?: Record<string, string>; prepare?: (ctx: AppContext) => void | Promise<void>; seed?: boolean } = {},
): Promise<VenuesTestApp> {
  const dbs: TestDatabase[] = [];
  if (list[0].derivedDatabase) throw new Error('the first (default) venue needs a database of its own');
  const databaseOf = new Map<string, string>();
  for (const venue of list) {
    if (venue.derivedDatabase) continue;
    const db = await createTestDatabase();
    dbs.push(db);
    databaseOf.set(venue.id, db.url);
  }
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
    VENUES: JSON.stringify(
      list.map(({ derivedDatabase, ...v }) => (derivedDatabase ? v : { ...v, databaseUrl: databaseOf.get(v.id) })),
    ),
    ...options.env,
  });
  const running = await startServer(config, pino({ level: config.LOG_LEVEL }), {
    role: 'all',
    migrate: false,
    seed: options.seed ?? false,
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
      for (const [id, ctx] of running.venues!) {
        if (list.find((v) => v.id === id)?.derivedDatabase) await dropDatabase(ctx.config.DATABASE_URL);
      }
    },
  };
}

/** Drops a database the server created for a venue (connecting to the server's maintenance database). */
async function dropDatabase(databaseUrl: string): Promise<void> {
  const url = new URL(databaseUrl);
  const name = url.pathname.slice(1);
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
}
