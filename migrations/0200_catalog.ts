import type { Knex } from 'knex';

/** Catalog read models (projection `catalog`): bays, global business hours, venue settings. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('bays', (t) => {
    t.uuid('id').primary();
    t.text('name').notNullable();
    t.text('description');
    t.boolean('is_active').notNullable().defaultTo(true);
    t.integer('hourly_rate_cents');
    t.integer('peak_hourly_rate_cents');
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
  });
  await knex.schema.createTable('global_business_hours', (t) => {
    t.integer('day_of_week').primary();
    t.text('open_time').notNullable();
    t.text('close_time').notNullable();
    t.integer('booking_interval_minutes').notNullable().defaultTo(30);
    t.text('peak_start_time');
    t.text('peak_end_time');
    t.integer('base_hourly_rate_cents');
    t.integer('peak_hourly_rate_cents');
    t.timestamp('updated_at', { useTz: true }).notNullable();
  });
  await knex.schema.createTable('venue_settings', (t) => {
    t.text('key').primary();
    t.jsonb('value').notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('venue_settings');
  await knex.schema.dropTable('global_business_hours');
  await knex.schema.dropTable('bays');
}
