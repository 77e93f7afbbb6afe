/** Connection refused or reset, PostgreSQL shutting down or not accepting connections, pool timeouts. */
const UNAVAILABLE_CODES: ReadonlySet<string> = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '25P03', // idle_in_transaction_session_timeout
  '08000', // connection_exception
  '08001',
  '08003',
  '08006',
]);

/** EventStoreUnavailableError (eventstore/types.ts): the EventStoreDB adapter could not reach its server. */
const EVENT_STORE_UNAVAILABLE = 'EVENTSTORE.UNAVAILABLE';

export type Dependency = 'database' | 'event store';

/** Which store the app depends on did not answer, or null when the error is something else. */
export function unavailableDependency(err: unknown): Dependency | null {
  const e = err as { code?: string; message?: string } | null;
  if (!e) return null;
  if (e.code === EVENT_STORE_UNAVAILABLE) return 'event store';
  if (e.code && UNAVAILABLE_CODES.has(e.code)) return 'database';
  return /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Timeout acquiring a connection/i.test(
    e.message ?? '',
  )
    ? 'database'
    : null;
}

/** A store the app depends on (PostgreSQL, or EventStoreDB when the events live there) did not answer: try again later. */
export function databaseUnavailable(err: unknown): boolean {
  return unavailableDependency(err) !== null;
}

/** An error as a log line carries it: a store outage in one line (its stack is the same each time), anything else whole. */
export function loggedError(err: unknown): { err: unknown } | { unavailable: Dependency; cause: string } {
  const dependency = unavailableDependency(err);
  return dependency ? { unavailable: dependency, cause: (err as Error).message } : { err };
}
