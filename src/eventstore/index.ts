import pg from 'pg';
import type { Config } from '../config/env';
import { PostgresEventStore } from './postgres/postgres-event-store';
import type { EventStore } from './types';

export * from './types';
export { defineEvent, type EventOf } from './events';

export async function createEventStore(config: Pick<Config, 'EVENTSTORE_URL' | 'DATABASE_URL'>, pool: pg.Pool): Promise<EventStore> {
  if (config.EVENTSTORE_URL) {
    throw new Error('EVENTSTORE_URL is set but the EventStoreDB adapter is not wired in yet');
  }
  return new PostgresEventStore({ pool, connectionString: config.DATABASE_URL });
}
