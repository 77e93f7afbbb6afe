import type { Knex } from 'knex';

const VENUE_DEFAULT = "coalesce(nullif(current_setting('app.venue_id', true), ''), 'main')";

/** No-show protection (projection `no-show`): the venue's settings and each booking's fee outcome. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('no_show_policy', (t) => {
    t.text('venue_id').primary().defaultTo(knex.raw(VENUE_DEFAULT));
    t.jsonb('policy').notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
  });
  await knex.schema.createTable('booking_fees', (t) => {
    t.text('booking_id').primary();
    t.text('venue_id').notNullable().defaultTo(knex.raw(VENUE_DEFAULT));
    t.text('user_id');
    t.text('kind').notNullable();
    t.text('status').notNullable();
    t.integer('amount_cents').notNullable();
    t.text('reason');
    t.text('payment_id');
    t.timestamp('updated_at', { useTz: true }).notNullable();
    t.index(['user_id']);
    t.index(['status']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('booking_fees');
  await knex.schema.dropTable('no_show_policy');
}
