import type { Knex } from 'knex';

/**
 * Cards on file: the card twin keeps the cards it stored (as Square's Cards API and Stripe's attached
 * payment methods do), and the stored_cards read model says which card each account pays renewals with.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('card_twin_tokens', (t) => {
    t.text('off_session_decline_code');
    t.text('off_session_decline_reason');
  });
  await knex.schema.createTable('card_twin_cards', (t) => {
    t.text('id').primary();
    t.text('idempotency_key').notNullable().unique();
    t.text('processor').notNullable();
    t.text('customer_id').notNullable().index();
    t.text('source_token').notNullable();
    t.text('last4');
    t.text('brand');
    t.text('decline_code');
    t.text('decline_reason');
    t.boolean('disabled').notNullable().defaultTo(false);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.schema.createTable('stored_cards', (t) => {
    t.text('user_id').primary();
    t.text('processor').notNullable();
    t.text('customer_id').notNullable();
    t.text('card_id').notNullable();
    t.text('brand');
    t.text('last4');
    t.text('order_id');
    t.timestamp('stored_at', { useTz: true }).notNullable();
    t.text('venue_id')
      .notNullable()
      .defaultTo(knex.raw("coalesce(nullif(current_setting('app.venue_id', true), ''), 'main')"));
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('stored_cards');
  await knex.schema.dropTable('card_twin_cards');
  await knex.schema.alterTable('card_twin_tokens', (t) => {
    t.dropColumn('off_session_decline_code');
    t.dropColumn('off_session_decline_reason');
  });
}
