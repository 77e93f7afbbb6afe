import type { Knex } from 'knex';
import { DROP_STREAM_ROWS_SQL } from '../src/eventstore/postgres/schema';

/** Appends are one INSERT guarded by the events' primary key: the stream rows and es_append go. */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(DROP_STREAM_ROWS_SQL);
}

export async function down(): Promise<void> {
  // Nothing reads the stream rows any more; an older version recreating them starts from its own migration.
}
