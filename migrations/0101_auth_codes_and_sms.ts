import type { Knex } from 'knex';

/**
 * Sign-in codes (hashed only), the rate limiter's table, and the SMS pipeline's tables:
 * outbound bodies (encrypted, purged once settled), deliveries keyed by event id (at most once),
 * and the development outbox the local twin writes (never used in production).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('phone_verification_codes', (t) => {
    t.text('phone_number').primary();
    t.text('code_hash').notNullable();
    t.timestamp('sent_at', { useTz: true }).notNullable();
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.integer('failed_attempts').notNullable().defaultTo(0);
    t.timestamp('consumed_at', { useTz: true });
  });
  await knex.raw(`CREATE TABLE auth_rate_limits (
    key varchar(255) PRIMARY KEY,
    points integer NOT NULL DEFAULT 0,
    expire bigint
  )`);
  await knex.schema.createTable('outbound_sms', (t) => {
    t.uuid('id').primary();
    t.text('to_phone').notNullable();
    t.text('reason').notNullable();
    t.text('body_encrypted');
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('purged_at', { useTz: true });
  });
  await knex.schema.createTable('sms_deliveries', (t) => {
    t.uuid('event_id').primary();
    t.uuid('sms_id').notNullable();
    t.text('status').notNullable();
    t.integer('attempts').notNullable().defaultTo(0);
    t.text('provider_id');
    t.text('last_error');
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
  });
  await knex.schema.createTable('dev_sms_outbox', (t) => {
    t.bigIncrements('id');
    t.uuid('sms_id').notNullable();
    t.text('to_phone').notNullable().index();
    t.text('body').notNullable();
    t.text('reason').notNullable();
    t.timestamp('sent_at', { useTz: true }).notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('dev_sms_outbox');
  await knex.schema.dropTable('sms_deliveries');
  await knex.schema.dropTable('outbound_sms');
  await knex.raw('DROP TABLE auth_rate_limits');
  await knex.schema.dropTable('phone_verification_codes');
}
