import type pg from 'pg';
import type { Config } from '../config/env';
import { PostgresEventStore } from './postgres/postgres-event-store';
import type { EventTypes } from './events';
import type { EventStore } from './types';

type EventStoreDbModule = typeof import('./eventstoredb/eventstoredb-event-store');

export * from './types';
export { defineEvent, type DecidedEvent, type EventOf } from './events';

/** EVENTSTORE_URL (esdb://...) selects EventStoreDB; otherwise events live in PostgreSQL. */
export async function createEventStore(
  config: Pick<Config, 'EVENTSTORE_URL' | 'DATABASE_URL'>,
  pool: pg.Pool,
  eventTypes?: EventTypes,
): Promise<EventStore> {
  if (config.EVENTSTORE_URL) {
    // The gRPC client loads only where EventStoreDB is used, not in every PostgreSQL-backed process.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { EventStoreDbEventStore } = require('./eventstoredb/eventstoredb-event-store') as EventStoreDbModule;
    return new EventStoreDbEventStore({ connectionString: config.EVENTSTORE_URL, eventTypes });
  }
  return new PostgresEventStore({ pool, connectionString: config.DATABASE_URL, eventTypes });
}
