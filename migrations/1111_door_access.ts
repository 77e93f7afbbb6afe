import type { Knex } from 'knex';

const VENUE_DEFAULT = "coalesce(nullif(current_setting('app.venue_id', true), ''), 'main')";

/** Door codes (projection `door-access`): settings, each booking's code, and the log of changes sent. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('door_access_settings', (t) => {
    t.text('id').primary();
    t.text('venue_id').notNullable().defaultTo(knex.raw(VENUE_DEFAULT));
    t.boolean('enabled').notNullable();
    t.text('provider').notNullable();
    t.text('webhook_url');
    t.text('secret_sealed');
    t.integer('minutes_before').notNullable();
    t.integer('code_length').notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
  });
  await knex.schema.createTable('door_codes', (t) => {
    t.text('booking_id').primary();
    t.text('venue_id').notNullable().defaultTo(knex.raw(VENUE_DEFAULT));
    t.text('bay_id').notNullable();
    t.text('user_id');
    t.text('code').notNullable();
    t.timestamp('valid_from', { useTz: true }).notNullable();
    t.timestamp('valid_until', { useTz: true }).notNullable();
    t.text('status').notNullable();
    t.text('revoke_reason');
    t.timestamp('issued_at', { useTz: true }).notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
    t.index(['code', 'valid_until']);
  });
  await knex.schema.createTable('door_code_log', (t) => {
    t.text('event_id').primary();
    t.text('venue_id').notNullable().defaultTo(knex.raw(VENUE_DEFAULT));
    t.text('booking_id').notNullable();
    t.text('action').notNullable();
    t.text('bay_id');
    t.text('code');
    t.timestamp('valid_from', { useTz: true });
    t.timestamp('valid_until', { useTz: true });
    t.timestamp('at', { useTz: true }).notNullable();
    /** When the change was recorded in the log (orders the list when the app clock stood still). */
    t.timestamp('logged_at', { useTz: true }).notNullable();
    t.text('delivery_status').notNullable();
    t.integer('delivery_attempts');
    t.integer('delivery_status_code');
    t.text('delivery_error');
    t.timestamp('delivered_at', { useTz: true });
    t.index(['booking_id']);
    t.index(['logged_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('door_code_log');
  await knex.schema.dropTable('door_codes');
  await knex.schema.dropTable('door_access_settings');
}
