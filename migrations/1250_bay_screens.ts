import type { Knex } from 'knex';

const VENUE_DEFAULT = "coalesce(nullif(current_setting('app.venue_id', true), ''), 'main')";

/**
 * Bay screens: the devices paired with a bay (projection `bay-screens`), each session's start, warning
 * and end as recorded (same projection), and each device's last contact (operational, not from events).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('bay_devices', (t) => {
    t.uuid('device_id').primary();
    t.text('venue_id').notNullable().defaultTo(knex.raw(VENUE_DEFAULT));
    t.uuid('bay_id').notNullable();
    t.text('name').notNullable();
    t.text('token_hash').notNullable().unique();
    t.timestamp('paired_at', { useTz: true }).notNullable();
    t.timestamp('revoked_at', { useTz: true });
    t.index(['bay_id']);
  });
  await knex.schema.createTable('bay_sessions', (t) => {
    t.uuid('booking_id').primary();
    t.text('venue_id').notNullable().defaultTo(knex.raw(VENUE_DEFAULT));
    t.uuid('bay_id').notNullable();
    t.timestamp('started_at', { useTz: true });
    t.timestamp('warned_at', { useTz: true });
    t.timestamp('ended_at', { useTz: true });
    t.timestamp('ends_at', { useTz: true }).notNullable();
  });
  await knex.schema.createTable('bay_device_contacts', (t) => {
    t.uuid('device_id').primary();
    t.text('venue_id').notNullable().defaultTo(knex.raw(VENUE_DEFAULT));
    t.timestamp('last_contact_at', { useTz: true }).notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('bay_device_contacts');
  await knex.schema.dropTable('bay_sessions');
  await knex.schema.dropTable('bay_devices');
}
