import knexFactory, { type Knex } from 'knex';
import pg from 'pg';
import type { Logger } from 'pino';

// bigint columns come back as strings by default; counts and cents fit in a JS number here.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => {
  const n = Number(v);
  return Number.isSafeInteger(n) ? n : v;
});
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => v);
// DATE stays a 'YYYY-MM-DD' string: no time zone shifts.
pg.types.setTypeParser(pg.types.builtins.DATE, (v) => v);

export type { Knex };

/**
 * Every session of the app: a transaction left open (a bug, a stuck request) is ended after 15 s.
 * An open transaction holds back the horizon the projections read below, so one forgotten
 * transaction would otherwise stop every read model.
 */
const SESSION_OPTIONS = '-c idle_in_transaction_session_timeout=15000';
/** Waiting for a free connection longer than this is an outage (answered 503), not a hang. */
const ACQUIRE_TIMEOUT_MS = 10_000;

/**
 * `venueId` is this deployment's venue: every session carries it as `app.venue_id`, which the
 * read-model tables take as the default of their `venue_id` column.
 */
export function createKnex(connectionString: string, poolMax = 10, venueId?: string, logger?: Logger): Knex {
  return knexFactory({
    client: 'pg',
    connection: {
      connectionString,
      options: [SESSION_OPTIONS, venueId ? `-c app.venue_id=${venueId}` : ''].join(' ').trim(),
    },
    pool: { min: 0, max: poolMax, acquireTimeoutMillis: ACQUIRE_TIMEOUT_MS },
    // knex's own warnings (e.g. "Acquire connection error" during an outage) go to the app's log, not stdout.
    ...(logger
      ? {
          log: {
            warn: (message: unknown) => logger.warn({ knex: message }, 'knex warning'),
            error: (message: unknown) => logger.error({ knex: message }, 'knex error'),
            deprecate: (method: string, alternative: string) =>
              logger.warn({ method, alternative }, 'knex deprecation'),
            debug: (message: unknown) => logger.debug({ knex: message }, 'knex debug'),
          },
        }
      : {}),
  });
}

export function createPool(connectionString: string, max = 10): pg.Pool {
  const pool = new pg.Pool({
    connectionString,
    max,
    options: SESSION_OPTIONS,
    connectionTimeoutMillis: ACQUIRE_TIMEOUT_MS,
  });
  pool.on('error', () => undefined);
  return pool;
}
