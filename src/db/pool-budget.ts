import type { Config } from '../config/env';

/** The connections one app context may open to its database, by use. */
export interface PoolShares {
  /** knex: read-model queries, projection writes, workers' reads. */
  queries: number;
  /** pg.Pool: the PostgreSQL event store, sessions, payment attempts, lag metrics. */
  events: number;
  /** Single clients outside the pools: the event store's LISTEN and the projections' lock session. */
  dedicated: number;
}

/** Below this a pool would starve: one connection each, plus the dedicated clients. */
export const MIN_POOL_BUDGET = 4;

/**
 * Splits DATABASE_POOL_BUDGET (connections this process may hold on its database) across its uses.
 * The dedicated clients come first (LISTEN with the PostgreSQL event store; the lock session when the
 * process runs projections); the rest is halved between the query pool (rounded up) and the event
 * pool. DATABASE_POOL_MAX, when set, caps each of the two pools further (the older setting).
 */
export function poolShares(
  config: Pick<Config, 'DATABASE_POOL_BUDGET' | 'DATABASE_POOL_MAX' | 'EVENTSTORE_URL'>,
  role: Config['ROLE'],
): PoolShares {
  const dedicated = (config.EVENTSTORE_URL ? 0 : 1) + (role === 'all' || role === 'projections' ? 1 : 0);
  const rest = Math.max(2, Math.max(MIN_POOL_BUDGET, config.DATABASE_POOL_BUDGET) - dedicated);
  const cap = config.DATABASE_POOL_MAX ?? Number.POSITIVE_INFINITY;
  return { queries: Math.min(cap, Math.ceil(rest / 2)), events: Math.min(cap, Math.floor(rest / 2)), dedicated };
}

/** The connection string with `application_name` set, so pg_stat_activity tells the app's pools apart. */
export function withApplicationName(connectionString: string, name: string): string {
  try {
    const url = new URL(connectionString);
    url.searchParams.set('application_name', name);
    return url.toString();
  } catch {
    return connectionString;
  }
}
