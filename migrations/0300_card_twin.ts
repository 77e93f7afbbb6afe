import type { Knex } from 'knex';

/** The local card twin's memory: tokens it issued, charges and refunds it took (tests count these). */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('card_twin_tokens', (t) => {
    t.text('token').primary();
    t.text('last4').notNullable();
    t.text('brand').notNullable();
    t.text('cardholder_name').notNullable();
    t.text('decline_code');
    t.text('decline_reason');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.schema.createTable('card_twin_charges', (t) => {
    t.text('id').primary();
    t.text('idempotency_key').notNullable().unique();
    t.text('processor').notNullable();
    t.integer('amount_cents').notNullable();
    t.text('source_token').notNullable();
    t.text('status').notNullable();
    t.text('decline_code');
    t.text('decline_reason');
    t.jsonb('metadata').notNullable().defaultTo('{}');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.schema.createTable('card_twin_refunds', (t) => {
    t.text('id').primary();
    t.text('idempotency_key').notNullable().unique();
    t.text('payment_id').notNullable().index();
    t.integer('amount_cents').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('card_twin_refunds');
  await knex.schema.dropTable('card_twin_charges');
  await knex.schema.dropTable('card_twin_tokens');
}
