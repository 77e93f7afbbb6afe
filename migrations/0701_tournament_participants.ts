import type { Knex } from 'knex';

/** Who entered a tournament: each paid (or held) entry with its bay slot. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('tournament_participants', (t) => {
    t.text('entry_id').primary();
    t.text('tournament_id').notNullable().index();
    t.uuid('user_id').notNullable().index();
    t.text('booking_id').notNullable();
    t.uuid('bay_id').notNullable();
    t.text('start_time').notNullable();
    t.text('status').notNullable(); // held | registered
    t.timestamp('registered_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.text('venue_id')
      .notNullable()
      .defaultTo(knex.raw("coalesce(nullif(current_setting('app.venue_id', true), ''), 'main')"));
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('tournament_participants');
}
