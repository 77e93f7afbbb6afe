import type { Knex } from 'knex';

/** Read model `sms-log`: every text message and how it ended, for the admin area. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('sms_log', (t) => {
    t.uuid('sms_id').primary();
    t.text('to_phone').notNullable();
    t.text('reason').notNullable();
    t.text('status').notNullable();
    t.integer('attempts').notNullable().defaultTo(0);
    t.text('provider_id');
    t.text('error');
    t.timestamp('queued_at', { useTz: true }).notNullable();
    t.timestamp('settled_at', { useTz: true });
    t.index(['status', 'queued_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('sms_log');
}
