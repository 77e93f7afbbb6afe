import type { Knex } from 'knex';
import * as m0001 from './0001_event_store';
import * as m0002 from './0002_projection_checkpoints';
import * as m0003 from './0003_sessions';
import * as m0100 from './0100_users';
import * as m0101 from './0101_auth_codes_and_sms';

type Migration = { up: (knex: Knex) => Promise<void>; down: (knex: Knex) => Promise<void> };

/** Every migration, in order. Add new ones at the end with the next number. */
export const migrations: Array<[string, Migration]> = [
  ['0001_event_store', m0001],
  ['0002_projection_checkpoints', m0002],
  ['0003_sessions', m0003],
  ['0100_users', m0100],
  ['0101_auth_codes_and_sms', m0101],
];

export const migrationSource: Knex.MigrationSource<[string, Migration]> = {
  getMigrations: async () => migrations,
  getMigrationName: ([name]) => name,
  getMigration: async ([, migration]) => migration,
};

export async function migrateLatest(knex: Knex): Promise<void> {
  await knex.migrate.latest({ migrationSource });
}
