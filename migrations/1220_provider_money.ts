import type { Knex } from 'knex';

const venueColumn = (knex: Knex, t: Knex.CreateTableBuilder) =>
  t
    .text('venue_id')
    .notNullable()
    .defaultTo(knex.raw("coalesce(nullif(current_setting('app.venue_id', true), ''), 'main')"));

/**
 * What the card providers report by webhook: card disputes (chargebacks) with their deadline, outcome
 * and whether the customer may pay by card, and the payouts to the venue's bank.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('card_disputes', (t) => {
    t.text('dispute_key').primary();
    t.text('dispute_id').notNullable();
    t.text('provider').notNullable();
    t.text('payment_id').notNullable();
    t.text('order_id');
    t.text('booking_id');
    t.text('user_id');
    t.integer('amount_cents').notNullable();
    t.integer('withdrawn_cents').notNullable().defaultTo(0);
    t.integer('fee_cents').notNullable().defaultTo(0);
    t.text('reason').notNullable();
    t.text('status').notNullable();
    t.timestamp('evidence_due_by', { useTz: true });
    t.timestamp('opened_at', { useTz: true }).notNullable();
    t.timestamp('closed_at', { useTz: true });
    t.timestamp('cleared_at', { useTz: true });
    t.text('cleared_by');
    t.text('clear_note');
    t.timestamp('updated_at', { useTz: true }).notNullable();
    venueColumn(knex, t);
    t.index(['user_id']);
    t.index(['booking_id']);
    t.index(['status']);
  });
  await knex.schema.createTable('provider_payouts', (t) => {
    t.text('payout_key').primary();
    t.text('payout_id').notNullable();
    t.text('provider').notNullable();
    t.integer('amount_cents').notNullable();
    t.date('arrival_date').notNullable();
    t.text('status').notNullable();
    t.timestamp('paid_at', { useTz: true }).notNullable();
    t.timestamp('failed_at', { useTz: true });
    venueColumn(knex, t);
    t.index(['arrival_date']);
  });
  // The card twin's payouts (development): what its dashboard paid out, as a provider's payouts list shows.
  await knex.schema.createTable('card_twin_payouts', (t) => {
    t.text('id').primary();
    t.text('processor').notNullable();
    t.integer('amount_cents').notNullable();
    t.date('arrival_date').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('card_twin_payouts');
  await knex.schema.dropTable('provider_payouts');
  await knex.schema.dropTable('card_disputes');
}
