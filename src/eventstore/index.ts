import type pg from 'pg';
import type { Config } from '../config/env';
import { EventStoreDbEventStore } from './eventstoredb/eventstoredb-event-store';
import { PostgresEventStore } from './postgres/postgres-event-store';
import type { EventTypes } from './events';
import type { EventStore } from './types';

export * from './types';
export { defineEvent, type DecidedEvent, type EventOf } from './events';

/** EVENTSTORE_URL (esdb://...) selects EventStoreDB; otherwise events live in PostgreSQL. */
export async function createEventStore(
  config: Pick<Config, 'EVENTSTORE_URL' | 'DATABASE_URL'>,
  pool: pg.Pool,
  eventTypes?: EventTypes,
): Promise<EventStore> {
  if (config.EVENTSTORE_URL) return new EventStoreDbEventStore({ connectionString: config.EVENTSTORE_URL, eventTypes });
  return new PostgresEventStore({ pool, connectionString: config.DATABASE_URL, eventTypes });
}
