import type { Knex } from 'knex';

/** Table shape required by connect-pg-simple. */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE user_sessions (
      sid varchar NOT NULL COLLATE "default" PRIMARY KEY,
      sess json NOT NULL,
      expire timestamp(6) NOT NULL
    );
    CREATE INDEX user_sessions_expire ON user_sessions (expire);
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('user_sessions');
}
