import type { Knex } from 'knex';

/**
 * Booking receipts already texted (one per booking, whatever the job retries), and the server-side
 * payment intents behind POST /api/create-payment-intent (price fixed when the intent is made).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('payment_receipts', (t) => {
    t.uuid('booking_id').primary();
    t.text('sms_id');
    t.text('to_phone');
    t.timestamp('sent_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.schema.createTable('payment_intents', (t) => {
    t.text('id').primary();
    t.text('client_secret').notNullable().unique();
    t.uuid('user_id').notNullable();
    t.integer('amount_cents').notNullable();
    t.jsonb('booking_data').notNullable();
    t.text('status').notNullable();
    t.uuid('booking_id');
    t.timestamp('created_at', { useTz: true }).notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('payment_intents');
  await knex.schema.dropTable('payment_receipts');
}
