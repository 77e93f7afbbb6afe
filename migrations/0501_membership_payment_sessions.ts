import type { Knex } from 'knex';

/**
 * Memberships paid away from the card form: a Stripe card setup confirmed in the page (3-D Secure),
 * or a hosted checkout page in a popup. A session is the pending half (which plan, which provider
 * reference); the money and the membership are the paid order's events once the provider confirms.
 * The card twin keeps the setups and checkout pages it stands in for, as the providers do.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('membership_payment_sessions', (t) => {
    t.uuid('id').primary();
    t.uuid('user_id').notNullable().index();
    t.text('plan_id').notNullable();
    t.text('kind').notNullable(); // 'setup' | 'hosted'
    t.text('processor').notNullable();
    t.text('provider_ref').notNullable();
    t.text('provider_order_id');
    t.text('customer_id');
    t.text('client_secret');
    t.text('checkout_url');
    t.integer('amount_cents').notNullable();
    t.text('status').notNullable().defaultTo('open'); // open | completed | failed | expired
    t.text('failure');
    t.text('order_id');
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('settled_at', { useTz: true });
    t.text('venue_id')
      .notNullable()
      .defaultTo(knex.raw("coalesce(nullif(current_setting('app.venue_id', true), ''), 'main')"));
    t.index(['status', 'created_at']);
  });
  await knex.schema.alterTable('card_twin_tokens', (t) => {
    t.boolean('requires_authentication').notNullable().defaultTo(false);
  });
  await knex.schema.createTable('card_twin_setups', (t) => {
    t.text('id').primary();
    t.text('idempotency_key').notNullable().unique();
    t.text('client_secret').notNullable().unique();
    t.text('customer_id').notNullable();
    t.text('processor').notNullable();
    t.text('status').notNullable();
    t.text('source_token');
    t.text('card_id');
    t.text('return_url');
    t.text('error_code');
    t.text('error_message');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.schema.createTable('card_twin_checkouts', (t) => {
    t.text('id').primary();
    t.text('idempotency_key').notNullable().unique();
    t.text('order_id').notNullable();
    t.text('processor').notNullable();
    t.text('name').notNullable();
    t.integer('amount_cents').notNullable();
    t.text('redirect_url').notNullable();
    t.text('status').notNullable();
    t.text('payment_id');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('card_twin_checkouts');
  await knex.schema.dropTable('card_twin_setups');
  await knex.schema.alterTable('card_twin_tokens', (t) => t.dropColumn('requires_authentication'));
  await knex.schema.dropTable('membership_payment_sessions');
}
