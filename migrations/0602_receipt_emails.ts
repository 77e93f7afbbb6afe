import type { Knex } from 'knex';

/** Receipts are also emailed: which address a booking's receipt went to (once per booking). */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('receipt_emails', (t) => {
    t.uuid('booking_id').primary();
    t.text('to_address').notNullable();
    t.text('status').notNullable(); // sending | sent | failed
    t.timestamp('updated_at', { useTz: true }).notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('receipt_emails');
}
