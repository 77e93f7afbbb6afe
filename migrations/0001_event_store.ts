import type { Knex } from 'knex';
import { DROP_EVENT_STORE_SQL, EVENT_STORE_SCHEMA_SQL } from '../src/eventstore/postgres/schema';

export async function up(knex: Knex): Promise<void> {
  await knex.raw(EVENT_STORE_SCHEMA_SQL);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(DROP_EVENT_STORE_SQL);
}
