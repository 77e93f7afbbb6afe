import type { Knex } from 'knex';

const venueColumn = (knex: Knex, t: Knex.CreateTableBuilder) =>
  t
    .text('venue_id')
    .notNullable()
    .defaultTo(knex.raw("coalesce(nullif(current_setting('app.venue_id', true), ''), 'main')"));

/**
 * Payments the customer's bank wants them to approve (3-D Secure): the read model of the approvals,
 * the provider pages opened for each (not events: a page is a provider object, like a checkout link),
 * and the card twin's 3-D Secure payments (development).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('payment_approvals', (t) => {
    t.uuid('approval_id').primary();
    t.text('subject_key').notNullable();
    t.text('user_id').notNullable();
    t.text('purpose').notNullable();
    t.jsonb('line').notNullable();
    t.text('label').notNullable();
    t.integer('amount_cents').notNullable();
    t.text('reason').notNullable();
    t.text('status').notNullable();
    t.text('order_id');
    t.text('note');
    t.timestamp('requested_at', { useTz: true }).notNullable();
    t.timestamp('expires_at', { useTz: true });
    t.timestamp('settled_at', { useTz: true });
    venueColumn(knex, t);
    t.index(['user_id', 'status']);
    t.index(['subject_key']);
  });
  await knex.schema.createTable('payment_approval_pages', (t) => {
    t.uuid('approval_id').notNullable();
    t.integer('attempt').notNullable();
    t.text('processor').notNullable();
    t.text('ref').notNullable();
    t.text('url').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['approval_id', 'attempt']);
  });
  await knex.schema.createTable('card_twin_authentications', (t) => {
    t.text('id').primary();
    t.text('idempotency_key').notNullable().unique();
    t.text('processor').notNullable();
    t.text('card_id');
    // A card typed in the payment dialog that its bank wants approved (not on file).
    t.text('source_token');
    t.text('name').notNullable();
    t.integer('amount_cents').notNullable();
    t.text('return_url').notNullable();
    t.text('status').notNullable();
    t.text('payment_id');
    t.text('failure');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('card_twin_authentications');
  await knex.schema.dropTable('payment_approval_pages');
  await knex.schema.dropTable('payment_approvals');
}
