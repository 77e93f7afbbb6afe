import type { Knex } from 'knex';

const VENUE_DEFAULT = "coalesce(nullif(current_setting('app.venue_id', true), ''), 'main')";

/** Booking reminders (projection `reminders`): the venue's settings and the log of reminders sent or skipped. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('reminder_settings', (t) => {
    t.text('id').primary();
    t.text('venue_id').notNullable().defaultTo(knex.raw(VENUE_DEFAULT));
    t.jsonb('settings').notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
  });
  await knex.schema.createTable('booking_reminders', (t) => {
    t.text('event_id').primary();
    t.text('venue_id').notNullable().defaultTo(knex.raw(VENUE_DEFAULT));
    t.text('booking_id').notNullable();
    t.text('kind').notNullable();
    t.timestamp('booking_starts_at', { useTz: true }).notNullable();
    t.text('user_id');
    t.text('outcome').notNullable();
    t.text('sms_id');
    t.text('to_phone');
    t.text('reason');
    t.timestamp('at', { useTz: true }).notNullable();
    t.timestamp('logged_at', { useTz: true }).notNullable();
    t.index(['booking_id']);
    t.index(['logged_at']);
  });
  // The per-minute reminder run reads confirmed bookings by start time.
  await knex.raw("CREATE INDEX bookings_confirmed_starts ON bookings (starts_at) WHERE status = 'confirmed'");
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX IF EXISTS bookings_confirmed_starts');
  await knex.schema.dropTable('booking_reminders');
  await knex.schema.dropTable('reminder_settings');
}
