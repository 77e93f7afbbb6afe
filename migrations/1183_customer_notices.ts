import type { Knex } from 'knex';

/** Receipts and notices other than the booking receipt: which went out, once per event and channel. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('customer_notices', (t) => {
    t.text('event_id').notNullable();
    t.text('channel').notNullable(); // sms | email
    t.text('to_address').notNullable();
    t.text('status').notNullable(); // sending | sent | failed
    t.timestamp('updated_at', { useTz: true }).notNullable();
    t.primary(['event_id', 'channel']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('customer_notices');
}
