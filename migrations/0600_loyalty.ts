import type { Knex } from 'knex';

/** Loyalty read models: the program's settings, each account's points and credits, the bookings counted. */
export async function up(knex: Knex): Promise<void> {
  const venue = (t: Knex.CreateTableBuilder) =>
    t
      .text('venue_id')
      .notNullable()
      .defaultTo(knex.raw("coalesce(nullif(current_setting('app.venue_id', true), ''), 'main')"));
  await knex.schema.createTable('loyalty_settings', (t) => {
    t.text('id').primary();
    t.boolean('is_active').notNullable();
    t.integer('hours_per_credit').notNullable();
    venue(t);
  });
  await knex.schema.createTable('loyalty_accounts', (t) => {
    t.uuid('user_id').primary();
    t.integer('total_minutes').notNullable();
    t.integer('credits_earned').notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
    venue(t);
  });
  await knex.schema.createTable('loyalty_earnings', (t) => {
    t.uuid('booking_id').primary();
    t.uuid('user_id').notNullable().index();
    t.integer('minutes').notNullable();
    t.timestamp('earned_at', { useTz: true }).notNullable();
    venue(t);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('loyalty_earnings');
  await knex.schema.dropTable('loyalty_accounts');
  await knex.schema.dropTable('loyalty_settings');
}
