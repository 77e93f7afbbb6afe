import type { Knex } from 'knex';

/**
 * Per-customer data keys (crypto-shredding): personal fields in events are encrypted under the
 * customer's key, sealed here with ENCRYPTION_KEY. Erasing a customer clears `key_sealed` for good.
 * An erased account keeps its users row with no phone or email, so both columns may now be null.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('customer_keys', (t) => {
    t.text('user_id').primary();
    t.text('key_sealed');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('erased_at', { useTz: true });
  });
  await knex.raw('ALTER TABLE users ALTER COLUMN phone_number DROP NOT NULL, ALTER COLUMN email DROP NOT NULL');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('customer_keys');
}
